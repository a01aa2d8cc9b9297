/** The check of R105001, whose rule page is guidelines/rules/rest/resources/r105001.md. */
import {type GuidelineCheck, pathsOnly} from './shared';

function toKebabCase(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

export const r105001: GuidelineCheck = {
  checks: "Path segments are kebab-case (a webhook's name and a callback's URL expression are no paths).",
  // Redocly's paths-kebab-case, but for the items of `paths` only.
  rule: () => ({
    PathItem: pathsOnly((route, ctx) => {
      const segment = route.split('/').find((candidate) => candidate !== '' && !/^{.+}$/.test(candidate) && !/^[a-z0-9.-]+$/.test(candidate));
      if (segment !== undefined) {
        ctx.report({message: `Segment \`${segment}\` of ${route} is not kebab-case: write \`${toKebabCase(segment)}\`.`, location: ctx.rawLocation.key()});
      }
    }),
  }),
};
