/** The check of R104002, whose rule page is guidelines/rules/rest/http/r104002.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, methodOf, resolveNode} from './shared';

export const r104002: GuidelineCheck = {
  checks: 'PATCH request bodies are `application/merge-patch+json`.',
  rule: () => ({
    Operation(operation: Json, ctx: Context) {
      const body = resolveNode(operation.requestBody, ctx);
      if (methodOf(ctx) !== 'patch' || !isObject(body)) {
        return;
      }
      const types = Object.keys(isObject(body.content) ? body.content : {});
      if (types.some((type) => type !== 'application/merge-patch+json')) {
        ctx.report({
          message: 'A PATCH body is a JSON Merge Patch: its only media type is `application/merge-patch+json`.',
          location: ctx.location.child(['requestBody']),
        });
      }
    },
  }),
};
