/**
 * Reads, validates and bundles the OpenAPI specs of a folder with @redocly/openapi-core.
 * Bundling keeps every `$ref` (no dereferencing: a cyclic spec cannot be serialised dereferenced,
 * and a large one grows several times over). Every problem of every spec is collected first and
 * reported in one error, each naming the file, the line where known and the fix.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {Source, bundle, createConfig, getLineColLocation, type Document} from '@redocly/openapi-core';
import {SPEC_EXTENSIONS, isSpecFileName, releaseNotesFileOf} from './specFileNames';

export {SPEC_EXTENSIONS, releaseNotesFileOf};
export {HTTP_METHODS, operationsOf} from './operations';
import {HTTP_METHODS, type OperationRef, operationsOf} from './operations';
import {isObject} from '../shared/guards';
import {childPointer, pointerGet} from '../shared/pointer';
import {loopbackAllowed, originProblem, serverUrlsOf} from './origins';
import {WriterError} from '../shared/writerError';

export const SPECS_DIR_ENV = 'PORTAL_SPECS_DIR';
const SPEC_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

export interface LoadedSpec {
  /** The file's base name: it names the API in every URL. */
  key: string;
  /** Path for messages: relative to the site, or absolute outside it. */
  file: string;
  public: boolean;
  document: OpenApiDocument;
  /** Operations without an operationId get a derived one; pointer -> id. */
  derivedIds: Map<string, string>;
  /**
   * A hash of the file's text and of every file its bundle read: what the caches of later steps
   * key on (lint, model, page data). Unchanged, the same LoadedSpec object is handed out again.
   */
  fingerprint: string;
}

export interface LoadResult {
  specs: LoadedSpec[];
  /** Said once per build: specs without x-public, derived operation ids. */
  notices: string[];
}

/**
 * Whether a spec is public: `x-public: true` and nothing else (absent or false is internal). The
 * history reads its past versions with this too, so a version counts as public as a build would.
 */
export const isPublicSpec = (document: Record<string, unknown>): boolean => document['x-public'] === true;

/** A problem in a spec a writer wrote: printed as its message alone (WriterError). */
export class SpecInputError extends WriterError {}

/** The specs folder: PORTAL_SPECS_DIR (relative to the site, or absolute), else specs/. */
export function specsDir(siteDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[SPECS_DIR_ENV]?.trim();
  return configured ? path.resolve(siteDir, configured) : path.join(siteDir, 'specs');
}

export function specFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir)
    .filter(isSpecFileName)
    .sort()
    .map((file) => path.join(dir, file));
}

function displayPath(siteDir: string, file: string): string {
  const relative = path.relative(siteDir, file);
  return relative.startsWith('..') ? file : relative.split(path.sep).join('/');
}

