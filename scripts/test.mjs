#!/usr/bin/env node
// `npm test`: every check of the portal, with one total at the end.
// The static checks two at a time (typecheck, import rules, markdown lint || ESLint, Prettier, lint
// of the specs) -> jest (unit, content, build errors) -> both builds -> leak test on build/live ->
// browser tests (Playwright, Debian Chromium) against both builds, then against the dev server
// (started with the builds, so that its first compile overlaps them).
// `npm run test:unit` (`--unit`) runs the fast loop only, without a build: typecheck and the import
// rules || the unit and content tests.
// Phases that run side by side print their output whole when each ends, so it never interleaves.
// Ends with the line "N passed, N failed, N skipped", counting every declared test (also written to
// reports/summary.txt for .ci/run); each phase's time is printed and kept in reports/phases.json.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {findTestChromium} from './find-chromium.mjs';
import {findNginx} from './serve-nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
fs.rmSync(reports, {recursive: true, force: true});
fs.mkdirSync(reports, {recursive: true});
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const unitOnly = process.argv.includes('--unit');
/** Each phase's title, seconds and outcome, in the order this script declares them, for reports/phases.json. */
const phases = [];

/** Each entry: one suite's title and its passed, failed and skipped tests, in the order declared. */
const results = [];
/** At most this many failed tests are named under a suite's line in the summary. */
const MAX_LISTED_FAILURES = 10;
const counts = ({passed, failed, skipped}) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

/**
 * Runs one phase and resolves to whether it passed. Alone it streams its output; beside another
 * (`buffered`) it keeps its output and prints it whole, under its title, when it ends.
 */
