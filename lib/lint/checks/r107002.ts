/** The check of R107002, whose rule page is guidelines/rules/rest/errors/r107002.md. */
import {PROBLEM_STATUS, PROBLEM_TYPE_BASE} from '../../portal/sections';
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, resolveNode} from './shared';

/** Values of a media type's example and examples. */
function exampleValues(media: Json, ctx: Context): unknown[] {
  const examples = isObject(media.examples) ? Object.values(media.examples).map((example) => resolveNode(example, ctx)) : [];
  return [...(media.example === undefined ? [] : [media.example]), ...examples.filter(isObject).map((example) => example.value)];
}

export const r107002: GuidelineCheck = {
  checks: 'Problem examples use a type of the catalogue, with the status it belongs to.',
  rule: () => ({
    Responses(responses: Json, ctx: Context) {
      for (const [code, response] of Object.entries(responses)) {
        const resolved = resolveNode(response, ctx);
        const media = isObject(resolved) && isObject(resolved.content) ? resolved.content['application/problem+json'] : undefined;
        if (!isObject(media)) {
          continue;
        }
        for (const example of exampleValues(media, ctx)) {
          const type = isObject(example) ? example.type : undefined;
          if (typeof type !== 'string') {
            continue;
          }
          const slug = type.startsWith(PROBLEM_TYPE_BASE) ? type.slice(PROBLEM_TYPE_BASE.length) : undefined;
          const status = slug !== undefined && Object.hasOwn(PROBLEM_STATUS, slug) ? PROBLEM_STATUS[slug as keyof typeof PROBLEM_STATUS] : undefined;
          if (status === undefined) {
            ctx.report({
              message: `Problem type ${type} is not in the catalogue: use ${PROBLEM_TYPE_BASE}<slug> with a slug of rule R107002.`,
              location: ctx.location.child([code]),
            });
          } else if (/^\d+$/.test(code) && Number(code) !== status) {
            ctx.report({message: `Problem type ${slug} belongs to status ${status}, not ${code}.`, location: ctx.location.child([code])});
          }
        }
      }
    },
  }),
};
