/** Operations and webhooks of two documents: matched, then compared part by part. */
import {type Finding, SchemaGraph, compareDocumentation} from './schema';
import {type OpenApiDocument, operationsOf} from '../load';
import {profileId, profileUri} from '../model';
import {type Json, isList, isObject} from '../../shared/guards';
import {childPointer as child, pointerGet} from '../../shared/pointer';
import {type Located, entriesOf, resolveLocated, sortedUnion} from './json';
import type {ChangeLocation, Direction, Flow, OperationRef} from './types';

export type Place = Omit<ChangeLocation, 'class'>;

/** A finding at a place: report.ts groups these into SpecChanges. */
export interface RawChange extends Finding {
  place?: Place;
  /** For changes of the document itself, the thing changed: "the security scheme `oauth2`". */
  subject?: string;
}

export interface DiffContext {
  base: OpenApiDocument;
  head: OpenApiDocument;
  graph: SchemaGraph;
  out: RawChange[];
}

interface Operation extends Located {
  ref: OperationRef;
  where: 'paths' | 'webhooks';
  item: Located;
}

function operations(document: OpenApiDocument): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const where of ['paths', 'webhooks'] as const) {
    for (const operation of operationsOf(document, where)) {
      const node = pointerGet(document, operation.pointer);
      const itemPointer = operation.pointer.slice(0, operation.pointer.lastIndexOf('/'));
      const item = pointerGet(document, itemPointer);
      if (!isObject(node) || !isObject(item)) {
        continue;
      }
      const ref: OperationRef = {
        method: operation.method,
        ...(where === 'paths' ? {path: operation.route} : {webhook: operation.route}),
        ...(typeof node.operationId === 'string' ? {operationId: node.operationId} : {}),
      };
      found.set(`${where} ${operation.route} ${operation.method}`, {node, pointer: operation.pointer, ref, where, item: {node: item, pointer: itemPointer}});
    }
  }
  return found;
}

/**
 * Webhooks turn the flows around: Lindenkauf sends the request and the partner answers, so a
 * webhook's request body is judged like an operation's response and the other way round.
 */
const previewOf = (operation: Operation): {preview?: true} => (operation.node['x-preview'] === true ? {preview: true} : {});

const flowOf = (operation: Operation, direction: Direction): Flow => ((direction === 'request') === (operation.where === 'paths') ? 'sent' : 'received');

export function diffOperations(context: DiffContext): void {
  const before = operations(context.base);
  const after = operations(context.head);
  for (const key of sortedUnion(before.keys(), after.keys())) {
    const old = before.get(key);
    const now = after.get(key);
    if (!now) {
      const check = old!.where === 'paths' ? 'operation-removed' : 'webhook-removed';
      context.out.push({
        check,
        kind: 'removed',
        pointer: old!.pointer,
        headPointer: `#/${old!.where}`,
        place: {operation: old!.ref, pointer: old!.pointer, ...previewOf(old!)},
      });
    } else if (!old) {
      const check = now.where === 'paths' ? 'operation-added' : 'webhook-added';
      context.out.push({
        check,
        kind: 'added',
        pointer: now.pointer,
        headPointer: now.pointer,
        place: {operation: now.ref, pointer: now.pointer, ...previewOf(now)},
      });
    } else {
      const first = context.out.length;
      compareOperation(context, old, now);
      // Everything in an operation that was in preview may change without a new profile.
      if (previewOf(old).preview) {
        for (let index = first; index < context.out.length; index++) {
          const change = context.out[index]!;
          if (change.place && change.check !== 'preview-ended') {
            context.out[index] = {...change, place: {...change.place, preview: true}};
          }
        }
      }
    }
  }
}

