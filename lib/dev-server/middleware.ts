/**
 * A dev-server middleware that runs ahead of webpack's, which holds every request while it
 * compiles: the answers it gives (page data, the search index) do not wait for a compile.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';

export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * What a plugin's configureWebpack returns to put `middleware` first. webpack-merge calls
 * Docusaurus' setupMiddlewares and this one and joins what they return: this one adds to the
 * same list and returns nothing of its own, so no middleware runs twice.
 * Relies on Docusaurus, webpack-merge and webpack-dev-server internals (DOCUSAURUS_PATCHES.md).
 */
export function middlewareAhead(name: string, middleware: Middleware): Record<string, unknown> {
  return {
    devServer: {
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift({name, middleware});
        return [];
      },
    },
  };
}
