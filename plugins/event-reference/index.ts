/**
 * The event APIs' pages (issue 36): the overview, one page per event API and one per message, from
 * the AsyncAPI documents of events/ (or PORTAL_EVENTS_DIR), in the REST API section's frame. See
 * README.md beside this file. The core is lib/asyncapi (load, model) and lib/reference
 * (eventPageData.ts: the page data); each page type has its writer in pages/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
// Below the docs plugin's public entry points: a patch listed in DOCUSAURUS_PATCHES.md (as plugins/openapi-reference/pass.ts).
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {ROUTES, readFlavour} from '../../lib/portal/config';
import {joinSitePath} from '../../lib/shared/paths';
import {writeEventApiDownloads} from '../../lib/asyncapi/downloads';
import type {EventApiModel} from '../../lib/asyncapi/types';
import {type Middleware, middlewareAhead} from '../../lib/dev-server/middleware';
import {pageDataEventsPath, pageDataLink} from '../../lib/dev-server/pageDataLink';
import {devTwinsEnabled, referenceTwinsDir, writeTwinFile} from '../../lib/twins/files';
import type {RestOperationLookup} from '../../lib/reference/eventPageData';
import {REFERENCE_DOCS_INSTANCE, referencePublished} from '../openapi-reference';
import {loadEventCatalogue, tellOnce} from './catalogue';
import {type SpecFolderKeys, checkRestLinks} from './restLinks';
import {type RestOperations, restOperationsOf, specFolderKeys} from './restOperations';
import {eventConformance} from './conformance';
import {writeEventOverviewPage} from './pages/overview';
import {writeEventApiPage} from './pages/api';
import {eventChangelog, writeEventChangelogPage} from './pages/changelog';
import {writeEventMessagePages} from './pages/message';
import {createEventPageWriter} from './pages/writer';

export {eventsDir, loadEventCatalogue} from './catalogue';
export {eventSidebarItems} from './sidebar';
export {eventLinksFor} from './restLinks';

/** A number per object, the same while it lives: a pass's key names the kept models and views by identity. */
const identities = new WeakMap<object, number>();
let identitiesGiven = 0;
const identityOf = (value: object): number => {
  if (!identities.has(value)) {
    identities.set(value, ++identitiesGiven);
  }
  return identities.get(value)!;
};

