/** The check of R102003, whose rule page is guidelines/rules/rest/json/r102003.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, typeOf, resolveNode} from './shared';

export const r102003: GuidelineCheck = {
  checks: 'Points in time (`…At`) are `format: date-time` strings and dates (`…Date`) `format: date` strings.',
  rule: () => ({
    SchemaProperties(properties: Json, ctx: Context) {
      for (const [name, property] of Object.entries(properties)) {
        const schema = resolveNode(property, ctx);
        if (!isObject(schema) || schema.$ref !== undefined || typeOf(schema) === 'object' || typeOf(schema) === 'array') {
          continue;
        }
        const expected = /[a-z]At$/.test(name) ? 'date-time' : /[a-z]Date$|^date$/.test(name) ? 'date' : undefined;
        if (expected && (typeOf(schema) !== 'string' || schema.format !== expected)) {
          ctx.report({
            message: `Property \`${name}\` holds a ${expected === 'date' ? 'date' : 'point in time'}: declare it \`type: string, format: ${expected}\` (RFC 3339).`,
            location: ctx.location.child([name]).key(),
          });
        }
        if ((schema.format === 'date' || schema.format === 'date-time') && typeOf(schema) !== 'string') {
          ctx.report({
            message: `Property \`${name}\` with \`format: ${String(schema.format)}\` must be \`type: string\`.`,
            location: ctx.location.child([name]).key(),
          });
        }
      }
    },
  }),
};
