import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A temporary folder holding the given files (paths relative to it). */
export function tempTree(files: Record<string, string>, prefix = 'portal-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
