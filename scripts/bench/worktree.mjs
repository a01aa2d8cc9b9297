// A revision of the portal checked out beside this one as a git worktree, with its own dependencies
// (or this node_modules), for the bench's "before" builds and dev servers. Undefined where git lacks
// the revision.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `onMissing` hears git's words when the revision cannot be checked out. `install` (default): the revision's
 * own dependencies (npm ci from its lockfile, offline where npm's cache has them) instead of this
 * node_modules, for a baseline that must build as it did then (its imports, its versions).
 */
export function siteAt(root, rev, prefix = 'portal-bench-site-', {onMissing, install = true} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const added = spawnSync('git', ['worktree', 'add', '--detach', dir, rev], {cwd: root, encoding: 'utf8'});
  if (added.status !== 0) {
    onMissing?.(added.stderr.trim());
    fs.rmSync(dir, {recursive: true, force: true});
    return undefined;
  }
  if (install) {
    const installed = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: dir, encoding: 'utf8'});
    if (installed.status !== 0) {
      onMissing?.(`npm ci at ${rev} failed: ${installed.stderr.trim().slice(-2000)}`);
      spawnSync('git', ['worktree', 'remove', '--force', dir], {cwd: root});
      fs.rmSync(dir, {recursive: true, force: true});
      return undefined;
    }
  } else {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  }
  return {
    dir,
    remove: () => {
      spawnSync('git', ['worktree', 'remove', '--force', dir], {cwd: root});
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

/**
 * The Docusaurus CLI as `npm start` and `npm run build` run it in `siteDir`: scripts/docusaurus.mjs
 * where the revision has it, else Docusaurus' own (in `nodeModulesDir`, `siteDir` unless it shares another's).
 */
export function docusaurusCli(siteDir, nodeModulesDir = siteDir) {
  const ours = path.join(siteDir, 'scripts/docusaurus.mjs');
  return fs.existsSync(ours) ? ours : path.join(nodeModulesDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
}