function compareOperation(context: DiffContext, old: Operation, now: Operation): void {
  const place: Place = {operation: now.ref, pointer: now.pointer};
  const found = (finding: Finding, at: Place = place) => context.out.push({...finding, place: at});
  if (old.node.operationId !== now.node.operationId) {
    const kind = old.node.operationId === undefined ? 'added' : now.node.operationId === undefined ? 'removed' : 'changed';
    found({
      check: 'operation-id-changed',
      kind,
      pointer: child(now.pointer, 'operationId'),
      headPointer: now.pointer,
      before: old.node.operationId,
      after: now.node.operationId,
    });
  }
  for (const name of ['summary', 'description'] as const) {
    compareDocumentation(field(old, name), field(now, name), `${name}-changed`, now.pointer, found);
  }
  if (previewOf(old).preview && !previewOf(now).preview) {
    found({check: 'preview-ended', kind: 'changed', pointer: now.pointer, headPointer: now.pointer});
  }
  if ((old.node.deprecated === true) !== (now.node.deprecated === true)) {
    const deprecated = now.node.deprecated === true;
    found({
      check: deprecated ? 'operation-deprecated' : 'operation-undeprecated',
      kind: deprecated ? 'deprecated' : 'undeprecated',
      pointer: child(now.pointer, 'deprecated'),
      headPointer: now.pointer,
    });
  }
  compareParameters(context, old, now);
  compareRequestBody(context, old, now);
  compareResponses(context, old, now);
  compareSecurity(context, old, now);
}

const field = (at: Located, name: string) => (at.node[name] === undefined ? undefined : {value: at.node[name], pointer: child(at.pointer, name)});

interface Parameter extends Located {
  in: string;
  name: string;
}

/** Path-level parameters, overridden by the operation's own of the same `in` and name. */
function parametersOf(document: unknown, operation: Operation): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  for (const holder of [operation.item, {node: operation.node, pointer: operation.pointer}]) {
    const list = holder.node.parameters;
    if (!isList(list)) {
      continue;
    }
    list.forEach((entry, index) => {
      const resolved = resolveLocated(document, entry, child(holder.pointer, 'parameters', index));
      if (resolved && typeof resolved.node.in === 'string' && typeof resolved.node.name === 'string') {
        // Header names are case-insensitive on the wire.
        const name = resolved.node.in === 'header' ? resolved.node.name.toLowerCase() : resolved.node.name;
        found.set(`${resolved.node.in} ${name}`, {...resolved, in: resolved.node.in, name: resolved.node.name});
      }
    });
  }
  return found;
}

const isRequired = (parameter: Parameter) => parameter.in === 'path' || parameter.node.required === true;
const styleOf = (parameter: Parameter) =>
  typeof parameter.node.style === 'string' ? parameter.node.style : parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple';
const explodeOf = (parameter: Parameter) => (typeof parameter.node.explode === 'boolean' ? parameter.node.explode : styleOf(parameter) === 'form');

function compareParameters(context: DiffContext, old: Operation, now: Operation): void {
  const before = parametersOf(context.base, old);
  const after = parametersOf(context.head, now);
  const flow = flowOf(now, 'request');
  const placeOf = (parameter: Parameter): Place => ({
    operation: now.ref,
    direction: 'request',
    flow,
    parameter: {in: parameter.in, name: parameter.name},
    pointer: parameter.pointer,
  });
  const push = (finding: Finding, parameter: Parameter) => context.out.push({...finding, place: placeOf(parameter)});
  const moved = new Set<string>();
  for (const key of sortedUnion(before.keys(), after.keys())) {
    const b = before.get(key);
    const a = after.get(key);
    if (b && !a) {
      // The same name elsewhere (`in: query` → `in: header`) is one move, not a removal and an addition.
      const target = [...after.entries()].find(([otherKey, other]) => !before.has(otherKey) && other.name.toLowerCase() === b.name.toLowerCase());
      if (target) {
        moved.add(target[0]);
        push(
          {check: 'parameter-location-changed', kind: 'changed', pointer: target[1].pointer, headPointer: target[1].pointer, before: b.in, after: target[1].in},
          target[1],
        );
      } else {
        push({check: 'parameter-removed', kind: 'removed', pointer: b.pointer, headPointer: now.pointer}, b);
      }
    }
  }
  for (const key of sortedUnion(before.keys(), after.keys())) {
    const b = before.get(key);
    const a = after.get(key);
    if (a && !b && !moved.has(key)) {
      push({check: isRequired(a) ? 'required-parameter-added' : 'parameter-added', kind: 'added', pointer: a.pointer, headPointer: a.pointer}, a);
    }
    if (a && b) {
      compareParameter(b, a, (finding) => push(finding, a));
      compareSchemaUse(context, parameterSchema(b), parameterSchema(a), placeOf(a));
    }
  }
}

