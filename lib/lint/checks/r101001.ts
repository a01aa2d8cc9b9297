/** The check of R101001, whose rule page is guidelines/rules/rest/contract/r101001.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, operationLabel, withPlaces, pathsOnly} from './shared';

export const r101001: GuidelineCheck = {
  checks:
    'The file is a valid OpenAPI 3 description: structure, resolvable references, unique operation ids, defined path parameters, examples that match their schemas, no unused components.',
  builtin: [
    {name: 'struct'},
    {name: 'no-unresolved-refs'},
    {name: 'operation-operationId-unique'},
    {name: 'operation-parameters-unique'},
    {name: 'path-parameters-defined'},
    {name: 'no-identical-paths'},
    {name: 'no-ambiguous-paths'},
    {name: 'no-enum-type-mismatch'},
    {name: 'no-unused-components'},
    {name: 'spec-components-invalid-map-name'},
    {name: 'no-example-value-and-externalValue'},
    {name: 'no-server-variables-empty-enum'},
    {name: 'no-undefined-server-variable'},
    {name: 'no-invalid-media-type-examples'},
    {name: 'no-invalid-schema-examples'},
    {name: 'operation-operationId'},
    {name: 'operation-operationId-url-safe'},
    {name: 'no-empty-servers'},
    {name: 'no-server-example.com'},
  ],
  // Redocly's security-defined, no-path-trailing-slash, path-declaration-must-exist and
  // path-not-include-query, but reading only the items of `paths` as paths: a webhook's name or
  // a callback's URL expression is no path, and a webhook or callback operation is a request
  // Lindenkauf sends, signed rather than protected by the API's OAuth.
  rule: () =>
    withPlaces((place) => {
      const defined = new Set<string>();
      const required: {name: string; at: Context['location']}[] = [];
      const unsecured: {label: string; at: Context['location']}[] = [];
      return {
        PathItem: pathsOnly((route, ctx) => {
          if (route.endsWith('/') && route !== '/') {
            ctx.report({message: `${route} ends with a slash: remove it, one resource has one URL.`, location: ctx.rawLocation.key()});
          }
          if (route.includes('{}')) {
            ctx.report({message: `${route} declares an empty path parameter \`{}\`: name it, for example \`{orderId}\`.`, location: ctx.rawLocation.key()});
          }
          if (route.includes('?')) {
            ctx.report({message: `${route} holds a query string: declare query parameters with \`in: query\` instead.`, location: ctx.rawLocation.key()});
          }
        }),
        SecurityScheme(_scheme: Json, ctx: Context) {
          defined.add(String(ctx.key));
        },
        SecurityRequirement(requirement: Json, ctx: Context) {
          required.push(...Object.keys(requirement).map((name) => ({name, at: ctx.location.child([name])})));
        },
        Operation(operation: Json, ctx: Context) {
          if (place()?.kind === 'path' && operation.security === undefined) {
            unsecured.push({label: operationLabel(ctx, place()), at: ctx.location});
          }
        },
        Root: {
          leave(root: Json, ctx: Context) {
            for (const {name, at} of required.filter((requirement) => !defined.has(requirement.name))) {
              ctx.report({
                message: `There is no security scheme \`${name}\`: declare it in \`components.securitySchemes\` or name one that is.`,
                location: at.key(),
              });
            }
            if (root.security === undefined) {
              for (const {label, at} of unsecured) {
                ctx.report({message: `${label} declares no \`security\`: require the API's OAuth 2 scheme on it.`, location: at.key()});
              }
            }
          },
        },
      };
    }),
};
