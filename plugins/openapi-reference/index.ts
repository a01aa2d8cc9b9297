/**
 * The API reference: static pages from the OpenAPI specs in specs/ (or PORTAL_SPECS_DIR).
 * See README.md beside this file for the routes, the data each page loads and the errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {normalizeUrl, posixPath, simpleHash} from '@docusaurus/utils';
// Below the docs plugin's public entry points: a patch listed in DOCUSAURUS_PATCHES.md.
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {CHANGELOG_TEXTS, ROUTES, readFlavour} from '../../lib/portal/config';
import {sharedDataFile} from '../../src/reference/pageData';
import type {OverviewPageData, ProfileListPageData, ReferenceGlobalData} from '../../lib/reference/types';
import {loadCatalogue, releaseCatalogue} from './catalogue';
import {SpecInputError, specFiles, specInputs, specsDir} from '../../lib/openapi/load';
import {checkHeapFor} from './heap';
import {type FeedOptions, type FeedSource, changelogFeed, changelogPage, pageHistories} from './changelog';
import {readReleaseNotes} from '../../lib/openapi/releaseNotes';
import {
  type SpecModel,
  apiPageData,
  apiSummary,
  operationRoute,
  problemTypes,
  profileSummary,
  urlSegment,
} from '../../lib/openapi/model';
import {type RedirectPage, siteFile, writeRedirectPages} from './redirectPages';
import {fullApiSidebar, hasCompactEntry} from './sidebar';
import {writeClientRouteTable} from './clientRoutes';
import {type PageDataJob, writePageData} from './pageDataThreads';
import {writeDataFile} from './specPageData';
import {isObject} from '../../lib/shared/pointer';
import {consoleOrigins, readSandboxUrl} from '../../lib/openapi/console';
import {devServerLink} from './devServer';
import {middlewareAhead} from '../../lib/dev-server/middleware';
import {timings} from './timings';
import {CONSOLE_ORIGINS_FILE} from '../../lib/deploy/files';
import {devTwinsEnabled, referenceTwinsDir, writeTwinFile, writingTwins} from '../../lib/twins/files';
import {apiTwin, changelogTwin, errorsTwin, overviewTwin, profileListTwin} from '../../lib/twins/reference';

import {conformanceSummary, conformanceView} from '../../lib/lint/conformance';
import {createLintConfig, lintSpec, type SpecLintResult} from '../../lib/lint/lint';
import {exceptionsFileOf} from '../../lib/lint/files';
import type {Rule} from '../../lib/lint/rules';
import {loadRules} from '../guideline-rules/rules';

export {referenceSidebarItems} from './sidebar';
export {catalogueApis, loadCatalogue} from './catalogue';

const COMPONENTS = {
  overview: '@theme/ApiReference/OverviewPage',
  api: '@theme/ApiReference/ApiPage',
  errors: '@theme/ApiReference/ErrorsPage',
  profiles: '@theme/ApiReference/ProfileListPage',
  /** Operation and profile pages: one component that renders the page's data file. */
  data: '@theme/ApiReference/DataPage',
  changelog: '@theme/ApiReference/ChangelogPage',
} as const;

const NOSCRIPT_CSS = '[data-noscript-show][hidden],.portal-noscript-tabs [role=tabpanel][hidden]{display:block!important}.portal-noscript-only{display:block!important}.portal-js-only,.portal-noscript-tabs [role=tablist]{display:none!important}';

/** The docs instance whose side navigation and section the reference belongs to. */
export const REFERENCE_DOCS_INSTANCE = 'rest';

interface LoadedVersionLike {
  docs: {permalink: string}[];
}

/** First path segments under /rest that docs pages (or the reference itself) already use. */
export function reservedSpecKeys(baseUrl: string, docsPermalinks: readonly string[]): Set<string> {
  const prefix = normalizeUrl([baseUrl, ROUTES.reference, '/']);
  const reserved = new Set([ROUTES.referenceErrors.split('/').pop()!]);
  for (const permalink of docsPermalinks) {
    if (permalink.startsWith(prefix)) {
      reserved.add(permalink.slice(prefix.length).split('/')[0]!);
    }
  }
  return reserved;
}

