#!/usr/bin/env node
// The dev server (`docusaurus start`) on a copy of specs/, for the browser tests of the writer's
// loop (tests/e2e/dev-server.spec.ts): they save edits to the copy, never to the repository's
// specs. Usage: node scripts/dev-server-copy.mjs <port> <folder for the copy>
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [port, copy] = process.argv.slice(2);
if (!port || !copy) {
  console.error('Usage: node scripts/dev-server-copy.mjs <port> <folder for the copy of specs/>');
  process.exit(2);
}
fs.rmSync(copy, {recursive: true, force: true});
fs.cpSync(path.join(root, 'specs'), copy, {recursive: true});
const child = spawn(process.execPath, [path.join(root, 'scripts/docusaurus.mjs'), 'start', '--host', '127.0.0.1', '--port', port, '--no-open'], {
  cwd: root,
  stdio: 'inherit',
  // Generated files of its own: scripts/test.mjs starts it while the builds write theirs to .docusaurus/.
  env: {...process.env, PORTAL_SPECS_DIR: copy, BROWSER: 'none', DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join('.docusaurus', 'dev-server')},
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(copy, {recursive: true, force: true});
  process.exit(code ?? 0);
});
