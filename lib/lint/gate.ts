/**
 * The compatibility gate of `lint:specs --base <revision>`: for each spec, its version at the base
 * revision (git), the rules of compatibility.ts on the two versions (eventCompatibility.ts for an
 * event API's AsyncAPI document), and each finding placed at its line and column in the current
 * file, like every other finding of the linter.
 */
import fs from 'node:fs';
import path from 'node:path';
import {profileFirstSeen, readSpecHistory, type SpecHistory} from '../openapi/history';
import {blobIds, fileLog, git, locateFile, readBlobs, repoPath, resolveCommit, renamesSince, type NoHistory} from '../openapi/history/git';
import {parseSpecText, type OpenApiDocument} from '../openapi/load';
import {MEANING_FLAG, compatibilityFindings, flaggedNodes, type CompatibilityFinding, type ProfileSeen} from './compatibility';
import {eventCompatibilityFindings, type EventCompatibilityFinding} from './eventCompatibility';
import {LintSetupError, isAsyncApiDocument, severityOf, type Finding, type LintedRule} from './lint';
import {isObject} from '../shared/guards';
import {positionOf as sourcePosition, sourceOf} from '../shared/sourcePosition';

export interface GateOptions {
  /** The base revision: a branch, tag or commit (`origin/main`). */
  base: string;
  /** When the gate runs: the removal date R108003 measures; default now. */
  now?: Date;
  /** The history cache (lib/openapi/history); default below the site. */
  cacheDir?: string;
}

/** What the gate makes of one spec: findings, or a notice why there is nothing to compare. */
export type GateResult = {findings: Finding[]} | {notice: string};

export class CompatibilityGate {
  private constructor(
    private readonly siteDir: string,
    private readonly topLevel: string,
    private readonly commit: string,
    /** Current path → path at the base, for specs renamed since. */
    private readonly renames: ReadonlyMap<string, string>,
    private readonly options: GateOptions,
  ) {}

  /** Resolves the base revision once for all specs; a base that cannot be read stops the lint (exit 2). */
  static open(siteDir: string, options: GateOptions): CompatibilityGate {
    const top = git(siteDir, ['rev-parse', '--show-toplevel']);
    if (!top.ok) {
      const why = top.missing ? 'git is not installed' : `${siteDir} is not in a git repository`;
      throw new LintSetupError(`--base ${options.base}: ${why}, so there is no base version to compare with.`);
    }
    const topLevel = top.stdout.toString('utf8').trim();
    const commit = resolveCommit(topLevel, options.base);
    if (!commit) {
      throw new LintSetupError(`--base ${options.base}: no such revision in this repository. Check the name, or fetch it first (git fetch origin main).`);
    }
    return new CompatibilityGate(siteDir, topLevel, commit, renamesSince(topLevel, commit), options);
  }

  /** The gate's findings for one spec, `file` naming it as the report does. */
  check(specPath: string, file: string, rules: readonly LintedRule[]): GateResult {
    const relative = repoPath(this.topLevel, specPath);
    if (relative === undefined) {
      return {notice: `${file}: outside the git repository, so there is no version at ${this.options.base} to compare with.`};
    }
    const base = this.baseDocument(this.renames.get(relative) ?? relative);
    if (!base.ok) {
      return {notice: `${file}: ${base.why} at ${this.options.base}: the compatibility rules have nothing to compare.`};
    }
    const text = fs.readFileSync(specPath, 'utf8');
    const head = parseHead(text, file);
    const source = sourceOf(path.resolve(specPath), text);
    if (isAsyncApiDocument(head)) {
      const found = eventCompatibilityFindings({
        base: base.document,
        head,
        ...topicHistory(this.siteDir, specPath, this.now()),
        now: this.now(),
      });
      return {findings: found.map((finding) => toFinding(finding, file, source, rules))};
    }
    checkFlags(head, source, file);
    let history: SpecHistory | undefined;
    const readHistory = () =>
      (history ??= readSpecHistory({
        repoDir: this.siteDir,
        file: path.resolve(specPath),
        current: head,
        cacheDir: this.options.cacheDir,
        now: () => this.now(),
        // The lint is no page: a profile's age counts from its first version, internal or not.
        flavour: 'internal',
      }));
    const found = compatibilityFindings({
      base: base.document,
      head,
      firstSeen: () => firstSeenDates(readHistory()),
      historyNotice: () => (readHistory().reason ? `no git history: ${readHistory().reason}` : undefined),
      now: this.now(),
    });
    return {findings: found.map((finding) => toFinding(finding, file, source, rules))};
  }

  private now(): Date {
    return this.options.now ?? new Date();
  }

