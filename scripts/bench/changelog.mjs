// Issue 26's budgets: the build of both flavours with the changelogs, beside the build before the
// issue (BENCH_ISSUE26_REV, a git worktree with this node_modules), with a warm history cache
// (target at most 1.1 times; the two alternate, medians of 3) and a cold one
// (node_modules/.cache/portal-spec-history removed, once); and
// `lint:specs --base` on our 18 specs (target under 10 s), median of 3.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {docusaurusCli, siteAt} from './worktree.mjs';
import {median} from './median.mjs';

const FLAVOURS = ['live', 'internal'];

/** Seconds to build both flavours in `siteDir`, the bundler's cache cold; the history cache as asked. */
function buildBoth(root, siteDir, {historyCache}) {
  let seconds = 0;
  for (const flavour of FLAVOURS) {
    const outDir = path.join(os.tmpdir(), `portal-bench-issue26-${flavour}`);
    for (const dir of [
      outDir,
      path.join(siteDir, '.docusaurus'),
      path.join(root, 'node_modules/.cache/rspack'),
      ...(historyCache ? [] : [path.join(root, 'node_modules/.cache/portal-spec-history')]),
    ]) {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    const started = process.hrtime.bigint();
    const built = spawnSync(process.execPath, [docusaurusCli(siteDir, root), 'build', '--out-dir', outDir], {
      cwd: siteDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {...process.env, PORTAL_FLAVOUR: flavour},
    });
    seconds += Number(process.hrtime.bigint() - started) / 1e9;
    fs.rmSync(outDir, {recursive: true, force: true});
    if (built.status !== 0) {
      throw new Error(`The ${flavour} build in ${siteDir} failed.`);
    }
  }
  return seconds;
}

export function changelogRows({root, beforeRev}) {
  const rows = [];
  const lintRuns = [1, 2, 3].map(() => {
    const started = process.hrtime.bigint();
    const run = spawnSync(process.execPath, ['scripts/lint-specs.mjs', '--base', beforeRev], {cwd: root, encoding: 'utf8'});
    if (run.status === 2) {
      throw new Error(`lint:specs --base ${beforeRev} could not run: ${run.stderr || run.stdout}`);
    }
    return Number(process.hrtime.bigint() - started) / 1e9;
  });
  const lint = median(lintRuns);
  rows.push([`lint:specs --base ${beforeRev}, our 18 specs (median of 3)`, `${lint.toFixed(1)} s`, `target under 10 s: ${lint < 10 ? 'met' : 'NOT met'}`]);

  const before = siteAt(root, beforeRev, 'portal-bench-issue26-');
  if (!before) {
    rows.push([`build of both flavours against ${beforeRev} (before issue 26)`, 'left out: the revision is not in this clone', '']);
    return rows;
  }
  try {
    // Alternated, medians of three: a noisy machine slows whichever build it happens to hit.
    const cold = buildBoth(root, root, {historyCache: false});
    const pairs = [1, 2, 3].map(() => ({then: buildBoth(root, before.dir, {historyCache: true}), warm: buildBoth(root, root, {historyCache: true})}));
    const then = median(pairs.map((pair) => pair.then));
    const warm = median(pairs.map((pair) => pair.warm));
    rows.push([
      `build of both flavours with changelogs, history cache warm, median of 3 (before issue 26, ${beforeRev}: ${then.toFixed(1)} s)`,
      `${warm.toFixed(1)} s, x${(warm / then).toFixed(2)}`,
      `target at most x1.10: ${warm / then <= 1.1 ? 'met' : 'NOT met'}`,
    ]);
    const difference = cold - warm;
    rows.push([
      'the same with the history cache cold (every release diffed again; one run)',
      `${cold.toFixed(1)} s, x${(cold / then).toFixed(2)}`,
      `${Math.abs(difference).toFixed(1)} s ${difference >= 0 ? 'more' : 'less'} than the warm median`,
    ]);
  } finally {
    before.remove();
  }
  return rows;
}
