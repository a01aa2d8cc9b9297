/**
 * The "Try it" console's data of each operation (ConsoleData): the servers it may send to, how a
 * reader gets a credential, the parameters and bodies with schemas the browser validates, and the
 * origins the console reaches, for the Content-Security-Policy. Pure, apart from reading the
 * environment in readSandboxUrl.
 */
import type {ConsoleData, ConsoleParameter, ConsoleScheme, ConsoleServer, ValidationSchema} from '../reference/types';
import type {OpenApiDocument} from './load';
import {SpecInputError} from './load';
import {type OriginProblem, originProblem} from './origins';
import type {OperationModel, SpecModel} from './model';
import {type Json, isObject} from '../shared/guards';
import {pointerGet, resolveObject} from '../shared/pointer';

/** Where `npm run sandbox` answers: each API at `/{spec}`, its OAuth server at `/oauth2`. */
export const LOCAL_SANDBOX_URL = 'http://127.0.0.1:4010';

/** The sandbox layout of `npm run sandbox` (scripts/sandbox/server.mjs) below a base URL. */
export function sandboxAt(base: string, spec: string): Required<Pick<ConsoleServer, 'url' | 'tokenUrl' | 'authorizationUrl'>> {
  const root = base.replace(/\/+$/, '');
  return {url: `${root}/${spec}`, tokenUrl: `${root}/oauth2/token`, authorizationUrl: `${root}/oauth2/authorize`};
}

/**
 * PORTAL_SANDBOX_URL: the sandbox the console of this build sends to instead of the one each spec
 * names (`x-sandbox`), laid out as `npm run sandbox` lays it out. The dev server defaults to the
 * local sandbox; a production build uses the specs' own unless told otherwise. Loopback passes in
 * every build (the browser tests run production builds against a local sandbox); any other value
 * passes the check every spec's origins pass, since it goes into the console and the CSP alike.
 */
