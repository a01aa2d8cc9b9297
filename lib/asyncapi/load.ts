/**
 * Reads the event APIs: the AsyncAPI 3 documents of events/ (or PORTAL_EVENTS_DIR), validated with
 * @asyncapi/parser and its Avro schema parser, as EventApiModels. Mirrors lib/openapi/load.ts: the
 * same file names count (lint exceptions and release notes beside a document are not documents),
 * `x-public` decides the flavour, and every problem of every document is collected first and
 * reported in one error, each naming the file, the line and column where known, and the fix.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Parser, type Diagnostic} from '@asyncapi/parser';
import {AvroSchemaParser} from '@asyncapi/avro-schema-parser';
import * as z from 'zod';
import {EVENT_APIS, type Flavour} from '../portal/config';
import {SpecInputError, parseSpecText, specFiles} from '../openapi/load';
import {isObject, type Json} from '../shared/guards';
import {childPointer, pointerGet} from '../shared/pointer';
import {positionOf, sourceOf} from '../shared/sourcePosition';
import {avroToSchema, createNamedSchemas} from './avro';
import {buildEventApiModel} from './model';
import type {EventApiModel} from './types';

const API_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const SPEC_URL = 'https://www.asyncapi.com/docs/reference/specification/v3.0.0';

/**
 * A document the portal cannot read. A SpecInputError, so the build and the dev server treat it as
 * they treat a broken OpenAPI spec: the message alone, no stack.
 */
export class EventApiError extends SpecInputError {}

/** The event API folder: PORTAL_EVENTS_DIR (relative to the site, or absolute), else events/. */
export function eventsDir(siteDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[EVENT_APIS.dirEnv]?.trim();
  return configured ? path.resolve(siteDir, configured) : path.join(siteDir, EVENT_APIS.dir);
}

/** The documents of a folder, sorted: every .yaml, .yml and .json file but lint exceptions and release notes, as for specs. */
export const eventApiFiles = specFiles;

/** Whether a document is public: `x-public: true` and nothing else, as for OpenAPI. */
export const isPublicEventApi = (document: Record<string, unknown>): boolean => document['x-public'] === true;

