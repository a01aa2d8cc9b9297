/**
 * The event APIs of a build, loaded once and shared: this plugin makes the pages from them and
 * plugins/portal-sections the "Event APIs" group of the REST side navigation. Loaded again when a
 * file of the event APIs' folder changes (dev server), keyed by the files' names, sizes and times.
 * The loader (lib/asyncapi/load.ts) leaves out what the flavour does not show: in live, an internal
 * event API is not loaded at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Flavour} from '../../lib/portal/config';
import type {EventApiModel} from '../../lib/asyncapi/types';
import {eventsDir, loadEventApis} from '../../lib/asyncapi/load';

export {eventsDir};

function signatureOf(dir: string): string {
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  return [
    dir,
    ...entries.map((name) => {
      const stat = fs.statSync(path.join(dir, name), {throwIfNoEntry: false});
      return `${name}:${stat?.size}:${stat?.mtimeMs}`;
    }),
  ].join('|');
}

let cached: {key: string; result: Promise<EventApiModel[]>} | undefined;
const told = new Set<string>();

/** Prints a notice of the event pages once per process: a dev-server reload meets the same ones again. */
export function tellOnce(notice: string): void {
  if (!told.has(notice)) {
    told.add(notice);
    logger.info(`[event-reference] ${notice}`);
  }
}

/** The flavour's event APIs; a document the loader cannot read rejects with its EventApiError (file, line and fix). */
export async function loadEventCatalogue(siteDir: string, flavour: Flavour): Promise<EventApiModel[]> {
  const dir = eventsDir(siteDir);
  const key = `${flavour}|${signatureOf(dir)}`;
  if (cached?.key !== key) {
    const result = loadEventApis({dir, flavour, siteDir}).then(({apis, notices}) => {
      notices.forEach(tellOnce);
      return apis;
    });
    cached = {key, result};
    // A failed load is not kept: the next call (the next save) tries again.
    result.catch(() => {
      if (cached?.result === result) {
        cached = undefined;
      }
    });
  }
  return cached.result;
}
