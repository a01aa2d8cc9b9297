/** The check of R101003, whose rule page is guidelines/rules/rest/contract/r101003.md. */
import {type Json, isObject} from '../../shared/guards';
import type {Context, GuidelineCheck} from './shared';

export const r101003: GuidelineCheck = {
  checks: 'The root declares `x-public` (true or false), and `info.contact` names the owner with a mailbox.',
  rule: () => ({
    Root(root: Json, ctx: Context) {
      if (typeof root['x-public'] !== 'boolean') {
        ctx.report({
          message: 'Declare the audience at the root: `x-public: true` for partners, `x-public: false` for Lindenkauf systems only.',
          location: ctx.location.child(['x-public']).key(),
        });
      }
    },
    Info(info: Json, ctx: Context) {
      const contact = isObject(info.contact) ? info.contact : undefined;
      if (!contact || typeof contact.name !== 'string' || typeof contact.email !== 'string') {
        ctx.report({message: 'Name the owning team and its mailbox in `info.contact` (`name` and `email`).', location: ctx.location.child(['contact']).key()});
      }
    },
  }),
};