function displayPath(siteDir: string | undefined, file: string): string {
  if (!siteDir) {
    return file;
  }
  const relative = path.relative(siteDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

type AjvLookup = (schema: {$id?: unknown}, dialect: string, allErrors: boolean) => unknown;

/**
 * Spectral, which validates for @asyncapi/parser, compiles the AsyncAPI JSON Schema anew for every
 * document (its Ajv instances live per document): about a second of each document's parse, against
 * some 40 ms for the rest. The AsyncAPI schemas never change, so their compiled validators are
 * shared across documents; every other schema keeps its per-document instance, as before (a
 * document's own `$id` must not meet another's). Should the module move, parsing stays as slow as it was.
 */
function shareAsyncapiValidators(): void {
  try {
    const ajv = createRequire(__filename)('@stoplight/spectral-functions/dist/schema/ajv') as {createAjvInstances: () => AjvLookup};
    const perDocument = ajv.createAjvInstances;
    let shared: AjvLookup | undefined;
    ajv.createAjvInstances = () => {
      const own = perDocument();
      return (schema, dialect, allErrors) =>
        typeof schema.$id === 'string' && schema.$id.startsWith(EVENT_APIS.asyncapiSchemaIds)
          ? (shared ??= perDocument())(schema, dialect, allErrors)
          : own(schema, dialect, allErrors);
    };
  } catch {
    // Slower, not wrong.
  }
}

/** Refs to URLs are refused before parsing (the build reads the repository only); this keeps the parser off the network. */
const offline = (schema: 'http' | 'https') => ({schema, order: 1, read: () => '{}'});

let parser: Parser | undefined;

/** One parser for the process: building its ruleset takes longer than parsing a document. */
function asyncapiParser(): Parser {
  if (!parser) {
    shareAsyncapiValidators();
    // The recommended rules only warn (style); the event lint has our own.
    parser = new Parser({ruleset: {recommended: false}, __unstable: {resolver: {resolvers: [offline('https'), offline('http')]}}});
    parser.registerSchemaParser(AvroSchemaParser());
  }
  return parser;
}

const ERROR = 0;

/** What to do about a parser diagnostic, by its rule. */
function fixFor(diagnostic: Diagnostic): string {
  switch (diagnostic.code) {
    case 'invalid-ref':
      return 'Point the $ref at something the document (or the file it names) defines, e.g. #/components/messages/<name> or #/channels/<channel>.';
    case 'asyncapi3-operation-messages-from-referred-channel':
      return "List only messages of the operation's channel: $ref: '#/channels/<channel>/messages/<message>'.";
    case 'asyncapi3-channel-servers':
      return 'Name only servers of #/servers in the channel.';
    case 'asyncapi-schemas-v3':
    case 'asyncapi-payload':
    case 'asyncapi-payload-default':
    case 'asyncapi-payload-examples':
    case 'asyncapi-schema-default':
    case 'asyncapi-schema-examples':
      return "Make the schema (or its default, or example) valid in the payload's schemaFormat.";
    case 'parser':
      return 'Fix the syntax there.';
    default:
      return `Correct it as the AsyncAPI 3.0 specification says (${SPEC_URL}).`;
  }
}

const sentence = (message: string): string => (/[.?!]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`);

/** The parser's errors as problems; a consequence of an error listed already (a parent's, an unresolved $ref's) is left out. */
function diagnosticProblems(shown: string, raw: Json, diagnostics: readonly Diagnostic[]): string[] {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === ERROR);
  const pathOf = (diagnostic: Diagnostic) => diagnostic.path.map(String);
  const isPrefix = (short: string[], long: string[]) => short.length < long.length && short.every((segment, index) => long[index] === segment);
  const unresolved = errors.filter((diagnostic) => diagnostic.code === 'invalid-ref').map(pathOf);
  const kept = errors.filter((diagnostic) => {
    const own = pathOf(diagnostic);
    // A `type` that "must be one of the allowed values" because something deeper under its parent is wrong.
    const parent = own.at(-1) === 'type' ? own.slice(0, -1) : own;
    if (errors.some((other) => other !== diagnostic && pathOf(other).length > own.length && isPrefix(parent, pathOf(other)))) {
      return false;
    }
    // An operation whose channel $ref is broken also "lists messages of another channel": one cause, one line.
    return diagnostic.code === 'invalid-ref' || !unresolved.some((broken) => broken.length >= 2 && broken[0] === own[0] && broken[1] === own[1]);
  });
  // One line per place: the schema validator says "one of the allowed values" and "equal to constant" of one value.
  const byPlace = new Map<string, string>();
  for (const diagnostic of kept) {
    const {line, character} = diagnostic.range.start;
    const place = `${line}:${character}`;
    const at = pointerOfPath(diagnostic.path);
    const avro = avroSlotAround(raw, diagnostic.path.map(String));
    const fix = avro ? `Write a valid Avro schema there (${AVRO_SPEC_URL}); ${avro}` : fixFor(diagnostic);
    if (!byPlace.has(place)) {
      byPlace.set(place, `${shown}:${line + 1}:${character + 1}: ${sentence(diagnostic.message)}${at ? ` (at ${at})` : ''} ${fix}`);
    }
  }
  return [...byPlace.values()];
}

const AVRO_SPEC_URL = 'https://avro.apache.org/docs/1.11.1/specification/';

/** For a place inside an Avro schema (a `{schemaFormat: avro, schema}` above it), what Avro asks for there. */
function avroSlotAround(raw: Json, segments: readonly string[]): string | undefined {
  for (let end = segments.length - 1; end > 0; end--) {
    if (segments[end] !== 'schema') {
      continue;
    }
    const slot = pointerGet(raw, childPointer('#', ...segments.slice(0, end)));
    if (
      isObject(slot) &&
      typeof slot.schemaFormat === 'string' &&
      (EVENT_APIS.avroSchemaFormats as readonly string[]).includes(slot.schemaFormat.split(';')[0]!.trim())
    ) {
      return 'a type is a primitive name (null, boolean, int, long, float, double, bytes, string), a list of types (a union) or {type: record, name, fields}, {type: enum, name, symbols}, {type: array, items}, {type: map, values} or {type: fixed, name, size}.';
    }
  }
  return undefined;
}

const pointerOfPath = (segments: readonly (string | number)[]): string => (segments.length > 0 ? childPointer('', ...segments) : '');

/** Every `$ref` to an http(s) URL, with the pointer of its `$ref` key. */
function remoteRefs(value: unknown, pointer = ''): {pointer: string; ref: string}[] {
  if (Array.isArray(value)) {
    return value.flatMap((entry, index) => remoteRefs(entry, childPointer(pointer, index)));
  }
  if (!isObject(value)) {
    return [];
  }
  return Object.entries(value).flatMap(([key, entry]) =>
    key === '$ref' && typeof entry === 'string' && /^https?:/i.test(entry)
      ? [{pointer: childPointer(pointer, key), ref: entry}]
      : remoteRefs(entry, childPointer(pointer, key)),
  );
}

/**
 * The problems of every Avro schema written in the document, by our conversion (avro.ts), which
 * knows more than the parser's check (an unknown type name, a record without fields). A name another
 * schema of the document defines is not unknown: the model resolves it across payloads.
 */
function avroProblems(raw: Json, at: (pointer: string) => string): string[] {
  const slots: {pointer: string; schema: unknown}[] = [];
  const defined = new Set<string>();
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => walk(entry, childPointer(pointer, index)));
      return;
    }
    if (!isObject(value)) {
      return;
    }
    if (typeof value.name === 'string' && ['record', 'error', 'enum', 'fixed'].includes(String(value.type))) {
      defined.add(value.name.split('.').pop()!);
    }
    if (typeof value.schemaFormat === 'string' && (EVENT_APIS.avroSchemaFormats as readonly string[]).includes(value.schemaFormat.split(';')[0]!.trim())) {
      slots.push({pointer: childPointer(pointer, 'schema'), schema: value.schema});
    }
    Object.entries(value).forEach(([key, entry]) => walk(entry, childPointer(pointer, key)));
  };
  walk(raw, '');
  const named = createNamedSchemas();
  return slots
    .filter((slot) => !(isObject(slot.schema) && typeof slot.schema.$ref === 'string'))
    .flatMap((slot) =>
      avroToSchema(slot.schema, named)
        .problems.filter((problem) => !defined.has(/^unknown Avro type "(?:.*\.)?([^".]+)"/.exec(problem.message)?.[1] ?? ''))
        .map((problem) => `${at(`${slot.pointer}${problem.pointer}`)}: ${problem.message}`),
    );
}

/** One file's read: its model, or the problems that stop it. */
interface FileRead {
  api?: EventApiModel;
  public: boolean;
  problems: string[];
  notices: string[];
}

const reads = new Map<string, {fingerprint: string; read: FileRead}>();

const xPublicSchema = z.boolean().optional();

async function readEventApi(absolute: string, siteDir: string | undefined, flavour: Flavour, given?: string): Promise<FileRead> {
  const shown = displayPath(siteDir, absolute);
  const text = given ?? fs.readFileSync(absolute, 'utf8');
  const fingerprint = crypto.createHash('sha1').update(text).digest('hex');
  const before = reads.get(absolute);
  if (before?.fingerprint === fingerprint && (before.read.api || before.read.problems.length > 0)) {
    return before.read;
  }
  const problems: string[] = [];
  const notices: string[] = [];
  const fail = (...found: string[]): FileRead => ({public: false, problems: [...problems, ...found], notices});
  const key = path.basename(absolute).replace(/\.(ya?ml|json)$/, '');
  if (!API_KEY.test(key)) {
    return fail(`${shown}: the file name "${key}" cannot be an event API key (it names the API in URLs). Use letters, digits, - and _ only.`);
  }
  let parsed: unknown;
  try {
    parsed = parseSpecText(text, shown);
  } catch (error) {
    return fail((error as Error).message);
  }
  if (!isObject(parsed)) {
    return fail(`${shown}: not an AsyncAPI document (the file holds no mapping). Start it with \`asyncapi: 3.0.0\` and an info block.`);
  }
  const raw: Json = parsed;
  const source = sourceOf(absolute, text);
  const at = (pointer: string) => {
    const position = positionOf(source, pointer);
    return `${shown}${position ? `:${position.line}:${position.column}` : ''}`;
  };
  const version = raw.asyncapi;
  if (typeof version !== 'string' || !version.startsWith(`${EVENT_APIS.asyncapiMajor}.`)) {
    if (typeof version === 'string' || typeof version === 'number') {
      return fail(
        `${at('/asyncapi')}: an AsyncAPI ${String(version)} document; the portal reads AsyncAPI ${EVENT_APIS.asyncapiMajor}.x. Convert it with \`asyncapi convert ${shown} --target-version=3.0.0\` (the AsyncAPI CLI) and check the channels and operations it writes.`,
      );
    }
    return fail(`${shown}: not an AsyncAPI document (no "asyncapi" field). Start the file with \`asyncapi: 3.0.0\`.`);
  }
  const flag = xPublicSchema.safeParse(raw['x-public']);
  if (!flag.success) {
    return fail(`${at('/x-public')}: x-public must be true or false (without quotes) (found ${JSON.stringify(raw['x-public'])}).`);
  }
  const isPublic = isPublicEventApi(raw);
  if (flag.data === undefined) {
    notices.push(`${shown} has no x-public flag: the event API is treated as internal and left out of the live portal. Add \`x-public: true\` to publish it.`);
  }
  const remote = remoteRefs(raw);
  if (remote.length > 0) {
    return fail(
      ...remote.map(
        ({pointer, ref}) =>
          `${at(pointer)}: the $ref ${ref} points to a URL; the build reads files of the repository only, so that it cannot change or fail with someone else's server. Copy the schema into the repository (e.g. beside the document) and refer to it by a relative path.`,
      ),
    );
  }
  if (flavour === 'live' && !isPublic) {
    // Not modelled at all: nothing of it can reach a live page. The internal build checks it.
    return {public: false, problems, notices};
  }
  const {document, diagnostics} = await asyncapiParser().parse(text, {source: absolute});
  problems.push(...diagnosticProblems(shown, raw, diagnostics));
  if (problems.length > 0) {
    // The parser stops the model; what the Avro schemas hold that it lets through is said now, not after the next build.
    // Ours name the fault (a missing `symbols`), the parser's only the shape: on one line, ours stays.
    const avro = avroProblems(raw, at);
    const lineOf = (problem: string) => /^(.*?:\d+)(?::\d+)?: /.exec(problem)?.[1];
    const avroLines = new Set(avro.map(lineOf));
    const parserOnes = problems.splice(0).filter((problem) => !(problem.includes(AVRO_SPEC_URL) && avroLines.has(lineOf(problem))));
    problems.push(...parserOnes, ...avro.filter((problem) => !parserOnes.some((other) => lineOf(other) === lineOf(problem))));
  }
  if (!document || problems.length > 0) {
    if (problems.length === 0) {
      problems.push(`${shown}: @asyncapi/parser could not read the document and said nothing more. Check it with \`asyncapi validate ${shown}\`.`);
    }
    return {public: isPublic, problems, notices};
  }
  try {
    const result = buildEventApiModel({key, file: absolute, shown, public: isPublic, raw, resolved: document.json() as Json, source});
    problems.push(...result.problems);
    notices.push(...result.notices);
    const read: FileRead = result.problems.length > 0 ? {public: isPublic, problems, notices} : {api: result.api, public: isPublic, problems, notices};
    // A document that refers to other files is read again each time: they may have changed.
    // An older text (history) is not kept: it would push the file's current read out of the cache.
    if (given === undefined && !/\$ref['"]?\s*:\s*['"]?[^#'"\s]/.test(text)) {
      reads.set(absolute, {fingerprint, read});
    }
    return read;
  } catch (error) {
    return fail(
      `${shown}: the portal could not model the document (${(error as Error).message}). It passed the AsyncAPI parser; report this with the file to the portal team.`,
    );
  }
}

