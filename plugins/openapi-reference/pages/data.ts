/**
 * Operation, webhook and profile pages: a route each, their data written as files under
 * page-data/ (specPageData.ts, on worker threads in a build). The data comes first in a pass: the
 * dev server tells the open pages as soon as it is written, before the lint and the other pages'
 * modules (lib/dev-server/pageDataLink.ts). Between passes the dev server writes a spec's files
 * again only when what they are made from changed (the spec, its sidebar file, the sandbox, the
 * problem types' entries, its releases); a build writes everything once.
 */
import fs from 'node:fs';
import path from 'node:path';
import {simpleHash} from '@docusaurus/utils';
import {ROUTES} from '../../../lib/portal/config';
import type {SpecHistory} from '../../../lib/openapi/history';
import {type SpecModel, operationRoute, urlSegment} from '../../../lib/openapi/model';
import {writingTwins} from '../../../lib/twins/files';
import {sharedDataFile} from '../../../lib/reference/pageData';
import {pageHistories} from '../../../lib/openapi/changelog';
import type {PageDataLink} from '../../../lib/dev-server/pageDataLink';
import {type LintsAhead, type PageDataJob, writePageData} from '../pageDataThreads';
import {fullApiSidebar, hasCompactEntry} from '../sidebar';
import type {Timings} from '../timings';
import type {PageWriter} from './writer';
import type {EventLinksByOperation} from '../../../lib/reference/eventTypes';

/** The routes of a spec's data pages (operations with their versions, webhooks, profiles), in the order they are written. */
function dataRoutesOf(model: SpecModel): [string, 'operation' | 'profile'][] {
  return [
    ...[...model.operations, ...model.webhooks].flatMap((operation) =>
      [undefined, ...operation.versions].map((version): [string, 'operation'] => [
        operationRoute(model.spec.key, operation, version && urlSegment(version)),
        'operation',
      ]),
    ),
    ...model.profiles.map((profile): [string, 'profile'] => [ROUTES.profile(model.spec.key, profile.id), 'profile']),
  ];
}

export interface DataPagesOptions {
  siteDir: string;
  dataRoot: string;
  /** The reference's twins folder, and whether this process writes twins into it. */
  twinsDir: string;
  twinsWanted: boolean;
  production: boolean;
  devServer: PageDataLink;
  timed: Timings;
}

export interface DataPagesInput {
  models: readonly SpecModel[];
  histories: ReadonlyMap<string, SpecHistory>;
  sidebarItems: unknown[];
  sandboxUrl: string | undefined;
  problemLinks: Record<string, string>;
  /** The messages of the flavour's event APIs that name each operation (plugins/event-reference). */
  eventLinks: EventLinksByOperation;
  /** A build's lint, on both threads after the page data (writePageData). */
  lints?: LintsAhead;
}

