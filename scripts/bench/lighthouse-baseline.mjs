// Issue 34's Lighthouse rows: mobile, through nginx, the median of three runs per page, each page of
// this build beside the same page of a baseline revision's live build in the same run (absolute
// scores move with the machine; the ratio holds). Runs alternate between the two builds, so a
// slow moment of the machine falls on both. Targets: performance at least the baseline's, total
// blocking time at most 0.8 times its, accessibility, best practices and SEO 100.
import path from 'node:path';
import {LIGHTHOUSE_PAGES, auditPage, launchChromium} from './lighthouse.mjs';
import {median} from './median.mjs';
import {serveBuild, serveRevision} from './nginx.mjs';
import {coldUserBuild} from './users-build.mjs';
import {siteAt} from './worktree.mjs';

const RUNS = 3;
const OTHER_CATEGORIES = [
  ['accessibility', 'accessibility'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
];

/** Median performance, median TBT and the worst of the other categories over RUNS reports. */
function medianOf(summaries) {
  const performance = median(summaries.map((summary) => summary.scores.performance ?? 0));
  const tbt = median(summaries.map((summary) => summary.tbt ?? Infinity));
  const others = Object.fromEntries(OTHER_CATEGORIES.map(([id]) => [id, Math.min(...summaries.map((summary) => summary.scores[id] ?? 0))]));
  const failing = [...new Set(summaries.flatMap((summary) => OTHER_CATEGORIES.flatMap(([id]) => summary.failing[id] ?? [])))];
  return {performance, tbt, others, failing};
}

export async function lighthouseBaselineRows({root, baselineRev}) {
  const baseline = siteAt(root, baselineRev, 'portal-bench-lighthouse-site-', {install: true, onMissing: (why) => console.error(why)});
  if (!baseline) {
    return [[`Lighthouse against ${baselineRev}`, `no ${baselineRev} here`, '']];
  }
  const served = [];
  try {
    await coldUserBuild(baseline.dir, 'build:live');
    served.push(await serveRevision(baseline.dir));
    await coldUserBuild(root, 'build:live');
    served.push(await serveBuild(path.join(root, 'build', 'live')));
    const [then, now] = served;
    const chromium = await launchChromium();
    const rows = [];
    try {
      for (const [label, pagePath] of LIGHTHOUSE_PAGES) {
        const runs = {then: [], now: []};
        for (let run = 0; run < RUNS; run += 1) {
          runs.then.push(await auditPage(chromium.port, `${then.url}${pagePath}`, `${label} ${baselineRev} ${run}`));
          runs.now.push(await auditPage(chromium.port, `${now.url}${pagePath}`, `${label} now ${run}`));
        }
        const [before, after] = [medianOf(runs.then), medianOf(runs.now)];
        const othersMet = Object.values(after.others).every((value) => value === 100);
        rows.push([
          `Lighthouse (mobile, nginx, median of ${RUNS}), ${label}`,
          `performance ${after.performance} (${baselineRev}: ${before.performance}; at least that: ${after.performance >= before.performance ? 'met' : 'NOT met'}), ` +
            `TBT ${Math.round(after.tbt)} ms (${baselineRev}: ${Math.round(before.tbt)} ms; at most x0.8: ${after.tbt <= 0.8 * before.tbt ? 'met' : 'NOT met'})`,
          OTHER_CATEGORIES.map(([id, name]) => `${name} ${after.others[id]}`).join(', ') +
            ` (all 100: ${othersMet ? 'met' : `NOT met: ${after.failing.join(', ')}`})`,
        ]);
      }
    } finally {
      await chromium.close();
    }
    return rows;
  } finally {
    for (const server of served) {
      await server.stop();
    }
    baseline.remove();
  }
}
