/** The check of R104003, whose rule page is guidelines/rules/rest/http/r104003.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, methodOf, operationLabel, withPlaces, answersWithOurResponses, parametersOf} from './shared';

export const r104003: GuidelineCheck = {
  checks: 'POST operations accept the `Idempotency-Key` header; webhooks and callbacks send it, the same on every retry.',
  rule: () =>
    withPlaces((place) => ({
      Operation(operation: Json, ctx: Context) {
        if (
          methodOf(ctx) !== 'post' ||
          parametersOf(operation, ctx).some((parameter) => parameter.in === 'header' && String(parameter.name).toLowerCase() === 'idempotency-key')
        ) {
          return;
        }
        const label = operationLabel(ctx, place());
        const message = answersWithOurResponses(place())
          ? `${label}: accept an \`Idempotency-Key\` header, so clients can retry safely.`
          : `${label}: send an \`Idempotency-Key\` header, the same on every retry, so the receiver can drop repeated deliveries.`;
        ctx.report({message, location: ctx.location.child(['parameters']).key()});
      },
    })),
};
