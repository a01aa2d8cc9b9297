/**
 * The dev server's search index: built from the pages' Markdown twins (lib/markdown-twins, which
 * the dev server writes on every save) when the browser asks for the manifest, again only when a
 * twin changed since, and then only the changed twins are read again.
 */
import fs from 'node:fs';
import {readTwinFiles} from '../../lib/markdown-twins/files';
import {buildSearchIndex} from '../../src/search/indexBuilder';
import {MANIFEST_FILE} from '../../src/search/config';
import type {SearchDocument} from '../../src/search/types';
import {isIndexedPath, kindOfPath, moduleOfPath} from './documents';
import {documentsOfTwin} from './twins';
import type {Section} from '../../src/portal/sections';

export interface DevIndex {
  /** A file of the index as of now (the manifest is built afresh when a twin changed), or undefined. */
  file: (name: string) => string | undefined;
}

export function createDevIndex(twinDirs: readonly string[], sections: readonly Pick<Section, 'id' | 'routeBasePath' | 'alsoServes'>[]): DevIndex {
  const parsed = new Map<string, {stamp: string; documents: SearchDocument[]}>();
  let signature = '';
  // The files of the newest index and of the one before: a browser may still be reading that one.
  let current = new Map<string, string>();
  let previous = new Map<string, string>();

  const refresh = () => {
    const twins = twinDirs.flatMap(readTwinFiles).filter(({sitePath}) => isIndexedPath(sitePath));
    const stamps = twins.map(({file}) => {
      const stat = fs.statSync(file);
      return `${stat.mtimeMs}:${stat.size}`;
    });
    const next = twins.map(({file}, index) => `${file}@${stamps[index]}`).join('\n');
    if (next === signature) {
      return;
    }
    const documents = twins.flatMap(({sitePath, file}, index) => {
      const known = parsed.get(file);
      if (known?.stamp === stamps[index]) {
        return known.documents;
      }
      const fresh = documentsOfTwin({markdown: fs.readFileSync(file, 'utf8'), sitePath, module: moduleOfPath(sitePath, sections), kind: kindOfPath(sitePath)});
      parsed.set(file, {stamp: stamps[index]!, documents: fresh});
      return fresh;
    });
    previous = current;
    current = buildSearchIndex(documents).files;
    signature = next;
  };

  return {
    file(name) {
      if (name === MANIFEST_FILE) {
        refresh();
      }
      return current.get(name) ?? previous.get(name);
    },
  };
}
