/**
 * How the worker reads index files over HTTP. Shards and fragments are named by their content
 * hash, so the HTTP cache may keep them for good; the manifest keeps its name across deployments
 * and is revalidated, so a new deployment's index is seen on the next page load.
 */
import {MANIFEST_FILE} from '../../lib/search/config';
import type {LoadIndexFile} from '../../lib/search/engine';
import {SESSION} from '../../lib/portal/config';

/**
 * `onSessionEnded`: an index file was refused for want of a session (the internal host's 401). The
 * worker has no page to say so on: it tells the page (src/shared/session).
 */
export function createIndexLoader(indexUrl: string, fetchFile: typeof fetch, onSessionEnded: () => void = () => undefined): LoadIndexFile {
  return async (file) => {
    const response = await fetchFile(new URL(file, indexUrl).href, {cache: file === MANIFEST_FILE ? 'no-cache' : 'default'});
    if (response.status === SESSION.endedStatus) {
      onSessionEnded();
    }
    if (!response.ok) {
      throw new Error(`Search index file ${file}: HTTP ${response.status}`);
    }
    return response.text();
  };
}
