/**
 * The specs of a build, loaded once and shared: the openapi-reference plugin makes the pages from
 * them and the portal-sections plugin the "API reference" side navigation. Reloaded when a spec
 * file changes (dev server), keyed by the files' names, sizes and times.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {readSpecHistory, type SpecHistory} from '../../lib/openapi/history';
import type {Flavour} from '../../lib/portal/config';
import {isVisibleIn} from '../../lib/portal/sections';
import {forgetSpecLoads, type LoadedSpec, loadSpecs, specInputs, specsDir} from '../../lib/openapi/load';
import {buildSpecModel, type Routes, type SpecModel} from '../../lib/openapi/model';
import {markNew, newOperations} from '../../lib/openapi/changelog';

export interface Catalogue {
  dir: string;
  /** Names, sizes and times of every file the specs were loaded from (release notes included): the same signature, the same specs. */
  signature: string;
  /** The APIs of the flavour, in file order. */
  models: SpecModel[];
  /** Each API's releases from git, by spec key. */
  histories: ReadonlyMap<string, SpecHistory>;
}

interface Modelled {
  baseUrl: string;
  model: SpecModel;
  history: SpecHistory;
}

// Per spec and flavour: the same LoadedSpec (an unchanged file) keeps its model and history. The
// live flavour's history leaves out the spec's internal past, and the operations it marks new with it.
const models = new WeakMap<LoadedSpec, Map<Flavour, Modelled>>();

function modelOf(siteDir: string, spec: LoadedSpec, routes: Routes, flavour: Flavour): Modelled {
  const known = models.get(spec)?.get(flavour);
  if (known && known.baseUrl === routes.baseUrl) {
    return known;
  }
  const model = buildSpecModel(spec, routes);
  const history = readSpecHistory({repoDir: siteDir, file: path.resolve(siteDir, spec.file), current: spec.document, flavour});
  markNew(model, newOperations(history, new Date()));
  const modelled = {baseUrl: routes.baseUrl, model, history};
  models.set(spec, new Map(models.get(spec)).set(flavour, modelled));
  return modelled;
}

/** Specs without history, said in one line: a tarball or a shallow clone has none for any of them. */
function historyNotice(histories: readonly SpecHistory[]): string | undefined {
  const notices = histories.flatMap((history) => (history.notice ? [history.notice] : []));
  if (notices.length <= 1) {
    return notices[0];
  }
  return `${notices.length} specs have no git history (the first: ${notices[0]}); their changelogs show the current version only.`;
}

let cached: {key: string; result: Promise<{modelled: Modelled[]; notices: string[]}>} | undefined;
const told = new Set<string>();

function signatureOf(dir: string, baseUrl: string): string {
  return [
    baseUrl,
    dir,
    ...specInputs(dir).map((file) => {
      const stat = fs.statSync(file, {throwIfNoEntry: false});
      return `${file}:${stat?.size}:${stat?.mtimeMs}`;
    }),
  ].join('|');
}

/** The specs' signature (names, sizes, times) as loadCatalogue returns it, without loading them. */
export const specsSignature = (siteDir: string, routes: Routes): string => signatureOf(specsDir(siteDir), routes.baseUrl);

export async function loadCatalogue(siteDir: string, flavour: Flavour, routes: Routes): Promise<Catalogue> {
  const dir = specsDir(siteDir);
  const signature = signatureOf(dir, routes.baseUrl);
  if (!cached || cached.key !== `${flavour}|${signature}`) {
    cached = {
      key: `${flavour}|${signature}`,
      result: loadSpecs(siteDir, dir).then(({specs, notices}) => {
        // Only the flavour's APIs: a live history is never read for a spec the live flavour leaves out.
        const modelled = specs.filter((spec) => isVisibleIn(flavour, spec)).map((spec) => modelOf(siteDir, spec, routes, flavour));
        const missing = historyNotice(modelled.map((entry) => entry.history));
        return {modelled, notices: missing ? [...notices, missing] : notices};
      }),
    };
  }
  const {modelled, notices} = await cached.result;
  for (const notice of notices.filter((text) => !told.has(text))) {
    told.add(notice);
    logger.info(`[openapi-reference] ${notice}`);
  }
  titles = {key: `${flavour}|${signature}`, apis: modelled.map(({model}) => ({key: model.spec.key, title: model.title}))};
  return {dir, signature, models: modelled.map((entry) => entry.model), histories: new Map(modelled.map((entry) => [entry.model.spec.key, entry.history]))};
}

export interface ApiTitle {
  key: string;
  title: string;
}

// The APIs' titles of the last load: kept when a build releases the catalogue.
let titles: {key: string; apis: ApiTitle[]} | undefined;

/** The APIs of the flavour with their titles, as the specs are now; loads them only if they changed since the last load. */
export async function catalogueApis(siteDir: string, flavour: Flavour, routes: Routes): Promise<ApiTitle[]> {
  if (titles?.key !== `${flavour}|${specsSignature(siteDir, routes)}`) {
    await loadCatalogue(siteDir, flavour, routes);
  }
  return titles!.apis;
}

/**
 * A build needs the specs no more once the reference's pages and their data are written: dropping
 * the documents and models (a gigabyte of heap for fifty specs) leaves that memory to the server
 * rendering and the search index. The dev server keeps them, to work off the next save.
 */
export function releaseCatalogue(): void {
  cached = undefined;
  forgetSpecLoads();
}
