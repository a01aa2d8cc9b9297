import fs from 'node:fs';

/**
 * Saves a file as an editor does: new content and a later modification time, so that caches keyed
 * on a file's size and time see the change even when the test writes twice in one millisecond.
 */
export function saveFile(file: string, content: string): void {
  fs.writeFileSync(file, content);
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(file, later, later);
}
