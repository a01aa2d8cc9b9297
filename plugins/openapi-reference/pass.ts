/**
 * One pass of the reference (what allContentLoaded does): load and model the specs, check their
 * keys against the docs, write the data pages first, lint, then every other page type through its
 * writer (pages/). A reload that changed nothing the reference reads (a docs page's text) adds the
 * last pass's routes again and writes nothing. What a pass loaded goes on to the changelogs
 * (passShare.ts).
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
// Below the docs plugin's public entry points: a patch listed in DOCUSAURUS_PATCHES.md.
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {ROUTES, type Flavour} from '../../lib/portal/config';
import {consoleOrigins} from '../../lib/openapi/console';
import {problemTypes, operationRoute, type SpecModel} from '../../lib/openapi/model';
import {checkSpecKeys, reservedSpecKeys} from '../../lib/openapi/specKeys';
import {conformanceView} from '../../lib/lint/conformance';
import {isObject} from '../../lib/shared/guards';
import type {SiteAddress} from '../../lib/twins/format';
import {loadCatalogue, specsSignature} from './catalogue';
import {lintModels, lintsAhead, lintsSeen, sameLints, type LintsSeen} from './lint';
import type {ReferencePassShare} from './passShare';
import type {RedirectPage} from './redirectPages';
import {writeApiPage, writeOperationRedirects} from './pages/api';
import {type DataPagesOptions, createDataPages} from './pages/data';
import {writeErrorsPage} from './pages/errors';
import {writeOverviewPage} from './pages/overview';
import {writeProfileListPage} from './pages/profiles';
import {createPageWriter} from './pages/writer';
import {eventLinksFor} from '../event-reference/restLinks';
import type {EventLinksByOperation} from '../../lib/reference/eventTypes';

/** The docs instance whose side navigation and section the reference belongs to. */
export const REFERENCE_DOCS_INSTANCE = 'rest';

type ContentLoaded = Parameters<NonNullable<Plugin['allContentLoaded']>>[0];

/** What the data pages were made from besides the specs, kept for a save's data written ahead (writeDataAhead). */
interface AheadInputs {
  signature: string;
  sidebarItems: unknown[];
  eventLinks: EventLinksByOperation;
}

interface LoadedVersionLike {
  docs: {permalink: string}[];
}

/** What a build's postBuild needs of the last pass. */
export interface PassOutcome {
  redirects: RedirectPage[];
  /** The origins the "Try it" consoles send to: the deploy files put them into the CSP's connect-src. */
  origins: string[];
  /** For the bench (PORTAL_REFERENCE_REPORT): operations per spec. */
  operationPages: {spec: string; file: string; routes: string[]; webhooks: number; callbacks: number}[];
}

/** What the data pages need (createDataPages), and what the pass adds to them. */
export interface PassOptions extends Omit<DataPagesOptions, 'siteDir'> {
  context: LoadContext;
  flavour: Flavour;
  site: SiteAddress;
  sandboxUrl: string | undefined;
}

const operationPagesOf = (models: readonly SpecModel[]): PassOutcome['operationPages'] =>
  models.map((model) => ({
    spec: model.spec.key,
    file: model.spec.file,
    routes: [...model.operations, ...model.webhooks].map((operation) => operationRoute(model.spec.key, operation)),
    webhooks: model.webhooks.length,
    callbacks: model.operations.filter((operation) => isObject(operation.operation.callbacks) && Object.keys(operation.operation.callbacks).length > 0).length,
  }));

