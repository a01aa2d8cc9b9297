import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A temporary folder holding the given files (paths relative to it), removed after the test file. */
export function tempTree(files: Record<string, string>, prefix = 'portal-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Removes the folders `tempTree` made (jest runs it after every test file: `tempTreeCleanup.ts`). */
export function removeTempTrees(): void {
  for (const dir of made.splice(0)) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
