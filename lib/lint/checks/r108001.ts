/** The check of R108001, whose rule page is guidelines/rules/rest/compatibility/r108001.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, pathsOnly} from './shared';

export const r108001: GuidelineCheck = {
  checks: 'No version number in paths or server URLs (`/v1/`).',
  rule: () => {
    const VERSION = /\/v\d+(\.\d+)*(\/|$)/i;
    // Not `new URL()`: a server URL may hold variables where a URL parser wants a host or a port
    // (`http://{host}:{port}/api`).
    const pathOf = (url: string) => url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
    return {
      PathItem: pathsOnly((route, ctx) => {
        if (VERSION.test(route)) {
          ctx.report({message: `${route} holds a version: keep versions out of URLs and evolve through profiles.`, location: ctx.rawLocation.key()});
        }
      }),
      Server(server: Json, ctx: Context) {
        if (typeof server.url === 'string' && VERSION.test(pathOf(server.url))) {
          ctx.report({message: `Server URL ${server.url} holds a version: keep versions out of URLs.`, location: ctx.location.child(['url'])});
        }
      },
    };
  },
};
