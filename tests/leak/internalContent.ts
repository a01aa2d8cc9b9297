import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {findNonPublicDocs} from '../../plugins/public-filter';
import {REDIRECTS, sectionsFor} from '../../lib/portal/sections';
import yaml from 'js-yaml';
import {readSpecs, type SpecFile} from '../content/specs';
import {BASE_URL, ROUTES} from '../../lib/portal/config';
import {eventApiFiles, eventsDir, isPublicEventApi, loadEventApis} from '../../lib/asyncapi/load';
import type {EventApiModel} from '../../lib/asyncapi/types';
import {SITE_DIR} from '../support/siteCopy';

export type NeedleKind = 'url' | 'title' | 'heading' | 'sentence';

/** A piece of internal content that must not occur in the live build. */
export interface Needle {
  kind: NeedleKind;
  text: string;
  /** Where it comes from, for the failure message. */
  source: string;
}

const MARKUP = /[`*_[\]<>{}|\\]|:::|https?:/;

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/** Prose sentences without markup, so that they render as one contiguous run of text. */
export function plainSentences(body: string): string[] {
  const withoutCode = body.replace(/```[\s\S]*?```/g, '').replace(/^(import|export) .*$/gm, '');
  return withoutCode
    .split(/\n\s*\n/)
    .filter((block) => !/^\s*(#|\||-|\d+\.|>|:::|<)/.test(block))
    .flatMap((block) =>
      block
        .replace(/\s+/g, ' ')
        .trim()
        .split(/(?<=[.!?])\s+(?=[A-Z])/),
    )
    .filter((sentence) => sentence.length >= 40 && sentence.length <= 300 && !MARKUP.test(sentence));
}

export function headings(body: string): string[] {
  return [...body.replace(/```[\s\S]*?```/g, '').matchAll(/^#{2,4}\s+(.+?)\s*(\{#[^}]+\})?\s*$/gm)]
    .map((match) => match[1])
    .filter((heading) => heading.length >= 4 && !MARKUP.test(heading));
}

async function pageNeedles(file: string, url: string, sentencesPerPage: number): Promise<Needle[]> {
  const source = path.relative(SITE_DIR, file);
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: fs.readFileSync(file, 'utf8')});
  const needles: Needle[] = [{kind: 'url', text: url, source}];
  if (typeof frontMatter.title === 'string') {
    needles.push({kind: 'title', text: frontMatter.title, source});
  }
  needles.push(...headings(content).map((text) => ({kind: 'heading' as const, text, source})));
  needles.push(
    ...plainSentences(content)
      .slice(0, sentencesPerPage)
      .map((text) => ({kind: 'sentence' as const, text, source})),
  );
  return needles;
}

function docUrl(routeBasePath: string, sectionDir: string, file: string, slug: unknown): string {
  const relative = path
    .relative(sectionDir, file)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  const route = typeof slug === 'string' ? slug.replace(/^\//, '') : relative;
  return `${BASE_URL}${routeBasePath}/${route}`.replace(/\/$/, '');
}

/**
 * Every piece of internal content in the source tree: the pages of internal sections, docs
 * marked `public: false`, internal redirects, internal API specs and internal event APIs.
 */
export async function internalNeedles(sentencesPerPage = 4): Promise<Needle[]> {
  const liveIds = new Set(sectionsFor('live').map((section) => section.id));
  const needles: Needle[] = [];
  for (const section of sectionsFor('internal')) {
    const sectionDir = path.join(SITE_DIR, section.path);
    const internalSection = !liveIds.has(section.id);
    const files = internalSection ? markdownFiles(sectionDir) : (await findNonPublicDocs(sectionDir)).map((doc) => path.join(sectionDir, doc.file));
    if (internalSection) {
      needles.push({kind: 'title', text: section.label, source: 'lib/portal/sections.ts'});
    }
    for (const file of files) {
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: fs.readFileSync(file, 'utf8')});
      needles.push(...(await pageNeedles(file, docUrl(section.routeBasePath, sectionDir, file, frontMatter.slug), sentencesPerPage)));
    }
  }
  for (const redirect of REDIRECTS.filter((candidate) => !candidate.public)) {
    needles.push({kind: 'url', text: `${BASE_URL}${redirect.from.replace(/^\//, '')}`, source: 'lib/portal/sections.ts'});
  }
  for (const spec of readSpecs().filter((candidate) => candidate.document['x-public'] !== true)) {
    needles.push(...specNeedles(spec, sentencesPerPage));
  }
  for (const api of await internalEventApis()) {
    needles.push(...eventApiNeedles(api, sentencesPerPage));
  }
  return needles;
}

export interface EventApiFile {
  /** The file's base name: the event API's key in every URL. */
  key: string;
  /** Relative to the site. */
  file: string;
  document: Record<string, unknown>;
}

/** The event APIs' AsyncAPI documents as written (events/, or PORTAL_EVENTS_DIR). */
export function readEventApiDocuments(): EventApiFile[] {
  return eventApiFiles(eventsDir(SITE_DIR)).map((file) => ({
    key: path.basename(file).replace(/\.(ya?ml|json)$/, ''),
    file: path.relative(SITE_DIR, file),
    document: yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, unknown>,
  }));
}

/**
 * An internal event API's key (in its page URLs and download names), title, topic addresses,
 * message ids (in URLs) and names (event types), message titles, and the first sentences of its
 * descriptions: as the loader models it (lib/asyncapi), so ids are those the pages use.
 */
function eventApiNeedles(api: EventApiModel, sentencesPerApi: number): Needle[] {
  const source = path.relative(SITE_DIR, api.file);
  const needles: Needle[] = [
    {kind: 'title', text: api.title, source},
    {kind: 'url', text: `${BASE_URL}${ROUTES.eventApi(api.key).slice(1)}`, source},
    {kind: 'url', text: ROUTES.eventApiDownload(api.key, 'json').replace(/\.json$/, ''), source},
    // A topic name is an address: it must occur nowhere, as an internal URL must not.
    ...api.channels.map((channel) => ({kind: 'url' as const, text: channel.address, source})),
  ];
  const sentences = [api.description, ...api.channels.map((channel) => channel.description)].flatMap((text) => plainSentences(text ?? '').slice(0, 1));
  for (const message of api.messages) {
    needles.push({kind: 'url', text: ROUTES.eventMessage(api.key, message.id), source}, {kind: 'title', text: message.name, source});
    if (message.title) {
      needles.push({kind: 'heading', text: message.title, source});
    }
    sentences.push(...plainSentences(message.description ?? '').slice(0, 1));
  }
  needles.push(...sentences.slice(0, sentencesPerApi * 4).map((text) => ({kind: 'sentence' as const, text, source})));
  return needles;
}

/** The internal event APIs, as the internal build's loader models them. */
export async function internalEventApis(): Promise<EventApiModel[]> {
  const {apis} = await loadEventApis({flavour: 'internal', siteDir: SITE_DIR});
  return apis.filter((api) => !api.public);
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * An internal API's title, its reference URLs, its operation paths, ids and summaries, its
 * webhooks' names and summaries, and the first sentences of their descriptions.
 */
function specNeedles(spec: SpecFile, sentencesPerSpec: number): Needle[] {
  const source = `specs/${spec.name}.yaml`;
  const info = spec.document.info as {title: string};
  const needles: Needle[] = [
    {kind: 'title', text: info.title, source},
    ...[`rest/${spec.name}`, `reference/specs/${spec.name}`, `profiles/${spec.name}`].map((url) => ({kind: 'url' as const, text: `${BASE_URL}${url}`, source})),
  ];
  const sentences: string[] = [];
  type Items = Record<string, Record<string, {operationId?: string; summary?: string; description?: string}>>;
  const webhooks = Object.keys((spec.document.webhooks ?? {}) as Items);
  needles.push(...webhooks.map((name) => ({kind: 'url' as const, text: `/webhooks/${name}`, source})));
  const entries = [
    ...Object.entries((spec.document.paths ?? {}) as Items).map((entry) => [...entry, false] as const),
    ...Object.entries((spec.document.webhooks ?? {}) as Items).map((entry) => [...entry, true] as const),
  ];
  for (const [route, item, webhook] of entries) {
    if (!webhook) {
      needles.push({kind: 'url', text: route, source});
    }
    for (const method of HTTP_METHODS.filter((candidate) => item[candidate])) {
      const operation = item[method]!;
      // A webhook's page is named by the webhook, not by an operationId.
      if (operation.operationId && !webhook) {
        needles.push({kind: 'url', text: `/operations/${operation.operationId}`, source});
      }
      if (operation.summary) {
        needles.push({kind: 'heading', text: operation.summary, source});
      }
      sentences.push(...plainSentences(operation.description ?? '').slice(0, 1));
    }
  }
  needles.push(...sentences.slice(0, sentencesPerSpec * 4).map((text) => ({kind: 'sentence' as const, text, source})));
  return needles;
}

/** Text of a public source file (pages and public specs), to tell internal content from words public pages share. */
export function publicSourceText(): string {
  const dirs = sectionsFor('live').map((section) => path.join(SITE_DIR, section.path));
  const files = [...dirs.flatMap(markdownFiles), ...markdownFiles(path.join(SITE_DIR, 'src', 'pages'))];
  const publicSpecs = readSpecs()
    .filter((spec) => spec.document['x-public'] === true)
    .map((spec) => fs.readFileSync(path.join(SITE_DIR, 'specs', `${spec.name}.yaml`), 'utf8'));
  const publicEventApis = readEventApiDocuments()
    .filter((api) => isPublicEventApi(api.document))
    .map((api) => fs.readFileSync(path.join(SITE_DIR, api.file), 'utf8'));
  return [...files.map((file) => fs.readFileSync(file, 'utf8')), ...publicSpecs, ...publicEventApis].join('\n');
}
