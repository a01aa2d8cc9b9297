#!/usr/bin/env node
// The Docusaurus CLI as `npm start`, `npm run build` and `npm run docusaurus -- <command>` run it:
// its own, with jiti leaving the ES-module-only packages to Node (esm-only.mjs). That halves the
// cold load of docusaurus.config.ts and the plugins (about 12 s to 6 s on one core).
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {loadEsmNatively} from './esm-only.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Before the CLI's first import: jiti reads the setting when it is first required.
loadEsmNatively();
await import(pathToFileURL(path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs')).href);
