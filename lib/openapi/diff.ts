/**
 * Compares two bundled versions of an OpenAPI 3.0/3.1 document and lists every change a partner
 * could notice, each with its check id, kind, class and location. Pure: no I/O, and the same two
 * documents always give the same list in the same order. See lib/openapi/README.md.
 */
import {diffOperations, type DiffContext} from './diff/operations';
import {report} from './diff/report';
import {SchemaGraph, compareDocumentation, type Finding} from './diff/schema';
import type {OpenApiDocument} from './load';
import {type Json, isList, isObject} from '../shared/guards';
import {childPointer as child, pointerGet} from '../shared/pointer';
import {entriesOf, sortedUnion} from './diff/json';
import type {SpecChange} from './diff/types';

export type {ChangeClass, ChangeKind, ChangeLocation, Direction, Flow, OperationRef, SpecChange} from './diff/types';
export {CHECKS} from './diff/checks';

export function diffSpecs(base: OpenApiDocument, head: OpenApiDocument): SpecChange[] {
  const context: DiffContext = {base, head, graph: new SchemaGraph(base, head), out: []};
  diffDocument(context);
  diffOperations(context);
  return report(context.out);
}

const documentChange = (context: DiffContext, subject: string) => (finding: Finding) => context.out.push({...finding, subject});

function diffDocument(context: DiffContext): void {
  const description = (document: unknown) => {
    const value = pointerGet(document, '#/info/description');
    return value === undefined ? undefined : {value, pointer: '#/info/description'};
  };
  compareDocumentation(description(context.base), description(context.head), 'description-changed', '#/info', documentChange(context, 'the API'));
  diffServers(context);
  diffSecuritySchemes(context);
}

/**
 * Servers are matched by URL: a changed URL is a removed server and an added one. Servers of
 * path items and operations are not compared (our specs have none).
 */
function diffServers(context: DiffContext): void {
  const servers = (document: OpenApiDocument) =>
    new Map(
      (isList(document.servers) ? document.servers : [])
        .map((server: unknown, index) => ({server, pointer: child('#/servers', index)}))
        .filter((entry): entry is {server: Json; pointer: string} => isObject(entry.server) && typeof entry.server.url === 'string')
        .map((entry) => [entry.server.url as string, entry]),
    );
  const before = servers(context.base);
  const after = servers(context.head);
  for (const url of sortedUnion(before.keys(), after.keys())) {
    const b = before.get(url);
    const a = after.get(url);
    const found = documentChange(context, `\`${url}\``);
    if (!a || !b) {
      found({check: a ? 'server-added' : 'server-removed', kind: a ? 'added' : 'removed', pointer: (a ?? b)!.pointer, headPointer: a?.pointer ?? '#/servers'});
      continue;
    }
    const text = (entry: {server: Json; pointer: string}) =>
      entry.server.description === undefined ? undefined : {value: entry.server.description, pointer: child(entry.pointer, 'description')};
    compareDocumentation(text(b), text(a), 'description-changed', a.pointer, documentChange(context, `the server \`${url}\``));
  }
}

const SCHEME_FIELDS = ['type', 'scheme', 'in', 'name', 'bearerFormat', 'openIdConnectUrl'] as const;
const FLOW_URLS = ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const;

function diffSecuritySchemes(context: DiffContext): void {
  const schemes = (document: OpenApiDocument) => (isObject(document.components?.securitySchemes) ? document.components.securitySchemes : {});
  const before = schemes(context.base);
  const after = schemes(context.head);
  for (const name of sortedUnion(Object.keys(before), Object.keys(after))) {
    const pointer = child('#/components/securitySchemes', name);
    const b = before[name];
    const a = after[name];
    const found = documentChange(context, `the security scheme \`${name}\``);
    if (!isObject(a) || !isObject(b)) {
      if (isObject(a) || isObject(b)) {
        found({
          check: isObject(a) ? 'security-scheme-added' : 'security-scheme-removed',
          kind: isObject(a) ? 'added' : 'removed',
          pointer,
          headPointer: isObject(a) ? pointer : '#/components/securitySchemes',
        });
      }
      continue;
    }
    const changed = (field: string, at: string, old: unknown, now: unknown) => {
      if (old !== now) {
        found({check: 'security-scheme-changed', kind: 'changed', pointer: at, headPointer: pointer, before: old, after: now, name: field});
      }
    };
    SCHEME_FIELDS.forEach((field) => changed(field, child(pointer, field), b[field], a[field]));
    compareDocumentation(
      b.description === undefined ? undefined : {value: b.description, pointer: child(pointer, 'description')},
      a.description === undefined ? undefined : {value: a.description, pointer: child(pointer, 'description')},
      'description-changed',
      pointer,
      found,
    );
    diffFlows(pointer, isObject(b.flows) ? b.flows : {}, isObject(a.flows) ? a.flows : {}, found, changed);
  }
}

function diffFlows(
  pointer: string,
  before: Json,
  after: Json,
  found: (finding: Finding) => void,
  changed: (field: string, at: string, old: unknown, now: unknown) => void,
): void {
  for (const flow of sortedUnion(Object.keys(before), Object.keys(after))) {
    const at = child(pointer, 'flows', flow);
    const b = before[flow];
    const a = after[flow];
    if (!isObject(a) || !isObject(b)) {
      changed(`flows.${flow}`, at, isObject(b) ? 'offered' : undefined, isObject(a) ? 'offered' : undefined);
      continue;
    }
    FLOW_URLS.forEach((field) => changed(`flows.${flow}.${field}`, child(at, field), b[field], a[field]));
    const scopes = (value: Json) => new Map(entriesOf(value.scopes));
    const old = scopes(b);
    const now = scopes(a);
    for (const scope of sortedUnion(old.keys(), now.keys())) {
      if (old.has(scope) !== now.has(scope)) {
        const scopePointer = child(at, 'scopes', scope);
        found({
          check: now.has(scope) ? 'security-scheme-scope-added' : 'security-scheme-scope-removed',
          kind: now.has(scope) ? 'added' : 'removed',
          pointer: scopePointer,
          headPointer: now.has(scope) ? scopePointer : at,
          name: scope,
        });
      }
    }
  }
}
