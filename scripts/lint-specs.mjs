#!/usr/bin/env node
// npm run lint:specs: lints every spec (specs/, PORTAL_SPECS_DIR) and every event API (events/,
// PORTAL_EVENTS_DIR) against the guidelines' automated rules (lib/lint). Exit 1 on any error
// finding, 2 when the ruleset or a rule page is broken.
// `npm run lint:specs -- --base origin/main` adds the compatibility rules against that revision.
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// jiti is how Docusaurus loads TypeScript config; here it loads the linter's sources.
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
const {lintSpecs, parseLintArgs} = jiti(path.join(root, 'plugins/guideline-rules/lintReport.ts'));
let options;
try {
  options = parseLintArgs(process.argv.slice(2));
} catch (error) {
  console.log(error.message);
  process.exit(2);
}
process.exitCode = await lintSpecs(root, process.env, (line) => console.log(line), options);
