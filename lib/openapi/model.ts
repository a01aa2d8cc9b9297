/**
 * From bundled specs to the data of every reference page: operations with their versions
 * (profile media types), named schemas with their profile ids, problem types, code samples.
 * Schemas keep their `$ref`s; each page lists the refs it needs (its closure), and the plugin
 * emits each schema once per spec.
 */
import {STATUS_CODES} from 'node:http';
import {ROUTES} from '../portal/config';
import {PROBLEM_TYPES} from '../portal/sections';
import type {
  ApiPageData,
  ApiSummary,
  HeaderView,
  HttpMethod,
  MediaTypeView,
  OperationPageData,
  OperationSummary,
  ParameterView,
  ProblemTypeView,
  ProfileSummary,
  RawSchema,
  ResponseView,
  SecuritySchemeView,
  ServerView,
  CallbackView,
} from '../reference/types';
import {mediaExamples, requestSamples} from './examples';
import {HTTP_METHODS, operationsOf, type LoadedSpec, type OpenApiDocument} from './load';
import {renderMarkdown} from './markdown';
import {type Json, isObject} from '../shared/guards';
import {childPointer, pointerGet, resolveObject} from '../shared/pointer';
import {joinSitePath} from '../shared/paths';
import {escapeRegExp, kebabCase} from '../shared/text';

/** The profile URI of a media type like `application/hal+json;profile="https://.../profiles/orders/order-v2"`. */
export function profileUri(mediaType: string): string | undefined {
  return /;\s*profile\s*=\s*"?([^";]+)"?/i.exec(mediaType)?.[1];
}

/** The profile id: what follows /profiles/{spec}/ in the URI (may contain slashes), or its last segment. */
export function profileId(uri: string): string {
  const match = /\/profiles\/[^/]+\/(.+?)\/?$/.exec(uri);
  return match ? match[1]! : uri.replace(/\/+$/, '').slice(uri.replace(/\/+$/, '').lastIndexOf('/') + 1);
}

/** Newest first: by the trailing `-v<n>`, then as the spec lists them. */
export function sortVersions(ids: readonly string[]): string[] {
  const number = (id: string) => Number(/v(\d+)$/i.exec(id)?.[1] ?? -1);
  return [...ids]
    .map((id, index) => ({id, index}))
    .sort((a, b) => number(b.id) - number(a.id) || a.index - b.index)
    .map(({id}) => id);
}

/**
 * A path segment safe in a route pattern, a URL and a file name alike: accents are dropped and
 * other odd characters become `-` (react-router reads `:` and `(` as pattern syntax, and static
 * hosts look for the decoded file name, so percent-encoding is no way out). Slashes are kept.
 */
export function urlSegment(value: string): string {
  return value
    .split('/')
    .map((part) => {
      const safe = part
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9._~@-]+/g, '-')
        .replace(/^-+|-+$/g, '');
      return safe === '' || /^\.+$/.test(safe) ? '-' : safe;
    })
    .join('/');
}

/**
 * Names made unique in order, whatever case a host folds to: a later name that is taken gets
 * `-2`, `-3`, ... (checked again, so `a`, `a-2`, `a` gives `a`, `a-2`, `a-3`).
 */