export function readSandboxUrl(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const value = env.PORTAL_SANDBOX_URL?.trim();
  if (value === undefined || value === '') {
    return production ? undefined : LOCAL_SANDBOX_URL;
  }
  const found = originProblem(value, {loopback: true});
  const origin = ({problem, fix}: OriginProblem) =>
    new SpecInputError(`PORTAL_SANDBOX_URL="${value}" ${problem}. ${fix} For a local sandbox, use ${LOCAL_SANDBOX_URL}.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Two URLs, or a comma in one, say so; anything else that does not parse is no URL.
    if (found?.kind === 'splits-header') {
      throw origin(found);
    }
    throw new SpecInputError(
      `PORTAL_SANDBOX_URL="${value}" is not a URL. Set it to the origin of the sandbox the console sends to, for example ${LOCAL_SANDBOX_URL} (npm run sandbox), or leave it empty to use the sandboxes the specs name.`,
    );
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new SpecInputError(`PORTAL_SANDBOX_URL="${value}" must be an http(s) URL without query, fragment or credentials, for example ${LOCAL_SANDBOX_URL}.`);
  }
  if (found) {
    throw origin(found);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * A server's URL with its variables' defaults, without a trailing slash; undefined where the
 * browser could not send to it (a relative URL, a variable without a default).
 */
function absoluteServerUrl(server: Json): string | undefined {
  const variables = isObject(server.variables) ? server.variables : {};
  const url = String(server.url).replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === 'string' ? variable.default : whole;
  });
  try {
    return /[{}]/.test(url) || !/^https?:$/.test(new URL(url).protocol) ? undefined : url.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** The servers of an API as the console offers them: the sandbox first, pointed at `sandboxUrl` when one is set. */
export function consoleServers(document: OpenApiDocument, spec: string, sandboxUrl: string | undefined): ConsoleServer[] {
  const servers = (Array.isArray(document.servers) ? document.servers.filter(isObject) : []).flatMap((server): ConsoleServer[] => {
    const sandbox = isObject(server['x-sandbox']) ? server['x-sandbox'] : undefined;
    const description = typeof server.description === 'string' ? {description: server.description} : {};
    const url = absoluteServerUrl(server);
    if (!sandbox) {
      return url ? [{url, ...description, sandbox: false}] : [];
    }
    const declared = {
      url: url ?? String(server.url),
      tokenUrl: String(sandbox.tokenUrl),
      ...(typeof sandbox.authorizationUrl === 'string' ? {authorizationUrl: sandbox.authorizationUrl} : {}),
    };
    return [{...description, sandbox: true, ...(sandboxUrl ? sandboxAt(sandboxUrl, spec) : declared)}];
  });
  return [...servers.filter((server) => server.sandbox), ...servers.filter((server) => !server.sandbox)];
}

const SCHEME_TYPES: readonly ConsoleScheme['type'][] = ['oauth2', 'http', 'apiKey', 'openIdConnect', 'mutualTLS'];

/** The alternatives of an operation's security requirements, each with what the reader needs for it. */
export function consoleSecurity(document: OpenApiDocument, operation: Json): ConsoleScheme[] {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  const schemes = isObject(document.components?.securitySchemes) ? document.components.securitySchemes : {};
  return requirements.filter(isObject).flatMap((requirement) =>
    Object.entries(requirement).flatMap(([name, scopes]): ConsoleScheme[] => {
      const scheme = resolveObject(document, schemes[name]);
      const type = SCHEME_TYPES.find((candidate) => candidate === scheme?.type);
      if (!scheme || !type) {
        return [];
      }
      const flows = isObject(scheme.flows) ? scheme.flows : {};
      const clientCredentials = isObject(flows.clientCredentials) ? flows.clientCredentials : undefined;
      const authorizationCode = isObject(flows.authorizationCode) ? flows.authorizationCode : undefined;
      const allScopes = new Map<string, string>();
      for (const flow of [clientCredentials, authorizationCode]) {
        for (const [scope, text] of Object.entries(isObject(flow?.scopes) ? flow.scopes : {})) {
          allScopes.set(scope, String(text ?? ''));
        }
      }
      return [
        {
          name,
          type,
          ...(typeof scheme.scheme === 'string' ? {httpScheme: scheme.scheme.toLowerCase()} : {}),
          ...(scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie' ? {in: scheme.in} : {}),
          ...(typeof scheme.name === 'string' ? {parameterName: scheme.name} : {}),
          // The production token URL stays out: the grant is offered on sandbox servers only, with their own.
          ...(clientCredentials ? {clientCredentials: true} : {}),
          ...(typeof authorizationCode?.tokenUrl === 'string' && typeof authorizationCode.authorizationUrl === 'string'
            ? {authorizationCode: {authorizationUrl: authorizationCode.authorizationUrl, tokenUrl: authorizationCode.tokenUrl}}
            : {}),
          scopes: Array.isArray(scopes) ? scopes.map(String) : [],
          allScopes: [...allScopes].map(([scope, description]) => ({name: scope, description})),
        },
      ];
    }),
  );
}

// Keywords that say nothing a validator checks: dropped, so the file carries only what validates.
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'externalDocs', 'xml', 'discriminator', 'deprecated', '$comment', 'x-portal-html']);

/**
 * A schema as JSON Schema 2020-12 that holds everything it refers to in `$defs`, for a request:
 * OpenAPI 3.0's `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` become their 3.1
 * forms, a `readOnly` property is never required of a request (the server sets it), and local
 * `$ref`s point into `$defs`.
 */
export function validationSchema(document: unknown, schema: unknown): ValidationSchema {
  const names = new Map<string, string>();
  const defs: Record<string, ValidationSchema> = {};
  const pending: string[] = [];
  const defName = (ref: string) => {
    if (!names.has(ref)) {
      names.set(ref, `s${names.size}`);
      pending.push(ref);
    }
    return names.get(ref)!;
  };
  const convert = (node: unknown): ValidationSchema => {
    if (typeof node === 'boolean') {
      return node;
    }
    if (!isObject(node)) {
      return true;
    }
    if (typeof node.$ref === 'string') {
      return node.$ref.startsWith('#/') ? {$ref: `#/$defs/${defName(node.$ref)}`} : true;
    }
    const out: Json = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (ANNOTATIONS.has(keyword) || keyword.startsWith('x-')) {
        continue;
      }
      if (keyword === 'properties' || keyword === 'patternProperties' || keyword === '$defs' || keyword === 'definitions' || keyword === 'dependentSchemas') {
        out[keyword] = Object.fromEntries(Object.entries(isObject(value) ? value : {}).map(([name, child]) => [name, convert(child)]));
      } else if ((keyword === 'allOf' || keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'prefixItems') && Array.isArray(value)) {
        out[keyword] = value.map(convert);
      } else if (
        ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'].includes(
          keyword,
        )
      ) {
        out[keyword] = Array.isArray(value) ? {prefixItems: value.map(convert)} : convert(value);
      } else {
        out[keyword] = value;
      }
    }
    fromOpenApi30(out);
    dropReadOnlyRequired(out, node);
    return out;
  };
  const dropReadOnlyRequired = (out: Json, node: Json) => {
    if (!Array.isArray(out.required) || !isObject(node.properties)) {
      return;
    }
    const properties = node.properties;
    const readOnly = (name: string) => {
      const property = properties[name];
      const target = isObject(property) && typeof property.$ref === 'string' ? pointerGet(document, property.$ref) : property;
      return isObject(target) && target.readOnly === true;
    };
    const required = out.required.filter((name) => typeof name === 'string' && !readOnly(name));
    if (required.length > 0) {
      out.required = required;
    } else {
      delete out.required;
    }
  };
  const root = convert(schema);
  for (let ref = pending.shift(); ref !== undefined; ref = pending.shift()) {
    defs[names.get(ref)!] = convert(pointerGet(document, ref));
  }
  if (typeof root === 'boolean') {
    return root;
  }
  return {$schema: 'https://json-schema.org/draft/2020-12/schema', ...root, ...(names.size > 0 ? {$defs: defs} : {})};
}