/** The data pages' writer, which remembers across the dev server's passes what each spec's files were made from. */
export function createDataPages({siteDir, dataRoot, twinsDir, twinsWanted, production, devServer, timed}: DataPagesOptions) {
  // Per spec: the files its pages' data was written to, and what they were made from.
  const written = new Map<string, {fingerprint: string; files: string[]}>();

  /** Files of a former process may belong to a spec that is gone, or to the other flavour; in this one, those of a spec that is gone. */
  function prune(models: readonly SpecModel[]): void {
    if (written.size === 0) {
      fs.rmSync(dataRoot, {recursive: true, force: true});
      fs.rmSync(twinsDir, {recursive: true, force: true});
    }
    for (const [key, {files}] of written) {
      if (!models.some((model) => model.spec.key === key)) {
        files.forEach((file) => fs.rmSync(path.join(dataRoot, file), {force: true}));
        written.delete(key);
      }
    }
  }

  /** Writes the data pages of every spec; returns each big API's own side navigation, by spec key. */
  async function write(
    writer: PageWriter,
    {models, histories, sidebarItems, sandboxUrl, problemLinks, eventLinks, lints}: DataPagesInput,
  ): Promise<Map<string, unknown[]>> {
    prune(models);
    const restSidebarFile = sharedDataFile('sidebars', 'rest');
    writer.writeData(restSidebarFile, sidebarItems);
    const problemLinksKey = JSON.stringify(problemLinks);
    const fullSidebars = new Map<string, unknown[]>();
    const rewrites: {job: PageDataJob; fingerprint: string; before: readonly string[]}[] = [];
    for (const model of models) {
      const {key} = model.spec;
      // A big API's own pages list all of its operations; every other page lists its tags.
      const fullSidebar = hasCompactEntry(model) ? fullApiSidebar(sidebarItems as never[], model, writer.baseUrl) : undefined;
      const apiSidebarFile = fullSidebar ? sharedDataFile('sidebars', simpleHash(key, 10)) : restSidebarFile;
      if (fullSidebar) {
        fullSidebars.set(key, fullSidebar);
        writer.writeData(apiSidebarFile, fullSidebar);
      }
      dataRoutesOf(model).forEach(([route, kind]) => writer.dataRoute(route, kind));
      // Pages show when they appeared and last changed: a commit changes them without changing the spec.
      const history = histories.get(key)!;
      const releasesKey = history.releases.map((release) => `${release.commit}:${release.date}`).join(',');
      const events = eventLinks[key];
      const fingerprint = [model.spec.fingerprint, apiSidebarFile, sandboxUrl ?? '', problemLinksKey, releasesKey, JSON.stringify(events ?? {})].join('\0');
      const before = written.get(key);
      if (before?.fingerprint !== fingerprint) {
        const ctx = {
          dataRoot,
          ...(twinsWanted ? {twinsDir} : {}),
          site: writer.site,
          apiSidebarFile,
          restSidebarFile,
          ...(sandboxUrl ? {sandboxUrl} : {}),
          problemLinks,
          pageHistory: pageHistories(model, history, writer.baseUrl),
          ...(events ? {events} : {}),
        };
        rewrites.push({job: {model, ctx}, fingerprint, before: before?.files ?? []});
      }
    }
    // The dev server writes the twins (search, Markdown) once the open pages have their data, and
    // the open pages' own files before the rest of their spec's: the pages hear of those and fetch
    // them first, then of the rest once it is written (a version of its own, so that a bundle
    // fetched meanwhile is fetched again).
    const twinWrites: (() => void)[] = [];
    const opened = devServer.opened();
    const first = {
      files: opened,
      written: () => {
        devServer.publish([...rewrites.map(({fingerprint}) => fingerprint), JSON.stringify(sidebarItems), 'the open pages first']);
        return devServer.settle();
      },
    };
    const filesBySpec = await timed.measureAsync('page data (operations, profiles, bundles, downloads)', () =>
      writePageData(
        rewrites.map(({job}) => job),
        production
          ? {siteDir, threads: 2, ...(lints ? {lints} : {})}
          : {siteDir, threads: 1, laterTwins: (later) => twinWrites.push(later), ...(opened.size > 0 ? {first} : {})},
      ),
    );
    for (const {job, fingerprint, before} of rewrites) {
      const files = filesBySpec.get(job.model.spec.key)!;
      // Overwritten in place, so an open page never meets a missing file; those of pages gone go now.
      const kept = new Set(files);
      before.filter((file) => !kept.has(file)).forEach((file) => fs.rmSync(path.join(dataRoot, file), {force: true}));
      written.set(job.model.spec.key, {fingerprint, files});
    }
    const twinsDone = devServer.settle().then(() => timed.measure('twins of the pages written again', () => twinWrites.forEach((later) => later())));
    writingTwins(twinsDone);
    // The side navigation is a data file of its own, which a docs page's title changes.
    devServer.publish([...[...written.values()].map((entry) => entry.fingerprint), JSON.stringify(sidebarItems)]);
    await twinsDone;
    return fullSidebars;
  }

  return {write};
}
