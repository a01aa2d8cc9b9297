// A revision of the portal checked out beside this one as a git worktree, with this node_modules,
// for the bench's "before" builds and dev servers. Undefined where git lacks the revision.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `onMissing` hears git's words when the revision cannot be checked out. */
export function siteAt(root, rev, prefix = 'portal-bench-site-', {onMissing} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const added = spawnSync('git', ['worktree', 'add', '--detach', dir, rev], {cwd: root, encoding: 'utf8'});
  if (added.status !== 0) {
    onMissing?.(added.stderr.trim());
    fs.rmSync(dir, {recursive: true, force: true});
    return undefined;
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    dir,
    remove: () => {
      spawnSync('git', ['worktree', 'remove', '--force', dir], {cwd: root});
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
