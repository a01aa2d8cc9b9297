/**
 * What the rules' checks share: the shape of a check, and the helpers and constants that several
 * checks use. A helper or constant that one check alone uses lives in that check's file
 * (`r<id>.ts`); index.ts assembles the ruleset.
 *
 * Redocly walks the path items of webhooks (OpenAPI 3.1) and of callbacks like those of `paths`:
 * the same PathItem and Operation visitors fire, keyed by the webhook's name or the callback's
 * URL expression. Only the items of `paths` are URLs of the API, so the rules about paths skip
 * the others (`placeOf`, `pathsOnly`); the rules about operations, bodies and schemas check them
 * all, except those about the responses Lindenkauf sends, which a webhook's or callback's receiver
 * answers (`ownAnswers`).
 */
import type {UserContext} from '@redocly/openapi-core';
import {type Json, isObject} from '../../shared/guards';
import {decodeSegment} from '../../shared/pointer';
import type {EventLintContext} from './events';

/** What a visitor gets beside the node: `report`, `location`, `resolve`, `key`, `parent`, ... */
export type Context = UserContext;

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
  /** An event rule's check: it reads an AsyncAPI document (events.ts), not an OpenAPI spec, and reports by pointer. */
  event?: (context: EventLintContext) => void;
}

/** The operation's HTTP method: the key it sits under in its path item. */
export const methodOf = (ctx: Context): string => String(ctx.key).toLowerCase();

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
    return {kind: 'callback', name, callback: decodeSegment(callback[1]!)};
  }
  if (/^#\/webhooks\/[^/]+$/.test(pointer)) {
    return {kind: 'webhook', name};
  }
  return {kind: /^#\/paths\/[^/]+$/.test(pointer) ? 'path' : 'component', name};
}

/** How messages name an operation: `POST /orders`, `webhook orderStatusChanged (POST)`, `callback returnRefunded (POST {$request.body#/callbackUrl})`. */
export function operationLabel(ctx: Context, place: Place | undefined): string {
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
export function withPlaces(build: (place: () => Place | undefined) => GuidelineVisitor): GuidelineVisitor {
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
export const answersWithOurResponses = (place: Place | undefined): boolean => place?.kind !== 'webhook' && place?.kind !== 'callback';

type OwnVisit = (node: Json, ctx: Context) => void;

/**
 * A rule about what the API itself answers: its Operation and Responses visitors see only the
 * operations whose responses are ours (not a webhook's or callback's), with `place()` for labels.
 */
export function ownAnswers(build: (place: () => Place | undefined) => {Operation?: OwnVisit; Responses?: OwnVisit}): GuidelineVisitor {
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
export const pathsOnly =
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
export function typeOf(schema: Json): string | undefined {
  if (typeof schema.type === 'string') {
    return schema.type;
  }
  const types = Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : [];
  return types.length === 1 && typeof types[0] === 'string' ? types[0] : undefined;
}

/** A `$ref` replaced by what it points to; anything else as it is. */
export const resolveNode = (node: unknown, ctx: Context): unknown =>
  isObject(node) && typeof node.$ref === 'string' ? ctx.resolve({$ref: node.$ref}).node : node;

/** A schema with `$ref`, `allOf` and nothing else resolved: its own properties and required list. */
export function flatSchema(schema: unknown, ctx: Context, depth = 0): {properties: Json; required: string[]; type?: string} {
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
export function parametersOf(operation: Json, ctx: Context): Json[] {
  const shared: unknown[] = isObject(ctx.parent) && Array.isArray(ctx.parent.parameters) ? ctx.parent.parameters : [];
  const own: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : [];
  return [...shared, ...own].map((parameter) => resolveNode(parameter, ctx)).filter(isObject);
}

/** Header names a response declares, lower case. */
export const headerNames = (response: Json): string[] => Object.keys(isObject(response.headers) ? response.headers : {}).map((name) => name.toLowerCase());

/** Per success response of an operation that lacks some of `names` (lower case): its code and those it lacks, as written in specs. */
export function successResponsesLacking(responses: Json, names: readonly string[], ctx: Context): {code: string; missing: string[]}[] {
  return Object.entries(responses).flatMap(([code, response]) => {
    const resolved = resolveNode(response, ctx);
    const missing = isObject(resolved) && code.startsWith('2') ? names.filter((name) => !headerNames(resolved).includes(name)) : [];
    return missing.length > 0 ? [{code, missing: missing.map((name) => `\`${headerCase(name)}\``)}] : [];
  });
}

/** Lower camelCase: operation ids (R101006) and property names (R102001). */
export const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/** Every media type of a request body or response, with its location. */
export function eachMediaType(owner: Json, ctx: Context, visit: (mediaType: string, content: Json, at: Context['location']) => void): void {
  const content = isObject(owner.content) ? owner.content : {};
  for (const [mediaType, value] of Object.entries(content)) {
    if (isObject(value)) {
      visit(mediaType, value, ctx.location.child(['content', mediaType]));
    }
  }
}

/** A lower-case header name as specs write it: `ratelimit-reset` is `RateLimit-Reset`. */
function headerCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`).replace('Ratelimit', 'RateLimit');
}