export function checkSpecKeys(models: readonly SpecModel[], reserved: ReadonlySet<string>): void {
  const clashes = models.filter((model) => reserved.has(model.spec.key));
  if (clashes.length > 0) {
    throw new SpecInputError(
      clashes
        .map((model) => `${model.spec.file}: the spec key "${model.spec.key}" would give the API the route ${ROUTES.api(model.spec.key)}, which the REST API documentation already uses. Rename the file (the key is its base name).`)
        .join('\n'),
    );
  }
}

// Lint results per spec, kept while the spec (the same LoadedSpec: its text is unchanged), its
// exceptions file and the rules are: the dev server lints only the spec that changed.
const lintCache = new WeakMap<SpecModel['spec'], {key: string; result: SpecLintResult}>();
let lintConfig: {rulesKey: string; config: Promise<Awaited<ReturnType<typeof createLintConfig>>>} | undefined;

/** Each spec's lint result against the guidelines' automated rules, by spec key. */
export async function lintModels(siteDir: string, models: readonly SpecModel[]): Promise<{rules: Rule[]; results: Map<string, SpecLintResult>}> {
  const rules = await loadRules(siteDir);
  const rulesKey = JSON.stringify(rules);
  if (lintConfig?.rulesKey !== rulesKey) {
    lintConfig = {rulesKey, config: createLintConfig(rules)};
  }
  const config = await lintConfig.config;
  const results = new Map<string, SpecLintResult>();
  for (const model of models) {
    const specPath = path.resolve(siteDir, model.spec.file);
    const exceptions = exceptionsFileOf(specPath);
    const key = `${rulesKey}\0${fs.existsSync(exceptions) ? fs.readFileSync(exceptions, 'utf8') : ''}`;
    const known = lintCache.get(model.spec);
    const result = known?.key === key ? known.result : await lintSpec(specPath, config, rules, model.spec.file);
    lintCache.set(model.spec, {key, result});
    results.set(model.spec.key, result);
  }
  return {rules, results};
}

/** The lint's results, each the same object while its spec, exceptions and rules are (lintModels' cache). */
interface LintsSeen {
  rules: string;
  results: SpecLintResult[];
}

const lintsSeen = (lints: Awaited<ReturnType<typeof lintModels>>): LintsSeen => ({rules: JSON.stringify(lints.rules), results: [...lints.results.values()]});

function sameLints(lints: Awaited<ReturnType<typeof lintModels>>, seen: LintsSeen): boolean {
  const now = lintsSeen(lints);
  return now.rules === seen.rules && now.results.length === seen.results.length && now.results.every((result, index) => result === seen.results[index]);
}

/** The routes of a spec's data pages (operations with their versions, webhooks, profiles), in the order they are written. */
function dataRoutesOf(model: SpecModel): string[] {
  return [
    ...[...model.operations, ...model.webhooks].flatMap((operation) => [undefined, ...operation.versions].map((version) => operationRoute(model.spec.key, operation, version && urlSegment(version)))),
    ...model.profiles.map((profile) => ROUTES.profile(model.spec.key, profile.id)),
  ];
}

