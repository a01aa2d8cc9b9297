/** The check of R105005, whose rule page is guidelines/rules/rest/resources/r105005.md. */
import {type GuidelineCheck, pathsOnly} from './shared';

export const r105005: GuidelineCheck = {
  checks: 'No path nests resources more than two levels deep (at most two ids).',
  rule: () => ({
    PathItem: pathsOnly((route, ctx) => {
      const ids = route.split('/').filter((segment) => segment.startsWith('{')).length;
      if (ids > 2) {
        ctx.report({message: `${route} nests ${ids} levels: give the inner resource its own top-level collection.`, location: ctx.rawLocation.key()});
      }
    }),
  }),
};
