/** The check of R101004, whose rule page is guidelines/rules/rest/contract/r101004.md. */
import type {Json} from '../../shared/guards';
import type {Context, GuidelineCheck} from './shared';

export const r101004: GuidelineCheck = {
  checks: '`x-preview` is `true` where it is set, and never on an element that is also deprecated.',
  rule: () => {
    const check = (node: Json, ctx: Context) => {
      if (node['x-preview'] === undefined) {
        return;
      }
      if (node['x-preview'] !== true) {
        ctx.report({
          message: 'Write `x-preview: true`, or remove the marker once the element is generally available.',
          location: ctx.location.child(['x-preview']),
        });
      } else if (node.deprecated === true) {
        ctx.report({
          message: 'An element is either in preview or deprecated: remove `x-preview` or `deprecated`.',
          location: ctx.location.child(['x-preview']),
        });
      }
    };
    return {Operation: check, Schema: check, Parameter: check};
  },
};