/** OpenAPI 3.0's keywords in their JSON Schema 2020-12 form (in place). */
function fromOpenApi30(schema: Json): void {
  if (schema.nullable === true) {
    if (typeof schema.type === 'string') {
      schema.type = [schema.type, 'null'];
    } else if (Array.isArray(schema.type) && !schema.type.includes('null')) {
      schema.type = [...schema.type, 'null'];
    }
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...schema.enum, null];
    }
  }
  delete schema.nullable;
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] === 'boolean') {
      if (schema[exclusive] === true && typeof schema[bound] === 'number') {
        schema[exclusive] = schema[bound];
        delete schema[bound];
      } else {
        delete schema[exclusive];
      }
    }
  }
  // The console validates requests: what only a response carries is not asked of the reader.
  delete schema.readOnly;
  delete schema.writeOnly;
}

const text = (value: unknown): string | undefined =>
  value === undefined || value === null ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

function parameterShape(schema: Json | undefined): ConsoleParameter['shape'] {
  const type = Array.isArray(schema?.type) ? schema.type.find((candidate) => candidate !== 'null') : schema?.type;
  return type === 'array' ? 'list' : type === 'object' ? 'object' : 'value';
}

function consoleParameter(document: OpenApiDocument, parameter: Json): ConsoleParameter {
  const raw = isObject(parameter.schema)
    ? parameter.schema
    : isObject(parameter.content)
      ? (Object.values(parameter.content).find(isObject)?.schema as unknown)
      : undefined;
  const schema = typeof (raw as Json | undefined)?.$ref === 'string' ? resolveObject(document, raw) : isObject(raw) ? raw : undefined;
  const required = parameter.required === true || parameter.in === 'path';
  const enumValues = Array.isArray(schema?.enum) ? schema.enum.filter((value) => value !== null).map(String) : undefined;
  const example =
    parameter.example ?? schema?.example ?? (isObject(parameter.examples) ? resolveObject(document, Object.values(parameter.examples)[0])?.value : undefined);
  const shape = parameterShape(schema);
  const initialValue = schema?.default ?? (required ? example : undefined);
  const initial = Array.isArray(initialValue) ? initialValue.map(String).join(',') : text(initialValue);
  const description =
    typeof parameter.description === 'string'
      ? parameter.description
          .split(/\n\s*\n/)[0]!
          .replace(/\s+/g, ' ')
          .trim()
      : undefined;
  return {
    name: String(parameter.name),
    in: String(parameter.in) as ConsoleParameter['in'],
    required,
    ...(typeof parameter.style === 'string' ? {style: parameter.style} : {}),
    ...(typeof parameter.explode === 'boolean' ? {explode: parameter.explode} : {}),
    ...(parameter.allowReserved === true ? {allowReserved: true} : {}),
    shape,
    ...(enumValues && enumValues.length > 0 ? {enum: enumValues} : {}),
    ...(initial !== undefined ? {initial} : {}),
    ...(description ? {description} : {}),
    ...(raw !== undefined ? {schema: validationSchema(document, raw)} : {}),
  };
}

