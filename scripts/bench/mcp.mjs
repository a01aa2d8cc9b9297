// Issue 35's bench rows (`npm run bench -- --only mcp`): the MCP server's Streamable HTTP service
// (scripts/mcp-http.mjs) as nginx runs it, on our portal and on the hundred-API set. Per build: the
// time from spawning the service to its health check answering, its resident memory at start and
// after the calls, and each tool's p50/p95 (the event tools too, where the build has event APIs) over calls with inputs drawn from the build,
// through the SDK's client. Beside `search`, the site search's own engine (lib/search/engine.ts,
// as the browser's worker runs it) over the same index files and queries, timed in Node too.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// jiti is how Docusaurus loads TypeScript config; here it loads the portal's facts and the search engine.
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
// Loaded when the section runs, not when bench.mjs imports this file for another section.
let sources;
const portal = () =>
  (sources ??= {
    ...jiti(path.join(root, 'lib/portal/config.ts')),
    ...jiti(path.join(root, 'lib/mcp/http.ts')),
    ...jiti(path.join(root, 'lib/search/engine.ts')),
    ...jiti(path.join(root, 'lib/search/config.ts')),
    ...jiti(path.join(root, 'lib/reference/codeSamples.ts')),
    ...jiti(path.join(root, 'lib/openapi/operations.ts')),
  });

/** Calls per tool; BENCH_MCP_CALLS sets another number. */
const CALLS = Number(process.env.BENCH_MCP_CALLS ?? 50);
if (!(Number.isInteger(CALLS) && CALLS > 0)) {
  throw new Error(`BENCH_MCP_CALLS must be a whole number of calls per tool, not "${process.env.BENCH_MCP_CALLS}".`);
}
const START_TIMEOUT_MS = 120_000;
const QUERIES = JSON.parse(fs.readFileSync(path.join(root, 'scripts/bench/search-queries.json'), 'utf8')).queries.map(({query}) => query);

const ms = (value) => `${value.toFixed(1)} ms`;
const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
const relative = (dir) => (path.relative(root, dir).startsWith('..') ? dir : path.relative(root, dir));

/** Nearest-rank percentile, as the search rows (scripts/bench/search.mjs) take it. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `count` items at even steps through `list`, round again where it has fewer. */
function spread(list, count) {
  if (list.length === 0) {
    return [];
  }
  return Array.from({length: count}, (_, index) => (list.length >= count ? list[Math.floor((index * list.length) / count)] : list[index % list.length]));
}

/** The first of each list, then the second of each, and so on: inputs from every API, not only the first. */
function interleave(lists) {
  const out = [];
  for (let index = 0; lists.some((list) => index < list.length); index++) {
    out.push(...lists.filter((list) => index < list.length).map((list) => list[index]));
  }
  return out;
}

/** The spec downloads of a build: key and parsed document, by key. */
function specsOf(buildDir) {
  const dir = path.join(buildDir, 'openapi');
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({key: file.slice(0, -'.json'.length), spec: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))}));
}

/** The messages of a build's event APIs (its AsyncAPI downloads), as get_message takes them, interleaved across APIs. */
function eventMessagesOf(buildDir) {
  const dir = path.join(buildDir, 'asyncapi');
  if (!fs.existsSync(dir)) {
    return [];
  }
  return interleave(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => {
        const document = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
        return Object.keys(document.components?.messages ?? {}).map((message) => ({api: file.slice(0, -'.json'.length), message}));
      }),
  );
}

/** The hundred-API set as `npm run bench -- --only hundred` builds it: Stripe's and every spec of many-specs.json's issueSize. */
function isHundredApiBuild(buildDir) {
  const dir = path.join(buildDir, 'openapi');
  if (!fs.existsSync(dir)) {
    return false;
  }
  const {issueSize} = JSON.parse(fs.readFileSync(path.join(root, 'scripts/bench/many-specs.json'), 'utf8'));
  const keys = new Set(fs.readdirSync(dir).filter((file) => file.endsWith('.json')));
  // The key scripts/bench.mjs gives each spec file (specKey there).
  return keys.has('stripe.json') && issueSize.every((member) => keys.has(`${member.replace(/\.json$/, '').replace(/[^A-Za-z0-9_-]+/g, '-')}.json`));
}

/**
 * Search queries for a build: the relevance list's, then operationIds of the build's specs, so a
 * build of other APIs is searched for its own words too. The same list goes to the bare engine.
 */
