#!/usr/bin/env node
// `npm test`: every check of the portal, in order, with one total at the end.
// typecheck -> lint of markdown and specs -> jest (unit, content, build errors) -> both builds ->
// leak test on build/live -> browser tests (Playwright, Debian Chromium) against both builds.
// Ends with the line "N passed, N failed" (also written to reports/summary.txt for .ci/run).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {findChromium} from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
fs.rmSync(reports, {recursive: true, force: true});
fs.mkdirSync(reports, {recursive: true});
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const results = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const {status} = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  console.log(`--- ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status === 0;
}

/** A check that is one test: it passes or fails as a whole. */
function check(title, command, args, env) {
  const ok = run(title, command, args, env);
  results.push({title, passed: ok ? 1 : 0, failed: ok ? 0 : 1});
  return ok;
}

function jest(title, projects) {
  const output = path.join(reports, `jest-${title}.json`);
  const ok = run(`jest: ${title}`, bin('jest'), ['--selectProjects', ...projects, '--json', `--outputFile=${output}`, '--ci']);
  const report = fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  // A suite that fails to load has no failed test of its own; count it so it cannot pass silently.
  const failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0) + (ok || report ? 0 : 1);
  results.push({title: `jest: ${title}`, passed, failed: ok || failed > 0 ? failed : 1});
}

function playwright(chromium) {
  const output = path.join(reports, 'playwright.json');
  const ok = run('browser tests (Playwright + Chromium)', bin('playwright'), ['test'], {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const stats = fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, 'utf8')).stats : null;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats?.unexpected ?? 0;
  results.push({title: 'browser tests', passed, failed: !ok && failed === 0 ? 1 : failed});
}

check('typecheck', bin('tsc'), ['--noEmit']);
check('markdownlint', bin('markdownlint-cli2'), []);
check('OpenAPI lint against the guidelines (npm run lint:specs)', process.execPath, ['scripts/lint-specs.mjs']);
jest('unit, content, build errors', ['unit', 'unit-dom', 'content', 'build-errors']);

let chromium = null;
try {
  chromium = findChromium();
} catch (error) {
  console.error(error.message);
}

if (check('build live + internal', process.execPath, ['scripts/build.mjs', 'live', 'internal'])) {
  jest('leak', ['leak']);
  if (chromium) {
    playwright(chromium);
  } else {
    results.push({title: 'browser tests (no Chromium)', passed: 0, failed: 1});
  }
} else {
  results.push({title: 'leak test and browser tests (no build)', passed: 0, failed: 1});
}

console.log('\n=== Summary ===');
for (const result of results) {
  console.log(`${result.failed === 0 ? 'ok  ' : 'FAIL'} ${result.title}: ${result.passed} passed, ${result.failed} failed`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const line = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(reports, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