export default function openApiReferencePlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const {baseUrl} = context.siteConfig;
  const flavour = readFlavour(context.siteConfig.customFields?.flavour);
  const url = (sitePath: string) => normalizeUrl([baseUrl, sitePath]);
  const feedOptions = (title: string, page: string, self: string): FeedOptions => ({title, siteUrl: context.siteConfig.url, link: url(page), self: url(self), now: new Date()});
  let redirectPages: RedirectPage[] = [];
  // PORTAL_REFERENCE_REPORT names a file for the bench: operations per spec and how many have a page.
  let operationPages: {spec: string; file: string; routes: string[]; webhooks: number; callbacks: number}[] = [];
  // The origins the "Try it" consoles send to: the deploy files put them into the CSP's connect-src.
  let origins: string[] = [];
  const production = process.env.NODE_ENV === 'production';
  const timed = timings();
  // The build's route table with one route per pattern of data pages (clientRoutes.ts).
  let compactTable: ReturnType<typeof writeClientRouteTable> | undefined;
  // Holds page-data/ (see src/reference/pageData): read by the server build, copied to the site.
  const dataRoot = path.join(context.generatedFilesDir, 'openapi-reference-data');
  const devServer = devServerLink({generatedFilesDir: context.generatedFilesDir, staticVersion: path.join(siteDir, 'src', 'reference', 'dataVersion.json'), enabled: !production, dataRoot, baseUrl});
  // Per spec: the files its pages' data was written to, and what they were made from. The dev
  // server writes a spec's files again only when that changed (the spec, its sidebar file, the
  // sandbox, the problem types' entries); a build writes everything once.
  const written = new Map<string, {fingerprint: string; files: string[]}>();
  const writeText = (file: string, text: string) => writeDataFile(dataRoot, file, text);
  const writeData = (file: string, data: unknown) => writeText(file, JSON.stringify(data));
  // Each page's Markdown twin (lib/twins), written beside its data; plugins/markdown-twins publishes them.
  const twinsDir = referenceTwinsDir(context.generatedFilesDir);
  const site = {siteUrl: context.siteConfig.url, baseUrl};
  const twinsWanted = production || devTwinsEnabled();
  const writeTwin = (routePath: string, markdown: () => string) => {
    if (twinsWanted) {
      writeTwinFile(twinsDir, routePath, markdown());
    }
  };

  let passes: Promise<void> = Promise.resolve();
  // What the last pass was made from, and the routes and global data it added.
  let lastPass: {inputs: string; lints: LintsSeen; routes: RouteConfig[]; globalData: ReferenceGlobalData} | undefined;

  /** The reference's routes and the data files of its pages (what allContentLoaded does). */
  async function writePages({allContent, actions}: Parameters<NonNullable<Plugin['allContentLoaded']>>[0]): Promise<void> {
    const {models, histories, signature} = await timed.measureAsync('load, bundle and model', () => loadCatalogue(siteDir, flavour, {baseUrl}));
    const sandboxUrl = readSandboxUrl(process.env, production);
    origins = consoleOrigins(models, sandboxUrl);
    operationPages = models.map((model) => ({
      spec: model.spec.key,
      file: model.spec.file,
      routes: [...model.operations, ...model.webhooks].map((operation) => operationRoute(model.spec.key, operation)),
      webhooks: model.webhooks.length,
      callbacks: model.operations.filter((operation) => isObject(operation.operation.callbacks) && Object.keys(operation.operation.callbacks).length > 0).length,
    }));
    const restVersion = (allContent['docusaurus-plugin-content-docs']?.[REFERENCE_DOCS_INSTANCE] as {loadedVersions: LoadedVersionLike[]} | undefined)?.loadedVersions[0];
    checkSpecKeys(models, reservedSpecKeys(baseUrl, restVersion?.docs.map((doc) => doc.permalink) ?? []));
    const sidebarItems = restVersion ? (toSidebarsProp(restVersion as never) as Record<string, unknown>).section ?? [] : [];

    // A reload that changed nothing the reference reads (a docs page's text) adds the same routes
    // again and writes nothing.
    const inputs = [signature, JSON.stringify(sidebarItems), sandboxUrl ?? ''].join('\0');
    if (lastPass?.inputs === inputs) {
      const lints = await timed.measureAsync('lint', () => lintModels(siteDir, models));
      if (sameLints(lints, lastPass.lints)) {
        lastPass.routes.forEach((route) => actions.addRoute(route));
        actions.setGlobalData(lastPass.globalData);
        timed.report('reload, nothing changed');
        return;
      }
    }
    redirectPages = [];
    const routes: RouteConfig[] = [];
    const addRoute = (route: RouteConfig) => {
      routes.push(route);
      actions.addRoute(route);
    };
    // Files of a former process may belong to a spec that is gone, or to the other flavour; in
    // this one, those of a spec that is gone.
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
    // Module paths end up in the route table of every page: keep them short and free of the
    // build machine's folders (@generated is Docusaurus' alias of the generated-files folder).
    // Relies on what createData returns: a patch listed in DOCUSAURUS_PATCHES.md.
    const createData = async (name: string, content: string) =>
      posixPath((await actions.createData(name, content)).replace(context.generatedFilesDir, '@generated'));
    const json = (name: string, data: unknown) => createData(name, JSON.stringify(data));
    const sidebar = await json('rest-sidebar.json', sidebarItems);
    const page = (routePath: string, component: string, modules: RouteConfig['modules'], own = sidebar) =>
      addRoute({path: url(routePath), component, exact: true, modules: {sidebar: own, ...modules}});
    const restSidebarFile = sharedDataFile('sidebars', 'rest');
    writeData(restSidebarFile, sidebarItems);
    const dataRoute = (routePath: string) => addRoute({path: url(routePath), component: COMPONENTS.data, exact: true});

    const problems = problemTypes(models, {baseUrl});
    const problemLinks = Object.fromEntries(problems.map((problem) => [problem.type, url(`${ROUTES.referenceErrors}#${problem.slug}`)]));
    const problemLinksKey = JSON.stringify(problemLinks);

    // The page data comes first: the dev server tells the open pages as soon as it is written,
    // before the lint and the other pages' modules (devServer.ts).
    const fullSidebars = new Map<string, unknown[]>();
    const rewrites: {job: PageDataJob; fingerprint: string; before: readonly string[]}[] = [];
    for (const model of models) {
      const {key} = model.spec;
      // A big API's own pages list all of its operations; every other page lists its tags.
      const fullSidebar = hasCompactEntry(model) ? fullApiSidebar(sidebarItems as never[], model, baseUrl) : undefined;
      const apiSidebarFile = fullSidebar ? sharedDataFile('sidebars', simpleHash(key, 10)) : restSidebarFile;
      if (fullSidebar) {
        fullSidebars.set(key, fullSidebar);
        writeData(apiSidebarFile, fullSidebar);
      }
      dataRoutesOf(model).forEach(dataRoute);
      // Pages show when they appeared and last changed: a commit changes them without changing the spec.
      const history = histories.get(key)!;
      const releasesKey = history.releases.map((release) => `${release.commit}:${release.date}`).join(',');
      const fingerprint = [model.spec.fingerprint, apiSidebarFile, sandboxUrl ?? '', problemLinksKey, releasesKey].join('\0');
      const before = written.get(key);
      if (before?.fingerprint !== fingerprint) {
        const ctx = {dataRoot, ...(twinsWanted ? {twinsDir} : {}), site, apiSidebarFile, restSidebarFile, ...(sandboxUrl ? {sandboxUrl} : {}), problemLinks, pageHistory: pageHistories(model, history, baseUrl)};
        rewrites.push({job: {model, ctx}, fingerprint, before: before?.files ?? []});
      }
    }
    // The dev server writes the twins (search, Markdown) once the open pages have their data.
    const twinWrites: (() => void)[] = [];
    const filesBySpec = await timed.measureAsync('page data (operations, profiles, bundles, downloads)', () =>
      writePageData(
        rewrites.map(({job}) => job),
        production ? {siteDir, threads: 2} : {siteDir, threads: 1, laterTwins: (write) => twinWrites.push(write)},
      ),
    );
    for (const {job, fingerprint, before} of rewrites) {
      const files = filesBySpec.get(job.model.spec.key)!;
      // Overwritten in place, so an open page never meets a missing file; those of pages gone go now.
      const kept = new Set(files);
      before.filter((file) => !kept.has(file)).forEach((file) => fs.rmSync(path.join(dataRoot, file), {force: true}));
      written.set(job.model.spec.key, {fingerprint, files});
    }
    const twinsDone = devServer.settle().then(() => timed.measure('twins of the pages written again', () => twinWrites.forEach((write) => write())));
    writingTwins(twinsDone);
    // The side navigation is a data file of its own, which a docs page's title changes.
    devServer.publish([...[...written.values()].map((entry) => entry.fingerprint), JSON.stringify(sidebarItems)]);
    await twinsDone;

    const lints = await timed.measureAsync('lint', () => lintModels(siteDir, models));
    const rulePermalink = (permalink: string) => url(permalink);
    const overview: OverviewPageData = {
      apis: models.map((model) => ({...apiSummary(model, {baseUrl}), conformance: conformanceSummary(lints.results.get(model.spec.key)!, lints.rules)})),
    };
    page(ROUTES.reference, COMPONENTS.overview, {page: await json('overview.json', overview)});
    writeTwin(ROUTES.reference, () => overviewTwin(overview, site));
    page(ROUTES.referenceErrors, COMPONENTS.errors, {page: await json('errors.json', {problems})});
    writeTwin(ROUTES.referenceErrors, () => errorsTwin({problems}, site));

    const profileList = (spec?: string): ProfileListPageData => ({
      ...(spec ? {spec} : {}),
      specs: models
        .filter((model) => !spec || model.spec.key === spec)
        .map((model) => ({key: model.spec.key, title: model.title, permalink: url(ROUTES.profiles(model.spec.key)), profiles: model.profiles.map((profile) => profileSummary(model, profile))})),
    });
    page(ROUTES.profiles(), COMPONENTS.profiles, {page: await json('profiles.json', profileList())});
    writeTwin(ROUTES.profiles(), () => profileListTwin(profileList(), site));

    const feeds: FeedSource[] = [];
    for (const model of models) {
      const {key} = model.spec;
      const history = histories.get(key)!;
      const changelog = timed.measure('changelog', () => {
        const notes = readReleaseNotes(siteDir, model.spec.file, history.available ? history.releases.map((release) => release.version) : undefined);
        return changelogPage(model, history, notes, baseUrl);
      });
      feeds.push({api: model.title, page: changelog});
      await timed.measureAsync('API pages', async () => {
        const fullSidebar = fullSidebars.get(key);
        const apiSidebar = fullSidebar ? await json(`${key}/sidebar.json`, fullSidebar) : sidebar;
        const conformance = conformanceView(lints.results.get(key)!, lints.rules, rulePermalink);
        const apiData = {...apiPageData(model, {baseUrl}), conformance};
        page(ROUTES.api(key), COMPONENTS.api, {page: await json(`${key}/api.json`, apiData)}, apiSidebar);
        redirectPages.push({from: ROUTES.specLanding(key), to: `${ROUTES.reference}#${key}`});
        const specProfiles = profileList(key);
        page(ROUTES.profiles(key), COMPONENTS.profiles, {page: await json(`${key}/profiles.json`, specProfiles)});
        page(ROUTES.apiChangelog(key), COMPONENTS.changelog, {page: await json(`${key}/changelog.json`, changelog)}, apiSidebar);
        writeTwin(ROUTES.api(key), () => apiTwin(apiData, site));
        writeTwin(ROUTES.profiles(key), () => profileListTwin(specProfiles, site));
        writeTwin(ROUTES.apiChangelog(key), () => changelogTwin(changelog, site));
        writeText(ROUTES.changelogFeed(key).replace(/^\//, ''), changelogFeed([{api: model.title, page: changelog}], feedOptions(CHANGELOG_TEXTS.feedTitle(model.title), ROUTES.apiChangelog(key), ROUTES.changelogFeed(key))));
        for (const operation of model.operations) {
          // The changelog's address wins over an operation's short one.
          if (ROUTES.apiOperation(key, operation.slug) !== ROUTES.apiChangelog(key)) {
            redirectPages.push({from: ROUTES.apiOperation(key, operation.slug), to: ROUTES.operation(key, operation.slug)});
          }
        }
      });
    }
    writeText(ROUTES.changelogFeed().replace(/^\//, ''), changelogFeed(feeds, feedOptions(CHANGELOG_TEXTS.allFeedTitle, ROUTES.reference, ROUTES.changelogFeed())));
    // The hand-written changelog (/rest/changelog) links each API's.
    const globalData: ReferenceGlobalData = {changelogs: models.map((model) => ({key: model.spec.key, title: model.title, permalink: url(ROUTES.apiChangelog(model.spec.key))}))};
    actions.setGlobalData(globalData);
    lastPass = {inputs, lints: lintsSeen(lints), routes, globalData};
    timed.report(production ? 'build' : 'reload');
  }

  return {
    name: 'openapi-reference',
    // Without JavaScript, the sample panel's tabs and pickers show every sample and example, each
    // under its label (the HTML holds them all; scripts show one at a time).
    // Every page announces the changelog feed of all APIs, so a reader's feed reader finds it anywhere.
    injectHtmlTags: () => ({
      headTags: [
        {tagName: 'noscript', innerHTML: `<style>${NOSCRIPT_CSS}</style>`},
        {tagName: 'link', attributes: {rel: 'alternate', type: 'application/atom+xml', title: CHANGELOG_TEXTS.allFeedTitle, href: url(ROUTES.changelogFeed())}},
      ],
    }),
    // No getPathsToWatch: the REST API docs instance watches the specs (its side navigation lists
    // their operations), and its reload runs allContentLoaded below. Watching them here too made
    // every save two reloads, and two compiles.
    // Loading here reports bad specs before any page is compiled.
    async loadContent(): Promise<void> {
      await devServer.report(async () => {
        readSandboxUrl(process.env, production);
        const dir = specsDir(siteDir);
        const tooBig = production ? checkHeapFor({specs: specFiles(dir), inputs: specInputs(dir)}) : undefined;
        if (tooBig) {
          throw new SpecInputError(tooBig);
        }
        await timed.measureAsync('load, bundle and model', () => loadCatalogue(siteDir, flavour, {baseUrl}));
      });
    },
    async allContentLoaded(options) {
      // Docusaurus runs the reloads of two quick saves at once: one pass at a time, in the order
      // of the saves, so the later save's outcome (its pages, or its error) is the one that stays.
      const pass = passes.then(() => devServer.report(() => writePages(options)));
      passes = pass.catch(() => undefined);
      await pass;
      if (production) {
        releaseCatalogue();
      }
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const sources = path.join(siteDir, 'src', 'reference');
      // The dev server reloads routes.js as content changes: it gets the full table, the build a
      // compact one, written once for both bundles.
      const table = production ? (compactTable ??= writeClientRouteTable(context.generatedFilesDir, path.join(context.generatedFilesDir, 'openapi-reference-client'), baseUrl)) : undefined;
      if (isServer) {
        config.resolve = {
          ...config.resolve,
          alias: {
            // Rendering a page matches its path against the route table twice (preload, navigation):
            // with a route per data page, that scans thousands of routes for every page of a
            // many-spec build. The browser's pattern routes render the same HTML.
            ...(table ? {'@generated/routes$': table.routes, '@generated/routesChunkNames$': table.chunkNames} : {}),
            '@portal/page-data-source': path.join(sources, 'pageDataSource.server.ts'),
            '@portal/page-data-version$': path.join(sources, 'dataVersion.json'),
            ...(config.resolve?.alias as Record<string, string>),
          },
        };
        return {plugins: [new currentBundler.instance.DefinePlugin({__PORTAL_PAGE_DATA_ROOT__: JSON.stringify(dataRoot)})]};
      }
      // Ahead of Docusaurus' own `@generated` alias, which would match first.
      // A patch listed in DOCUSAURUS_PATCHES.md.
      config.resolve = {
        ...config.resolve,
        alias: {
          '@generated/routes$': path.join(sources, 'routeTable.ts'),
          '@portal/route-table': table?.routes ?? path.join(context.generatedFilesDir, 'routes.js'),
          ...(table ? {'@generated/routesChunkNames$': table.chunkNames} : {}),
          '@portal/page-data-source': path.join(sources, 'pageDataSource.ts'),
          '@portal/page-data-version$': devServer.versionFile,
          ...(config.resolve?.alias as Record<string, string>),
        },
      };
      if (production) {
        return {};
      }
      return {...middlewareAhead('portal-page-data', devServer.middleware), plugins: [devServer.overlay]};
    },
    async postBuild({outDir}) {
      if (fs.existsSync(dataRoot)) {
        fs.cpSync(dataRoot, outDir, {recursive: true});
      }
      writeRedirectPages(outDir, baseUrl, redirectPages);
      fs.mkdirSync(path.dirname(path.join(outDir, CONSOLE_ORIGINS_FILE)), {recursive: true});
      fs.writeFileSync(path.join(outDir, CONSOLE_ORIGINS_FILE), JSON.stringify(origins));
      const report = process.env.PORTAL_REFERENCE_REPORT;
      if (report) {
        const specs = operationPages.map(({spec, file, routes, webhooks, callbacks}) => ({spec, file, operations: routes.length, rendered: routes.filter((route) => fs.existsSync(siteFile(outDir, route))).length, webhookPages: webhooks, operationsWithCallbacks: callbacks}));
        fs.writeFileSync(report, JSON.stringify({specs}, null, 2));
      }
    },
  };
}
