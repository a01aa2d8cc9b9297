/** The check of R105004, whose rule page is guidelines/rules/rest/resources/r105004.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, operationLabel, ownAnswers, parametersOf} from './shared';

const PAGE_PARAMETERS = new Set(['offset', 'page', 'pagenumber', 'pagesize', 'skip', 'start']);

export const r105004: GuidelineCheck = {
  checks: 'Collections page with `limit` and `cursor`: no offset or page numbers.',
  rule: () =>
    // A webhook or callback is one request to the receiver, never a collection of ours.
    ownAnswers((place) => ({
      Operation(operation: Json, ctx: Context) {
        const query = parametersOf(operation, ctx)
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => String(parameter.name));
        for (const name of query.filter((parameter) => PAGE_PARAMETERS.has(parameter.toLowerCase()))) {
          ctx.report({
            message: `Query parameter \`${name}\` pages by position: page with \`limit\` and an opaque \`cursor\` instead.`,
            location: ctx.location.child(['parameters']).key(),
          });
        }
        if (query.includes('limit') !== query.includes('cursor')) {
          ctx.report({
            message: `${operationLabel(ctx, place())}: a paged collection takes both \`limit\` and \`cursor\`.`,
            location: ctx.location.child(['parameters']).key(),
          });
        }
      },
    })),
};
