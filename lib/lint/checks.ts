/**
 * The guidelines' own ruleset: for every REST rule a machine can check, the Redocly rules that
 * check it, keyed by the rule's id. A check is either built into Redocly (named with its options)
 * or a rule of our plugin (`guidelines/R<id>`, a Redocly visitor). The severity is never written
 * here: it follows from the rule's type (lint.ts).
 *
 * Each check reports one kind of finding with a message saying what to change. Checks see the
 * spec as Redocly resolves it, so a `$ref`'d component is checked where it is defined.
 *
 * Redocly walks the path items of webhooks (OpenAPI 3.1) and of callbacks like those of `paths`:
 * the same PathItem and Operation visitors fire, keyed by the webhook's name or the callback's
 * URL expression. Only the items of `paths` are URLs of the API, so the rules about paths skip
 * the others (`placeOf`); the rules about operations, bodies and schemas check them all, except
 * those about the responses Lindenkauf sends, which a webhook's or callback's receiver answers.
 */
import type {UserContext} from '@redocly/openapi-core';
import {PROBLEM_STATUS, PROBLEM_TYPE_BASE} from '../portal/sections';
import {HTTP_METHODS} from '../openapi/load';

/** A built-in Redocly rule with its options (severity aside). */
export interface BuiltinCheck {
  name: string;
  options?: Record<string, unknown>;
}

/** A visitor over OpenAPI node types (Operation, Schema, ...) that reads nodes as plain JSON. */
type Visit = (node: Json, ctx: Context) => void;
export type GuidelineVisitor = Record<string, Visit | {enter?: Visit; leave?: Visit}>;

export interface GuidelineCheck {
  /** What the check verifies, shown on the rule page beside the badge. */
  checks: string;
  builtin?: BuiltinCheck[];
  /** Our plugin's rule, reported as `guidelines/R<id>`. */
  rule?: () => GuidelineVisitor;
}

/** Name of our Redocly plugin: its rules are `guidelines/R<id>`. */
export const PLUGIN_ID = 'guidelines';

type Json = Record<string, unknown>;
type Context = UserContext;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The operation's HTTP method: the key it sits under in its path item. */
const methodOf = (ctx: Context): string => String(ctx.key).toLowerCase();

/**
 * Where a path item sits: `path`, a URL of the API under `paths`; `webhook`, a request the API
 * sends, named under `webhooks`; `callback`, a request it sends to a URL the caller chose, keyed by
 * a runtime expression (`{$request.body#/callbackUrl}`); `component`, a reusable path item of
 * `components/pathItems`, visited where it is defined. From where the item is written (a `$ref`'d
 * one is placed by its reference).
 */
export type PathItemKind = 'path' | 'webhook' | 'callback' | 'component';
export interface Place {
  kind: PathItemKind;
  /** The path, the webhook's name or the callback's expression. */
  name: string;
  /** A callback's name, the key its expression sits under. */
  callback?: string;
}

