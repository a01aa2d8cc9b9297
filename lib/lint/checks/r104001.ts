/** The check of R104001, whose rule page is guidelines/rules/rest/http/r104001.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, methodOf} from './shared';

export const r104001: GuidelineCheck = {
  checks: 'GET, HEAD and DELETE operations have no request body.',
  rule: () => ({
    Operation(operation: Json, ctx: Context) {
      const method = methodOf(ctx);
      if (['get', 'head', 'delete'].includes(method) && operation.requestBody !== undefined) {
        ctx.report({
          message: `${method.toUpperCase()} has no request body: move the data into the path or query, or use POST.`,
          location: ctx.location.child(['requestBody']).key(),
        });
      }
    },
  }),
};
