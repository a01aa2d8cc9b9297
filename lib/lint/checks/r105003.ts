/** The check of R105003, whose rule page is guidelines/rules/rest/resources/r105003.md. */
import {type GuidelineCheck, pathsOnly} from './shared';

const KEBAB_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Plural segments that do not end in s. */
const PLURALS_WITHOUT_S = new Set(['data', 'people', 'children', 'media', 'feedback', 'news']);

function isPlural(segment: string): boolean {
  const last = segment.split('-').at(-1)!;
  return last.endsWith('s') || PLURALS_WITHOUT_S.has(last);
}

export const r105003: GuidelineCheck = {
  checks: 'A segment followed by an id names its collection in the plural (`/orders/{orderId}`).',
  rule: () => ({
    PathItem: pathsOnly((route, ctx) => {
      const segments = route.split('/').filter(Boolean);
      segments.forEach((segment, index) => {
        const next = segments[index + 1];
        if (next?.startsWith('{') && !segment.startsWith('{') && KEBAB_SEGMENT.test(segment) && !isPlural(segment)) {
          ctx.report({message: `Segment \`${segment}\` of ${route} is followed by an id: name the collection in the plural.`, location: ctx.rawLocation.key()});
        }
      });
    }),
  }),
};
