/**
 * The one door of the MCP server to the disk: files of one flavour's build directory, by their
 * path in the site. Nothing outside that directory can be read through it, so what the live build
 * does not hold (internal pages, specs, rules) cannot come out of a live server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {BASE_URL, HOSTS, MCP, type Flavour} from '../portal/config';
import {trimSlashes} from '../shared/paths';
import type {SiteAddress} from '../twins/format';

export interface BuildDir {
  flavour: Flavour;
  root: string;
  site: SiteAddress;
  /** A file's text by its path in the site (`rest/pagination.md`), undefined when the build has none. */
  read(sitePath: string): Promise<string | undefined>;
  /** Parsed JSON, the most recently read kept (MCP.cachedJsonFiles): page data and spec downloads do not change under a running server. */
  readJson<T>(sitePath: string): Promise<T | undefined>;
  /** Paths (relative to `dir`, `/`-separated) of the files below a folder of the site, sorted; none when it is missing. */
  list(dir: string): Promise<string[]>;
}

/** The file a site path names, or undefined when the path would leave the build (`..`, a NUL). */
function fileOf(root: string, sitePath: string): string | undefined {
  const relative = trimSlashes(sitePath);
  if (relative.includes('\0') || relative.split('/').some((segment) => segment === '..' || segment === '.')) {
    return undefined;
  }
  const file = path.resolve(root, relative);
  return file.startsWith(`${root}${path.sep}`) || file === root ? file : undefined;
}

export function openBuildDir(flavour: Flavour, dir: string): BuildDir {
  const root = path.resolve(dir);
  const json = new Map<string, Promise<unknown>>();
  const read = async (sitePath: string): Promise<string | undefined> => {
    const file = fileOf(root, sitePath);
    if (!file) {
      return undefined;
    }
    try {
      return await fs.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') {
        return undefined;
      }
      throw error;
    }
  };
  return {
    flavour,
    root,
    site: {siteUrl: `https://${HOSTS[flavour]}`, baseUrl: BASE_URL},
    read,
    readJson: <T>(sitePath: string): Promise<T | undefined> => {
      let entry = json.get(sitePath);
      if (entry) {
        // Read again: the most recently read go last, so the eviction below takes the least.
        json.delete(sitePath);
      } else {
        entry = read(sitePath).then((text) => (text === undefined ? undefined : (JSON.parse(text) as unknown)));
        entry.catch(() => json.delete(sitePath));
      }
      json.set(sitePath, entry);
      // A server of a large portal must not end up holding every page's data.
      for (const oldest of json.keys()) {
        if (json.size <= MCP.cachedJsonFiles) {
          break;
        }
        json.delete(oldest);
      }
      return entry as Promise<T | undefined>;
    },
    list: async (sitePath: string): Promise<string[]> => {
      const folder = fileOf(root, sitePath);
      if (!folder) {
        return [];
      }
      try {
        const entries = await fs.readdir(folder, {recursive: true, withFileTypes: true});
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return [];
        }
        throw error;
      }
    },
  };
}

/** Whether `dir` looks like a build of the portal: it has the search index's manifest and llms.txt. */
export async function assertBuildDir(build: BuildDir): Promise<void> {
  const missing = [];
  for (const file of ['search-index/manifest.json', 'llms.txt']) {
    if ((await build.read(file)) === undefined) {
      missing.push(file);
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `${build.root} is no build of the ${build.flavour} portal (${missing.join(' and ')} missing). Build it first: npm run build:${build.flavour}, or name the build with --build DIR.`,
    );
  }
}
