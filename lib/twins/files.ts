/**
 * Where twins wait between the plugins that write them and the one that publishes them: the
 * openapi-reference plugin writes the reference pages' twins into `referenceTwinsDir` while it
 * writes their data; plugins/markdown-twins copies the flavour's twins into the site and serves the
 * folder in the dev server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {twinSitePath} from './format';

/**
 * Whether the dev server writes the twins and serves its search index from them:
 * `PORTAL_DEV_SEARCH=off` leaves both out (the bench measures the dev server's start without them).
 */
export function devTwinsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PORTAL_DEV_SEARCH !== 'off';
}

export function referenceTwinsDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'markdown-twins', 'reference');
}

export function docsTwinsDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'markdown-twins', 'docs');
}

// Twins being written after the pages they belong to (the dev server, after a save).
let writing: Promise<unknown> = Promise.resolve();

/** Says twins are being written until `work` settles: readers of twins wait for it (twinsWritten). */
export function writingTwins(work: Promise<unknown>): void {
  writing = Promise.all([writing, work.catch(() => undefined)]);
}

/** Resolves when the twins being written (writingTwins) are. */
export function twinsWritten(): Promise<void> {
  return writing.then(() => undefined);
}

/** The file of a page's twin under a folder that stands for the site root. */
export function twinFile(root: string, sitePath: string): string {
  return path.join(root, ...twinSitePath(sitePath).split('/').filter(Boolean));
}

/** Writes a twin, leaving an unchanged one untouched: the dev server's search index re-reads only the files that changed. */
export function writeTwinFile(root: string, sitePath: string, markdown: string): string {
  const file = twinFile(root, sitePath);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === markdown) {
    return file;
  }
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, markdown);
  return file;
}

/** Every twin under a folder that stands for the site root, by the site path of its page. */
export function readTwinFiles(root: string): {sitePath: string; file: string}[] {
  if (!fs.existsSync(root)) {
    return [];
  }
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((relative) => relative.endsWith('.md'))
    .map((relative) => {
      const sitePath = `/${relative.split(path.sep).join('/').replace(/\.md$/, '')}`;
      return {sitePath: sitePath === '/index' ? '/' : sitePath, file: path.join(root, relative)};
    });
}