function lineOfOffset(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Parses YAML or JSON; a syntax error names the file and line. */
export function parseSpecText(text: string, file: string): unknown {
  if (file.endsWith('.json')) {
    try {
      return JSON.parse(text);
    } catch (error) {
      const message = (error as Error).message;
      const position = /position (\d+)/.exec(message)?.[1];
      const line = /line (\d+)/.exec(message)?.[1] ?? (position === undefined ? undefined : String(lineOfOffset(text, Number(position))));
      throw new SpecInputError(
        `${file}${line ? `:${line}` : ''}: invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '')}. Fix the syntax there.`,
      );
    }
  }
  try {
    return yaml.load(text, {filename: file});
  } catch (error) {
    const yamlError = error as {mark?: {line: number}; reason?: string; message: string};
    const line = yamlError.mark ? yamlError.mark.line + 1 : undefined;
    throw new SpecInputError(`${file}${line ? `:${line}` : ''}: invalid YAML: ${yamlError.reason ?? yamlError.message.split('\n')[0]}. Fix the syntax there.`);
  }
}

function lineOf(source: Source, pointer: string): number | undefined {
  try {
    return getLineColLocation({source, pointer, reportOnKey: true}).start.line;
  } catch {
    return undefined;
  }
}

/** A stable id for an operation without one: method and path in lower camel case. */
export function deriveOperationId(method: string, route: string): string {
  const words = route
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function checkOperationIds(spec: {file: string; source: Source; document: OpenApiDocument}, problems: string[]): Map<string, string> {
  // operationIds are unique across paths and webhooks alike.
  const operations = [...operationsOf(spec.document), ...operationsOf(spec.document, 'webhooks')];
  const seen = new Map<string, OperationRef>();
  const where = (operation: OperationRef) =>
    `${operation.method.toUpperCase()} ${operation.route}${lineOf(spec.source, operation.pointer) ? ` (line ${lineOf(spec.source, operation.pointer)})` : ''}`;
  for (const operation of operations) {
    if (operation.operationId === undefined) {
      continue;
    }
    if (typeof operation.operationId !== 'string' || operation.operationId.trim() === '') {
      problems.push(
        `${spec.file}:${lineOf(spec.source, `${operation.pointer}/operationId`) ?? '?'}: the operationId of ${operation.method.toUpperCase()} ${operation.route} must be a non-empty string.`,
      );
      continue;
    }
    const other = seen.get(operation.operationId);
    if (other) {
      problems.push(
        `${spec.file}: duplicate operationId "${operation.operationId}" on ${where(other)} and ${where(operation)}. Give each operation its own id.`,
      );
    }
    seen.set(operation.operationId, operation);
  }
  const derived = new Map<string, string>();
  for (const operation of operations.filter((candidate) => candidate.operationId === undefined)) {
    let id = deriveOperationId(operation.method, operation.route);
    for (let suffix = 2; seen.has(id); suffix++) {
      id = `${deriveOperationId(operation.method, operation.route)}${suffix}`;
    }
    seen.set(id, operation);
    derived.set(operation.pointer, id);
  }
  return derived;
}

/** Redocly's `x-codeSamples`: a list of `{lang, label?, source}`, shown before the generated samples. */
function checkCodeSamples(spec: {file: string; source: Source; document: OpenApiDocument}, problems: string[]): void {
  for (const operation of [...operationsOf(spec.document), ...operationsOf(spec.document, 'webhooks')]) {
    const samples = (pointerGet(spec.document, operation.pointer) as Record<string, unknown> | undefined)?.['x-codeSamples'];
    if (samples === undefined) {
      continue;
    }
    const at = (suffix: string) => `${spec.file}:${lineOf(spec.source, `${operation.pointer}/x-codeSamples${suffix}`) ?? '?'}`;
    if (!Array.isArray(samples)) {
      problems.push(`${at('')}: x-codeSamples of ${operation.method.toUpperCase()} ${operation.route} must be a list of {lang, label, source}.`);
      continue;
    }
    samples.forEach((sample: unknown, index) => {
      const entry = typeof sample === 'object' && sample !== null ? (sample as Record<string, unknown>) : {};
      const wrong = (['lang', 'source'] as const).filter((key) => typeof entry[key] !== 'string' || (entry[key] as string).trim() === '');
      if (entry.label !== undefined && typeof entry.label !== 'string') {
        wrong.push('label' as never);
      }
      if (wrong.length > 0) {
        problems.push(
          `${at(`/${index}`)}: x-codeSamples entry ${index + 1} of ${operation.method.toUpperCase()} ${operation.route} needs ${wrong.map((key) => `\`${key}\``).join(' and ')} as text (lang: the language, e.g. Java; label: the tab's name, optional; source: the code).`,
        );
      }
    });
  }
}

/**
 * `x-sandbox` on a server entry marks it as the sandbox and names where its tokens come from:
 * `{tokenUrl, authorizationUrl?}`. The "Try it" console offers the client-credentials grant on such
 * servers only; checkOrigins checks the URLs themselves.
 */
function checkSandboxServers(spec: {file: string; source: Source; document: OpenApiDocument}, problems: string[]): void {
  const servers = Array.isArray(spec.document.servers) ? spec.document.servers : [];
  servers.forEach((server: unknown, index) => {
    const sandbox = typeof server === 'object' && server !== null ? (server as Record<string, unknown>)['x-sandbox'] : undefined;
    if (sandbox === undefined) {
      return;
    }
    const at = `${spec.file}:${lineOf(spec.source, `#/servers/${index}/x-sandbox`) ?? '?'}`;
    const entry = isObject(sandbox) ? sandbox : undefined;
    const wrong = entry
      ? (['tokenUrl', 'authorizationUrl'] as const).filter((key) => (key === 'tokenUrl' || entry[key] !== undefined) && typeof entry[key] !== 'string')
      : ['tokenUrl'];
    const unknown = entry ? Object.keys(entry).filter((key) => key !== 'tokenUrl' && key !== 'authorizationUrl') : [];
    if (wrong.length > 0 || unknown.length > 0) {
      problems.push(
        `${at}: x-sandbox of the server ${index + 1} must be {tokenUrl, authorizationUrl} with absolute https URLs` +
          `${wrong.length > 0 ? ` (${wrong.map((key) => `${key} is ${JSON.stringify(entry?.[key])}`).join(', ')})` : ''}${unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''}.` +
          ' Example: x-sandbox: {tokenUrl: https://auth.sandbox.lindenkauf.example/oauth2/token}.',
      );
    }
  });
}

/** A URL a spec names, where it is and how a message calls it. */
interface NamedUrl {
  pointer: string;
  what: string;
  value: unknown;
  /** A server URL: a path on the portal passes, and its variables are filled in. */
  server?: {variables: unknown};
}

const OAUTH_URL_KEYS = ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const;

/**
 * Every URL of a spec whose origin the console could reach: the servers of the document, of each
 * path item and operation (paths, webhooks, callbacks, components) with their `x-sandbox` URLs, the
 * URLs of every OAuth 2 flow and every OpenID Connect discovery URL.
 */
export function urlsNamedBy(document: OpenApiDocument): NamedUrl[] {
  const urls: NamedUrl[] = [];
  const servers = (pointer: string, list: unknown, of: string) => {
    (Array.isArray(list) ? list : []).forEach((server: unknown, index) => {
      if (!isObject(server)) {
        return;
      }
      const at = childPointer(pointer, 'servers', index);
      urls.push({pointer: `${at}/url`, what: `the URL of server ${index + 1}${of}`, value: server.url, server: {variables: server.variables}});
      const sandbox = server['x-sandbox'];
      for (const key of ['tokenUrl', 'authorizationUrl'] as const) {
        if (isObject(sandbox) && typeof sandbox[key] === 'string') {
          urls.push({pointer: childPointer(at, 'x-sandbox', key), what: `the x-sandbox ${key} of server ${index + 1}${of}`, value: sandbox[key]});
        }
      }
    });
  };
  /** A path item's servers and its operations' (`name`: how a message calls it, `operationName`: one of its operations). */
  const pathItem = (pointer: string, item: unknown, name: string, operationName: (method: string) => string) => {
    if (!isObject(item)) {
      return;
    }
    servers(pointer, item.servers, ` of ${name}`);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) {
        continue;
      }
      const operationPointer = childPointer(pointer, method);
      servers(operationPointer, operation.servers, ` of ${operationName(method.toUpperCase())}`);
      callbacks(childPointer(operationPointer, 'callbacks'), operation.callbacks, ` of ${operationName(method.toUpperCase())}`);
    }
  };
  const callbacks = (pointer: string, named: unknown, of: string) => {
    for (const [name, callback] of Object.entries(isObject(named) ? named : {})) {
      for (const [expression, item] of Object.entries(isObject(callback) ? callback : {})) {
        pathItem(childPointer(pointer, name, expression), item, `the callback ${name}${of}`, (method) => `the callback ${name} (${method})${of}`);
      }
    }
  };
  servers('#', document.servers, '');
  for (const [route, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    pathItem(childPointer('#', 'paths', route), item, `the path ${route}`, (method) => `${method} ${route}`);
  }
  for (const [name, item] of Object.entries(isObject(document.webhooks) ? document.webhooks : {})) {
    pathItem(childPointer('#', 'webhooks', name), item, `the webhook ${name}`, (method) => `the webhook ${name} (${method})`);
  }
  const components = isObject(document.components) ? document.components : {};
  for (const [name, item] of Object.entries(isObject(components.pathItems) ? components.pathItems : {})) {
    pathItem(childPointer('#', 'components', 'pathItems', name), item, `the path item ${name}`, (method) => `the path item ${name} (${method})`);
  }
  callbacks(childPointer('#', 'components', 'callbacks'), components.callbacks, '');
  for (const [name, scheme] of Object.entries(isObject(components.securitySchemes) ? components.securitySchemes : {})) {
    if (!isObject(scheme)) {
      continue;
    }
    const schemePointer = childPointer('#', 'components', 'securitySchemes', name);
    if (scheme.type === 'openIdConnect' && scheme.openIdConnectUrl !== undefined) {
      urls.push({pointer: `${schemePointer}/openIdConnectUrl`, what: `the openIdConnectUrl of the security scheme ${name}`, value: scheme.openIdConnectUrl});
    }
    for (const [flowName, flow] of Object.entries(scheme.type === 'oauth2' && isObject(scheme.flows) ? scheme.flows : {})) {
      for (const key of OAUTH_URL_KEYS) {
        if (isObject(flow) && flow[key] !== undefined) {
          urls.push({
            pointer: childPointer(schemePointer, 'flows', flowName, key),
            what: `the ${key} of the ${flowName} flow of the security scheme ${name}`,
            value: flow[key],
          });
        }
      }
    }
  }
  return urls;
}