export function placeOf(ctx: Pick<Context, 'rawLocation' | 'key'>): Place {
  const pointer = ctx.rawLocation.pointer;
  const name = String(ctx.key);
  const callback = /\/callbacks\/([^/]+)\/[^/]+$/.exec(pointer);
  if (callback) {
    return {kind: 'callback', name, callback: callback[1]!.replace(/~1/g, '/').replace(/~0/g, '~')};
  }
  if (/^#\/webhooks\/[^/]+$/.test(pointer)) {
    return {kind: 'webhook', name};
  }
  return {kind: /^#\/paths\/[^/]+$/.test(pointer) ? 'path' : 'component', name};
}

/** How messages name an operation: `POST /orders`, `webhook orderStatusChanged (POST)`, `callback returnRefunded (POST {$request.body#/callbackUrl})`. */
function operationLabel(ctx: Context, place: Place | undefined): string {
  const method = methodOf(ctx).toUpperCase();
  if (place?.kind === 'webhook') {
    return `webhook ${place.name} (${method})`;
  }
  if (place?.kind === 'callback') {
    return `callback ${place.callback ?? ''} (${method} ${place.name})`;
  }
  return `${method} ${place?.name ?? ''}`.trim();
}

/**
 * A rule whose visitors need the place of the path item they are in: `place()` is the innermost
 * path item entered (a callback's inside its operation's), undefined outside any.
 */
function withPlaces(build: (place: () => Place | undefined) => GuidelineVisitor): GuidelineVisitor {
  const stack: Place[] = [];
  const visitor = build(() => stack.at(-1));
  const own = visitor.PathItem;
  const enter = typeof own === 'function' ? own : own?.enter;
  return {
    ...visitor,
    PathItem: {
      enter(item: Json, ctx: Context) {
        stack.push(placeOf(ctx));
        enter?.(item, ctx);
      },
      leave(item: Json, ctx: Context) {
        if (typeof own === 'object') {
          own.leave?.(item, ctx);
        }
        stack.pop();
      },
    },
  };
}

/** Whether an operation's responses are ours: a webhook's or callback's receiver writes its own. */
const answersWithOurResponses = (place: Place | undefined): boolean => place?.kind !== 'webhook' && place?.kind !== 'callback';

type OwnVisit = (node: Json, ctx: Context) => void;

/**
 * A rule about what the API itself answers: its Operation and Responses visitors see only the
 * operations whose responses are ours (not a webhook's or callback's), with `place()` for labels.
 */
function ownAnswers(build: (place: () => Place | undefined) => {Operation?: OwnVisit; Responses?: OwnVisit}): GuidelineVisitor {
  return withPlaces((place) => {
    const visitor = build(place);
    const ours = (visit: OwnVisit | undefined): OwnVisit | undefined =>
      visit &&
      ((node, ctx) => {
        if (answersWithOurResponses(place())) {
          visit(node, ctx);
        }
      });
    const operation = ours(visitor.Operation);
    const responses = ours(visitor.Responses);
    return {...(operation ? {Operation: operation} : {}), ...(responses ? {Responses: responses} : {})} as GuidelineVisitor;
  });
}

/** A PathItem visitor for the rules about paths: it sees only the items of `paths`, with their route. */
const pathsOnly =
  (visit: (route: string, ctx: Context) => void): Visit =>
  (_item, ctx) => {
    const place = placeOf(ctx);
    if (place.kind === 'path') {
      visit(place.name, ctx);
    }
  };

/**
 * The JSON type of a schema: `type`, or in OpenAPI 3.1 the one type of a type list beside `null`
 * (`type: [string, 'null']` is a string that may be null); undefined for none or several.
 */
function typeOf(schema: Json): string | undefined {
  if (typeof schema.type === 'string') {
    return schema.type;
  }
  const types = Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : [];
  return types.length === 1 && typeof types[0] === 'string' ? types[0] : undefined;
}

/** A `$ref` replaced by what it points to; anything else as it is. */
const resolveNode = (node: unknown, ctx: Context): unknown => (isObject(node) && typeof node.$ref === 'string' ? ctx.resolve({$ref: node.$ref}).node : node);

/** A schema with `$ref`, `allOf` and nothing else resolved: its own properties and required list. */
function flatSchema(schema: unknown, ctx: Context, depth = 0): {properties: Json; required: string[]; type?: string} {
  const resolved = resolveNode(schema, ctx);
  if (!isObject(resolved) || depth > 8) {
    return {properties: {}, required: []};
  }
  const parts = Array.isArray(resolved.allOf) ? resolved.allOf.map((part) => flatSchema(part, ctx, depth + 1)) : [];
  return {
    type: typeOf(resolved) ?? parts.find((part) => part.type !== undefined)?.type,
    properties: Object.assign({}, ...parts.map((part) => part.properties), isObject(resolved.properties) ? resolved.properties : {}),
    required: [...parts.flatMap((part) => part.required), ...(Array.isArray(resolved.required) ? resolved.required.map(String) : [])],
  };
}

/** Parameters of an operation and of its path item (the visited operation's parent), resolved. */
function parametersOf(operation: Json, ctx: Context): Json[] {
  const shared: unknown[] = isObject(ctx.parent) && Array.isArray(ctx.parent.parameters) ? ctx.parent.parameters : [];
  const own: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : [];
  return [...shared, ...own].map((parameter) => resolveNode(parameter, ctx)).filter(isObject);
}

/** Header names a response declares, lower case. */
const headerNames = (response: Json): string[] => Object.keys(isObject(response.headers) ? response.headers : {}).map((name) => name.toLowerCase());

/** Per success response of an operation that lacks some of `names` (lower case): its code and those it lacks, as written in specs. */
function successResponsesLacking(responses: Json, names: readonly string[], ctx: Context): {code: string; missing: string[]}[] {
  return Object.entries(responses).flatMap(([code, response]) => {
    const resolved = resolveNode(response, ctx);
    const missing = isObject(resolved) && code.startsWith('2') ? names.filter((name) => !headerNames(resolved).includes(name)) : [];
    return missing.length > 0 ? [{code, missing: missing.map((name) => `\`${headerCase(name)}\``)}] : [];
  });
}

const JSON_MEDIA = /^application\/([\w.+-]*\+)?json(;.*)?$/;
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
/** HAL's reserved properties and curied link relations (`lk:invoice`) are not property names of ours. */
const HAL_KEY = /^(_links|_embedded|[a-z]+:[a-z][a-zA-Z0-9-]*)$/;
const SCOPE_NAME = /^[a-z][a-z0-9-]*\.(read|write)$/;
const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
const KEBAB_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Words that make a path segment an action rather than a resource. */
// Words that are also nouns in paths (post offices, gift sets, credit checks) are left out.
const VERBS = new Set(['get', 'create', 'update', 'delete', 'remove', 'add', 'fetch', 'retrieve', 'list', 'cancel', 'activate', 'deactivate', 'send', 'execute', 'calculate', 'validate', 'modify', 'submit']);
/** Plural segments that do not end in s. */
const PLURALS_WITHOUT_S = new Set(['data', 'people', 'children', 'media', 'feedback', 'news']);
const CREDENTIAL_PARAMETERS = new Set(['access_token', 'accesstoken', 'token', 'api_key', 'apikey', 'key', 'password', 'client_secret', 'clientsecret', 'secret', 'authorization']);
const PAGE_PARAMETERS = new Set(['offset', 'page', 'pagenumber', 'pagesize', 'skip', 'start']);
/** RFC 9110 and friends: the codes our APIs may answer with. */
const STANDARD_STATUS = new Set(['200', '201', '202', '204', '206', '301', '302', '303', '304', '307', '308', '400', '401', '403', '404', '405', '406', '409', '410', '412', '413', '415', '422', '428', '429', '500', '502', '503', '504', 'default', '2XX', '4XX', '5XX']);
const RATE_LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];
const MONEY_NAME = /(^|[a-z])(price|amount|total|fee|cost|subtotal)$/i;
/** Counted things that share a money word: loyalty points, item counts. */
const NOT_MONEY = /points|count|quantity/i;