export default function eventReferencePlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  const {baseUrl} = context.siteConfig;
  const flavour = readFlavour(context.siteConfig.customFields?.flavour);
  const production = process.env.NODE_ENV === 'production';
  // A document the loader rejects shows in the dev server's overlay, as a broken spec does; its data folder holds the feeds and downloads the dev server serves.
  const dataRoot = path.join(generatedFilesDir, 'event-reference-data');
  const devServer = pageDataLink({enabled: !production, dataRoot, baseUrl, source: 'event-reference'});
  // Files only: the event stream of "page data changed" is the REST reference's link's (the event pages' data are route modules).
  const eventsPath = pageDataEventsPath(baseUrl);
  const serveFiles: Middleware = (request, response, next) =>
    (request.url ?? '').split('?')[0] === eventsPath ? next() : devServer.middleware(request, response, next);
  // Read while the specs load for the REST reference: a build releases them after its pages.
  let restOperations: RestOperations = {};
  // The spec keys of the folder the build reads, once per pass: the link check and the downloads both need them.
  let specKeys: SpecFolderKeys = {all: new Set(), own: true};
  // The pages' Markdown twins, by site path: plugins/markdown-twins publishes them from the reference's twins folder.
  const twinsDir = referenceTwinsDir(generatedFilesDir);
  const twinsWanted = production || devTwinsEnabled();
  let twins = new Map<string, string>();
  const writeTwins = () => twins.forEach((markdown, sitePath) => writeTwinFile(twinsDir, sitePath, markdown));
  // What postBuild adds to the site: the changelogs' Atom feeds (site path -> XML) and the AsyncAPI downloads of these APIs.
  let feeds = new Map<string, string>();
  let published: EventApiModel[] = [];
  /** The feeds and downloads, into a built site or the dev server's data folder. */
  const writeSiteFiles = (root: string) => {
    for (const [sitePath, xml] of feeds) {
      const file = path.join(root, ...sitePath.split('/').filter(Boolean));
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, xml);
    }
    writeEventApiDownloads(root, published, new Set([...specKeys.all].filter((key) => !restOperations[key])));
  };
  // A broken spec is the REST reference's to report (once, in its overlay); the dev server keeps the last good operations meanwhile.
  const restOperationsNow = () =>
    production ? restOperationsOf(siteDir, flavour, baseUrl) : restOperationsOf(siteDir, flavour, baseUrl).catch(() => restOperations);
  // The dev server's last good pass: what it was made from, and the routes it added. A reload whose
  // inputs are the same (a docs save that changes no REST sidebar entry, a spec save that changes no
  // operation the messages link) adds those routes again and writes nothing.
  let lastPass: {key: string; routes: RouteConfig[]} | undefined;

  return {
    name: 'event-reference',
    // No getPathsToWatch: the REST API docs instance watches the event APIs' folder (its side
    // navigation lists their messages), and its reload runs allContentLoaded below.
    async loadContent(): Promise<void> {
      // Loading here fails the build on a bad document before any page is compiled.
      await devServer.report(async () => {
        [, restOperations] = await Promise.all([loadEventCatalogue(siteDir, flavour), restOperationsNow()]);
      });
    },
    async allContentLoaded({allContent, actions}) {
      // In the dev server, the open page's data first (referencePublished); a build runs both at once.
      if (!production) {
        await referencePublished();
      }
      await devServer.report(async () => {
        const apis = await loadEventCatalogue(siteDir, flavour);
        if (!production) {
          restOperations = await restOperationsNow();
        }
        specKeys = specFolderKeys(siteDir);
        checkRestLinks(apis, restOperations, specKeys).forEach(tellOnce);
        const restOperation: RestOperationLookup = (api, operationId) => restOperations[api]?.[operationId];
        // The REST section's side navigation, as the reference pages get it (plugins/openapi-reference/pass.ts).
        const restVersion = (allContent['docusaurus-plugin-content-docs']?.[REFERENCE_DOCS_INSTANCE] as {loadedVersions: unknown[]} | undefined)
          ?.loadedVersions[0];
        const sidebarItems = restVersion ? (((toSidebarsProp(restVersion as never) as Record<string, unknown>).section as unknown[] | undefined) ?? []) : [];
        const conformance = await eventConformance(siteDir, apis, (permalink) => joinSitePath(baseUrl, permalink));
        // The models and conformance views are kept while their documents and rules are unchanged (catalogue.ts, conformance.ts).
        const key = production
          ? ''
          : JSON.stringify([
              apis.map((api) => identityOf(api)),
              apis.map((api) => identityOf(conformance.get(api.key) ?? {})),
              restOperations,
              [...specKeys.all, specKeys.own],
              sidebarItems,
            ]);
        if (lastPass?.key === key) {
          lastPass.routes.forEach((route) => actions.addRoute(route));
          return;
        }
        const routes: RouteConfig[] = [];
        const recorded = production ? actions : {...actions, addRoute: (route: RouteConfig) => (routes.push(route), actions.addRoute(route))};
        const site = {siteUrl: context.siteConfig.url, baseUrl};
        const {json} = createEventPageWriter(recorded, generatedFilesDir, site, '');
        const pageTwins = new Map<string, string>();
        const writer = createEventPageWriter(
          recorded,
          generatedFilesDir,
          site,
          await json('events/rest-sidebar.json', sidebarItems),
          twinsWanted ? pageTwins : undefined,
        );
        await writeEventOverviewPage(writer, apis);
        const pageFeeds = new Map<string, string>();
        for (const api of apis) {
          const {page: changelog, notice} = await eventChangelog(writer, api, siteDir, flavour);
          if (notice) {
            tellOnce(notice);
          }
          pageFeeds.set(ROUTES.eventChangelogFeed(api.key), await writeEventChangelogPage(writer, api, changelog));
          await writeEventApiPage(writer, api, conformance.get(api.key), {permalink: changelog.permalink, feed: changelog.feed});
          await writeEventMessagePages(writer, api, restOperation);
        }
        twins = pageTwins;
        feeds = pageFeeds;
        published = apis;
        // A good pass clears the overlay's error of a document fixed since.
        devServer.publish(apis.map((api) => `${api.key}@${api.version}`));
        // The dev server's twins (search, "Copy page"); a build writes them in postBuild.
        if (!production) {
          writeTwins();
          writeSiteFiles(dataRoot);
          lastPass = {key, routes};
        }
      });
    },
    // Written here, before any await, so they are in place when plugins/markdown-twins (registered
    // after this plugin) reads them in its own postBuild: the reference's first pass empties the
    // twins folder while the pages are written (plugins/openapi-reference/pages/data.ts).
    postBuild: ({outDir}) => {
      writeTwins();
      writeSiteFiles(outDir);
      return Promise.resolve();
    },
    configureWebpack: (_config, isServer) =>
      production || isServer ? {} : {...middlewareAhead('portal-event-data', serveFiles), plugins: [devServer.overlay]},
  };
}