function uniquely(bases: readonly string[]): string[] {
  const used = new Set<string>();
  return bases.map((base) => {
    let name = base;
    for (let suffix = 2; used.has(name.toLowerCase()); suffix++) {
      name = `${base}-${suffix}`;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

/** `urlSegment`s made unique in one spec. */
export function uniqueSegments(values: readonly string[]): string[] {
  return uniquely(values.map(urlSegment));
}

const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'] as const;
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_VALUES = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const;

/** A schema with every description rendered (schema, enum entries, x-enumDescriptions). */
export function prepareSchema(schema: unknown): RawSchema {
  if (!isObject(schema)) {
    return typeof schema === 'boolean' ? schema : {};
  }
  const prepared: Json = {...schema};
  if ('description' in prepared) {
    const rendered = renderMarkdown(prepared.description);
    if (rendered) {
      prepared.description = rendered;
    } else {
      delete prepared.description;
    }
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = prepared[keyword];
    if (isObject(map)) {
      prepared[keyword] = Object.fromEntries(Object.entries(map).map(([name, value]) => [name, prepareSchema(value)]));
    }
  }
  for (const keyword of SCHEMA_LISTS) {
    const list = prepared[keyword];
    if (Array.isArray(list)) {
      prepared[keyword] = list.map(prepareSchema);
    }
  }
  for (const keyword of SCHEMA_VALUES) {
    const value = prepared[keyword];
    if (Array.isArray(value)) {
      prepared[keyword] = value.map(prepareSchema);
    } else if (isObject(value)) {
      prepared[keyword] = prepareSchema(value);
    }
  }
  const extensible = prepared['x-extensible-enum'];
  if (Array.isArray(extensible)) {
    prepared['x-extensible-enum'] = extensible.map((entry) =>
      isObject(entry) && 'description' in entry ? {...entry, description: renderMarkdown(entry.description)} : entry,
    );
  }
  const descriptions = prepared['x-enumDescriptions'];
  if (isObject(descriptions)) {
    prepared['x-enumDescriptions'] = Object.fromEntries(Object.entries(descriptions).map(([value, text]) => [value, renderMarkdown(text)]));
  }
  // What the viewer never shows.
  delete prepared.xml;
  delete prepared.externalDocs;
  return prepared;
}

/** Every local `$ref` reachable from `value`, following refs into the document. */
export function schemaClosure(document: unknown, value: unknown, into: Set<string> = new Set()): Set<string> {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref' && typeof child === 'string') {
          if (child.startsWith('#') && !into.has(child)) {
            into.add(child);
            stack.push(pointerGet(document, child));
          }
        } else if (typeof child === 'object' && child !== null && key !== 'example' && key !== 'examples') {
          stack.push(child);
        }
      }
    }
  }
  return into;
}

export interface ProfileModel extends Omit<ProfileSummary, 'permalink'> {
  /** The profile URI that names this schema in media types, when one does. */
  uri?: string;
}

export interface OperationModel {
  id: string;
  /** Its segment in URLs: the id, or a safe and unique form of it. */
  slug: string;
  method: HttpMethod;
  route: string;
  operation: Json;
  /** Path-item parameters merged with the operation's (the operation's win). */
  parameters: Json[];
  /** Profile ids in its media types, newest first. */
  versions: string[];
  summary: OperationSummary;
}

export interface SpecModel {
  spec: LoadedSpec;
  title: string;
  summary: string;
  operations: OperationModel[];
  /** OpenAPI 3.1 `webhooks`: requests the API sends to partners. */
  webhooks: OperationModel[];
  profiles: ProfileModel[];
  /** schema ref -> profile page (with base URL). */
  profileLinks: Record<string, string>;
}

export interface Routes {
  baseUrl: string;
}

const link = joinSitePath;

