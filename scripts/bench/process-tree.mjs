// A command timed as a user meets it: wall time, and the peak of the summed resident memory of the
// command and every process it starts (Docusaurus, its rendering threads, the deploy step), sampled
// from /proc. maxRSS of one process would miss the children.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

const SAMPLE_MS = 100;
const PAGE_KIB = 4;

/** Parent pid of every live process, from /proc/<pid>/stat (field 4). */
function parents() {
  const map = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) {
      continue;
    }
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: fields follow its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(name), {parent: Number(fields[1]), rssKiB: Number(fields[21]) * PAGE_KIB});
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return map;
}

/** Resident KiB of `pid` and all its descendants. */
export function treeRssKiB(pid) {
  const processes = parents();
  const children = new Map();
  for (const [child, {parent}] of processes) {
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  let total = 0;
  const queue = [pid];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    total += processes.get(next)?.rssKiB ?? 0;
    queue.push(...(children.get(next) ?? []));
  }
  return total;
}

/**
 * Runs `command` with `args` in `cwd` and resolves to {seconds, peakMiB, code, output}: output is
 * stdout and stderr, kept for the phase breakdown a caller may parse.
 */
export function runMeasured(command, args, {cwd, env = process.env} = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peakKiB = 0;
    const timer = setInterval(() => {
      peakKiB = Math.max(peakKiB, treeRssKiB(child.pid));
    }, SAMPLE_MS);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMiB: peakKiB / 1024, code, output});
    });
  });
}
