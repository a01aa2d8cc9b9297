// Packages that ship only ES modules ("type": "module" in their package.json). jest transpiles them
// to CommonJS (jest.config.mjs); jiti, which loads docusaurus.config.ts and all it imports, leaves
// them to Node (scripts/docusaurus.mjs).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The ES-module-only packages among `roots` and everything their `dependencies` pull in, nested
 * copies included, found as Node finds them: <dir>/node_modules/<name>, then the same in every
 * parent directory.
 */
export function esmOnlyDependencies(...roots) {
  const seen = new Set();
  const esm = new Set();
  // About 1,500 packages and 3,400 distinct paths for the site's dependencies: each path is
  // looked at once, and only in folders that have a node_modules.
  const known = new Map();
  const exists = (file) => {
    if (!known.has(file)) {
      known.set(file, fs.existsSync(file));
    }
    return known.get(file);
  };
  const locate = (name, fromDir) => {
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (exists(path.join(dir, 'node_modules')) && exists(path.join(candidate, 'package.json'))) {
        return candidate;
      }
      if (dir === path.dirname(dir)) {
        return null;
      }
    }
  };
  const visit = (name, fromDir) => {
    const dir = locate(name, fromDir);
    if (!dir || seen.has(dir)) {
      return;
    }
    seen.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (manifest.type === 'module') {
      esm.add(name);
    }
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      visit(dependency, dir);
    }
  };
  roots.forEach((root) => visit(root, siteDir));
  return [...esm];
}

/**
 * Has jiti leave the site's ES-module-only dependencies to Node (its JITI_NATIVE_MODULES, read when
 * jiti is first required, and inherited by every child process and worker thread). jiti would
 * otherwise transpile each of their files to CommonJS with Babel on a cold start: 723 of the 915
 * files of the config load (remark, micromark, @redocly/openapi-core, ...). Node 20.19 loads them
 * with require(esm), silently; none of them awaits at top level, which require(esm) refuses. An
 * older Node 20, without require(esm), has jiti transpile them as before: slower, the same site.
 * A value already set is kept (`JITI_NATIVE_MODULES='[]'` transpiles them as before).
 */
export function loadEsmNatively() {
  if (!process.features.require_module) {
    return;
  }
  const {dependencies} = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  process.env.JITI_NATIVE_MODULES ??= JSON.stringify(esmOnlyDependencies(...Object.keys(dependencies)));
}
