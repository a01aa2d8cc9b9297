import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SITE_DIR = path.resolve(__dirname, '..', '..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', 'reports', 'test-results', '.git', 'playwright-report']);

/**
 * A throw-away copy of the site (node_modules linked, not copied) for builds with broken input,
 * replacing the calling jest worker's previous one. All copies of a worker share one folder: jiti
 * keeps the TypeScript it compiles (docusaurus.config.ts and all it imports) in os.tmpdir()/node-jiti
 * by file path, and Rspack its persistent cache by the site's folder, so a worker's later builds
 * reuse what its first compiled (a failing build then takes about half the CPU), where a new folder
 * each time compiled everything each time. Both caches check each file before reusing what they made of it.
 * The folder names the jest run (the workers' parent process) too, so two runs never share one.
 */
export function copySite(): string {
  const dir = path.join(os.tmpdir(), `portal-site-${process.ppid}-w${process.env.JEST_WORKER_ID ?? '1'}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir);
  for (const entry of fs.readdirSync(SITE_DIR)) {
    if (!SKIP.has(entry)) {
      fs.cpSync(path.join(SITE_DIR, entry), path.join(dir, entry), {recursive: true});
    }
  }
  fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

export function edit(dir: string, file: string, change: (content: string) => string): void {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = change(before);
  if (after === before) {
    throw new Error(`The edit of ${file} changed nothing; the test no longer breaks what it means to break.`);
  }
  fs.writeFileSync(target, after);
}

export function write(dir: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), content);
}

export interface BuildResult {
  status: number | null;
  output: string;
}

/** Runs the build script the way `npm run build:<flavour>` does, with `env` added to the environment. */
export function build(dir: string, flavour: 'live' | 'internal', env: Record<string, string> = {}): BuildResult {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', flavour], {cwd: dir, encoding: 'utf8', env: {...process.env, ...env, DEBUG_BUILD: ''}});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}
