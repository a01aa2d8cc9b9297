/** The check of R102002, whose rule page is guidelines/rules/rest/json/r102002.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, typeOf} from './shared';

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

export const r102002: GuidelineCheck = {
  checks: '`x-extensible-enum` is a list of `{value, description}` objects on a string schema, with UPPER_SNAKE_CASE values, and not combined with `enum`.',
  rule: () => ({
    Schema(schema: Json, ctx: Context) {
      const values = schema['x-extensible-enum'];
      if (values === undefined) {
        return;
      }
      const at = ctx.location.child(['x-extensible-enum']);
      if (typeOf(schema) !== 'string') {
        ctx.report({message: '`x-extensible-enum` belongs on a schema of `type: string`.', location: at.key()});
      }
      if (schema.enum !== undefined) {
        ctx.report({message: 'Use either `x-extensible-enum` (the list may grow) or `enum` (it never grows), not both.', location: at.key()});
      }
      if (!Array.isArray(values) || values.length === 0) {
        ctx.report({message: '`x-extensible-enum` is a non-empty list of `{value, description}` objects.', location: at});
        return;
      }
      values.forEach((entry, index) => {
        if (!isObject(entry) || typeof entry.value !== 'string' || typeof entry.description !== 'string') {
          ctx.report({message: 'Each `x-extensible-enum` entry has a `value` and a `description`.', location: at.child([index])});
        } else if (!UPPER_SNAKE.test(entry.value)) {
          ctx.report({message: `Value \`${entry.value}\` must be UPPER_SNAKE_CASE.`, location: at.child([index, 'value'])});
        }
      });
    },
  }),
};