function compareParameter(b: Parameter, a: Parameter, found: (finding: Finding) => void): void {
  if (isRequired(b) !== isRequired(a)) {
    found({
      check: isRequired(a) ? 'parameter-became-required' : 'parameter-became-optional',
      kind: 'changed',
      pointer: a.pointer,
      headPointer: a.pointer,
      before: isRequired(b),
      after: isRequired(a),
    });
  }
  if ((b.node.deprecated === true) !== (a.node.deprecated === true)) {
    const deprecated = a.node.deprecated === true;
    found({
      check: deprecated ? 'parameter-deprecated' : 'parameter-undeprecated',
      kind: deprecated ? 'deprecated' : 'undeprecated',
      pointer: a.pointer,
      headPointer: a.pointer,
    });
  }
  if (styleOf(b) !== styleOf(a)) {
    found({check: 'parameter-style-changed', kind: 'changed', pointer: a.pointer, headPointer: a.pointer, before: styleOf(b), after: styleOf(a)});
  }
  if (explodeOf(b) !== explodeOf(a)) {
    found({check: 'parameter-explode-changed', kind: 'changed', pointer: a.pointer, headPointer: a.pointer, before: explodeOf(b), after: explodeOf(a)});
  }
  compareDocumentation(field(b, 'description'), field(a, 'description'), 'description-changed', a.pointer, found);
  const example = (at: Located) => field(at, 'example') ?? field(at, 'examples');
  compareDocumentation(example(b), example(a), 'example-changed', a.pointer, found);
}

/** A parameter's schema, or the schema of its single `content` entry. */
function parameterSchema(parameter: Parameter): Located | undefined {
  if (isObject(parameter.node.schema)) {
    return {node: parameter.node.schema, pointer: child(parameter.pointer, 'schema')};
  }
  const [mediaType, media] = entriesOf(parameter.node.content)[0] ?? [];
  return mediaType && isObject(media) && isObject(media.schema)
    ? {node: media.schema, pointer: child(parameter.pointer, 'content', mediaType, 'schema')}
    : undefined;
}

/** Every finding of a schema pair, at this use site, with its property path. */
export function compareSchemaUse(context: DiffContext, before: Located | undefined, after: Located | undefined, place: Place): void {
  if (!before || !after || !place.flow) {
    return;
  }
  const root = context.graph.compare(before, after, place.flow);
  for (const {finding, path, preview} of context.graph.reach(root)) {
    context.out.push({...finding, place: {...place, pointer: after.pointer, path, ...(preview ? {preview: true as const} : {})}});
  }
}

function compareRequestBody(context: DiffContext, old: Operation, now: Operation): void {
  const before = resolveLocated(context.base, old.node.requestBody, child(old.pointer, 'requestBody'));
  const after = resolveLocated(context.head, now.node.requestBody, child(now.pointer, 'requestBody'));
  const place: Place = {operation: now.ref, direction: 'request', flow: flowOf(now, 'request'), pointer: after?.pointer ?? before?.pointer ?? now.pointer};
  const found = (finding: Finding) => context.out.push({...finding, place});
  if (!before && !after) {
    return;
  }
  if (!before) {
    found({
      check: after!.node.required === true ? 'required-request-body-added' : 'request-body-added',
      kind: 'added',
      pointer: after!.pointer,
      headPointer: after!.pointer,
    });
    return;
  }
  if (!after) {
    found({check: 'request-body-removed', kind: 'removed', pointer: before.pointer, headPointer: now.pointer});
    return;
  }
  if ((before.node.required === true) !== (after.node.required === true)) {
    found({
      check: after.node.required === true ? 'request-body-became-required' : 'request-body-became-optional',
      kind: 'changed',
      pointer: after.pointer,
      headPointer: after.pointer,
      before: before.node.required === true,
      after: after.node.required === true,
    });
  }
  compareDocumentation(field(before, 'description'), field(after, 'description'), 'description-changed', after.pointer, found);
  compareContent(context, before, after, place);
}

