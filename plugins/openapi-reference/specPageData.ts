/**
 * The data files of one spec's operation and profile pages: page data, schema bundles, "Try it"
 * consoles, the spec downloads and the pages' Markdown twins. One spec's files depend on nothing of
 * another's, so a build writes several specs' at once (pageDataThreads.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import {ROUTES} from '../../lib/portal/config';
import {type PageDataFile, consoleDataFile, pageDataFile} from '../../lib/reference/pageData';
import type {EventLinkView, ProfilePageData} from '../../lib/reference/types';
import {twinFile, writeTwinFile} from '../../lib/twins/files';
import type {SiteAddress} from '../../lib/twins/format';
import {operationTwin, profileTwin} from '../../lib/twins/reference';
import {type PageHistories, operationKey} from '../../lib/openapi/changelog';
import {consoleData} from '../../lib/openapi/console';
import {specDownloads} from '../../lib/openapi/downloads';
import {mediaExamples} from '../../lib/openapi/examples';
import {type SpecModel, operationPageData, operationRoute, operationsUsing, profileSummary, schemaClosure, urlSegment} from '../../lib/openapi/model';
import {trimSlashes} from '../../lib/shared/paths';
import {pointerGet} from '../../lib/shared/pointer';
import {viewerData} from './viewerData';

/** What a spec's page data is made from besides the spec: plain data, so a worker thread can be handed it. */
export interface SpecPageDataContext {
  /** The folder of page-data/ (the plugin's generated data root). */
  dataRoot: string;
  /** Where the pages' Markdown twins go; none: no twins (a dev server with PORTAL_DEV_SEARCH=off). */
  twinsDir?: string;
  site: SiteAddress;
  /** The side navigation file of the spec's operation pages, and the REST section's (its profile pages). */
  apiSidebarFile: string;
  restSidebarFile: string;
  sandboxUrl?: string;
  /** Problem type URI to its entry in the problem catalogue. */
  problemLinks: Record<string, string>;
  pageHistory: PageHistories;
  /** The messages of the flavour's event APIs that name each operation, by operationId (plugins/event-reference). */
  events?: Record<string, EventLinkView[]>;
}

/** A profile's example as a JSON body, for the page's sample panel; none where nothing can be shown. */
function profileExample(document: SpecModel['spec']['document'], ref: string): Pick<ProfilePageData, 'example'> {
  const mediaType = 'application/json';
  const schema = {$ref: ref};
  const target = pointerGet(document, ref);
  const written = typeof target === 'object' && target !== null && 'example' in target ? {example: (target as {example: unknown}).example} : {};
  const example = {mediaType, schema, ...mediaExamples(document, {schema, ...written}, mediaType, 'response')};
  return example.examples.length > 0 ? {example: {mediaType, examples: example.examples, ...(example.options ? {options: example.options} : {})}} : {};
}

/** Writes the spec's files under `dataRoot` (and its twins); returns them, relative to `dataRoot`, for the next save to replace. */
/** Writes a file of the data folder (`dataRoot`: page-data/, downloads, feeds), making its folders. */
export function writeDataFile(dataRoot: string, file: string, text: string): void {
  const target = path.join(dataRoot, file);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, text);
}

/**
 * Writes a spec's files; returns their names (relative to `ctx.dataRoot`). With `later`, the
 * Markdown twins are handed to it instead of written here (their names are in the list already):
 * the dev server writes them once the open pages have their data. With `only` (data files, as
 * pageDataFile names them: the dev server's open pages), only those of its operation pages are
 * written, with their consoles, and no twin, download, profile or bundle; the full write follows.
 */
