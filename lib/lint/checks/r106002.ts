/** The check of R106002, whose rule page is guidelines/rules/rest/hypermedia/r106002.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, flatSchema} from './shared';

export const r106002: GuidelineCheck = {
  checks: 'Every `_links` object requires a `self` link.',
  rule: () => ({
    SchemaProperties(properties: Json, ctx: Context) {
      if (properties._links === undefined) {
        return;
      }
      const links = flatSchema(properties._links, ctx);
      if (!links.required.includes('self')) {
        ctx.report({message: '`_links` must require a `self` link to the resource itself.', location: ctx.location.child(['_links']).key()});
      }
    },
  }),
};