/** `application/hal+json; profile="…"` and `application/hal+json;profile="…"` are the same media type. */
const normaliseMediaType = (mediaType: string) => {
  const [type, ...parameters] = mediaType.split(';').map((part) => part.trim());
  return [type!.toLowerCase(), ...parameters.map((parameter) => parameter.replace(/\s*=\s*/, '='))].join(';');
};

function mediaTypes(holder: Located): Map<string, {mediaType: string; at: Located}> {
  const found = new Map<string, {mediaType: string; at: Located}>();
  for (const [mediaType, media] of entriesOf(holder.node.content)) {
    if (isObject(media)) {
      found.set(normaliseMediaType(mediaType), {mediaType, at: {node: media, pointer: child(holder.pointer, 'content', mediaType)}});
    }
  }
  return found;
}

function profileOf(mediaType: string): {profile: string} | Record<string, never> {
  const uri = profileUri(mediaType);
  return uri ? {profile: profileId(uri)} : {};
}

function compareContent(context: DiffContext, before: Located, after: Located, place: Place): void {
  const old = mediaTypes(before);
  const now = mediaTypes(after);
  for (const key of sortedUnion(old.keys(), now.keys())) {
    const b = old.get(key);
    const a = now.get(key);
    const entry = (a ?? b)!;
    const at: Place = {...place, mediaType: entry.mediaType, ...profileOf(entry.mediaType), pointer: entry.at.pointer};
    const profiled = profileUri(entry.mediaType) !== undefined;
    if (!a || !b) {
      const check = `${profiled ? 'profile' : 'media-type'}-${a ? 'added' : 'removed'}`;
      const name = profiled ? profileId(profileUri(entry.mediaType)!) : entry.mediaType;
      context.out.push({check, kind: a ? 'added' : 'removed', pointer: entry.at.pointer, headPointer: a ? a.at.pointer : after.pointer, name, place: at});
      continue;
    }
    const example = (media: Located) => field(media, 'example') ?? field(media, 'examples');
    compareDocumentation(example(b.at), example(a.at), 'example-changed', a.at.pointer, (finding) => context.out.push({...finding, place: at}));
    const schema = (media: Located) => (isObject(media.node.schema) ? {node: media.node.schema, pointer: child(media.pointer, 'schema')} : undefined);
    compareSchemaUse(context, schema(b.at), schema(a.at), at);
  }
}

const isSuccess = (status: string) => /^2/.test(status);

function compareResponses(context: DiffContext, old: Operation, now: Operation): void {
  const flow = flowOf(now, 'response');
  const holder = (operation: Operation) => ({
    node: isObject(operation.node.responses) ? operation.node.responses : {},
    pointer: child(operation.pointer, 'responses'),
  });
  const before = holder(old);
  const after = holder(now);
  for (const status of sortedUnion(Object.keys(before.node), Object.keys(after.node))) {
    const b = resolveLocated(context.base, before.node[status], child(before.pointer, status));
    const a = resolveLocated(context.head, after.node[status], child(after.pointer, status));
    const place: Place = {operation: now.ref, direction: 'response', flow, status, pointer: a?.pointer ?? b?.pointer ?? after.pointer};
    if (!a || !b) {
      const check = `response-${isSuccess(status) ? 'success' : 'error'}-status-${a ? 'added' : 'removed'}`;
      context.out.push({check, kind: a ? 'added' : 'removed', pointer: (a ?? b)!.pointer, headPointer: a?.pointer ?? after.pointer, name: status, place});
      continue;
    }
    compareDocumentation(field(b, 'description'), field(a, 'description'), 'description-changed', a.pointer, (finding) =>
      context.out.push({...finding, place}),
    );
    compareHeaders(context, b, a, place);
    compareContent(context, b, a, place);
  }
}

