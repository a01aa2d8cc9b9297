import fs from 'node:fs';
import path from 'node:path';

/** An empty folder in a site copy, by its path relative to the copy: for PORTAL_SPECS_DIR or PORTAL_EVENTS_DIR. */
export function emptyFolder(dir: string, name = 'no-apis'): string {
  fs.mkdirSync(path.join(dir, name), {recursive: true});
  return name;
}

/**
 * The environment of a build of a site copy without our API specs and event APIs, as a portal with
 * no APIs yet is built: for a stage whose failure does not depend on them (MDX, rendering, deploy
 * files). The reference and event pages are most of a live build's pages and of its time (alone on
 * 2 cores: 44 s with them, 28 s without), and the stage fails the same way without them.
 */
export function withoutApis(dir: string): Record<string, string> {
  const folder = emptyFolder(dir);
  return {PORTAL_SPECS_DIR: folder, PORTAL_EVENTS_DIR: folder};
}
