/** The check of R104005, whose rule page is guidelines/rules/rest/http/r104005.md. */
import type {Json} from '../../shared/guards';
import type {Context, GuidelineCheck} from './shared';

/** RFC 9110 and friends: the codes our APIs may answer with. */
const STANDARD_STATUS = new Set([
  '200',
  '201',
  '202',
  '204',
  '206',
  '301',
  '302',
  '303',
  '304',
  '307',
  '308',
  '400',
  '401',
  '403',
  '404',
  '405',
  '406',
  '409',
  '410',
  '412',
  '413',
  '415',
  '422',
  '428',
  '429',
  '500',
  '502',
  '503',
  '504',
  'default',
  '2XX',
  '4XX',
  '5XX',
]);

export const r104005: GuidelineCheck = {
  checks: 'Responses use standard status codes; every operation, webhooks included, has a success and a client error response.',
  builtin: [
    {name: 'operation-2xx-response', options: {validateWebhooks: true}},
    {name: 'operation-4xx-response', options: {validateWebhooks: true}},
  ],
  rule: () => ({
    Responses(responses: Json, ctx: Context) {
      for (const code of Object.keys(responses)) {
        if (!STANDARD_STATUS.has(code)) {
          ctx.report({
            message: `Status ${code} is not one of the standard codes the guidelines allow: choose the code whose specified meaning fits.`,
            location: ctx.location.child([code]).key(),
          });
        }
      }
    },
  }),
};
