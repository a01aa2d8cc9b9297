/**
 * How the flavour's twins are laid out in llms.txt: one section per portal section (its docs in
 * side-navigation order), the API reference, the event APIs, the legal pages, the spec downloads
 * (OpenAPI, then AsyncAPI), and the operation, webhook, schema and event message pages under "Optional".
 */
import fs from 'node:fs';
import {matchPath} from 'react-router';
import {PORTAL_NAME, ROUTES} from '../../lib/portal/config';
import {EVENT_TEXTS} from '../../lib/portal/texts/events';
import type {VisibleSection} from '../../lib/portal/sections';
import {siteFile} from '../openapi-reference/redirectPages';
import {type SiteAddress, readTwinHeader} from '../../lib/twins/format';
import type {LlmsInput, LlmsSection, TwinEntry} from '../../lib/twins/llms';

/** A route whose page only sends the reader on (a redirect route's meta refresh). */
export function isRedirectPage(outDir: string, sitePath: string): boolean {
  const file = siteFile(outDir, sitePath);
  return fs.existsSync(file) && /<meta[^>]*http-equiv="?refresh/i.test(fs.readFileSync(file, 'utf8'));
}

const matches = (sitePath: string, pattern: string) => matchPath(sitePath, {path: pattern, exact: true}) !== null;

/** Operation, webhook, profile and event message pages of their newest version; versioned pages repeat their operation. */
const isDetailPage = (sitePath: string) =>
  [ROUTES.operation(':spec', ':operationId'), ROUTES.webhook(':spec', ':name'), ROUTES.profile(':spec', '*'), ROUTES.eventMessage(':key', ':messageId')].some(
    (pattern) => matches(sitePath, pattern),
  ) && !matches(sitePath, ROUTES.profiles(':spec'));

/** The event APIs this build has pages for, by key, with the title their twin gives: the flavour's only, as its routes are. */
function eventApisOf(published: readonly TwinEntry[]): {key: string; title: string}[] {
  return published.flatMap((entry) => {
    const match = matchPath<{key: string}>(entry.sitePath, {path: ROUTES.eventApi(':key'), exact: true});
    return match ? [{key: match.params.key, title: readTwinHeader(entry.markdown)?.title ?? match.params.key}] : [];
  });
}
const isVersionPage = (sitePath: string) =>
  [ROUTES.operation(':spec', ':operationId', ':version'), ROUTES.webhook(':spec', ':name', ':version')].some((pattern) => matches(sitePath, pattern));

export interface SiteTwins {
  site: SiteAddress;
  title: string;
  sections: readonly VisibleSection[];
  apis: readonly {key: string; title: string}[];
  /** The twins this build published. */
  published: readonly TwinEntry[];
  /** Site paths of the docs and Markdown pages, in side-navigation order. */
  order: readonly string[];
  /** Paragraphs after the one on twins (where the flavour's MCP server answers). */
  notes?: readonly string[];
}

export function llmsInput({site, title, sections, apis, published, order, notes = []}: SiteTwins): LlmsInput {
  const bySitePath = new Map(published.map((entry) => [entry.sitePath, entry]));
  const taken = new Set<string>();
  const take = (sitePaths: readonly string[]): TwinEntry[] =>
    sitePaths.flatMap((sitePath) => {
      const entry = bySitePath.get(sitePath);
      if (!entry || taken.has(sitePath)) {
        return [];
      }
      taken.add(sitePath);
      return [entry];
    });
  const firstSegment = (sitePath: string) => sitePath.split('/')[1] ?? '';

  const llmsSections: LlmsSection[] = [];
  take([ROUTES.home, ROUTES.error]);
  for (const section of sections) {
    const own = order.filter((sitePath) => firstSegment(sitePath) === section.routeBasePath);
    llmsSections.push({id: section.id, title: section.label, entries: take([...(section.landing === ROUTES.support ? [ROUTES.support] : []), ...own])});
    if (section.alsoServes?.length) {
      const reference = [
        ROUTES.reference,
        ...apis.flatMap((api) => [ROUTES.api(api.key), ROUTES.apiChangelog(api.key), ROUTES.profiles(api.key)]),
        ROUTES.referenceErrors,
        ROUTES.profiles(),
      ];
      llmsSections.push({id: 'reference', title: 'API reference', entries: take(reference)});
      const events = [ROUTES.eventApis, ...eventApisOf(published).flatMap((api) => [ROUTES.eventApi(api.key), ROUTES.eventChangelog(api.key)])];
      llmsSections.push({id: 'events', title: EVENT_TEXTS.overviewHeading, entries: take(events)});
    }
  }
  const optional = take(
    published
      .map((entry) => entry.sitePath)
      .filter(isDetailPage)
      .sort(),
  );
  published
    .map((entry) => entry.sitePath)
    .filter(isVersionPage)
    .forEach((sitePath) => taken.add(sitePath));
  // What is left: pages outside every section (the legal pages).
  llmsSections.push({id: 'legal', title: 'Legal', entries: take(published.map((entry) => entry.sitePath).filter((sitePath) => !taken.has(sitePath)))});

  return {
    ...site,
    title,
    summary: `Documentation, guidelines and support for the ${PORTAL_NAME}: REST API guides, an API reference generated from the OpenAPI specs, and the API design rules.`,
    details: [
      'Every page of this portal is also served as Markdown at its URL plus `.md` (the home page at `index.md`). Links below go to those Markdown pages.',
      ...notes,
    ],
    sections: llmsSections,
    filesTitle: 'OpenAPI specs',
    files: apis.flatMap((api) => [
      {title: `${api.title} (YAML)`, sitePath: ROUTES.specDownload(api.key, 'yaml'), note: 'The bundled OpenAPI document, every $ref resolved into one file.'},
      {title: `${api.title} (JSON)`, sitePath: ROUTES.specDownload(api.key, 'json'), note: 'The same document as JSON.'},
    ]),
    fileGroups: [
      {
        title: 'AsyncAPI documents',
        files: eventApisOf(published).flatMap((api) => [
          {
            title: `${api.title} (YAML)`,
            sitePath: ROUTES.eventApiDownload(api.key, 'yaml'),
            note: 'The AsyncAPI document of the event API, as its team wrote it.',
          },
          {title: `${api.title} (JSON)`, sitePath: ROUTES.eventApiDownload(api.key, 'json'), note: 'The same document as JSON.'},
        ]),
      },
    ],
    optional,
  };
}
