/**
 * The operations a spec declares, by HTTP method under `paths` (and OpenAPI 3.1 `webhooks`). Apart
 * from the loader (load.ts) so that readers of built spec downloads (the MCP server, the bench)
 * use it without loading @redocly/openapi-core.
 */
import {childPointer} from '../shared/pointer';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface OperationRef {
  pointer: string;
  method: string;
  route: string;
  operationId?: unknown;
}

/** The operations of `paths`, or with `webhooks`, those of the webhooks (OpenAPI 3.1), whose route is the webhook's name. */
export function operationsOf(document: {paths?: unknown; webhooks?: unknown}, where: 'paths' | 'webhooks' = 'paths'): OperationRef[] {
  const operations: OperationRef[] = [];
  const items = document[where];
  for (const [route, item] of Object.entries(typeof items === 'object' && items !== null ? items : {})) {
    if (typeof item !== 'object' || item === null) {
      continue;
    }
    for (const method of HTTP_METHODS) {
      const operation = (item as Record<string, unknown>)[method];
      if (typeof operation === 'object' && operation !== null) {
        operations.push({pointer: childPointer('#', where, route, method), method, route, operationId: (operation as Record<string, unknown>).operationId});
      }
    }
  }
  return operations;
}
