/** The check of R104006, whose rule page is guidelines/rules/rest/http/r104006.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, operationLabel, ownAnswers, resolveNode, headerNames, successResponsesLacking} from './shared';

const RATE_LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

export const r104006: GuidelineCheck = {
  checks:
    'Every operation documents 429 with `Retry-After`, and success responses carry the RateLimit headers (not webhooks and callbacks: their receiver answers).',
  rule: () =>
    ownAnswers((place) => ({
      Operation(operation: Json, ctx: Context) {
        const responses = isObject(operation.responses) ? operation.responses : {};
        const tooMany = resolveNode(responses['429'], ctx);
        if (!isObject(tooMany)) {
          ctx.report({
            message: `${operationLabel(ctx, place())}: document the 429 response of the rate limit.`,
            location: ctx.location.child(['responses']).key(),
          });
        } else if (!headerNames(tooMany).includes('retry-after')) {
          ctx.report({message: 'The 429 response carries a `Retry-After` header.', location: ctx.location.child(['responses', '429'])});
        }
        for (const {code, missing} of successResponsesLacking(responses, RATE_LIMIT_HEADERS, ctx)) {
          ctx.report({message: `Response ${code} lacks ${missing.join(', ')}.`, location: ctx.location.child(['responses', code])});
        }
      },
    })),
};
