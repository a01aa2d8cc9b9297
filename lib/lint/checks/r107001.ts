/** The check of R107001, whose rule page is guidelines/rules/rest/errors/r107001.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, ownAnswers, resolveNode} from './shared';

export const r107001: GuidelineCheck = {
  checks: "Every 4xx and 5xx response is `application/problem+json` (not a webhook's or callback's: its receiver answers, and only the status counts).",
  rule: () =>
    ownAnswers(() => ({
      Responses(responses: Json, ctx: Context) {
        for (const [code, response] of Object.entries(responses)) {
          const resolved = resolveNode(response, ctx);
          if (!/^[45]/.test(code) || !isObject(resolved)) {
            continue;
          }
          const types = Object.keys(isObject(resolved.content) ? resolved.content : {});
          if (!types.includes('application/problem+json')) {
            ctx.report({message: `Response ${code} must be \`application/problem+json\` (RFC 9457).`, location: ctx.location.child([code])});
          }
        }
      },
    })),
};
