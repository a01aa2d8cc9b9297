/** The check of R103004, whose rule page is guidelines/rules/rest/authorization/r103004.md. */
import type {Json} from '../../shared/guards';
import type {Context, GuidelineCheck} from './shared';

const CREDENTIAL_PARAMETERS = new Set([
  'access_token',
  'accesstoken',
  'token',
  'api_key',
  'apikey',
  'key',
  'password',
  'client_secret',
  'clientsecret',
  'secret',
  'authorization',
]);

export const r103004: GuidelineCheck = {
  checks: 'No token, key, password or secret travels in a query parameter, and no API key scheme reads the query.',
  rule: () => ({
    Parameter(parameter: Json, ctx: Context) {
      if (parameter.in === 'query' && typeof parameter.name === 'string' && CREDENTIAL_PARAMETERS.has(parameter.name.toLowerCase())) {
        ctx.report({
          message: `Query parameter \`${parameter.name}\` carries a credential: send access tokens in the Authorization header only.`,
          location: ctx.location.child(['name']),
        });
      }
    },
    SecurityScheme(scheme: Json, ctx: Context) {
      if (scheme.type === 'apiKey' && scheme.in === 'query') {
        ctx.report({
          message: 'An API key in the query ends up in logs and browser histories: use OAuth 2 with the Authorization header.',
          location: ctx.location.child(['in']),
        });
      }
    },
  }),
};