function run(title, command, args, env = {}, {buffered = false, sideBySide = false} = {}) {
  const phase = {title, seconds: 0, ok: false, ...(sideBySide ? {sideBySide} : {})};
  phases.push(phase);
  console.log(buffered ? `\n... ${title}: started side by side (its output follows when it ends)` : `\n=== ${title} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: {...process.env, ...env}});
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let ended = false;
    const end = (status) => {
      if (ended) {
        return;
      }
      ended = true;
      const seconds = (Date.now() - started) / 1000;
      Object.assign(phase, {seconds: Number(seconds.toFixed(1)), ok: status === 0});
      if (buffered) {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`--- ${title}: ${status === 0 ? 'ok' : `failed (${typeof status === 'string' ? status : `exit ${status}`})`} in ${seconds.toFixed(1)} s`);
      resolve(status === 0);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(error.code ?? 'could not start');
    });
    child.on('close', (code, signal) => end(signal ?? code));
  });
}

/** A check that is one test: it passes or fails as a whole. */
async function check(title, command, args, env = {}, options = {}) {
  const result = {title, passed: 0, failed: 0, skipped: 0};
  results.push(result);
  const ok = await run(title, command, args, env, options);
  Object.assign(result, {passed: ok ? 1 : 0, failed: ok ? 0 : 1});
  return ok;
}

async function jest(title, projects, options = {}) {
  const output = path.join(reports, `jest-${title}.json`);
  const result = {title: `jest: ${title}`, passed: 0, failed: 0, skipped: 0};
  results.push(result);
  // Two workers: jest's default on two cores is one.
  const args = ['--selectProjects', ...projects, '--json', `--outputFile=${output}`, '--ci', '--maxWorkers=2'];
  const ok = await run(`jest: ${title}`, bin('jest'), args, {}, options);
  const report = fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  // Skipped (it.skip, a skipped describe) and it.todo tests are declared tests too.
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  // A suite that fails to load has no failed test of its own; count it so it cannot pass silently.
  const failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0) + (ok || report ? 0 : 1);
  Object.assign(result, {passed, failed: ok || failed > 0 ? failed : 1, skipped, failures: jestFailures(report)});
}

/** The failed tests of a jest JSON report, and the suites that failed to run, one line each. */
function jestFailures(report) {
  return (report?.testResults ?? []).flatMap((suite) => {
    const file = path.relative(root, suite.name);
    const failedTests = suite.assertionResults.filter(({status}) => status === 'failed').map(({fullName}) => `${file} › ${fullName}`);
    return failedTests.length === 0 && suite.status === 'failed' ? [`${file} (the suite failed to run)`] : failedTests;
  });
}

/**
 * Runs lanes side by side (two cores: two lanes), each lane's phases one after another. The first
 * lane's output streams; the others' is printed whole as each of their phases ends.
 */
const sideBySide = (...lanes) =>
  Promise.all(
    lanes.map(async (lane, index) => {
      for (const phase of lane) {
        await phase({buffered: index > 0, sideBySide: true});
      }
    }),
  );

/**
 * The browser tests declared in a Playwright configuration (every spec in every project), for when
 * they cannot run: listing them starts no server and no browser. They count as skipped, so the
 * total still covers them.
 */
function declaredBrowserTests(config) {
  const output = path.join(reports, `playwright-list-${path.basename(config, '.ts')}.json`);
  spawnSync(bin('playwright'), ['test', '--config', config, '--list', '--reporter=json'], {
    cwd: root,
    stdio: 'ignore',
    env: {...process.env, CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: output},
  });
  return fs.existsSync(output) ? (JSON.parse(fs.readFileSync(output, 'utf8')).stats?.skipped ?? 0) : 0;
}

/** The browser tests of the builds (served by nginx), and those of the writer's loop (the dev server). */
const BROWSER_RUNS = [
  {title: 'browser tests (Playwright + Chromium, both builds through nginx)', config: 'playwright.config.ts'},
  {title: "browser tests of the dev server (the writer's loop)", config: 'playwright.dev.config.ts'},
];

async function playwright(chromium, {title, config}, env = {}) {
  const output = path.join(reports, `playwright-${path.basename(config, '.ts')}.json`);
  const result = {title, passed: 0, failed: 0, skipped: 0};
  results.push(result);
  // CI=1: the configuration then forbids test.only and never reuses a server it did not start.
  const ok = await run(title, bin('playwright'), ['test', '--config', config], {
    CI: '1',
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    ...env,
  });
  const report = fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, 'utf8')) : null;
  const stats = report?.stats ?? null;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats?.unexpected ?? 0;
  // test.skip() (a width that does not apply) and tests a failure kept from running.
  // Without a report (Playwright could not start) every declared test counts as skipped.
  const skipped = stats ? stats.skipped : declaredBrowserTests(config);
  Object.assign(result, {
    passed,
    failed: !ok && failed === 0 ? 1 : failed,
    skipped,
    failures: report ? playwrightTests(report, 'unexpected') : [],
    flaky: report ? playwrightTests(report, 'flaky') : [],
  });
}

/**
 * The tests of a Playwright JSON report with the given status, one line each: project, file, line
 * and titles. "unexpected" failed; "flaky" failed once and passed on its retry.
 */
function playwrightTests(report, status) {
  const found = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) {
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
    }
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((test) => test.status === status)) {
        found.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
  };
  for (const suite of report.suites ?? []) {
    walk(suite, []);
  }
  return found;
}

/**
 * The dev server of the writer's loop tests (playwright.dev.config.ts), started before the builds:
 * its first compile (about half a minute) then runs while the builds leave part of the two cores
 * idle, rather than on its own at the end. Its generated files are its own
 * (scripts/dev-server-copy.mjs), apart from the builds'. Its output goes to reports/dev-server.log.
 */
function startDevServer(port) {
  const specsCopy = path.join(os.tmpdir(), 'portal-test-dev-server-specs');
  const log = fs.openSync(path.join(reports, 'dev-server.log'), 'w');
  const child = spawn(process.execPath, ['scripts/dev-server-copy.mjs', String(port), specsCopy], {cwd: root, stdio: ['ignore', log, log]});
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.on('close', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    specsCopy,
    /** Whether it answers within the dev configuration's own start timeout. */
    async ready() {
      const deadline = Date.now() + 300_000;
      while (running() && Date.now() < deadline) {
        try {
          // Still running: not another server that holds the port.
          if ((await fetch(`http://127.0.0.1:${port}/portal/`)).ok) {
            return running();
          }
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return false;
    },
    async stop() {
      if (running()) {
        child.kill('SIGTERM');
        const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killed);
      }
    },
  };
}

const declaredInAllRuns = () => BROWSER_RUNS.reduce((sum, {config}) => sum + declaredBrowserTests(config), 0);

const started = Date.now();
// The static checks keep caches under node_modules/.cache, so the loop after a change redoes only what changed.
const typecheck = (options) =>
  check('typecheck', bin('tsc'), ['--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo'], {}, options);
