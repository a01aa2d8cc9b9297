/**
 * How the worker reads index files over HTTP. Shards and fragments are named by their content
 * hash, so the HTTP cache may keep them for good; the manifest keeps its name across deployments
 * and is revalidated, so a new deployment's index is seen on the next page load.
 */
import {MANIFEST_FILE} from '../../lib/search/config';
import type {LoadIndexFile} from '../../lib/search/engine';

export function createIndexLoader(indexUrl: string, fetchFile: typeof fetch): LoadIndexFile {
  return async (file) => {
    const response = await fetchFile(new URL(file, indexUrl).href, {cache: file === MANIFEST_FILE ? 'no-cache' : 'default'});
    if (!response.ok) {
      throw new Error(`Search index file ${file}: HTTP ${response.status}`);
    }
    return response.text();
  };
}