/** Every media type of a request body or response, with its location. */
function eachMediaType(owner: Json, ctx: Context, visit: (mediaType: string, content: Json, at: Context['location']) => void): void {
  const content = isObject(owner.content) ? owner.content : {};
  for (const [mediaType, value] of Object.entries(content)) {
    if (isObject(value)) {
      visit(mediaType, value, ctx.location.child(['content', mediaType]));
    }
  }
}

/** Values of a media type's example and examples. */
function exampleValues(media: Json, ctx: Context): unknown[] {
  const examples = isObject(media.examples) ? Object.values(media.examples).map((example) => resolveNode(example, ctx)) : [];
  return [...(media.example === undefined ? [] : [media.example]), ...examples.filter(isObject).map((example) => example.value)];
}

export const CHECKS: Record<string, GuidelineCheck> = {
  R101001: {
    checks: 'The file is a valid OpenAPI 3 description: structure, resolvable references, unique operation ids, defined path parameters, examples that match their schemas, no unused components.',
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
                ctx.report({message: `There is no security scheme \`${name}\`: declare it in \`components.securitySchemes\` or name one that is.`, location: at.key()});
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
  },
  R101003: {
    checks: 'The root declares `x-public` (true or false), and `info.contact` names the owner with a mailbox.',
    rule: () => ({
      Root(root: Json, ctx: Context) {
        if (typeof root['x-public'] !== 'boolean') {
          ctx.report({message: 'Declare the audience at the root: `x-public: true` for partners, `x-public: false` for Lindenkauf systems only.', location: ctx.location.child(['x-public']).key()});
        }
      },
      Info(info: Json, ctx: Context) {
        const contact = isObject(info.contact) ? info.contact : undefined;
        if (!contact || typeof contact.name !== 'string' || typeof contact.email !== 'string') {
          ctx.report({message: 'Name the owning team and its mailbox in `info.contact` (`name` and `email`).', location: ctx.location.child(['contact']).key()});
        }
      },
    }),
  },
  R101004: {
    checks: '`x-preview` is `true` where it is set, and never on an element that is also deprecated.',
    rule: () => {
      const check = (node: Json, ctx: Context) => {
        if (node['x-preview'] === undefined) {
          return;
        }
        if (node['x-preview'] !== true) {
          ctx.report({message: 'Write `x-preview: true`, or remove the marker once the element is generally available.', location: ctx.location.child(['x-preview'])});
        } else if (node.deprecated === true) {
          ctx.report({message: 'An element is either in preview or deprecated: remove `x-preview` or `deprecated`.', location: ctx.location.child(['x-preview'])});
        }
      };
      return {Operation: check, Schema: check, Parameter: check};
    },
  },
  R101005: {
    checks: 'The API, every operation and every parameter have a description.',
    builtin: [{name: 'info-description'}, {name: 'operation-description'}, {name: 'parameter-description'}],
  },
  R101006: {
    checks: 'The conventions of specs/README.md: operation ids in camelCase, short summaries, defined tags, the portal license, allowed request media types.',
    builtin: [
      {name: 'info-contact'},
      {name: 'info-license-strict'},
      {name: 'operation-tag-defined'},
      {name: 'operation-singular-tag'},
      {name: 'operation-summary'},
      {name: 'tag-description'},
      {name: 'request-mime-type', options: {allowedValues: ['application/json', 'application/merge-patch+json', 'multipart/form-data']}},
    ],
    rule: () => ({
      Operation(operation: Json, ctx: Context) {
        if (typeof operation.operationId === 'string' && !CAMEL_CASE.test(operation.operationId)) {
          ctx.report({message: `operationId \`${operation.operationId}\` must be lower camelCase, for example \`getOrder\`.`, location: ctx.location.child(['operationId'])});
        }
        if (typeof operation.summary === 'string' && operation.summary.length > 60) {
          ctx.report({message: 'Keep the summary short and imperative (at most 60 characters), for example "Cancel an order".', location: ctx.location.child(['summary'])});
        }
      },
    }),
  },
  R102001: {
    checks: 'JSON property names are camelCase (HAL `_links`, `_embedded` and curied relations aside).',
    rule: () => ({
      SchemaProperties(properties: Json, ctx: Context) {
        for (const name of Object.keys(properties)) {
          if (!CAMEL_CASE.test(name) && !HAL_KEY.test(name)) {
            ctx.report({message: `Property \`${name}\` is not camelCase: rename it, for example \`${toCamelCase(name)}\`.`, location: ctx.location.child([name]).key()});
          }
        }
      },
    }),
  },
  R102002: {
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
  },
  R102003: {
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
            ctx.report({message: `Property \`${name}\` holds a ${expected === 'date' ? 'date' : 'point in time'}: declare it \`type: string, format: ${expected}\` (RFC 3339).`, location: ctx.location.child([name]).key()});
          }
          if ((schema.format === 'date' || schema.format === 'date-time') && typeOf(schema) !== 'string') {
            ctx.report({message: `Property \`${name}\` with \`format: ${String(schema.format)}\` must be \`type: string\`.`, location: ctx.location.child([name]).key()});
          }
        }
      },
    }),
  },
  R102005: {
    checks: 'Money is an object with a string `amount` and a `currency`: no amounts, prices or totals as plain numbers.',
    rule: () => ({
      SchemaProperties(properties: Json, ctx: Context) {
        for (const [name, property] of Object.entries(properties)) {
          const schema = resolveNode(property, ctx);
          // A numeric `amount` beside a `currency` is reported once, below, as a money object's amount.
          const moneyAmount = name === 'amount' && properties.currency !== undefined;
          if (isObject(schema) && (typeOf(schema) === 'number' || typeOf(schema) === 'integer') && MONEY_NAME.test(name) && !NOT_MONEY.test(name) && !moneyAmount) {
            ctx.report({message: `Property \`${name}\` looks like money: use the Money object (\`amount\` as a decimal string, \`currency\`), not a number.`, location: ctx.location.child([name]).key()});
          }
        }
        const amount = resolveNode(properties.amount, ctx);
        if (properties.currency !== undefined && isObject(amount) && typeOf(amount) !== 'string') {
          ctx.report({message: 'In a money object, `amount` is a decimal string such as "129.90", never a number.', location: ctx.location.child(['amount']).key()});
        }
      },
    }),
  },
  R102006: {
    checks: 'No request or response body is a top-level JSON array.',
    rule: () => {
      const check = (owner: Json, ctx: Context) =>
        eachMediaType(owner, ctx, (mediaType, media, at) => {
          if (JSON_MEDIA.test(mediaType) && flatSchema(media.schema, ctx).type === 'array') {
            ctx.report({message: 'Wrap the list in an object (for example `{"items": [...]}` or HAL `_embedded`), so the body can grow.', location: at.child(['schema'])});
          }
        });
      return {RequestBody: check, Response: check};
    },
  },
  R103001: {
    checks: 'Every operation of `paths` requires OAuth 2 with at least one scope (webhooks and callbacks are requests Lindenkauf sends, signed instead).',
    rule: () => ({
      Root: {
        enter(root: Json, ctx: Context) {
          const schemes = isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : {};
          const oauth = new Set(Object.entries(schemes).filter(([, scheme]) => isObject(scheme) && scheme.type === 'oauth2').map(([name]) => name));
          const global = Array.isArray(root.security) ? root.security : undefined;
          const paths = isObject(root.paths) ? root.paths : {};
          for (const [route, item] of Object.entries(paths)) {
            for (const method of HTTP_METHODS) {
              const operation = isObject(item) ? item[method] : undefined;
              if (!isObject(operation)) {
                continue;
              }
              const requirements = Array.isArray(operation.security) ? operation.security : global;
              const scoped = (requirements ?? []).some((requirement) => isObject(requirement) && Object.entries(requirement).some(([name, scopes]) => oauth.has(name) && Array.isArray(scopes) && scopes.length > 0));
              if (!scoped) {
                ctx.report({message: `${method.toUpperCase()} ${route} must require an OAuth 2 scheme with at least one scope in \`security\`.`, location: ctx.location.child(['paths', route, method]).key()});
              }
            }
          }
        },
      },
    }),
  },
  R103002: {
    checks: 'Scopes are named `<api>.read` or `<api>.write`, with one API short name per spec.',
    rule: () => {
      let first: string | undefined;
      const check = (flow: Json, ctx: Context) => {
        for (const scope of Object.keys(isObject(flow.scopes) ? flow.scopes : {})) {
          if (!SCOPE_NAME.test(scope)) {
            ctx.report({message: `Scope \`${scope}\` must be the API's short name in kebab-case, a dot and \`read\` or \`write\`, for example \`orders.read\`.`, location: ctx.location.child(['scopes', scope]).key()});
            continue;
          }
          const prefix = scope.split('.')[0]!;
          first ??= prefix;
          if (first !== prefix) {
            ctx.report({message: `Scope \`${scope}\` names another API than \`${first}.*\`: one spec has one short name.`, location: ctx.location.child(['scopes', scope]).key()});
          }
        }
      };
      // Redocly types each OAuth flow by its name.
      return {ImplicitFlow: check, PasswordFlow: check, ClientCredentials: check, AuthorizationCode: check};
    },
  },
  R103004: {
    checks: 'No token, key, password or secret travels in a query parameter, and no API key scheme reads the query.',
    rule: () => ({
      Parameter(parameter: Json, ctx: Context) {
        if (parameter.in === 'query' && typeof parameter.name === 'string' && CREDENTIAL_PARAMETERS.has(parameter.name.toLowerCase())) {
          ctx.report({message: `Query parameter \`${parameter.name}\` carries a credential: send access tokens in the Authorization header only.`, location: ctx.location.child(['name'])});
        }
      },
      SecurityScheme(scheme: Json, ctx: Context) {
        if (scheme.type === 'apiKey' && scheme.in === 'query') {
          ctx.report({message: 'An API key in the query ends up in logs and browser histories: use OAuth 2 with the Authorization header.', location: ctx.location.child(['in'])});
        }
      },
    }),
  },
  R104001: {
    checks: 'GET, HEAD and DELETE operations have no request body.',
    rule: () => ({
      Operation(operation: Json, ctx: Context) {
        const method = methodOf(ctx);
        if (['get', 'head', 'delete'].includes(method) && operation.requestBody !== undefined) {
          ctx.report({message: `${method.toUpperCase()} has no request body: move the data into the path or query, or use POST.`, location: ctx.location.child(['requestBody']).key()});
        }
      },
    }),
  },
  R104002: {
    checks: 'PATCH request bodies are `application/merge-patch+json`.',
    rule: () => ({
      Operation(operation: Json, ctx: Context) {
        const body = resolveNode(operation.requestBody, ctx);
        if (methodOf(ctx) !== 'patch' || !isObject(body)) {
          return;
        }
        const types = Object.keys(isObject(body.content) ? body.content : {});
        if (types.some((type) => type !== 'application/merge-patch+json')) {
          ctx.report({message: 'A PATCH body is a JSON Merge Patch: its only media type is `application/merge-patch+json`.', location: ctx.location.child(['requestBody'])});
        }
      },
    }),
  },
  R104003: {
    checks: 'POST operations accept the `Idempotency-Key` header; webhooks and callbacks send it, the same on every retry.',
    rule: () =>
      withPlaces((place) => ({
        Operation(operation: Json, ctx: Context) {
          if (methodOf(ctx) !== 'post' || parametersOf(operation, ctx).some((parameter) => parameter.in === 'header' && String(parameter.name).toLowerCase() === 'idempotency-key')) {
            return;
          }
          const label = operationLabel(ctx, place());
          const message = answersWithOurResponses(place())
            ? `${label}: accept an \`Idempotency-Key\` header, so clients can retry safely.`
            : `${label}: send an \`Idempotency-Key\` header, the same on every retry, so the receiver can drop repeated deliveries.`;
          ctx.report({message, location: ctx.location.child(['parameters']).key()});
        },
      })),
  },
  R104004: {
    checks: 'PUT and PATCH operations require `If-Match` and can answer 412.',
    rule: () =>
      withPlaces((place) => ({
        Operation(operation: Json, ctx: Context) {
          const method = methodOf(ctx);
          if (method !== 'put' && method !== 'patch') {
            return;
          }
          const ifMatch = parametersOf(operation, ctx).find((parameter) => parameter.in === 'header' && String(parameter.name).toLowerCase() === 'if-match');
          if (!ifMatch) {
            ctx.report({message: `${operationLabel(ctx, place())}: require the \`If-Match\` header with the resource's ETag.`, location: ctx.location.child(['parameters']).key()});
          }
          if (!isObject(operation.responses) || operation.responses['412'] === undefined) {
            ctx.report({message: `${operationLabel(ctx, place())}: document the 412 response for an outdated ETag.`, location: ctx.location.child(['responses']).key()});
          }
        },
      })),
  },
  R104005: {
    checks: 'Responses use standard status codes; every operation, webhooks included, has a success and a client error response.',
    builtin: [
      {name: 'operation-2xx-response', options: {validateWebhooks: true}},
      {name: 'operation-4xx-response', options: {validateWebhooks: true}},
    ],
    rule: () => ({
      Responses(responses: Json, ctx: Context) {
        for (const code of Object.keys(responses)) {
          if (!STANDARD_STATUS.has(code)) {
            ctx.report({message: `Status ${code} is not one of the standard codes the guidelines allow: choose the code whose specified meaning fits.`, location: ctx.location.child([code]).key()});
          }
        }
      },
    }),
  },
  R104006: {
    checks: 'Every operation documents 429 with `Retry-After`, and success responses carry the RateLimit headers (not webhooks and callbacks: their receiver answers).',
    rule: () =>
      ownAnswers((place) => ({
        Operation(operation: Json, ctx: Context) {
          const responses = isObject(operation.responses) ? operation.responses : {};
          const tooMany = resolveNode(responses['429'], ctx);
          if (!isObject(tooMany)) {
            ctx.report({message: `${operationLabel(ctx, place())}: document the 429 response of the rate limit.`, location: ctx.location.child(['responses']).key()});
          } else if (!headerNames(tooMany).includes('retry-after')) {
            ctx.report({message: 'The 429 response carries a `Retry-After` header.', location: ctx.location.child(['responses', '429'])});
          }
          for (const {code, missing} of successResponsesLacking(responses, RATE_LIMIT_HEADERS, ctx)) {
            ctx.report({message: `Response ${code} lacks ${missing.join(', ')}.`, location: ctx.location.child(['responses', code])});
          }
        },
      })),
  },
  R105001: {
    checks: "Path segments are kebab-case (a webhook's name and a callback's URL expression are no paths).",
    // Redocly's paths-kebab-case, but for the items of `paths` only.
    rule: () => ({
      PathItem: pathsOnly((route, ctx) => {
        const segment = route.split('/').find((candidate) => candidate !== '' && !/^{.+}$/.test(candidate) && !/^[a-z0-9.-]+$/.test(candidate));
        if (segment !== undefined) {
          ctx.report({message: `Segment \`${segment}\` of ${route} is not kebab-case: write \`${toKebabCase(segment)}\`.`, location: ctx.rawLocation.key()});
        }
      }),
    }),
  },
  R105002: {
    checks: 'No path segment is or contains a verb such as get, create or cancel: the method is the verb.',
    rule: () => ({
      PathItem: pathsOnly((route, ctx) => {
        for (const segment of staticSegments(route)) {
          const verb = segment.split('-').find((word) => VERBS.has(word));
          if (verb) {
            ctx.report({message: `Segment \`${segment}\` of ${route} holds the verb \`${verb}\`: name the resource and let the HTTP method act on it.`, location: ctx.rawLocation.key()});
          }
        }
      }),
    }),
  },
  R105003: {
    checks: 'A segment followed by an id names its collection in the plural (`/orders/{orderId}`).',
    rule: () => ({
      PathItem: pathsOnly((route, ctx) => {
        const segments = route.split('/').filter(Boolean);
        segments.forEach((segment, index) => {
          const next = segments[index + 1];
          if (next?.startsWith('{') && !segment.startsWith('{') && KEBAB_SEGMENT.test(segment) && !isPlural(segment)) {
            ctx.report({message: `Segment \`${segment}\` of ${route} is followed by an id: name the collection in the plural.`, location: ctx.rawLocation.key()});
          }
        });
      }),
    }),
  },
  R105004: {
    checks: 'Collections page with `limit` and `cursor`: no offset or page numbers.',
    rule: () =>
      // A webhook or callback is one request to the receiver, never a collection of ours.
      ownAnswers((place) => ({
        Operation(operation: Json, ctx: Context) {
          const query = parametersOf(operation, ctx).filter((parameter) => parameter.in === 'query').map((parameter) => String(parameter.name));
          for (const name of query.filter((parameter) => PAGE_PARAMETERS.has(parameter.toLowerCase()))) {
            ctx.report({message: `Query parameter \`${name}\` pages by position: page with \`limit\` and an opaque \`cursor\` instead.`, location: ctx.location.child(['parameters']).key()});
          }
          if (query.includes('limit') !== query.includes('cursor')) {
            ctx.report({message: `${operationLabel(ctx, place())}: a paged collection takes both \`limit\` and \`cursor\`.`, location: ctx.location.child(['parameters']).key()});
          }
        },
      })),
  },
  R105005: {
    checks: 'No path nests resources more than two levels deep (at most two ids).',
    rule: () => ({
      PathItem: pathsOnly((route, ctx) => {
        const ids = route.split('/').filter((segment) => segment.startsWith('{')).length;
        if (ids > 2) {
          ctx.report({message: `${route} nests ${ids} levels: give the inner resource its own top-level collection.`, location: ctx.rawLocation.key()});
        }
      }),
    }),
  },
  R106001: {
    checks: 'Every `application/hal+json` object body has `_links`.',
    rule: () => ({
      Response(response: Json, ctx: Context) {
        eachMediaType(response, ctx, (mediaType, media, at) => {
          // Each alternative of a oneOf or anyOf is a representation of its own.
          const resolved = resolveNode(media.schema, ctx);
          const alternatives = isObject(resolved) && Array.isArray(resolved.oneOf ?? resolved.anyOf) ? ((resolved.oneOf ?? resolved.anyOf) as unknown[]) : [media.schema];
          const missing = alternatives.map((alternative) => flatSchema(alternative, ctx)).some((schema) => schema.type !== 'array' && schema.properties._links === undefined);
          if (mediaType.startsWith('application/hal+json') && missing) {
            ctx.report({message: 'A HAL representation has `_links`: add them to the schema.', location: at.child(['schema'])});
          }
        });
      },
    }),
  },
  R106002: {
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
  },
  R107001: {
    checks: "Every 4xx and 5xx response is `application/problem+json` (not a webhook's or callback's: its receiver answers, and only the status counts).",
    rule: () =>
      ownAnswers(() => ({
        Responses(responses: Json, ctx: Context) {
          for (const [code, response] of Object.entries(responses)) {
            const resolved = resolveNode(response, ctx);
            if (!/^[45]/.test(code) || !isObject(resolved)) {
              continue;
            }
            const types = Object.keys(isObject(resolved.content) ? resolved.content : {});
            if (!types.includes('application/problem+json')) {
              ctx.report({message: `Response ${code} must be \`application/problem+json\` (RFC 9457).`, location: ctx.location.child([code])});
            }
          }
        },
      })),
  },
  R107002: {
    checks: 'Problem examples use a type of the catalogue, with the status it belongs to.',
    rule: () => ({
      Responses(responses: Json, ctx: Context) {
        for (const [code, response] of Object.entries(responses)) {
          const resolved = resolveNode(response, ctx);
          const media = isObject(resolved) && isObject(resolved.content) ? resolved.content['application/problem+json'] : undefined;
          if (!isObject(media)) {
            continue;
          }
          for (const example of exampleValues(media, ctx)) {
            const type = isObject(example) ? example.type : undefined;
            if (typeof type !== 'string') {
              continue;
            }
            const slug = type.startsWith(PROBLEM_TYPE_BASE) ? type.slice(PROBLEM_TYPE_BASE.length) : undefined;
            const status = slug !== undefined && Object.hasOwn(PROBLEM_STATUS, slug) ? PROBLEM_STATUS[slug as keyof typeof PROBLEM_STATUS] : undefined;
            if (status === undefined) {
              ctx.report({message: `Problem type ${type} is not in the catalogue: use ${PROBLEM_TYPE_BASE}<slug> with a slug of rule R107002.`, location: ctx.location.child([code])});
            } else if (/^\d+$/.test(code) && Number(code) !== status) {
              ctx.report({message: `Problem type ${slug} belongs to status ${status}, not ${code}.`, location: ctx.location.child([code])});
            }
          }
        }
      },
    }),
  },
  R107005: {
    checks: "Every response declares the `X-Request-Id` header (not a webhook's or callback's: its receiver answers).",
    rule: () =>
      ownAnswers(() => ({
        Responses(responses: Json, ctx: Context) {
          for (const [code, response] of Object.entries(responses)) {
            const resolved = resolveNode(response, ctx);
            if (isObject(resolved) && !headerNames(resolved).includes('x-request-id')) {
              ctx.report({message: `Response ${code} should echo \`X-Request-Id\`: declare the header.`, location: ctx.location.child([code])});
            }
          }
        },
      })),
  },
  R108001: {
    checks: 'No version number in paths or server URLs (`/v1/`).',
    rule: () => {
      const VERSION = /\/v\d+(\.\d+)*(\/|$)/i;
      // Not `new URL()`: a server URL may hold variables where a URL parser wants a host or a port
      // (`http://{host}:{port}/api`).
      const pathOf = (url: string) => url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
      return {
        PathItem: pathsOnly((route, ctx) => {
          if (VERSION.test(route)) {
            ctx.report({message: `${route} holds a version: keep versions out of URLs and evolve through profiles.`, location: ctx.rawLocation.key()});
          }
        }),
        Server(server: Json, ctx: Context) {
          if (typeof server.url === 'string' && VERSION.test(pathOf(server.url))) {
            ctx.report({message: `Server URL ${server.url} holds a version: keep versions out of URLs.`, location: ctx.location.child(['url'])});
          }
        },
      };
    },
  },
  R108004: {
    checks: "The success responses of a deprecated operation carry the `Deprecation` and `Sunset` headers (not a webhook's or callback's: its receiver answers).",
    rule: () =>
      ownAnswers((place) => ({
        Operation(operation: Json, ctx: Context) {
          if (operation.deprecated !== true) {
            return;
          }
          const responses = isObject(operation.responses) ? operation.responses : {};
          for (const {code, missing} of successResponsesLacking(responses, ['deprecation', 'sunset'], ctx)) {
            ctx.report({message: `Deprecated ${operationLabel(ctx, place())}: response ${code} lacks ${missing.join(' and ')}.`, location: ctx.location.child(['responses', code])});
          }
        },
      })),
  },
};