function firstSentence(text: unknown): string {
  if (typeof text !== 'string') {
    return '';
  }
  const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
  const plain = paragraph
    .replace(/\s+/g, ' ')
    .replace(/[*_`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return (/^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain).trim();
}

function mediaTypesOf(operation: Json, document: OpenApiDocument): string[] {
  const types: string[] = [];
  const body = resolveObject(document, operation.requestBody);
  if (isObject(body?.content)) {
    types.push(...Object.keys(body.content));
  }
  for (const response of Object.values(isObject(operation.responses) ? operation.responses : {})) {
    const resolved = resolveObject(document, response);
    if (isObject(resolved?.content)) {
      types.push(...Object.keys(resolved.content));
    }
  }
  return types;
}

function mergedParameters(document: OpenApiDocument, pathItem: Json, operation: Json): Json[] {
  const byKey = new Map<string, Json>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    for (const raw of Array.isArray(list) ? list : []) {
      const parameter = resolveObject(document, raw);
      if (parameter && typeof parameter.name === 'string') {
        byKey.set(`${String(parameter.in)}:${parameter.name}`, parameter);
      }
    }
  }
  return [...byKey.values()];
}

/** The resource a path names: its first segment that is neither a version (`v1`), `api` nor a parameter. */
export function resourceOf(route: string): string {
  return route.split('/').find((segment) => segment !== '' && !/^(v\d+(\.\d+)*|api)$/i.test(segment) && !segment.includes('{')) ?? '';
}

/** The route of an operation's or a webhook's page. */
export function operationRoute(spec: string, operation: Pick<OperationModel, 'slug' | 'summary'>, version?: string): string {
  return operation.summary.webhook ? ROUTES.webhook(spec, operation.slug, version) : ROUTES.operation(spec, operation.slug, version);
}

/**
 * The operations of `paths`, or of `webhooks`: a webhook is modelled as an operation whose route
 * is its name and whose URL segment is that name (an operationId is optional there).
 */
function operationModels(spec: LoadedSpec, routes: Routes, where: 'paths' | 'webhooks'): OperationModel[] {
  const {document, key} = spec;
  const items = (isObject(document[where]) ? document[where] : {}) as Record<string, Json>;
  const found = operationsOf(document, where).map((entry) => {
    const pathItem = resolveObject(document, items[entry.route]) ?? {};
    return {...entry, pathItem, operation: pathItem[entry.method] as Json};
  });
  const webhook = where === 'webhooks';
  // A spec that tags nothing (Stripe's) is grouped by resource, so a big one stays navigable.
  const untagged = found.every(({operation}) => !Array.isArray(operation.tags) || operation.tags.length === 0);
  const ids = found.map(({pointer, operationId, route}) => (typeof operationId === 'string' ? operationId : webhook ? route : spec.derivedIds.get(pointer)!));
  const slugs = uniqueSegments(webhook ? found.map(({route}) => route) : ids);
  return found.map(({method, route, pathItem, operation}, index): OperationModel => {
    const id = ids[index]!;
    const slug = slugs[index]!;
    const versions = sortVersions([
      ...new Set(
        mediaTypesOf(operation, document)
          .map(profileUri)
          .filter((uri): uri is string => uri !== undefined)
          .map(profileId),
      ),
    ]);
    const tags = Array.isArray(operation.tags)
      ? operation.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
      : untagged && !webhook
        ? [resourceOf(route)].filter(Boolean)
        : [];
    const summary: OperationSummary = {
      operationId: id,
      method: method as HttpMethod,
      path: route,
      summary: typeof operation.summary === 'string' && operation.summary.trim() ? operation.summary : webhook ? route : `${method.toUpperCase()} ${route}`,
      deprecated: operation.deprecated === true,
      preview: operation['x-preview'] === true,
      ...(tags[0] ? {tag: tags[0]} : {}),
      ...(webhook ? {webhook: true} : {}),
      permalink: '',
    };
    summary.permalink = link(routes.baseUrl, operationRoute(key, {slug, summary}));
    return {id, slug, method: method as HttpMethod, route, operation, parameters: mergedParameters(document, pathItem, operation), versions, summary};
  });
}

/**
 * Profile URIs of this API that the spec writes anywhere else than in a media type (an event's
 * `dataschema`, a link in a description), by profile id: their profile pages state them too.
 */
function mentionedProfileUris(document: OpenApiDocument, key: string): Map<string, string> {
  const found = new Map<string, string>();
  const text = JSON.stringify(document);
  const marker = `/profiles/${key}/`;
  if (!text.includes(marker)) {
    return found;
  }
  const pattern = new RegExp(`https?://[^"\\s]*?${escapeRegExp(marker)}([A-Za-z0-9._~@/-]+)`, 'g');
  for (const match of text.matchAll(pattern)) {
    const id = match[1]!.replace(/[/.]+$/, '');
    if (!found.has(id)) {
      found.set(id, match[0].slice(0, match[0].length - (match[1]!.length - id.length)));
    }
  }
  return found;
}

export function buildSpecModel(spec: LoadedSpec, routes: Routes): SpecModel {
  const {document, key} = spec;
  const info = document.info;
  const operations = operationModels(spec, routes, 'paths');
  const webhooks = operationModels(spec, routes, 'webhooks');

  // Profile ids: from profile media types where a schema is named in one, else the kebab-cased name.
  const uriByRef = new Map<string, string>();
  for (const {operation} of [...operations, ...webhooks]) {
    forEachMediaType(document, operation, (mediaType, content) => {
      const uri = profileUri(mediaType);
      const ref = isObject(content.schema) ? namedRef(content.schema) : undefined;
      if (uri && ref && !uriByRef.has(ref)) {
        uriByRef.set(ref, uri);
      }
    });
  }
  const schemas = isObject(document.components?.schemas) ? document.components.schemas : {};
  const refOf = (name: string) => childPointer('#/components/schemas', name);
  const profileIds = uniqueSegments(
    Object.keys(schemas).map((name) => {
      const uri = uriByRef.get(refOf(name));
      return uri ? profileId(uri) : kebabCase(name) || 'schema';
    }),
  );
  const mentioned = mentionedProfileUris(document, key);
  const profiles = Object.entries(schemas).map(([name, schema], index): ProfileModel => {
    const ref = refOf(name);
    const id = profileIds[index]!;
    const uri = uriByRef.get(ref) ?? mentioned.get(id);
    const resolved = isObject(schema) ? schema : {};
    return {
      id,
      name,
      ref,
      ...(typeof resolved.title === 'string' ? {title: resolved.title} : {}),
      deprecated: resolved.deprecated === true,
      preview: resolved['x-preview'] === true,
      ...(uri ? {uri} : {}),
    };
  });
  const profileLinks = Object.fromEntries(profiles.map((profile) => [profile.ref, link(routes.baseUrl, ROUTES.profile(key, profile.id))]));
  return {
    spec,
    // A spec whose title is empty (real ones have that) is named by its key: every list and side navigation needs a label.
    title: String(info.title).trim() || spec.key,
    summary: firstSentence(info.summary) || firstSentence(info.description),
    operations,
    webhooks,
    profiles,
    profileLinks,
  };
}

function namedRef(schema: Json): string | undefined {
  if (typeof schema.$ref === 'string') {
    return schema.$ref;
  }
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  return parts.length === 1 && isObject(parts[0]) && typeof parts[0].$ref === 'string' ? parts[0].$ref : undefined;
}

function forEachMediaType(document: OpenApiDocument, operation: Json, visit: (mediaType: string, content: Json, where: 'request' | string) => void): void {
  const body = resolveObject(document, operation.requestBody);
  for (const [mediaType, content] of Object.entries(isObject(body?.content) ? body.content : {})) {
    if (isObject(content)) {
      visit(mediaType, content, 'request');
    }
  }
  for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    const resolved = resolveObject(document, response);
    for (const [mediaType, content] of Object.entries(isObject(resolved?.content) ? resolved.content : {})) {
      if (isObject(content)) {
        visit(mediaType, content, status);
      }
    }
  }
}

/** The overview's entry of an API; the plugin adds its lint conformance. */
export function apiSummary(model: SpecModel, routes: Routes): Omit<ApiSummary, 'conformance'> {
  return {
    key: model.spec.key,
    title: model.title,
    summary: model.summary,
    version: String(model.spec.document.info.version ?? ''),
    permalink: link(routes.baseUrl, ROUTES.api(model.spec.key)),
    operations: model.operations.map((operation) => operation.summary),
    webhooks: model.webhooks.map((webhook) => webhook.summary),
  };
}

function securitySchemes(document: OpenApiDocument): SecuritySchemeView[] {
  const schemes = isObject(document.components?.securitySchemes) ? document.components.securitySchemes : {};
  return Object.entries(schemes).map(([name, raw]) => {
    const scheme = resolveObject(document, raw) ?? {};
    const flows = isObject(scheme.flows) ? scheme.flows : {};
    const description = renderMarkdown(scheme.description);
    const details = [
      ...(typeof scheme.in === 'string' ? [{label: 'in', value: scheme.in}] : []),
      ...(typeof scheme.name === 'string' ? [{label: 'name', value: scheme.name}] : []),
      ...(typeof scheme.scheme === 'string' ? [{label: 'scheme', value: scheme.scheme}] : []),
      ...(typeof scheme.bearerFormat === 'string' ? [{label: 'bearer format', value: scheme.bearerFormat}] : []),
      ...(typeof scheme.openIdConnectUrl === 'string' ? [{label: 'OpenID Connect URL', value: scheme.openIdConnectUrl}] : []),
    ];
    return {
      name,
      type: String(scheme.type ?? ''),
      ...(description ? {description} : {}),
      flows: Object.entries(flows).map(([flowName, flow]) => {
        const value = isObject(flow) ? flow : {};
        return {
          name: flowName,
          ...(typeof value.authorizationUrl === 'string' ? {authorizationUrl: value.authorizationUrl} : {}),
          ...(typeof value.tokenUrl === 'string' ? {tokenUrl: value.tokenUrl} : {}),
          scopes: Object.entries(isObject(value.scopes) ? value.scopes : {}).map(([scope, text]) => ({name: scope, description: String(text ?? '')})),
        };
      }),
      details,
    };
  });
}

/** `tag-orders`; tags that differ only in case or punctuation get `-2`, `-3`, ... so anchors stay unique. */
export function tagAnchors(names: readonly string[]): string[] {
  return uniquely(
    names.map(
      (name) =>
        `tag-${
          name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || 'untitled'
        }`,
    ),
  );
}

export const UNTAGGED = 'Other operations';

/** An API's operations by tag, in the order the spec declares its tags; untagged ones last. */
export function operationTags(model: SpecModel): {name: string; anchor: string; description?: unknown; operations: OperationSummary[]}[] {
  const {document} = model.spec;
  const declared = Array.isArray(document.tags) ? document.tags.filter(isObject) : [];
  const names = [...new Set([...declared.map((tag) => String(tag.name)), ...model.operations.map((operation) => operation.summary.tag ?? '')])]
    .filter((name) => model.operations.some((operation) => (operation.summary.tag ?? '') === name))
    .sort((a, b) => Number(a === '') - Number(b === ''));
  const anchors = tagAnchors(names.map((name) => name || UNTAGGED));
  return names.map((name, index) => ({
    name: name || UNTAGGED,
    anchor: anchors[index]!,
    description: declared.find((tag) => tag.name === name)?.description,
    operations: model.operations.filter((operation) => (operation.summary.tag ?? '') === name).map((operation) => operation.summary),
  }));
}

/** The API's servers; a sandbox (`x-sandbox`, validated when the spec is loaded) with its token URLs. */
export function serversOf(document: OpenApiDocument): ServerView[] {
  return (Array.isArray(document.servers) ? document.servers.filter(isObject) : []).map((server) => {
    const sandbox = isObject(server['x-sandbox']) ? server['x-sandbox'] : undefined;
    return {
      url: String(server.url),
      ...(typeof server.description === 'string' ? {description: server.description} : {}),
      ...(sandbox
        ? {sandbox: {tokenUrl: String(sandbox.tokenUrl), ...(typeof sandbox.authorizationUrl === 'string' ? {authorizationUrl: sandbox.authorizationUrl} : {})}}
        : {}),
    };
  });
}

/** An API page's data; the plugin adds its lint conformance. */
export function apiPageData(model: SpecModel, routes: Routes): Omit<ApiPageData, 'conformance'> {
  const {document, key} = model.spec;
  const tags = operationTags(model).map(({description: text, ...tag}) => {
    const description = renderMarkdown(text);
    return {...tag, ...(description ? {description} : {})};
  });
  const description = renderMarkdown(document.info.description);
  return {
    key,
    title: model.title,
    version: String(document.info.version ?? ''),
    ...(description ? {description} : {}),
    servers: serversOf(document),
    securitySchemes: securitySchemes(document),
    tags,
    webhooks: model.webhooks.map((webhook) => webhook.summary),
    profilesPermalink: link(routes.baseUrl, ROUTES.profiles(key)),
    changelog: {permalink: link(routes.baseUrl, ROUTES.apiChangelog(key)), feed: link(routes.baseUrl, ROUTES.changelogFeed(key))},
  };
}

function schemaOf(value: Json | undefined): RawSchema | undefined {
  return isObject(value?.schema) ? prepareSchema(value.schema) : undefined;
}

function mediaTypes(document: OpenApiDocument, content: unknown, version: string | undefined, direction: 'request' | 'response'): MediaTypeView[] {
  return Object.entries(isObject(content) ? content : {})
    .filter(([mediaType]) => {
      const uri = profileUri(mediaType);
      return uri === undefined || version === undefined || profileId(uri) === version;
    })
    .map(([mediaType, raw]) => {
      const value = isObject(raw) ? raw : {};
      const uri = profileUri(mediaType);
      return {
        mediaType,
        ...(uri ? {profile: profileId(uri)} : {}),
        ...(isObject(value.schema) ? {schema: prepareSchema(value.schema)} : {}),
        ...mediaExamples(document, value, mediaType, direction),
      };
    });
}

/** The problem an example payload is (`type: .../problems/<slug>`), or undefined for any other payload. */
function problemOf(example: unknown): {type: string; slug: string; title: string; status?: number} | undefined {
  if (!isObject(example) || typeof example.type !== 'string' || !example.type.includes('/problems/')) {
    return undefined;
  }
  const slug = example.type.slice(example.type.lastIndexOf('/problems/') + '/problems/'.length);
  return {
    type: example.type,
    slug,
    title: typeof example.title === 'string' ? example.title : slug,
    ...(typeof example.status === 'number' ? {status: example.status} : {}),
  };
}

/** The example values of one media type, as the spec writes them. */
function exampleValues(document: OpenApiDocument, media: Json): unknown[] {
  return [media.example, ...Object.values(isObject(media.examples) ? media.examples : {}).map((example) => resolveObject(document, example)?.value)];
}

/** Problem types that a response's examples name, each linked to its entry on the errors page. */
function problemsOf(document: OpenApiDocument, content: unknown, routes: Routes): ResponseView['problems'] {
  const problems = new Map<string, ResponseView['problems'][number]>();
  for (const media of Object.values(isObject(content) ? content : {}).filter(isObject)) {
    for (const problem of exampleValues(document, media).map(problemOf)) {
      if (problem && !problems.has(problem.type)) {
        problems.set(problem.type, {type: problem.type, title: problem.title, permalink: link(routes.baseUrl, `${ROUTES.referenceErrors}#${problem.slug}`)});
      }
    }
  }
  return [...problems.values()];
}

/**
 * Responses in the spec's order. A response whose bodies have the same schemas as an earlier one
 * (the common error responses share a problem schema by `$ref`) names that one instead of
 * showing its schema again.
 */
function responsesOf(document: OpenApiDocument, responses: unknown, version: string | undefined, routes: Routes): ResponseView[] {
  const bodies = new Map<string, string>();
  return Object.entries(isObject(responses) ? responses : {}).map(([status, value]) => {
    const response = resolveObject(document, value) ?? {};
    const text = renderMarkdown(response.description);
    const reason = STATUS_CODES[status];
    let content = mediaTypes(document, response.content, version, 'response');
    const body = JSON.stringify(
      Object.entries(isObject(response.content) ? response.content : {}).map(([mediaType, media]) => [
        mediaType.replace(/;.*$/, ''),
        isObject(media) ? media.schema : undefined,
      ]),
    );
    const sameAs = content.some((media) => media.schema !== undefined) ? bodies.get(body) : undefined;
    if (sameAs) {
      content = content.map(({schema: _schema, options: _options, ...media}) => media);
    } else {
      bodies.set(body, status);
    }
    return {
      status,
      ...(sameAs ? {sameAs} : {}),
      ...(reason ? {reason} : {}),
      ...(text ? {description: text} : {}),
      problems: problemsOf(document, response.content, routes),
      headers: headersOf(document, response.headers),
      content,
    };
  });
}

function headersOf(document: OpenApiDocument, headers: unknown): HeaderView[] {
  return Object.entries(isObject(headers) ? headers : {}).map(([name, raw]) => {
    const header = resolveObject(document, raw) ?? {};
    const description = renderMarkdown(header.description);
    const schema = schemaOf(header);
    return {
      name,
      required: header.required === true,
      deprecated: header.deprecated === true,
      ...(description ? {description} : {}),
      ...(schema ? {schema} : {}),
    };
  });
}

function parametersOf(parameters: readonly Json[]): ParameterView[] {
  return parameters.map((parameter) => {
    const text = renderMarkdown(parameter.description);
    const schema = schemaOf(parameter) ?? (isObject(parameter.content) ? schemaOf(Object.values(parameter.content).find(isObject)) : undefined);
    return {
      name: String(parameter.name),
      in: String(parameter.in) as ParameterView['in'],
      required: parameter.required === true || parameter.in === 'path',
      deprecated: parameter.deprecated === true,
      ...(text ? {description: text} : {}),
      ...(schema ? {schema} : {}),
    };
  });
}

function requestBodyOf(document: OpenApiDocument, raw: unknown, version: string | undefined): OperationPageData['requestBody'] {
  const body = resolveObject(document, raw);
  if (!body) {
    return undefined;
  }
  const description = renderMarkdown(body.description);
  return {required: body.required === true, ...(description ? {description} : {}), content: mediaTypes(document, body.content, version, 'request')};
}

/** An operation's callbacks: each expression's operations, with their requests and the responses the API expects. */
function callbacksOf(document: OpenApiDocument, operation: Json, routes: Routes): CallbackView[] {
  return Object.entries(isObject(operation.callbacks) ? operation.callbacks : {}).flatMap(([name, raw]) => {
    const callback = resolveObject(document, raw) ?? {};
    return Object.entries(callback).flatMap(([expression, rawItem]) => {
      const pathItem = resolveObject(document, rawItem) ?? {};
      return HTTP_METHODS.filter((method) => isObject(pathItem[method])).map((method): CallbackView => {
        const request = pathItem[method] as Json;
        const description = renderMarkdown(request.description);
        const requestBody = requestBodyOf(document, request.requestBody, undefined);
        return {
          name,
          expression,
          method,
          ...(typeof request.summary === 'string' ? {summary: request.summary} : {}),
          ...(description ? {description} : {}),
          parameters: parametersOf(mergedParameters(document, pathItem, request)),
          ...(requestBody ? {requestBody} : {}),
          responses: responsesOf(document, request.responses, undefined, routes),
        };
      });
    });
  });
}

export function operationPageData(model: SpecModel, operation: OperationModel, version: string | undefined, routes: Routes): OperationPageData {
  const {document, key} = model.spec;
  const raw = operation.operation;
  const description = renderMarkdown(raw.description);
  const security = Array.isArray(raw.security) ? raw.security : Array.isArray(document.security) ? document.security : [];
  const requestBody = requestBodyOf(document, raw.requestBody, version);
  return {
    spec: {key, title: model.title, permalink: link(routes.baseUrl, ROUTES.api(key))},
    operation: {
      ...operation.summary,
      ...(description ? {description} : {}),
      security: security
        .filter(isObject)
        .flatMap((requirement) => Object.entries(requirement).map(([scheme, scopes]) => ({scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : []}))),
    },
    versions: operation.versions.map((id, index) => ({
      id,
      permalink: link(routes.baseUrl, operationRoute(key, operation, urlSegment(id))),
      deprecated: index > 0 && isVersionDeprecated(model, id),
    })),
    ...(version ? {version} : {}),
    parameters: parametersOf(operation.parameters),
    ...(requestBody ? {requestBody} : {}),
    responses: responsesOf(document, raw.responses, version, routes),
    samples: requestSamples(document, {...operation, webhook: operation.summary.webhook === true}, version, requestBody?.content[0]?.examples ?? []),
    callbacks: callbacksOf(document, raw, routes),
  };
}

function isVersionDeprecated(model: SpecModel, id: string): boolean {
  return model.profiles.some((profile) => profile.id === id && profile.deprecated);
}

/** Problem types named in response examples (`type: .../problems/<slug>`), with where they come from. */
export function problemTypes(models: readonly SpecModel[], routes: Routes): ProblemTypeView[] {
  const byType = new Map<string, ProblemTypeView>();
  for (const model of models) {
    for (const operation of model.operations) {
      forEachMediaType(model.spec.document, operation.operation, (_mediaType, content, where) => {
        if (where === 'request') {
          return;
        }
        for (const problem of exampleValues(model.spec.document, content).map(problemOf)) {
          if (!problem) {
            continue;
          }
          const {slug} = problem;
          const entry = byType.get(problem.type) ?? {
            ...problem,
            ...((PROBLEM_TYPES as readonly string[]).includes(slug) ? {explanation: link(routes.baseUrl, `${ROUTES.errorResponses}#${slug}`)} : {}),
            operations: [],
          };
          if (!entry.operations.some((candidate) => candidate.spec === model.spec.key && candidate.operationId === operation.id)) {
            entry.operations.push({
              spec: model.spec.key,
              specTitle: model.title,
              operationId: operation.id,
              method: operation.method,
              path: operation.route,
              permalink: operation.summary.permalink,
            });
          }
          byType.set(problem.type, entry);
        }
      });
    }
  }
  return [...byType.values()].sort((a, b) => (a.status ?? 0) - (b.status ?? 0) || a.slug.localeCompare(b.slug));
}

export function profileSummary(model: SpecModel, profile: ProfileModel): ProfileSummary {
  const {uri: _uri, ...summary} = profile;
  return {...summary, permalink: model.profileLinks[profile.ref]!};
}

/** Operations whose request or responses use the schema (directly or nested). */
export function operationsUsing(model: SpecModel, ref: string, closures: Map<string, Set<string>>): OperationSummary[] {
  return [...model.operations, ...model.webhooks]
    .filter((operation) => closures.get(operation.summary.permalink)?.has(ref))
    .map((operation) => operation.summary);
}

export type {OpenApiDocument};
