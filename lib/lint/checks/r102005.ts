/** The check of R102005, whose rule page is guidelines/rules/rest/json/r102005.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, typeOf, resolveNode} from './shared';

const MONEY_NAME = /(^|[a-z])(price|amount|total|fee|cost|subtotal)$/i;
/** Counted things that share a money word: loyalty points, item counts. */
const NOT_MONEY = /points|count|quantity/i;

export const r102005: GuidelineCheck = {
  checks: 'Money is an object with a string `amount` and a `currency`: no amounts, prices or totals as plain numbers.',
  rule: () => ({
    SchemaProperties(properties: Json, ctx: Context) {
      for (const [name, property] of Object.entries(properties)) {
        const schema = resolveNode(property, ctx);
        // A numeric `amount` beside a `currency` is reported once, below, as a money object's amount.
        const moneyAmount = name === 'amount' && properties.currency !== undefined;
        if (
          isObject(schema) &&
          (typeOf(schema) === 'number' || typeOf(schema) === 'integer') &&
          MONEY_NAME.test(name) &&
          !NOT_MONEY.test(name) &&
          !moneyAmount
        ) {
          ctx.report({
            message: `Property \`${name}\` looks like money: use the Money object (\`amount\` as a decimal string, \`currency\`), not a number.`,
            location: ctx.location.child([name]).key(),
          });
        }
      }
      const amount = resolveNode(properties.amount, ctx);
      if (properties.currency !== undefined && isObject(amount) && typeOf(amount) !== 'string') {
        ctx.report({
          message: 'In a money object, `amount` is a decimal string such as "129.90", never a number.',
          location: ctx.location.child(['amount']).key(),
        });
      }
    },
  }),
};
