/** The check of R101006, whose rule page is guidelines/rules/rest/contract/r101006.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, CAMEL_CASE} from './shared';

export const r101006: GuidelineCheck = {
  checks: 'The conventions of specs/README.md: operation ids in camelCase, short summaries, defined tags, the portal license, allowed request media types.',
  builtin: [
    {name: 'info-contact'},
    {name: 'info-license-strict'},
    {name: 'operation-tag-defined'},
    {name: 'operation-singular-tag'},
    {name: 'operation-summary'},
    {name: 'tag-description'},
    {name: 'request-mime-type', options: {allowedValues: ['application/json', 'application/merge-patch+json', 'multipart/form-data']}},
  ],
  rule: () => ({
    Operation(operation: Json, ctx: Context) {
      if (typeof operation.operationId === 'string' && !CAMEL_CASE.test(operation.operationId)) {
        ctx.report({
          message: `operationId \`${operation.operationId}\` must be lower camelCase, for example \`getOrder\`.`,
          location: ctx.location.child(['operationId']),
        });
      }
      if (typeof operation.summary === 'string' && operation.summary.length > 60) {
        ctx.report({
          message: 'Keep the summary short and imperative (at most 60 characters), for example "Cancel an order".',
          location: ctx.location.child(['summary']),
        });
      }
    },
  }),
};