/**
 * Every origin a spec names must be one the console may reach (lib/openapi/origins.ts): checked
 * here, once, as the spec loads, so the console data and the CSP only ever hold checked origins.
 */
function checkOrigins(spec: {file: string; source?: Source; document: OpenApiDocument}, problems: string[], loopback: boolean): void {
  for (const {pointer, what, value, server} of urlsNamedBy(spec.document)) {
    // Without a source: the bundle, where the URL came from a file a $ref of the spec points to.
    const at = spec.source ? `${spec.file}:${lineOf(spec.source, pointer) ?? '?'}` : `${spec.file} (at ${pointer}, from a file a $ref points to)`;
    if (typeof value !== 'string') {
      problems.push(`${at}: ${what} must be a URL (found ${JSON.stringify(value)}). Write it as text, for example https://api.sandbox.lindenkauf.example.`);
      continue;
    }
    for (const url of server ? serverUrlsOf(value, server.variables) : [value]) {
      const found = originProblem(url, {loopback, relative: server !== undefined});
      if (found) {
        problems.push(`${at}: ${what}, ${JSON.stringify(value)}${url === value ? '' : ` (as ${JSON.stringify(url)})`}, ${found.problem}. ${found.fix}`);
        break;
      }
    }
  }
}

let configPromise: ReturnType<typeof createConfig> | undefined;

