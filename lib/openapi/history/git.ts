/**
 * The few git reads the history needs, each one process: where a file sits in its repository,
 * its log with renames followed, and the texts of its versions. Synchronous, like the rest of the
 * spec loading, and never throwing for a missing git or repository: the caller decides what a
 * missing history means.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Why there is no history; the history's notice says it in words. */
export type NoHistory = 'no-git' | 'not-a-repository' | 'shallow' | 'untracked' | 'outside-repository';

export interface GitResult {
  ok: boolean;
  stdout: Buffer;
  /** The process could not start at all (git is not installed). */
  missing: boolean;
}

/** Generous: a long history's log or a batch of blobs is larger than the 1 MB default. */
const MAX_BUFFER = 512 * 1024 * 1024;

export function git(cwd: string, args: readonly string[], input?: string): GitResult {
  const result = spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    input,
    maxBuffer: MAX_BUFFER,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {...process.env, GIT_TERMINAL_PROMPT: '0'},
  });
  const missing = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
  return {ok: !result.error && result.status === 0, stdout: result.stdout ?? Buffer.alloc(0), missing};
}

const text = (result: GitResult): string => result.stdout.toString('utf8').trim();

/** The file's repository and its path there, or why it has none. */
export type Tracked = {ok: true; topLevel: string; path: string} | {ok: false; reason: NoHistory};

/** A folder's repository: one lookup per folder and process (a build reads many specs of one repository). */
const repositories = new Map<string, {ok: true; topLevel: string} | {ok: false; reason: NoHistory}>();

function repositoryOf(repoDir: string): {ok: true; topLevel: string} | {ok: false; reason: NoHistory} {
  const known = repositories.get(repoDir);
  if (known) {
    return known;
  }
  const top = git(repoDir, ['rev-parse', '--show-toplevel', '--is-shallow-repository']);
  if (top.missing) {
    // Not remembered: git may be installed while the process runs (a dev server).
    return {ok: false, reason: 'no-git'};
  }
  const [topLevel = '', shallow] = text(top).split('\n');
  // A shallow clone's oldest commit looks like the file's first one: its "history" would be wrong, not short.
  const found = !top.ok
    ? ({ok: false, reason: 'not-a-repository'} as const)
    : shallow === 'true'
      ? ({ok: false, reason: 'shallow'} as const)
      : ({ok: true, topLevel} as const);
  repositories.set(repoDir, found);
  return found;
}

/** The file's repository and its path there, or why it has none. Whether it is committed, its log tells. */
export function locateFile(repoDir: string, file: string): Tracked {
  const repository = repositoryOf(path.resolve(repoDir));
  if (!repository.ok) {
    return repository;
  }
  const relative = repoPath(repository.topLevel, file);
  return relative === undefined ? {ok: false, reason: 'outside-repository'} : {ok: true, topLevel: repository.topLevel, path: relative};
}

/** A file's path in its repository (posix), or undefined outside it. Real paths: git reports its top level resolved. */
export function repoPath(topLevel: string, file: string): string | undefined {
  const real = (name: string) => {
    try {
      return fs.realpathSync(name);
    } catch {
      return path.resolve(name);
    }
  };
  const relative = path.relative(real(topLevel), real(file));
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join('/');
}

export interface LogEntry {
  commit: string;
  date: string;
  subject: string;
  /** The file's path in that commit. */
  path: string;
}

const RECORD = '\x1e';
const FIELD = '\x1f';

/**
 * `git log --follow`, newest first, with the file's path in each commit: the last path of a
 * commit's `--name-status` line is where the file sits after it (the new name of a rename).
 */
export function fileLog(topLevel: string, file: string): LogEntry[] {
  const result = git(topLevel, ['log', '--follow', '--name-status', `--format=${RECORD}%H${FIELD}%aI${FIELD}%s`, '--', file]);
  if (!result.ok) {
    return [];
  }
  const entries: LogEntry[] = [];
  let current = file;
  for (const record of result.stdout.toString('utf8').split(RECORD).slice(1)) {
    const [header = '', ...lines] = record.split('\n');
    const [commit = '', date = '', subject = ''] = header.split(FIELD);
    const status = lines.find((line) => /^[A-Z]\d*\t/.test(line));
    // A merge lists no files: the file keeps the path of the newer commit.
    current = status ? status.split('\t').at(-1)! : current;
    entries.push({commit, date, subject, path: current});
  }
  return entries;
}

/** Object ids of `<commit>:<path>` specs (one process); undefined where missing. */
export function blobIds(topLevel: string, specs: readonly string[]): (string | undefined)[] {
  if (specs.length === 0) {
    return [];
  }
  const result = git(topLevel, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], `${specs.join('\n')}\n`);
  const lines = result.stdout.toString('utf8').split('\n');
  return specs.map((_spec, index) => {
    const [id, type] = (lines[index] ?? '').split(' ');
    return type === 'blob' ? id : undefined;
  });
}

/** The texts of blobs (one `git cat-file --batch` process), by object id. */
export function readBlobs(topLevel: string, ids: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) {
    return texts;
  }
  const output = git(topLevel, ['cat-file', '--batch'], `${unique.join('\n')}\n`).stdout;
  let offset = 0;
  for (const id of unique) {
    const end = output.indexOf(0x0a, offset);
    if (end < 0) {
      break;
    }
    const [, type, size] = output.subarray(offset, end).toString('utf8').split(' ');
    offset = end + 1;
    if (type === undefined || size === undefined) {
      continue;
    }
    // Sizes are in bytes: slicing the buffer, not the decoded string, keeps multi-byte text aligned.
    texts.set(id, output.subarray(offset, offset + Number(size)).toString('utf8'));
    offset += Number(size) + 1;
  }
  return texts;
}

/** The commit a revision names, or undefined when the repository does not know it. */
export function resolveCommit(topLevel: string, revision: string): string | undefined {
  const result = git(topLevel, ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  return result.ok ? text(result) : undefined;
}

/** Files renamed between a commit and the working tree: new path → old path. */
export function renamesSince(topLevel: string, commit: string): Map<string, string> {
  const result = git(topLevel, ['diff', '-M', '--name-status', '--diff-filter=R', commit, '--']);
  const renames = new Map<string, string>();
  for (const line of result.ok ? result.stdout.toString('utf8').split('\n') : []) {
    const [status, from, to] = line.split('\t');
    if (status?.startsWith('R') && from && to) {
      renames.set(to, from);
    }
  }
  return renames;
}

/** The object id git gives a text: the content key of the history's caches, for the working tree too. */
export function blobIdOf(content: string): string {
  const bytes = Buffer.from(content, 'utf8');
  return crypto.createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
