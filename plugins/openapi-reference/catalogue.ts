/**
 * The specs of a build, loaded once and shared: the openapi-reference plugin makes the pages from
 * them and the portal-sections plugin the "API reference" side navigation. Reloaded when a spec
 * file changes (dev server), keyed by the files' names, sizes and times.
 */
import fs from 'node:fs';
import logger from '@docusaurus/logger';
import type {Flavour} from '../../src/portal/config';
import {isVisibleIn} from '../../src/portal/sections';
import {forgetSpecLoads, type LoadedSpec, loadSpecs, specInputs, specsDir} from './load';
import {buildSpecModel, type Routes, type SpecModel} from './model';

export interface Catalogue {
  dir: string;
  /** The APIs of the flavour, in file order. */
  models: SpecModel[];
}

// Per spec: the same LoadedSpec (an unchanged file) keeps its model.
const models = new WeakMap<LoadedSpec, {baseUrl: string; model: SpecModel}>();

function modelOf(spec: LoadedSpec, routes: Routes): SpecModel {
  const known = models.get(spec);
  if (known && known.baseUrl === routes.baseUrl) {
    return known.model;
  }
  const model = buildSpecModel(spec, routes);
  models.set(spec, {baseUrl: routes.baseUrl, model});
  return model;
}

let cached: {signature: string; result: Promise<{models: SpecModel[]; notices: string[]}>} | undefined;
const told = new Set<string>();

function signatureOf(dir: string, baseUrl: string): string {
  return [baseUrl, dir, ...specInputs(dir).map((file) => {
    const stat = fs.statSync(file, {throwIfNoEntry: false});
    return `${file}:${stat?.size}:${stat?.mtimeMs}`;
  })].join('|');
}

export async function loadCatalogue(siteDir: string, flavour: Flavour, routes: Routes): Promise<Catalogue> {
  const dir = specsDir(siteDir);
  const signature = signatureOf(dir, routes.baseUrl);
  if (!cached || cached.signature !== signature) {
    cached = {
      signature,
      result: loadSpecs(siteDir, dir).then(({specs, notices}) => ({models: specs.map((spec) => modelOf(spec, routes)), notices})),
    };
  }
  const {models, notices} = await cached.result;
  for (const notice of notices.filter((text) => !told.has(text))) {
    told.add(notice);
    logger.info(`[openapi-reference] ${notice}`);
  }
  return {dir, models: models.filter((model) => isVisibleIn(flavour, model.spec))};
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
