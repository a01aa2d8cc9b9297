/** The check of R104004, whose rule page is guidelines/rules/rest/http/r104004.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, methodOf, operationLabel, withPlaces, parametersOf} from './shared';

export const r104004: GuidelineCheck = {
  checks: 'PUT and PATCH operations require `If-Match` and can answer 412.',
  rule: () =>
    withPlaces((place) => ({
      Operation(operation: Json, ctx: Context) {
        const method = methodOf(ctx);
        if (method !== 'put' && method !== 'patch') {
          return;
        }
        const ifMatch = parametersOf(operation, ctx).find((parameter) => parameter.in === 'header' && String(parameter.name).toLowerCase() === 'if-match');
        if (!ifMatch) {
          ctx.report({
            message: `${operationLabel(ctx, place())}: require the \`If-Match\` header with the resource's ETag.`,
            location: ctx.location.child(['parameters']).key(),
          });
        }
        if (!isObject(operation.responses) || operation.responses['412'] === undefined) {
          ctx.report({
            message: `${operationLabel(ctx, place())}: document the 412 response for an outdated ETag.`,
            location: ctx.location.child(['responses']).key(),
          });
        }
      },
    })),
};