function compareHeaders(context: DiffContext, before: Located, after: Located, place: Place): void {
  const headers = (document: unknown, response: Located) =>
    new Map(
      entriesOf(response.node.headers).map(
        ([name, header]) => [name.toLowerCase(), {name, at: resolveLocated(document, header, child(response.pointer, 'headers', name))}] as const,
      ),
    );
  const old = headers(context.base, before);
  const now = headers(context.head, after);
  for (const key of sortedUnion(old.keys(), now.keys())) {
    const b = old.get(key)?.at;
    const a = now.get(key)?.at;
    const at: Place = {...place, header: (now.get(key) ?? old.get(key))!.name, pointer: (a ?? b)?.pointer ?? after.pointer};
    if (!a || !b) {
      if (a || b) {
        context.out.push({
          check: `response-header-${a ? 'added' : 'removed'}`,
          kind: a ? 'added' : 'removed',
          pointer: (a ?? b)!.pointer,
          headPointer: a?.pointer ?? after.pointer,
          place: at,
        });
      }
      continue;
    }
    compareDocumentation(field(b, 'description'), field(a, 'description'), 'description-changed', a.pointer, (finding) =>
      context.out.push({...finding, place: at}),
    );
    const schema = (header: Located) => (isObject(header.node.schema) ? {node: header.node.schema, pointer: child(header.pointer, 'schema')} : undefined);
    compareSchemaUse(context, schema(b), schema(a), at);
  }
}

type Requirement = Map<string, string[]>;

/** The security an operation needs: its own, else the document's; a list of alternatives. */
function securityOf(document: OpenApiDocument, operation: Operation): {alternatives: Requirement[]; pointer: string} {
  const own = operation.node.security;
  const list = isList(own) ? own : isList(document.security) ? document.security : [];
  const alternatives = list
    .filter(isObject)
    .map(
      (requirement: Json) =>
        new Map(
          Object.entries(requirement).map(([scheme, scopes]) => [
            scheme,
            isList(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [],
          ]),
        ),
    );
  return {alternatives, pointer: isList(own) ? child(operation.pointer, 'security') : '#/security'};
}

/** No alternative, or an empty one (`{}`), means a call without credentials is accepted. */
const isOpen = (alternatives: Requirement[]) => alternatives.length === 0 || alternatives.some((requirement) => requirement.size === 0);
const schemesOf = (requirement: Requirement) => [...requirement.keys()].sort().join(' + ');

function compareSecurity(context: DiffContext, old: Operation, now: Operation): void {
  const before = securityOf(context.base, old);
  const after = securityOf(context.head, now);
  const place: Place = {operation: now.ref, pointer: after.pointer};
  const found = (finding: Omit<Finding, 'headPointer'>) => context.out.push({...finding, headPointer: after.pointer, place});
  const describe = (alternatives: Requirement[]) =>
    alternatives
      .map((requirement) => [...requirement].map(([scheme, scopes]) => (scopes.length ? `${scheme} (${scopes.join(', ')})` : scheme)).join(' + '))
      .join(' or ');
  if (isOpen(before.alternatives) !== isOpen(after.alternatives)) {
    const required = isOpen(before.alternatives);
    found({
      check: required ? 'security-requirement-added' : 'security-requirement-removed',
      kind: required ? 'added' : 'removed',
      pointer: required ? after.pointer : before.pointer,
      before: describe(before.alternatives),
      after: describe(after.alternatives),
    });
    return;
  }
  if (isOpen(after.alternatives)) {
    return;
  }
  // Alternatives are matched by the schemes they combine; their scopes are compared within.
  const byScheme = (alternatives: Requirement[]) => new Map(alternatives.map((requirement) => [schemesOf(requirement), requirement]));
  const oldAlternatives = byScheme(before.alternatives);
  const newAlternatives = byScheme(after.alternatives);
  for (const key of sortedUnion(oldAlternatives.keys(), newAlternatives.keys())) {
    const b = oldAlternatives.get(key);
    const a = newAlternatives.get(key);
    if (!a || !b) {
      found({
        check: a ? 'security-alternative-added' : 'security-alternative-removed',
        kind: a ? 'added' : 'removed',
        pointer: a ? after.pointer : before.pointer,
        name: key,
      });
      continue;
    }
    for (const [scheme, scopes] of a) {
      const previous = b.get(scheme) ?? [];
      scopes
        .filter((scope) => !previous.includes(scope))
        .forEach((scope) => found({check: 'security-scope-added', kind: 'added', pointer: after.pointer, name: scope}));
      previous
        .filter((scope) => !scopes.includes(scope))
        .forEach((scope) => found({check: 'security-scope-removed', kind: 'removed', pointer: before.pointer, name: scope}));
    }
  }
}