function errorOf(what: string, problems: readonly string[]): EventApiError {
  const listed = problems.slice(0, EVENT_APIS.maxListedProblems);
  const more = problems.length - listed.length;
  return new EventApiError(
    `${what} ${problems.length} problem(s):\n${listed.map((problem) => `- ${problem}`).join('\n')}${more > 0 ? `\n- ... and ${more} more: fix these and build again.` : ''}`,
  );
}

/**
 * One document, whatever its x-public flag (the lint, the MCP server and tests read single files).
 * Throws one EventApiError listing its problems.
 */
export async function loadEventApi(file: string, options: {siteDir?: string} = {}): Promise<{api: EventApiModel; notices: string[]}> {
  const absolute = path.resolve(options.siteDir ?? process.cwd(), file);
  const read = await readEventApi(absolute, options.siteDir, 'internal');
  if (!read.api || read.problems.length > 0) {
    throw errorOf(`The event API ${displayPath(options.siteDir, absolute)} has`, read.problems);
  }
  return {api: read.api, notices: read.notices};
}

/**
 * An older text of a document (a version from git, for its changelog), modelled as the file it was;
 * undefined where that version cannot be read: history shows what it can and never fails the build.
 */
export async function modelEventApiText(file: string, text: string, options: {siteDir?: string} = {}): Promise<EventApiModel | undefined> {
  const absolute = path.resolve(options.siteDir ?? process.cwd(), file);
  const read = await readEventApi(absolute, options.siteDir, 'internal', text);
  return read.problems.length > 0 ? undefined : read.api;
}