const pointerOf = (problem: {location: unknown[]}) => {
  const location = problem.location[0];
  return typeof location === 'object' && location !== null && 'pointer' in location ? String(location.pointer) : undefined;
};

async function bundleSpec(
  file: string,
  source: Source,
  parsed: OpenApiDocument,
  problems: string[],
  notices: string[],
  dependencies: Set<string>,
): Promise<OpenApiDocument | undefined> {
  configPromise ??= createConfig({});
  const document: Document = {source, parsed};
  const result = await bundle({doc: document, config: await configPromise, dereference: false});
  for (const dependency of result.fileDependencies) {
    dependencies.add(dependency);
  }
  // A discriminator mapping only labels the options of a ONE OF; one that names nothing is noted, not fatal.
  const isMapping = (problem: {location: unknown[]}) => /\/discriminator\/mapping\//.test(pointerOf(problem) ?? '');
  const mappings = [...new Set(result.problems.filter((problem) => problem.severity === 'error' && isMapping(problem)).map(pointerOf))];
  if (mappings.length > 0) {
    notices.push(
      `${file}: ${mappings.length} discriminator mapping value(s) name schemas that do not resolve (first at ${mappings[0]}); those options are labelled by title or name instead.`,
    );
  }
  const errors = result.problems.filter((problem) => problem.severity === 'error' && !isMapping(problem));
  for (const problem of errors) {
    const location = problem.location[0];
    const pointer = pointerOf(problem);
    const line = location
      ? (() => {
          try {
            return getLineColLocation(location).start.line;
          } catch {
            return undefined;
          }
        })()
      : undefined;
    const unresolved = /resolve \$ref/i.test(problem.message);
    problems.push(
      `${file}${line ? `:${line}` : ''}: ${problem.message}${pointer ? ` (at ${pointer})` : ''}.` +
        (unresolved ? ' Point the $ref to a component that exists, e.g. #/components/schemas/<Name>.' : ''),
    );
  }
  return errors.length === 0 ? (result.bundle.parsed as OpenApiDocument) : undefined;
}