export function createReferencePass({context, flavour, site, sandboxUrl, dataRoot, twinsDir, twinsWanted, production, devServer, timed}: PassOptions) {
  const {siteDir} = context;
  const {baseUrl} = site;
  const dataPages = createDataPages({siteDir, dataRoot, twinsDir, twinsWanted, production, devServer, timed});
  const outcome: PassOutcome = {redirects: [], origins: [], operationPages: []};
  // What the last pass was made from, the routes it added, and what it gave the changelogs.
  let lastPass: ({inputs: string; lints: LintsSeen; routes: RouteConfig[]; ahead: AheadInputs} & Pick<ReferencePassShare, 'sidebars' | 'files'>) | undefined;

  const problemLinksOf = (problems: ReturnType<typeof problemTypes>, url: (sitePath: string) => string) =>
    Object.fromEntries(problems.map((problem) => [problem.type, url(`${ROUTES.referenceErrors}#${problem.slug}`)]));

  /**
   * The dev server, before the docs instance reloads for a saved spec: that spec's page data written
   * and published with what the last pass had of the rest (the side navigation, the event links),
   * so the open page has its data without waiting for the docs' load (150 to 450 ms). The pass
   * that follows writes everything as before; the spec's data files are then the same and left alone.
   */
  async function writeDataAhead(): Promise<void> {
    if (!lastPass) {
      return;
    }
    const {signature, sidebarItems, eventLinks} = lastPass.ahead;
    const {models, histories, signature: now} = await loadCatalogue(siteDir, flavour, {baseUrl});
    if (now === signature) {
      return;
    }
    // Page data only: routes and route modules are the pass's.
    const actions = {addRoute: () => undefined, createData: () => Promise.reject(new Error('no route modules ahead')), setGlobalData: () => undefined};
    const writer = createPageWriter({actions, generatedFilesDir: context.generatedFilesDir, site, dataRoot, twinsDir: twinsWanted ? twinsDir : undefined});
    const problemLinks = problemLinksOf(problemTypes(models, {baseUrl}), writer.url);
    await dataPages.write(writer, {models, histories, sidebarItems, sandboxUrl, problemLinks, eventLinks});
  }

  /** Writes the pages; returns what the changelogs are made from. */
  async function run({allContent, actions}: ContentLoaded): Promise<ReferencePassShare> {
    const {models, histories, signature} = await timed.measureAsync('load, bundle and model', () => loadCatalogue(siteDir, flavour, {baseUrl}));
    outcome.origins = consoleOrigins(models, sandboxUrl);
    outcome.operationPages = operationPagesOf(models);
    const restVersion = (allContent['docusaurus-plugin-content-docs']?.[REFERENCE_DOCS_INSTANCE] as {loadedVersions: LoadedVersionLike[]} | undefined)
      ?.loadedVersions[0];
    checkSpecKeys(models, reservedSpecKeys(baseUrl, restVersion?.docs.map((doc) => doc.permalink) ?? []));
    const sidebarItems = restVersion ? (((toSidebarsProp(restVersion as never) as Record<string, unknown>).section as unknown[] | undefined) ?? []) : [];

    // Operation pages list the events that name them (issue 36): the flavour's event APIs only.
    const eventLinks = await eventLinksFor(siteDir, flavour, baseUrl);
    const inputs = [signature, JSON.stringify(sidebarItems), sandboxUrl ?? '', JSON.stringify(eventLinks)].join('\0');
    if (lastPass?.inputs === inputs) {
      const lints = await timed.measureAsync('lint', () => lintModels(siteDir, models));
      if (sameLints(lints, lastPass.lints)) {
        lastPass.routes.forEach((route) => actions.addRoute(route));
        timed.report('reload, nothing changed');
        return {models, histories, sidebars: lastPass.sidebars, files: lastPass.files, unchanged: true, report: devServer.report};
      }
    }
    const writer = createPageWriter({actions, generatedFilesDir: context.generatedFilesDir, site, dataRoot, twinsDir: twinsWanted ? twinsDir : undefined});
    const sidebar = await writer.json('rest-sidebar.json', sidebarItems);
    writer.setSidebar(sidebar);
    const problems = problemTypes(models, {baseUrl});
    const problemLinks = problemLinksOf(problems, writer.url);
    // A build lints with the page data, on both threads; lintModels then finds the results.
    const ahead = production ? await lintsAhead(siteDir, models) : undefined;
    const fullSidebars = await dataPages.write(writer, {
      models,
      histories,
      sidebarItems,
      sandboxUrl,
      problemLinks,
      eventLinks,
      ...(ahead ? {lints: ahead} : {}),
    });

    const lints = await timed.measureAsync('lint', () => lintModels(siteDir, models));
    await writeOverviewPage(writer, models, lints);
    await writeErrorsPage(writer, problems);
    await writeProfileListPage(writer, models);
    const sidebars = new Map<string, string>();
    for (const model of models) {
      const {key} = model.spec;
      await timed.measureAsync('API pages', async () => {
        const fullSidebar = fullSidebars.get(key);
        const apiSidebar = fullSidebar ? await writer.json(`${key}/sidebar.json`, fullSidebar) : sidebar;
        sidebars.set(key, apiSidebar);
        await writeApiPage(writer, model, conformanceView(lints.results.get(key)!, lints.rules, writer.url), apiSidebar);
        await writeProfileListPage(writer, models, key);
        writeOperationRedirects(writer, model);
      });
    }
    outcome.redirects = writer.redirects;
    // The changelogs' feeds and twins are site files of this writer: copied into the site, served by the dev server.
    const files = {site: writer.site, url: writer.url, writeText: writer.writeText, writeTwin: writer.writeTwin};
    lastPass = {inputs, lints: lintsSeen(lints), routes: writer.routes, sidebars, files, ahead: {signature, sidebarItems, eventLinks}};
    timed.report(production ? 'build' : 'reload');
    return {models, histories, sidebars, files, unchanged: false, report: devServer.report};
  }

  /** Whether a spec changed since the last pass: a stat of each spec file, nothing loaded. */
  const specsMoved = (): boolean => lastPass !== undefined && specsSignature(siteDir, {baseUrl}) !== lastPass.ahead.signature;

  return {run, writeDataAhead, specsMoved, outcome};
}
