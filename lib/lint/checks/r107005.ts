/** The check of R107005, whose rule page is guidelines/rules/rest/errors/r107005.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, ownAnswers, resolveNode, headerNames} from './shared';

export const r107005: GuidelineCheck = {
  checks: "Every response declares the `X-Request-Id` header (not a webhook's or callback's: its receiver answers).",
  rule: () =>
    ownAnswers(() => ({
      Responses(responses: Json, ctx: Context) {
        for (const [code, response] of Object.entries(responses)) {
          const resolved = resolveNode(response, ctx);
          if (isObject(resolved) && !headerNames(resolved).includes('x-request-id')) {
            ctx.report({message: `Response ${code} should echo \`X-Request-Id\`: declare the header.`, location: ctx.location.child([code])});
          }
        }
      },
    })),
};