  private baseDocument(file: string): {ok: true; document: OpenApiDocument} | {ok: false; why: string} {
    const shown = git(this.topLevel, ['show', `${this.commit}:${file}`]);
    if (!shown.ok) {
      return {ok: false, why: 'new since the base: no version'};
    }
    try {
      return {ok: true, document: parseSpecText(shown.stdout.toString('utf8'), file) as OpenApiDocument};
    } catch {
      return {ok: false, why: 'the version does not parse'};
    }
  }
}

function parseHead(text: string, file: string): OpenApiDocument {
  try {
    return parseSpecText(text, file) as OpenApiDocument;
  } catch (error) {
    // Redocly read the file already; a parser that disagrees still deserves one line, not a stack.
    throw new LintSetupError(error instanceof Error ? error.message : String(error));
  }
}

function firstSeenDates(history: SpecHistory): Map<string, ProfileSeen> {
  return new Map([...profileFirstSeen(history)].map(([profile, seen]) => [profile, {date: seen.date, version: seen.version}]));
}

/** The meaning flag is a promise the gate acts on: anything but a boolean is a writer's slip to fix first. */
type Source = ReturnType<typeof sourceOf>;

/** The line and column of a pointer in the current file; 1:1 where it leads nowhere. */
const positionOf = (source: Source, pointer: string): {line: number; column: number} => sourcePosition(source, pointer) ?? {line: 1, column: 1};

function checkFlags(head: OpenApiDocument, source: Source, file: string): void {
  const wrong = flaggedNodes(head).find((node) => typeof node.value !== 'boolean');
  if (wrong) {
    const {line, column} = positionOf(source, `${wrong.pointer}/${MEANING_FLAG}`);
    throw new LintSetupError(`${file}:${line}:${column}: ${MEANING_FLAG} must be true or false (without quotes), found ${JSON.stringify(wrong.value)}.`);
  }
}

const NO_HISTORY: Record<NoHistory, string> = {
  'no-git': 'git is not installed',
  'not-a-repository': 'not a git repository',
  shallow: 'shallow clone',
  untracked: 'the file is not committed',
  'outside-repository': 'outside the git repository',
};

/**
 * When each topic (a channel `address`) first appeared in an AsyncAPI document's git history: the
 * date of the oldest commit whose version has it (read once, on the first question). A topic only
 * the working tree has appears now: its parallel run has not started.
 */
function topicHistory(siteDir: string, file: string, now: Date): {firstSeen: (address: string) => Date | undefined; historyNotice: () => string | undefined} {
  let read: {dates: Map<string, Date>; reason?: string} | undefined;
  const history = () => {
    if (read) {
      return read;
    }
    const located = locateFile(siteDir, file);
    if (!located.ok) {
      return (read = {dates: new Map(), reason: NO_HISTORY[located.reason]});
    }
    const log = fileLog(located.topLevel, located.path);
    if (log.length === 0) {
      return (read = {dates: new Map(), reason: NO_HISTORY.untracked});
    }
    const oldestFirst = [...log].reverse();
    const ids = blobIds(
      located.topLevel,
      oldestFirst.map((entry) => `${entry.commit}:${entry.path}`),
    );
    const texts = readBlobs(
      located.topLevel,
      ids.filter((id): id is string => id !== undefined),
    );
    const dates = new Map<string, Date>();
    oldestFirst.forEach((entry, index) => {
      const text = ids[index] === undefined ? undefined : texts.get(ids[index]);
      let document: unknown;
      try {
        document = text === undefined ? undefined : parseSpecText(text, entry.path);
      } catch {
        return;
      }
      const channels = isObject(document) && isObject(document.channels) ? Object.values(document.channels) : [];
      for (const channel of channels) {
        if (isObject(channel) && typeof channel.address === 'string' && !dates.has(channel.address)) {
          dates.set(channel.address, new Date(entry.date));
        }
      }
    });
    return (read = {dates});
  };
  return {
    firstSeen: (address) => {
      const {dates, reason} = history();
      return dates.get(address) ?? (reason === undefined ? now : undefined);
    },
    historyNotice: () => {
      const {reason} = history();
      return reason === undefined ? undefined : `no git history: ${reason}`;
    },
  };
}

function toFinding(finding: CompatibilityFinding | EventCompatibilityFinding, file: string, source: Source, rules: readonly LintedRule[]): Finding {
  const type = rules.find((rule) => rule.id === finding.ruleId)?.type ?? 'MUST';
  return {
    ruleId: finding.ruleId,
    type,
    severity: severityOf(type) === 'error' ? 'error' : 'warn',
    message: finding.message,
    file,
    ...positionOf(source, finding.pointer),
    pointer: finding.pointer,
  };
}