async function loadSpec(
  siteDir: string,
  absolute: string,
  text: string,
  problems: string[],
  notices: string[],
  dependencies: Set<string>,
  loopback: boolean,
): Promise<Omit<LoadedSpec, 'fingerprint'> | undefined> {
  const file = displayPath(siteDir, absolute);
  const key = path.basename(absolute).replace(/\.(ya?ml|json)$/, '');
  if (!SPEC_KEY.test(key)) {
    problems.push(`${file}: the file name "${key}" cannot be a spec key (it names the API in URLs). Use letters, digits, - and _ only.`);
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = parseSpecText(text, file);
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
  const document = parsed as OpenApiDocument;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || typeof document.openapi !== 'string' || !/^3\.\d+/.test(document.openapi)) {
    const found =
      typeof parsed === 'object' && parsed !== null && 'swagger' in parsed
        ? `swagger: ${String((parsed as {swagger: unknown}).swagger)}`
        : typeof document?.openapi === 'string'
          ? `openapi: ${document.openapi}`
          : 'no "openapi" field';
    problems.push(
      `${file}: not an OpenAPI 3.x document (${found}). The reference reads OpenAPI 3.0 and 3.1; start the file with \`openapi: 3.0.3\` (convert Swagger 2.0 first).`,
    );
    return undefined;
  }
  if (typeof document.info !== 'object' || document.info === null || typeof document.info.title !== 'string') {
    problems.push(`${file}: the document has no info.title. Give the API a title under info.`);
    return undefined;
  }
  const source = new Source(absolute, text, file.endsWith('.json') ? 'application/json' : undefined);
  const flag = document['x-public'];
  if (flag !== undefined && typeof flag !== 'boolean') {
    problems.push(`${file}:${lineOf(source, '#/x-public') ?? '?'}: x-public must be true or false (without quotes) (found ${JSON.stringify(flag)}).`);
    return undefined;
  }
  if (flag === undefined) {
    notices.push(`${file} has no x-public flag: the API is treated as internal and left out of the live portal. Add \`x-public: true\` to publish it.`);
  }
  const countBefore = problems.length;
  const derivedIds = checkOperationIds({file, source, document}, problems);
  checkCodeSamples({file, source, document}, problems);
  checkSandboxServers({file, source, document}, problems);
  checkOrigins({file, source, document}, problems, loopback);
  const bundled = await bundleSpec(file, source, document, problems, notices, dependencies);
  if (bundled && [...dependencies].some((dependency) => path.resolve(dependency) !== path.resolve(absolute))) {
    checkOrigins({file, document: bundled}, problems, loopback);
  }
  if (!bundled || problems.length > countBefore) {
    return undefined;
  }
  if (derivedIds.size > 0) {
    notices.push(
      `${file}: ${derivedIds.size} operation(s) have no operationId; their pages use ids derived from method and path (${[...derivedIds.values()].slice(0, 3).join(', ')}${derivedIds.size > 3 ? ', ...' : ''}).`,
    );
  }
  return {key, file, public: isPublicSpec(document), document: bundled, derivedIds};
}