function searchQueries(specs) {
  const ids = interleave(specs.map(({spec}) => operationsOf(spec).map(({operationId}) => operationId)));
  return [...QUERIES, ...spread(ids, Math.min(ids.length, 16))];
}

/** The operations of a spec's paths that have an operationId (lib/openapi/operations.ts). */
function operationsOf(spec) {
  return portal()
    .operationsOf(spec)
    .filter(({operationId}) => typeof operationId === 'string');
}

/** The arguments of each tool's calls, `count` of each, drawn from what the build holds. */
function callsFor(buildDir, count) {
  const specs = specsOf(buildDir);
  const apis = specs.map(({key}) => key);
  const twins = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md') && !path.basename(file).startsWith('_'))
    .sort()
    .map((file) => (file === 'index.md' ? '/' : `/${file.slice(0, -'.md'.length)}`));
  const rules = fs.existsSync(path.join(buildDir, 'guidelines'))
    ? fs
        .readdirSync(path.join(buildDir, 'guidelines'))
        .filter((file) => /^r\d{6}\.md$/.test(file))
        .sort()
        .map((file) => `R${file.slice(1, 7)}`)
    : [];
  const operations = interleave(specs.map(({key, spec}) => operationsOf(spec).map(({operationId}) => ({api: key, operationId}))));
  const schemas = interleave(specs.map(({key, spec}) => Object.keys(spec.components?.schemas ?? {}).map((name) => ({api: key, name}))));
  const languages = portal().SAMPLE_CLIENTS.map((client) => client.label);
  const messages = eventMessagesOf(buildDir);
  return {
    search: spread(searchQueries(specs), count).map((query) => ({query})),
    read_page: spread(twins, count).map((url) => ({url})),
    list_apis: Array.from({length: count}, () => ({})),
    get_operation: spread(operations, count).map((operation, index) => ({...operation, language: languages[index % languages.length]})),
    get_schema: spread(schemas, count),
    // All APIs, one API, and one API since a date: what an assistant asks for "what changed".
    list_changes: Array.from({length: count}, (_, index) => {
      const api = apis[Math.floor(index / 3) % apis.length];
      return [{}, {api}, {api, since: '2025-01-01'}][index % 3];
    }),
    get_rule: spread(rules, count).map((id) => ({id})),
    // The event tools (issue 36), where the build has event APIs.
    ...(messages.length > 0 ? {list_event_apis: Array.from({length: count}, () => ({})), get_message: spread(messages, count)} : {}),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resident and peak resident memory of a process, KiB, from /proc. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return {rssKiB: field('VmRSS'), peakKiB: field('VmHWM')};
}

/** Spawns the service on a free port; resolves when its health check answers, with the time that took. */
async function startService(flavour, buildDir) {
  const {HEALTH_PATH, MCP_PATH} = portal();
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/mcp-http.mjs'), flavour, '--build', buildDir, '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = false;
  const ended = new Promise((resolve) => child.once('exit', (code) => resolve(((exited = true), code))));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) {
      throw new Error(`The MCP service on ${buildDir} stopped before it answered:\n${stderr}`);
    }
    if (performance.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGTERM');
      throw new Error(`The MCP service on ${buildDir} did not answer its health check in ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    const ok = await fetch(`${origin}${HEALTH_PATH}`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    startMs: performance.now() - started,
    url: `${origin}${MCP_PATH}`,
    memory: () => memoryOf(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await ended;
    },
  };
}

/**
 * Clients of the service, a new one (another X-Real-IP, as nginx names each client) before one
 * reaches the service's calls per minute: the bench measures latency, not the rate limit.
 */
function clientPool(url) {
  let client;
  let used = 0;
  let address = 0;
  // Connecting costs two posts (initialize, initialized).
  const perClient = portal().MCP.http.callsPerMinute - 4;
  return {
    async get() {
      if (!client || used >= perClient) {
        await client?.close();
        address += 1;
        client = new Client({name: 'portal-bench', version: '1.0.0'});
        const transport = new StreamableHTTPClientTransport(new URL(url), {requestInit: {headers: {'X-Real-IP': `198.51.100.${address}`}}});
        await client.connect(transport);
        used = 0;
      }
      used += 1;
      return client;
    },
    close: () => client?.close(),
  };
}

/** Times each call of each tool, one call at a time; errors are counted apart (they would mean the inputs are wrong). */
async function timeTools(url, calls) {
  const pool = clientPool(url);
  const results = {};
  try {
    for (const [name, inputs] of Object.entries(calls)) {
      const times = [];
      const errors = [];
      for (const args of inputs) {
        const client = await pool.get();
        const started = performance.now();
        try {
          const result = await client.callTool({name, arguments: args});
          times.push(performance.now() - started);
          if (result.isError) {
            errors.push(`${JSON.stringify(args)}: ${result.content?.[0]?.text?.slice(0, 120)}`);
          }
        } catch (error) {
          // A refused or failed call (504, a result its output schema rejects) is reported, not timed.
          errors.push(`${JSON.stringify(args)}: ${error.message.slice(0, 120)}`);
        }
      }
      results[name] = {times, errors};
    }
  } finally {
    await pool.close();
  }
  return results;
}

/** The site search's engine over the build's index files, as the worker runs it (prepared, then one query after another). */
async function timeEngine(buildDir, queries) {
  const {createSearchEngine, RESULT_LIMIT} = portal();
  const engine = createSearchEngine((file) => fs.promises.readFile(path.join(buildDir, 'search-index', file), 'utf8'));
  await engine.prepare();
  const times = [];
  for (const query of queries) {
    const started = performance.now();
    await engine.search(query, [], RESULT_LIMIT);
    times.push(performance.now() - started);
  }
  return times;
}

const summary = (times) =>
  times.length === 0 ? 'no call answered' : `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`;

/** The service's start and memory on one build; with `tools`, each tool's latency too. */
async function measureBuild({label, flavour, buildDir, tools}) {
  const calls = callsFor(buildDir, CALLS);
  const total = Object.values(calls).reduce((sum, inputs) => sum + inputs.length, 0);
  const service = await startService(flavour, buildDir);
  let timed;
  let atStart;
  let after;
  try {
    atStart = service.memory();
    timed = await timeTools(service.url, calls);
    after = service.memory();
  } finally {
    await service.stop();
  }
  const rows = [
    [
      `MCP service, ${label}, ${flavour} (${relative(buildDir)}): start`,
      `${(service.startMs / 1000).toFixed(2)} s from spawn to the health check`,
      `RSS ${mib(atStart.rssKiB)} at start, ${mib(after.rssKiB)} after ${total} calls (peak ${mib(after.peakKiB)})`,
    ],
  ];
  if (!tools) {
    return rows;
  }
  const engine = await timeEngine(
    buildDir,
    calls.search.map(({query}) => query),
  );
  for (const [name, {times, errors}] of Object.entries(timed)) {
    const failed = errors.length > 0 ? `${errors.length} tool errors, first: ${errors[0]}` : '';
    rows.push([
      `  ${name} over MCP, ${label} (${times.length} calls)`,
      summary(times),
      name === 'search' ? [`site search engine, same queries in Node: ${summary(engine)}`, failed].filter(Boolean).join('; ') : failed,
    ]);
  }
  return rows;
}

/**
 * The rows: our portal (build/internal with the tools, build/live for start and memory), then the
 * hundred-API set, found in BENCH_MCP_HUNDRED_BUILD or in build/internal, where
 * `npm run bench -- --only hundred` leaves it.
 */
export async function mcpRows() {
  const rows = [];
  const live = path.join(root, 'build', 'live');
  const internal = path.join(root, 'build', 'internal');
  const hundred = path.resolve(process.env.BENCH_MCP_HUNDRED_BUILD ?? internal);
  const notMeasured = (label, why) => rows.push([`MCP service, ${label}`, `not measured: ${why}`, '']);

  if (!fs.existsSync(path.join(internal, 'search-index'))) {
    notMeasured('our portal', `no build in ${relative(internal)}; run npm run build first`);
  } else if (isHundredApiBuild(internal)) {
    notMeasured('our portal', `${relative(internal)} holds the hundred-API build; run npm run build first`);
  } else {
    rows.push(...(await measureBuild({label: 'our portal', flavour: 'internal', buildDir: internal, tools: true})));
  }
  if (!fs.existsSync(path.join(live, 'search-index'))) {
    notMeasured('our portal, live', `no build in ${relative(live)}; run npm run build first`);
  } else {
    rows.push(...(await measureBuild({label: 'our portal', flavour: 'live', buildDir: live, tools: false})));
  }

  if (!isHundredApiBuild(hundred)) {
    notMeasured('the hundred-API set', `no hundred-API build in ${relative(hundred)}; run \`npm run bench -- --only hundred\` first`);
  } else {
    rows.push(...(await measureBuild({label: 'the hundred-API set', flavour: 'internal', buildDir: hundred, tools: true})));
  }
  return rows;
}
