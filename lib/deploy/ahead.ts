/**
 * The deploy step's work that can start while the build still runs, in the child process of
 * deployFilesAhead (index.ts, aheadChild.cjs) at the lowest CPU priority. Once postBuild
 * starts, the bundler's scripts and styles are final and so are the server-rendered pages: it
 * compresses the first and finds the inline code of the second, naming each file it is through with.
 * The deploy step then does only what it did not finish, and checks again every page whose stamp
 * changed since (the redirect pages postBuild writes are new).
 */
import fs from 'node:fs';
import path from 'node:path';
import {compressBeside} from './compress.cjs';
import {fileStamp, filesOf} from './files';
import {inlineCodeOf, type InlineKind} from './inline';
import {BUNDLER_DIR, precompressionOf} from './policy';

/** Each inline code of a page as its kind, the number of its text (sent once, in `texts`) and its index. */
export type AheadMessage =
  {compressed: string; stamp: string} | {page: string; stamp: string; codes: [InlineKind, number, number][]; texts: [number, string][]};

/** Files compressed at once: each file's gzip and brotli run on a thread each. */
const CONCURRENCY = 2;

/** Does the work ahead for the build in `outDir`, calling `send` (which resolves once sent) as each file is through. */
export async function workAhead(outDir: string, send: (message: AheadMessage) => Promise<void>): Promise<void> {
  const bundlerDir = path.join(outDir, BUNDLER_DIR);
  const queue = (fs.existsSync(bundlerDir) ? filesOf(bundlerDir) : []).flatMap((file) => {
    const kind = precompressionOf(path.relative(outDir, file).split(path.sep).join('/'), fs.statSync(file).size);
    return kind?.ahead ? [{file, levels: kind}] : [];
  });
  const compressing = Promise.all(
    Array.from({length: CONCURRENCY}, async () => {
      for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
        const stamp = fileStamp(entry.file);
        await compressBeside(entry.file, entry.levels);
        await send({compressed: entry.file, stamp});
      }
    }),
  );
  // The pages are read on this thread, one a turn, between the compressions' callbacks.
  const textIds = new Map<string, number>();
  for (const file of filesOf(outDir).filter((name) => name.endsWith('.html'))) {
    const stamp = fileStamp(file);
    const texts: [number, string][] = [];
    const codes = inlineCodeOf(fs.readFileSync(file, 'utf8')).map(({kind, text, index}): [InlineKind, number, number] => {
      let id = textIds.get(text);
      if (id === undefined) {
        id = textIds.size;
        textIds.set(text, id);
        texts.push([id, text]);
      }
      return [kind, id, index];
    });
    await send({page: file, stamp, codes, texts});
  }
  await compressing;
}
