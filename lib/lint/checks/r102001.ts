/** The check of R102001, whose rule page is guidelines/rules/rest/json/r102001.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, CAMEL_CASE} from './shared';

/** HAL's reserved properties and curied link relations (`lk:invoice`) are not property names of ours. */
const HAL_KEY = /^(_links|_embedded|[a-z]+:[a-z][a-zA-Z0-9-]*)$/;

function toCamelCase(name: string): string {
  return name.toLowerCase().replace(/[-_ ]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

export const r102001: GuidelineCheck = {
  checks: 'JSON property names are camelCase (HAL `_links`, `_embedded` and curied relations aside).',
  rule: () => ({
    SchemaProperties(properties: Json, ctx: Context) {
      for (const name of Object.keys(properties)) {
        if (!CAMEL_CASE.test(name) && !HAL_KEY.test(name)) {
          ctx.report({
            message: `Property \`${name}\` is not camelCase: rename it, for example \`${toCamelCase(name)}\`.`,
            location: ctx.location.child([name]).key(),
          });
        }
      }
    },
  }),
};