/** One file's load: kept while neither its text nor a file its bundle read changes. */
export interface FileLoad {
  fingerprint: string;
  /** Whether loopback origins passed (lib/openapi/origins.ts): a load made under the other rule is made again. */
  loopback: boolean;
  /** Files the bundle read besides the spec itself (external $refs). */
  dependencies: string[];
  spec?: LoadedSpec;
  problems: string[];
  notices: string[];
}

const fileLoads = new Map<string, FileLoad>();

function fingerprintOf(text: string, dependencies: readonly string[]): string {
  const hash = crypto.createHash('sha1').update(text);
  for (const dependency of dependencies) {
    hash.update(`\0${dependency}\0`).update(fs.existsSync(dependency) ? fs.readFileSync(dependency) : '');
  }
  return hash.digest('hex');
}

/** Drops every kept load: a build calls it once the pages are written, and the next load reads the files again. */
export function forgetSpecLoads(): void {
  fileLoads.clear();
}

/** The files the specs of `dir` were read from: the specs and, once loaded, the files their `$ref`s point to. */
export function specInputs(dir: string): string[] {
  const files = specFiles(dir);
  const notes = files.map(releaseNotesFileOf).filter((file) => fs.existsSync(file));
  return [...new Set([...files, ...notes, ...files.flatMap((file) => fileLoads.get(file)?.dependencies ?? [])])];
}

/** A spec file's load, from the cache when the file and what it refers to are unchanged. */
export async function loadSpecFile(siteDir: string, absolute: string): Promise<FileLoad> {
  const text = fs.readFileSync(absolute, 'utf8');
  const loopback = loopbackAllowed(process.env);
  const before = fileLoads.get(absolute);
  if (before && before.loopback === loopback && before.fingerprint === fingerprintOf(text, before.dependencies)) {
    return before;
  }
  const problems: string[] = [];
  const notices: string[] = [];
  const read = new Set<string>();
  // The fingerprint of what was read: a later change to a referenced file is seen by the next load.
  const spec = await loadSpec(siteDir, absolute, text, problems, notices, read, loopback);
  const dependencies = [...read].filter((dependency) => path.resolve(dependency) !== path.resolve(absolute)).sort();
  const fingerprint = fingerprintOf(text, dependencies);
  const load: FileLoad = {fingerprint, loopback, dependencies, ...(spec ? {spec: {...spec, fingerprint}} : {}), problems, notices};
  fileLoads.set(absolute, load);
  return load;
}

/** Loads every spec of `dir`; throws one SpecInputError listing every problem found. */
export async function loadSpecs(siteDir: string, dir: string): Promise<LoadResult> {
  const problems: string[] = [];
  const notices: string[] = [];
  const specs: LoadedSpec[] = [];
  const files = specFiles(dir);
  for (const file of files) {
    const load = await loadSpecFile(siteDir, file);
    problems.push(...load.problems);
    notices.push(...load.notices);
    if (load.spec) {
      specs.push(load.spec);
    }
  }
  for (const file of fileLoads.keys()) {
    if (!files.includes(file)) {
      fileLoads.delete(file);
    }
  }
  const byKey = new Map<string, LoadedSpec>();
  for (const spec of specs) {
    const other = byKey.get(spec.key);
    if (other) {
      problems.push(`${other.file} and ${spec.file} both have the spec key "${spec.key}". Keep one file per API.`);
    }
    byKey.set(spec.key, spec);
  }
  if (problems.length > 0) {
    throw new SpecInputError(`The OpenAPI specs have ${problems.length} problem(s):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  return {specs, notices};
}
