/**
 * Where twins wait between the plugins that write them and the one that publishes them: the
 * openapi-reference plugin writes the reference pages' twins into `referenceTwinsDir` while it
 * writes their data; plugins/markdown-twins copies the flavour's twins into the site and serves the
 * folder in the dev server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {twinSitePath} from './format';

export function referenceTwinsDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'markdown-twins', 'reference');
}

export function docsTwinsDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'markdown-twins', 'docs');
}

/** The file of a page's twin under a folder that stands for the site root. */
export function twinFile(root: string, sitePath: string): string {
  return path.join(root, ...twinSitePath(sitePath).split('/').filter(Boolean));
}

export function writeTwinFile(root: string, sitePath: string, markdown: string): string {
  const file = twinFile(root, sitePath);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, markdown);
  return file;
}
