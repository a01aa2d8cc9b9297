import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {createWatchFileSystem, type WatchFileSystem, type WatchpackClass} from '../../lib/dev-server/watchFileSystem';

/** Rspack's own watchpack, the one the dev server's watcher keeps. */
const Watchpack = createRequire(__filename)(path.join(path.dirname(require.resolve('@rspack/core')), '../compiled/watchpack/index.js')) as WatchpackClass;

interface Report {
  changes: Set<string>;
  removals: Set<string>;
}

let dir: string;
let doc: string;
let other: string;
let fileSystem: WatchFileSystem;
const purged: string[] = [];
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'watch-file-system-')));
  doc = path.join(dir, 'pagination.md');
  other = path.join(dir, 'errors.md');
  fs.writeFileSync(doc, 'First paragraph.\n');
  fs.writeFileSync(other, 'Errors.\n');
  // Written well before the first watch, as the site's files are before the dev server's first compile.
  const before = new Date(Date.now() - 10_000);
  fs.utimesSync(doc, before, before);
  fs.utimesSync(other, before, before);
  purged.length = 0;
  fileSystem = createWatchFileSystem(Watchpack, {purge: (file) => purged.push(file)});
});
afterEach(() => {
  fileSystem.watcher?.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

const options = {aggregateTimeout: 25};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches `files` as Rspack's Watching does after a compile that began at `startTime`; resolves with the next report. */
function watchOnce(files: string[], startTime: number): {report: Promise<Report>; invalid: Promise<string>; watcher: ReturnType<WatchFileSystem['watch']>} {
  let reported: (report: Report) => void = () => {};
  let invalidated: (file: string) => void = () => {};
  const report = new Promise<Report>((resolve) => (reported = resolve));
  const invalid = new Promise<string>((resolve) => (invalidated = resolve));
  const watcher = fileSystem.watch(
    files,
    [],
    [],
    startTime,
    options,
    (error, _files, _contexts, changes, removals) => {
      expect(error).toBeNull();
      reported({changes: changes!, removals: removals!});
    },
    invalidated,
  );
  return {report, invalid, watcher};
}

/** Saves `file` as an editor does. */
function save(file: string, text: string): void {
  fs.writeFileSync(file, text);
}

/** Lets the watcher's directory scan settle, as it has long before a writer's first save. */
const settle = () => wait(300);

test('a save while watching is reported once the aggregate timeout passes, the compiler told at once', async () => {
  const {report, invalid} = watchOnce([doc, other], Date.now());
  await settle();
  save(doc, 'Edited.\n');
  expect(await invalid).toBe(doc);
  expect([...(await report).changes]).toEqual([doc]);
  expect(purged).toContain(doc);
});

test('one watchpack serves every watch: the next watch updates the files it watches', async () => {
  const first = watchOnce([doc], Date.now());
  const watchpack = fileSystem.watcher;
  await settle();
  save(doc, 'Edited.\n');
  await first.report;
  const second = watchOnce([doc, other], Date.now());
  expect(fileSystem.watcher).toBe(watchpack);
  expect([...watchpack!.fileWatchers.keys()].sort()).toEqual([doc, other].sort());
  await settle();
  save(other, 'Edited errors.\n');
  expect([...(await second.report).changes]).toEqual([other]);
});

test('a save made while a compile runs (the watcher paused) is reported by the next watch, not lost', async () => {
  const first = watchOnce([doc, other], Date.now());
  await settle();
  save(doc, 'Edited.\n');
  await first.report;
  // The compile of that save begins: Rspack's Watching notes the time and the watcher is paused.
  const compileStarted = Date.now();
  await wait(50);
  save(other, 'Saved during the compile.\n');
  await wait(200);
  const second = watchOnce([doc, other], compileStarted);
  const {changes} = await second.report;
  expect([...changes]).toEqual([other]);
  expect(await second.invalid).toBe(other);
});

test("a change heard of before the next watch's start time is the last compile's own and not reported again", async () => {
  const first = watchOnce([doc, other], Date.now());
  await settle();
  save(doc, 'Edited.\n');
  await first.report;
  // The save order writes the doc's metadata during watchRun and moves the start time past it.
  save(other, 'Metadata the compile took along.\n');
  await wait(100);
  const second = watchOnce([doc, other], Date.now());
  const reported = await Promise.race([second.report.then(() => true), wait(300).then(() => false)]);
  expect(reported).toBe(false);
  save(doc, 'A later save.\n');
  expect([...(await second.report).changes]).toEqual([doc]);
});

test('a compile asked for by hand takes the changes recorded so far, and they are not reported twice', async () => {
  const first = watchOnce([doc, other], Date.now());
  await settle();
  first.watcher.pause();
  save(doc, 'Edited.\n');
  await wait(200);
  expect([...first.watcher.getInfo().changes]).toEqual([doc]);
  const second = watchOnce([doc, other], Date.now());
  const reported = await Promise.race([second.report.then(() => true), wait(300).then(() => false)]);
  expect(reported).toBe(false);
});
