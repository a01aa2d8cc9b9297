/** The check of R103001, whose rule page is guidelines/rules/rest/authorization/r103001.md. */
import {HTTP_METHODS} from '../../openapi/load';
import {type Json, isObject} from '../../shared/guards';
import type {Context, GuidelineCheck} from './shared';

export const r103001: GuidelineCheck = {
  checks: 'Every operation of `paths` requires OAuth 2 with at least one scope (webhooks and callbacks are requests Lindenkauf sends, signed instead).',
  rule: () => ({
    Root: {
      enter(root: Json, ctx: Context) {
        const schemes = isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : {};
        const oauth = new Set(
          Object.entries(schemes)
            .filter(([, scheme]) => isObject(scheme) && scheme.type === 'oauth2')
            .map(([name]) => name),
        );
        const global = Array.isArray(root.security) ? root.security : undefined;
        const paths = isObject(root.paths) ? root.paths : {};
        for (const [route, item] of Object.entries(paths)) {
          for (const method of HTTP_METHODS) {
            const operation = isObject(item) ? item[method] : undefined;
            if (!isObject(operation)) {
              continue;
            }
            const requirements = Array.isArray(operation.security) ? operation.security : global;
            const scoped = (requirements ?? []).some(
              (requirement) =>
                isObject(requirement) && Object.entries(requirement).some(([name, scopes]) => oauth.has(name) && Array.isArray(scopes) && scopes.length > 0),
            );
            if (!scoped) {
              ctx.report({
                message: `${method.toUpperCase()} ${route} must require an OAuth 2 scheme with at least one scope in \`security\`.`,
                location: ctx.location.child(['paths', route, method]).key(),
              });
            }
          }
        }
      },
    },
  }),
};