/** The body's media types with their schemas; `version` keeps the profile media type of that version only. */
function consoleBody(
  document: OpenApiDocument,
  raw: unknown,
  keep: (mediaType: string) => boolean,
  examples: ReadonlyMap<string, string>,
): ConsoleData['body'] {
  const body = resolveObject(document, raw);
  if (!body || !isObject(body.content)) {
    return undefined;
  }
  const content = Object.entries(body.content)
    .filter(([mediaType]) => keep(mediaType))
    .map(([mediaType, media]) => {
      const example = examples.get(mediaType);
      return {
        mediaType,
        ...(isObject(media) && media.schema !== undefined ? {schema: validationSchema(document, media.schema)} : {}),
        ...(example !== undefined ? {example} : {}),
      };
    });
  return content.length > 0 ? {required: body.required === true, content} : undefined;
}

export interface ConsoleInput {
  model: SpecModel;
  operation: OperationModel;
  /** The media types the page shows (a versioned page shows its profile's), each with its first example. */
  mediaTypes: readonly {mediaType: string; example?: string}[];
  /** The media type of the success response the page shows. */
  accept?: string;
  sandboxUrl: string | undefined;
  problems: Record<string, string>;
}

export function consoleData({model, operation, mediaTypes, accept, sandboxUrl, problems}: ConsoleInput): ConsoleData {
  const {document, key} = model.spec;
  const shown = new Set(mediaTypes.map((media) => media.mediaType));
  const examples = new Map(mediaTypes.flatMap((media) => (media.example !== undefined ? [[media.mediaType, media.example] as const] : [])));
  const body = consoleBody(document, operation.operation.requestBody, (mediaType) => shown.has(mediaType), examples);
  return {
    method: operation.method.toUpperCase(),
    path: operation.route,
    servers: consoleServers(document, key, sandboxUrl),
    security: consoleSecurity(document, operation.operation),
    parameters: operation.parameters.map((parameter) => consoleParameter(document, parameter)),
    ...(body ? {body} : {}),
    ...(accept ? {accept} : {}),
    problems,
  };
}

/**
 * The origins the consoles of a build send requests to: every API server the console offers and
 * every token URL it may ask. The CSP's `connect-src` lists exactly these (authorization URLs are
 * navigations, not requests, so they need no entry). Each passed the origin check as its spec
 * loaded, or in readSandboxUrl.
 */
export function consoleOrigins(models: readonly SpecModel[], sandboxUrl: string | undefined): string[] {
  const origins = new Set<string>();
  const add = (url: string | undefined) => {
    try {
      if (url) {
        origins.add(new URL(url).origin);
      }
    } catch {
      // Server URLs with variables ({region}) are not offered by the console.
    }
  };
  for (const model of models) {
    for (const server of consoleServers(model.spec.document, model.spec.key, sandboxUrl)) {
      add(server.url);
      add(server.tokenUrl);
    }
    for (const operation of model.operations) {
      for (const scheme of consoleSecurity(model.spec.document, operation.operation)) {
        add(scheme.authorizationCode?.tokenUrl);
      }
    }
  }
  return [...origins].filter((origin) => origin !== 'null').sort();
}