/**
 * The event APIs of a flavour: in the live flavour only the public ones (the others are not even
 * parsed). `dir` defaults to eventsDir(siteDir). Throws one EventApiError listing every problem of
 * every document.
 */
export async function loadEventApis(options: {dir?: string; flavour: Flavour; siteDir: string}): Promise<{apis: EventApiModel[]; notices: string[]}> {
  const files = eventApiFiles(options.dir ?? eventsDir(options.siteDir));
  const problems: string[] = [];
  const notices: string[] = [];
  const apis: EventApiModel[] = [];
  for (const file of files) {
    const read = await readEventApi(file, options.siteDir, options.flavour);
    problems.push(...read.problems);
    notices.push(...read.notices);
    if (read.api && (options.flavour === 'internal' || read.public)) {
      apis.push(read.api);
    }
  }
  const byKey = new Map<string, EventApiModel>();
  for (const api of apis) {
    const other = byKey.get(api.key);
    if (other) {
      problems.push(
        `${displayPath(options.siteDir, other.file)} and ${displayPath(options.siteDir, api.file)} both have the event API key "${api.key}". Keep one file per event API.`,
      );
    }
    byKey.set(api.key, api);
  }
  if (problems.length > 0) {
    throw errorOf('The event APIs have', problems);
  }
  return {apis, notices};
}
