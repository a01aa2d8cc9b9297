/** The check of R103002, whose rule page is guidelines/rules/rest/authorization/r103002.md. */
import {type Json, isObject} from '../../shared/guards';
import type {Context, GuidelineCheck} from './shared';

const SCOPE_NAME = /^[a-z][a-z0-9-]*\.(read|write)$/;

export const r103002: GuidelineCheck = {
  checks: 'Scopes are named `<api>.read` or `<api>.write`, with one API short name per spec.',
  rule: () => {
    let first: string | undefined;
    const check = (flow: Json, ctx: Context) => {
      for (const scope of Object.keys(isObject(flow.scopes) ? flow.scopes : {})) {
        if (!SCOPE_NAME.test(scope)) {
          ctx.report({
            message: `Scope \`${scope}\` must be the API's short name in kebab-case, a dot and \`read\` or \`write\`, for example \`orders.read\`.`,
            location: ctx.location.child(['scopes', scope]).key(),
          });
          continue;
        }
        const prefix = scope.split('.')[0]!;
        first ??= prefix;
        if (first !== prefix) {
          ctx.report({
            message: `Scope \`${scope}\` names another API than \`${first}.*\`: one spec has one short name.`,
            location: ctx.location.child(['scopes', scope]).key(),
          });
        }
      }
    };
    // Redocly types each OAuth flow by its name.
    return {ImplicitFlow: check, PasswordFlow: check, ClientCredentials: check, AuthorizationCode: check};
  },
};