const importRules = (options) =>
  check(
    'import rules (dependency-cruiser: lib/ -> no plugins/ or src/, src/ -> no plugins/, no cycle)',
    bin('depcruise'),
    ['lib', 'plugins', 'src', 'scripts', 'tests', 'docusaurus.config.ts', 'sidebars.ts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    {},
    options,
  );
const eslint = (options) =>
  check('ESLint (npm run lint)', bin('eslint'), ['.', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'], {}, options);
const prettier = (options) =>
  check('format (Prettier: npm run format writes it)', bin('prettier'), ['--check', '--log-level', 'warn', '--cache', '.'], {}, options);
const markdownlint = (options) => check('markdownlint', bin('markdownlint-cli2'), [], {}, options);
const lintSpecs = (options) => check('OpenAPI lint against the guidelines (npm run lint:specs)', process.execPath, ['scripts/lint-specs.mjs'], {}, options);

if (unitOnly) {
  // The loop after every change: what a clean clone answers in under two minutes. ESLint and
  // Prettier (npm run lint, npx prettier --check .) would add about 45 s of CPU there.
  await sideBySide([(options) => jest('unit, content', ['unit', 'unit-dom', 'content'], options)], [typecheck, importRules]);
  finish();
}
await sideBySide([typecheck, importRules, markdownlint], [eslint, prettier, lintSpecs]);
await jest('unit, content, build errors', ['unit', 'unit-dom', 'content', 'build-errors']);

let chromium = null;
try {
  chromium = findTestChromium();
} catch (error) {
  console.error(error.message);
}
// The browser tests run against the builds served by nginx, as deployed.
let nginx = null;
try {
  nginx = findNginx({install: true});
} catch (error) {
  console.error(error.message);
}

// The live build reports errors to the loopback collector the browser tests start; the internal one
// is built without a collector (its pages must not load the agent).
const ports = JSON.parse(fs.readFileSync(path.join(root, 'tests/e2e/ports.json'), 'utf8'));
// Both point their "Try it" consoles at the sandbox the browser tests start (npm run sandbox).
const sandbox = {PORTAL_SANDBOX_URL: `http://127.0.0.1:${ports.sandbox}`};
const devServer = chromium && nginx ? startDevServer(ports.dev) : null;
const built =
  (await check('build live', process.execPath, ['scripts/build.mjs', 'live'], {...sandbox, PORTAL_APM_SERVER_URL: `http://127.0.0.1:${ports.collector}`})) &&
  (await check('build internal', process.execPath, ['scripts/build.mjs', 'internal'], {...sandbox, PORTAL_APM_SERVER_URL: ''}));
if (built) {
  await jest('leak', ['leak']);
  if (chromium && nginx) {
    const [builds, writersLoop] = BROWSER_RUNS;
    await playwright(chromium, builds);
    // Started before the builds; should it not answer, the dev configuration starts its own as before.
    const started = await devServer.ready();
    if (!started) {
      console.log('\nThe dev server started before the builds does not answer (reports/dev-server.log): its browser tests start their own.');
      await devServer.stop();
    }
    await playwright(chromium, writersLoop, started ? {PORTAL_DEV_SPECS_COPY: devServer.specsCopy} : {});
  } else {
    results.push({title: `browser tests (no ${chromium ? 'nginx' : 'Chromium'})`, passed: 0, failed: 1, skipped: declaredInAllRuns()});
  }
} else {
  results.push({title: 'leak test and browser tests (no build)', passed: 0, failed: 1, skipped: declaredInAllRuns()});
}

await devServer?.stop();
finish();

/** At most MAX_LISTED_FAILURES of `tests`, each after `mark`, and how many more there are. */
function listTests(tests = [], mark) {
  for (const test of tests.slice(0, MAX_LISTED_FAILURES)) {
    console.log(`       ${mark}${test}`);
  }
  if (tests.length > MAX_LISTED_FAILURES) {
    console.log(`       … and ${tests.length - MAX_LISTED_FAILURES} more (the phase's output above lists them)`);
  }
}

function finish() {
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  console.log('\n=== Phases ===');
  for (const phase of phases) {
    console.log(`${String(phase.seconds.toFixed(1)).padStart(7)} s  ${phase.title}${phase.sideBySide ? ' (side by side)' : ''}`);
  }
  console.log(`${String(seconds.toFixed(1)).padStart(7)} s  in all`);
  fs.writeFileSync(path.join(reports, 'phases.json'), `${JSON.stringify({seconds, phases}, null, 2)}\n`);
  console.log('\n=== Summary ===');
  for (const result of results) {
    console.log(`${result.failed === 0 ? 'ok  ' : 'FAIL'} ${result.title}: ${counts(result)}`);
    // Here as well as in the phase's output: the end of the log is what a CI page shows first.
    listTests(result.failures, '✘ ');
    // Counted as passed, as Playwright counts them, and named, so that a test that needs its retry is seen.
    listTests(result.flaky, '↻ failed once, passed on its retry: ');
  }
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
  const failed = total('failed');
  const line = counts({passed: total('passed'), failed, skipped: total('skipped')});
  fs.writeFileSync(path.join(reports, 'summary.txt'), `${line}\n`);
  console.log(line);
  process.exit(failed === 0 ? 0 : 1);
}
