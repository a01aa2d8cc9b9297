// Issue 36's rows: what the event API pages add to the build a user runs, and a real-world sample.
// `npm run build:internal` cold (deploy files included) without event APIs (an empty
// PORTAL_EVENTS_DIR) and with ours, in the same run: the difference is what the event pages cost.
// Then the AsyncAPI organisation's own example documents (tests/fixtures/asyncapi-examples, from
// github.com/asyncapi/spec) built as our event APIs: how many documents, how many pages, how long.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {coldUserBuild} from './users-build.mjs';

/** Event pages of a flavour's build: the overview (reference/events.html) and every page below reference/events. */
function eventPages(buildDir) {
  const top = path.join(buildDir, 'reference', 'events');
  const below = fs.existsSync(top) ? fs.readdirSync(top, {recursive: true}).filter((entry) => String(entry).endsWith('.html')).length : 0;
  return below + (fs.existsSync(`${top}.html`) ? 1 : 0);
}

/**
 * The examples the portal reads, copied to a folder of their own: a document it rejects (one fetches
 * its Avro schemas by URL) would fail the build, as it should for a writer, so it is counted apart.
 */
async function readableExamples(root, from) {
  const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
  const {loadEventApi} = jiti(path.join(root, 'lib/asyncapi/load.ts'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-asyncapi-examples-'));
  const rejected = [];
  for (const name of documentsIn(from)) {
    try {
      await loadEventApi(path.join(from, name), {siteDir: root});
      fs.copyFileSync(path.join(from, name), path.join(dir, name));
    } catch (error) {
      rejected.push(String(error.message).split('\n').at(-1).replace(/^- /, '').trim());
    }
  }
  return {dir, rejected};
}

const documentsIn = (dir) => fs.readdirSync(dir).filter((name) => /\.(ya?ml|json)$/.test(name) && !/\.(exceptions|changelog)\.ya?ml$/.test(name));

export async function eventRows({root}) {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-no-events-'));
  try {
    const without = await coldUserBuild(root, 'build:internal', {PORTAL_EVENTS_DIR: empty});
    const withEvents = await coldUserBuild(root, 'build:internal');
    const ours = eventPages(path.join(root, 'build', 'internal'));
    const examples = path.join(root, 'tests', 'fixtures', 'asyncapi-examples');
    const {dir: sampleDir, rejected} = await readableExamples(root, examples);
    let sample;
    try {
      sample = await coldUserBuild(root, 'build:internal', {PORTAL_EVENTS_DIR: sampleDir});
    } finally {
      fs.rmSync(sampleDir, {recursive: true, force: true});
    }
    const samplePages = eventPages(path.join(root, 'build', 'internal'));
    const added = withEvents.seconds - without.seconds;
    return [
      [
        `npm run build:internal with our ${documentsIn(path.join(root, 'events')).length} event APIs (cold, deploy files included)`,
        `${withEvents.seconds.toFixed(1)} s, peak ${(withEvents.peakMiB / 1024).toFixed(2)} GiB; ${ours} event pages`,
        `without event APIs: ${without.seconds.toFixed(1)} s; the event pages add ${added.toFixed(1)} s (x${(withEvents.seconds / without.seconds).toFixed(2)})`,
      ],
      [
        `npm run build:internal with the AsyncAPI examples (${documentsIn(examples).length - rejected.length} of ${documentsIn(examples).length} documents from asyncapi/spec)`,
        `${sample.seconds.toFixed(1)} s, peak ${(sample.peakMiB / 1024).toFixed(2)} GiB`,
        `${samplePages} event pages (${(sample.seconds - without.seconds).toFixed(1)} s over the build without event APIs)`,
      ],
      ...rejected.map((why) => ['  an example the portal rejects', why, 'not built']),
    ];
  } finally {
    fs.rmSync(empty, {recursive: true, force: true});
  }
}
