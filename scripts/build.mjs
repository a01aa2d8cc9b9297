#!/usr/bin/env node
// Builds one or both flavours: `node scripts/build.mjs live internal`.
// Each flavour is built into build/.partial-<flavour> and only moved to build/<flavour> when the
// build succeeded, so a failed build never leaves a partial site where a deploy would pick it up.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import v8 from 'node:v8';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FLAVOURS = ['live', 'internal'];
// jiti is how Docusaurus loads TypeScript config; here it loads the deploy step's sources.
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
const {describeDeployFiles, deployFilesAhead, writeDeployFiles} = jiti(path.join(root, 'lib/deploy/index.ts'));
const {BUNDLER_FILES_FINAL_ENV} = jiti(path.join(root, 'lib/deploy/files.ts'));
/** What the Docusaurus process sends when postBuild starts (plugins/client-bundle). */
const BUNDLER_FILES_FINAL = 'portal:bundler-files-final';

/** Docusaurus prints stack frames under every error; a writer needs the message, not the frames. */
function isNoise(line) {
  return /^[\s│]+at\s/.test(line) || /^\s+\.\.\. \d+ lines matching cause stack trace \.\.\.$/.test(line);
}

/** How Node and Docusaurus' rendering threads say they ran out of heap. */
const OUT_OF_MEMORY = /JavaScript heap out of memory|Reached heap limit|ERR_WORKER_OUT_OF_MEMORY/;

function outOfMemoryAdvice() {
  const limit = Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20);
  return [
    `The build ran out of memory: Node's heap limit here is ${limit} MiB.`,
    `Give it more, for example NODE_OPTIONS=--max-old-space-size=${Math.max(4096, Math.ceil((limit * 1.5) / 512) * 512)} npm run build,`,
    'on a machine with that much free memory plus about 1 GiB for each server-rendering thread.',
    'The README says how large a portal one machine builds ("How large a portal one machine builds").',
  ].join('\n');
}

/**
 * The last line `docusaurus build` prints, once every locale's files are written: from then on it
 * only exits, which took about 4 s of a hundred-API build (its heap and the bundler's native side
 * torn down, on one core). The deploy step starts at this line rather than at the exit; without
 * it (another wording after an upgrade) it starts at the exit (DOCUSAURUS_PATCHES.md, "The build's
 * last line").
 */
const BUILD_DONE = /command to test your build locally\.$/;

function buildFlavour(flavour) {
  const partial = path.join(root, 'build', `.partial-${flavour}`);
  const target = path.join(root, 'build', flavour);
  fs.rmSync(partial, {recursive: true, force: true});
  const started = Date.now();
  console.log(`Building the ${flavour} flavour into build/${flavour} ...`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/docusaurus.mjs'), 'build', '--out-dir', partial], {
      cwd: root,
      // Set before the CLI loads the bundler: docusaurus.config.ts's own default reaches only the
      // rendering threads, and a site that renders on its main thread (under 100 pages a core, one
      // core) would get minified pages, whose inline scripts the deploy step's CSP no longer allows
      // (DOCUSAURUS_PATCHES.md, "HTML minification off").
      env: {
        ...process.env,
        PORTAL_FLAVOUR: flavour,
        SKIP_HTML_MINIFICATION: process.env.SKIP_HTML_MINIFICATION ?? 'true',
        [BUNDLER_FILES_FINAL_ENV]: BUNDLER_FILES_FINAL,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    // The deploy step's work on files final once postBuild starts, done while it runs on a core it leaves idle.
    let ahead;
    child.on('message', (message) => {
      // The channel stays open until Docusaurus exits: closed from this side, Node 20 never emits 'close'.
      if (message === BUNDLER_FILES_FINAL) {
        ahead ??= deployFilesAhead(partial);
      }
    });
    const stopAhead = async () => ahead?.stop();
    let outOfMemory = false;
    // Headers, robots.txt and precompressed files, once every postBuild hook has written its files.
    let deploy;
    const startDeploy = () =>
      (deploy ??= stopAhead()
        .then((work) => writeDeployFiles(partial, flavour, process.env, work))
        .then(
          (report) => ({report}),
          (error) => ({error}),
        ));
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({input: stream}).on('line', (line) => {
        outOfMemory ||= OUT_OF_MEMORY.test(line);
        if (process.env.DEBUG_BUILD || !isNoise(line)) {
          sink.write(`${line}\n`);
        }
        if (stream === child.stdout && BUILD_DONE.test(line)) {
          startDeploy();
        }
      });
    }
    child.on('close', async (code) => {
      if (code === 0) {
        const {report, error} = await startDeploy();
        if (error) {
          fs.rmSync(partial, {recursive: true, force: true});
          console.error(`\nThe ${flavour} build could not write its deploy files: ${error.message}\nNothing was written to build/${flavour}.`);
          resolve(false);
          return;
        }
        // scripts/bench/users-build.mjs reads this line for its breakdown.
        console.log(`Deploy files of the ${flavour} flavour: ${describeDeployFiles(report)}`);
        fs.rmSync(target, {recursive: true, force: true});
        fs.renameSync(partial, target);
        console.log(`Built the ${flavour} flavour in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
        resolve(true);
      } else {
        // A deploy step under way ends before its folder is removed, and so does the compression.
        await deploy;
        await stopAhead();
        fs.rmSync(partial, {recursive: true, force: true});
        console.error(`\nThe ${flavour} build failed; nothing was written to build/${flavour}. ${outOfMemory ? outOfMemoryAdvice() : 'What to fix is above.'}`);
        resolve(false);
      }
    });
  });
}

const requested = process.argv.slice(2);
const unknown = requested.filter((flavour) => !FLAVOURS.includes(flavour));
if (requested.length === 0 || unknown.length > 0) {
  console.error(`Usage: node scripts/build.mjs ${FLAVOURS.join('|')} [...]` + (unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''));
  process.exit(2);
}
for (const flavour of requested) {
  if (!(await buildFlavour(flavour))) {
    process.exit(1);
  }
}