export function writeSpecPageData(model: SpecModel, ctx: SpecPageDataContext, later?: (write: () => void) => void, only?: ReadonlySet<string>): string[] {
  const {key, document} = model.spec;
  const {baseUrl} = ctx.site;
  const files: string[] = [];
  const writeText = (file: string, text: string) => {
    files.push(file);
    writeDataFile(ctx.dataRoot, file, text);
  };
  const writeData = (file: string, data: unknown) => writeText(file, JSON.stringify(data));
  // `markdown` is given the trees the page's plan built when the twin is written now; one written
  // later builds its own rather than keep a spec's trees in memory until then.
  const writeTwin = <T>(routePath: string, planned: T, markdown: (planned?: T) => string) => {
    const {twinsDir} = ctx;
    if (twinsDir && !only) {
      files.push(path.relative(ctx.dataRoot, twinFile(twinsDir, routePath)));
      if (later) {
        later(() => void writeTwinFile(twinsDir, routePath, markdown()));
      } else {
        writeTwinFile(twinsDir, routePath, markdown(planned));
      }
    }
  };

  // The spec for download, bundled into one file: /openapi/{spec}.yaml and .json (downloads.ts).
  // Copied into the site like page-data/; only the flavour's specs are loaded, so only theirs.
  if (!only) {
    const downloads = specDownloads(model.spec);
    for (const format of ['yaml', 'json'] as const) {
      writeText(trimSlashes(ROUTES.specDownload(key, format)), downloads[format]);
    }
  }
  const viewers = viewerData(key, document, model.profileLinks);
  const twinContext = {...ctx.site, schemas: viewers.schemas, profileLinks: model.profileLinks};
  const closures = new Map<string, Set<string>>();
  for (const operation of [...model.operations, ...model.webhooks]) {
    const versions = [undefined, ...operation.versions];
    for (const version of versions) {
      const route = operationRoute(key, operation, version && urlSegment(version));
      if (only && !only.has(pageDataFile(route))) {
        continue;
      }
      const operationHistory = ctx.pageHistory.operations.get(operationKey(operation));
      const data = {
        ...operationPageData(model, operation, version ?? operation.versions[0], {baseUrl}),
        ...(operationHistory && Object.keys(operationHistory).length > 0 ? {history: operationHistory} : {}),
        ...(ctx.events?.[operation.id] ? {events: ctx.events[operation.id]} : {}),
      };
      if (version === undefined) {
        closures.set(operation.summary.permalink, schemaClosure(document, [data.parameters, data.requestBody, data.responses, data.callbacks]));
      }
      const {content, trees} = viewers.operationPage(data);
      writeData(pageDataFile(route), {kind: 'operation', sidebar: ctx.apiSidebarFile, content} satisfies PageDataFile);
      writeTwin(route, trees, (planned) => operationTwin(data, {...twinContext, namedDepth: content.viewer.namedDepth}, planned));
      // Webhooks are sent by the API to a partner's endpoint: the console has nothing to send them to.
      if (!operation.summary.webhook) {
        const mediaTypes = (data.requestBody?.content ?? []).map((media) => ({mediaType: media.mediaType, example: media.examples[0]?.value}));
        const accept = data.responses.find((response) => /^2/.test(response.status) && response.content.length > 0)?.content[0]?.mediaType;
        writeData(consoleDataFile(route), consoleData({model, operation, mediaTypes, accept, sandboxUrl: ctx.sandboxUrl, problems: ctx.problemLinks}));
      }
    }
  }

  if (only) {
    return files;
  }
  for (const profile of model.profiles) {
    const data: ProfilePageData = {
      spec: {key, title: model.title, permalink: normalizeUrl([baseUrl, ROUTES.api(key)])},
      profile: profileSummary(model, profile),
      ...(profile.uri ? {uri: profile.uri} : {}),
      usedBy: operationsUsing(model, profile.ref, closures),
      ...(ctx.pageHistory.profiles.has(profile.id) ? {history: ctx.pageHistory.profiles.get(profile.id)!} : {}),
      ...profileExample(document, profile.ref),
    };
    const {content, tree} = viewers.profilePage(profile.ref, data);
    writeData(pageDataFile(ROUTES.profile(key, profile.id)), {kind: 'profile', sidebar: ctx.restSidebarFile, content} satisfies PageDataFile);
    writeTwin(ROUTES.profile(key, profile.id), tree, (planned) => profileTwin(data, {...twinContext, namedDepth: content.viewer.namedDepth}, planned));
  }
  for (const [file, bundle] of viewers.bundles()) {
    writeData(file, bundle);
  }
  return files;
}
