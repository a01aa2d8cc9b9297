/**
 * The dev server's search index, as built in its worker (devIndex.ts): from the pages' Markdown
 * twins (lib/twins), which the dev server writes on every save. A refresh does nothing
 * when no twin changed, and reads again only the twins that did.
 */
import fs from 'node:fs';
import {readTwinFiles} from '../twins/files';
import {buildSearchIndex} from './indexBuilder';
import type {SearchDocument} from './types';
import type {Section} from '../portal/sections';
import {isIndexedPath, kindOfPath, moduleOfPath} from './documents';
import {documentsOfTwin} from './twinDocuments';

export type IndexSections = readonly Pick<Section, 'id' | 'routeBasePath' | 'alsoServes'>[];

export interface DevIndexState {
  /** The index's files when a twin changed since the last refresh, else undefined. */
  refresh: () => Map<string, string> | undefined;
  /** How many twins the last refresh read (the changed ones). */
  lastRead: () => number;
}

export function createDevIndexState(twinDirs: readonly string[], sections: IndexSections): DevIndexState {
  let parsed = new Map<string, {stamp: string; documents: SearchDocument[]}>();
  let signature: string | undefined;
  let read = 0;
  return {
    refresh() {
      const twins = twinDirs.flatMap(readTwinFiles).filter(({sitePath}) => isIndexedPath(sitePath));
      const stamps = twins.map(({file}) => {
        const stat = fs.statSync(file);
        return `${stat.mtimeMs}:${stat.size}`;
      });
      const next = twins.map(({file}, index) => `${file}@${stamps[index]}`).join('\n');
      if (next === signature) {
        return undefined;
      }
      read = 0;
      // Only the twins there now: those of pages gone are forgotten.
      const current = new Map<string, {stamp: string; documents: SearchDocument[]}>();
      const documents = twins.flatMap(({sitePath, file}, index) => {
        let entry = parsed.get(file);
        if (entry?.stamp !== stamps[index]) {
          read += 1;
          entry = {
            stamp: stamps[index]!,
            documents: documentsOfTwin({
              markdown: fs.readFileSync(file, 'utf8'),
              sitePath,
              module: moduleOfPath(sitePath, sections),
              kind: kindOfPath(sitePath),
            }),
          };
        }
        current.set(file, entry);
        return entry.documents;
      });
      parsed = current;
      signature = next;
      return buildSearchIndex(documents).files;
    },
    lastRead: () => read,
  };
}
