/** The check of R108004, whose rule page is guidelines/rules/rest/compatibility/r108004.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, operationLabel, ownAnswers, successResponsesLacking} from './shared';

export const r108004: GuidelineCheck = {
  checks: "The success responses of a deprecated operation carry the `Deprecation` and `Sunset` headers (not a webhook's or callback's: its receiver answers).",
  rule: () =>
    ownAnswers((place) => ({
      Operation(operation: Json, ctx: Context) {
        if (operation.deprecated !== true) {
          return;
        }
        const responses = isObject(operation.responses) ? operation.responses : {};
        for (const {code, missing} of successResponsesLacking(responses, ['deprecation', 'sunset'], ctx)) {
          ctx.report({
            message: `Deprecated ${operationLabel(ctx, place())}: response ${code} lacks ${missing.join(' and ')}.`,
            location: ctx.location.child(['responses', code]),
          });
        }
      },
    })),
};