/**
 * Rules the compatibility gate checks (`lint:specs --base <revision>`, compatibility.ts): they
 * compare the spec with its version at the base revision, so they are no Redocly rules and run
 * only with `--base`. Listed here so that the rule pages' `automated: true` and the ruleset agree.
 */
export const GATE_CHECKS: Record<string, Pick<GuidelineCheck, 'checks'>> = {
  R108002: {
    checks:
      'With `--base <revision>` (the pull request gate): every breaking change against the base version (a removed operation, property or profile, a narrowed type, a new required parameter or field, a scope added, ...) that is neither in preview (`x-preview`) nor inside a profile media type the change adds.',
  },
  R108003: {
    checks: "With `--base <revision>`: a profile removed less than 12 months after its successor (`order-v1` → `order-v2`) first appeared in the spec's git history.",
  },
  R108006: {
    checks:
      "With `--base <revision>`: in an existing profile, a changed `default` and a description change flagged `x-meaning-changed: true`; in a new profile, a property whose type differs from the predecessor profile's while the predecessor does not deprecate it.",
  },
};

/** The check of a rule id, by Redocly or by the gate. */
export function checkOf(id: string): Pick<GuidelineCheck, 'checks'> | undefined {
  return Object.hasOwn(CHECKS, id) ? CHECKS[id] : Object.hasOwn(GATE_CHECKS, id) ? GATE_CHECKS[id] : undefined;
}

export const isGateRule = (id: string): boolean => Object.hasOwn(GATE_CHECKS, id);

function staticSegments(route: string): string[] {
  return route.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'));
}

function isPlural(segment: string): boolean {
  const last = segment.split('-').at(-1)!;
  return last.endsWith('s') || PLURALS_WITHOUT_S.has(last);
}

function toKebabCase(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

function toCamelCase(name: string): string {
  return name.toLowerCase().replace(/[-_ ]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function headerCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`).replace('Ratelimit', 'RateLimit');
}
