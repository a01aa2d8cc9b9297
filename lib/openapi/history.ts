/**
 * A spec's history from git: its releases (commits that change info.version, the commits between
 * two releases folded into the later one), each with the diff against the release before. Where
 * there is no history (no git, no repository, a shallow clone, an uncommitted file) it says so in
 * one line and gives the current version alone; it never throws for that. In the live flavour the
 * history starts where the spec's newest unbroken run of public versions does: nothing of its
 * internal past reaches a live page, feed or twin. See lib/openapi/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import {diffSpecs} from './diff';
import type {Flavour} from '../portal/config';
import {type OpenApiDocument, isPublicSpec, parseSpecText} from './load';
import {profileId, profileUri} from './model';
import {isObject} from '../shared/guards';
import type {SpecChange} from './diff/types';
import {DEFAULT_CACHE_DIR, HistoryCache, type VersionFacts} from './history/cache';
import {type LogEntry, type NoHistory, blobIdOf, blobIds, fileLog, locateFile, readBlobs} from './history/git';
import {type ReleaseGroup, type Version, foldInto, foldReleases, publicRunStart} from './history/releases';

export interface SpecCommit {
  commit: string;
  /** ISO 8601 author date. */
  date: string;
  subject: string;
  /** The file's repository-relative path in that commit (it follows renames). */
  path: string;
}

export interface SpecRelease {
  /** info.version of this release. */
  version: string;
  /** Date of the release commit, the one that set this version; '' when there is no history. */
  date: string;
  /** The release commit; `working-tree` for uncommitted changes; '' when there is no history. */
  commit: string;
  /** Every commit folded into this release, newest first, the release commit included. */
  commits: SpecCommit[];
  /** diffSpecs(previous release's document, this release's document); [] for the first release. */
  changes: SpecChange[];
  /** The spec's first version (or the only one known). */
  initial: boolean;
  /** Profile ids (`order-v2`) of the profile media types of this release's document, sorted. */
  profiles: string[];
}

export interface SpecHistory {
  /** False: no git, not a repository, a shallow clone, or the file is not committed. */
  available: boolean;
  /** Set when !available: one line a build prints. */
  notice?: string;
  /** Set when !available: why, in words (`shallow clone`, `not a git repository`). */
  reason?: string;
  /** Newest first. When !available, one release: the current document, initial, undated. */
  releases: SpecRelease[];
  /**
   * The live flavour: the info.versions the spec had before its public run, which the releases
   * leave out. Only to tell a writer's note to one of them (kept for the internal flavour) from a
   * typo; never shown.
   */
  leftOut?: string[];
}

export interface ReadSpecHistoryOptions {
  /** A folder inside the repository (the site); relative paths in notices are relative to it. */
  repoDir: string;
  /** Absolute path of the spec. */
  file: string;
  /** The bundled current document: the working tree's version. */
  current: OpenApiDocument;
  /** Default: node_modules/.cache/portal-spec-history/ below repoDir. */
  cacheDir?: string;
  /** The date of uncommitted changes; default: now. */
  now?: () => Date;
  /** live: from the first commit of the spec's newest unbroken run of public versions; internal: all of it. */
  flavour: Flavour;
}

/** The commit id of uncommitted changes. */
export const WORKING_TREE = 'working-tree';

/** Why a file has no history, in words, for the one line a build prints. */
const NO_HISTORY_REASONS: Record<NoHistory, string> = {
  'no-git': 'git is not installed',
  'not-a-repository': 'not a git repository',
  shallow: 'shallow clone',
  untracked: 'the file is not committed',
  'outside-repository': 'outside the git repository',
};

export function readSpecHistory(options: ReadSpecHistoryOptions): SpecHistory {
  const located = locateFile(options.repoDir, options.file);
  if (!located.ok) {
    return unavailable(options, located.reason);
  }
  const log = fileLog(located.topLevel, located.path);
  if (log.length === 0) {
    return unavailable(options, 'untracked');
  }
  const cache = new HistoryCache(path.resolve(options.repoDir, options.cacheDir ?? DEFAULT_CACHE_DIR), options.flavour);
  const reader = new VersionReader(located.topLevel, cache);
  reader.remember(options.current, workingText(options.file));
  const logged = reader.versions(located.path, [...log].reverse());
  const start = options.flavour === 'internal' ? 0 : liveStart(logged, options.current, reader);
  const versions = logged.slice(start).flatMap((version) => (version.blob === undefined ? [] : [{...version, blob: version.blob}]));
  const leftOut = options.flavour === 'live' ? {leftOut: versionsOf(logged.slice(0, start), reader)} : {};
  const groups = foldReleases(versions);
  if (groups.length === 0) {
    // No committed version parses (or, live, none of the public run): what there is, is the working tree.
    return {available: true, releases: [onlyRelease(options.current)], ...leftOut};
  }
  addWorkingTree(groups, versions.at(-1)!, reader.working(options, located.path));
  return {available: true, releases: toReleases(groups, reader), ...leftOut};
}

/** The live flavour's first version (see publicRunStart); none of them when the working tree's spec is not public. */
function liveStart(logged: readonly LoggedEntry[], current: OpenApiDocument, reader: VersionReader): number {
  if (!isPublicSpec(current)) {
    return logged.length;
  }
  return publicRunStart(
    logged,
    (blob) => reader.factsOf(blob).public ?? undefined,
    (version, from) => reader.publicBefore(version.commit, from),
  );
}

/** The distinct info.versions of versions, oldest first. */
function versionsOf(logged: readonly LoggedEntry[], reader: VersionReader): string[] {
  return [...new Set(logged.flatMap((entry) => (entry.blob === undefined ? [] : (reader.factsOf(entry.blob).version ?? []))))];
}

/** When each profile media type first appeared in the spec's releases: profile id → that release. */
export function profileFirstSeen(history: SpecHistory): Map<string, {date: string; commit: string; version: string}> {
  const seen = new Map<string, {date: string; commit: string; version: string}>();
  for (const release of [...history.releases].reverse()) {
    for (const profile of release.profiles) {
      if (!seen.has(profile)) {
        seen.set(profile, {date: release.date, commit: release.commit, version: release.version});
      }
    }
  }
  return seen;
}

/** The profile ids a document offers: every media type key naming a profile. */
export function profilesOf(document: unknown): string[] {
  const found = new Set<string>();
  const visited = new Set<object>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || visited.has(node)) {
      return;
    }
    visited.add(node);
    for (const [key, value] of Object.entries(node)) {
      const uri = profileUri(key);
      if (uri && isObject(value)) {
        found.add(profileId(uri));
      }
      walk(value);
    }
  };
  walk(document);
  return [...found].sort();
}

/** The one line a build prints for a file without history, naming it relative to the site where it can. */
export function noHistoryNotice(repoDir: string, file: string, reason: NoHistory): string {
  const relative = path.relative(repoDir, file);
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
  return `${shown}: no git history (${NO_HISTORY_REASONS[reason]}): the changelog shows the current version only`;
}

function unavailable(options: ReadSpecHistoryOptions, reason: NoHistory): SpecHistory {
  return {
    available: false,
    notice: noHistoryNotice(options.repoDir, options.file, reason),
    reason: NO_HISTORY_REASONS[reason],
    releases: [onlyRelease(options.current)],
  };
}

const versionOf = (document: unknown): string | undefined => {
  const version = isObject(document) && isObject(document.info) ? document.info.version : undefined;
  return typeof version === 'string' || typeof version === 'number' ? String(version) : undefined;
};

function onlyRelease(current: OpenApiDocument): SpecRelease {
  return {version: versionOf(current) ?? '', date: '', commit: '', commits: [], changes: [], initial: true, profiles: profilesOf(current)};
}

function workingText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Uncommitted changes: a release of their own when they set a new info.version, else part of the
 * newest release (whose document they then are).
 */
function addWorkingTree(groups: ReleaseGroup[], newestCommitted: Version, working: Version | undefined): void {
  if (!working || working.blob === newestCommitted.blob) {
    return;
  }
  const newest = groups.at(-1)!;
  if (working.version !== undefined && working.version !== newest.release.version) {
    groups.push({release: working, versions: [working], last: working});
  } else {
    foldInto(newest, [working]);
  }
}

function toReleases(groups: readonly ReleaseGroup[], reader: VersionReader): SpecRelease[] {
  const pairs = groups.slice(1).map((group, index) => [groups[index]!.last.blob, group.last.blob] as const);
  const diffs = reader.diffs(pairs);
  return groups
    .map((group, index): SpecRelease => ({
      version: group.release.version!,
      date: group.release.date,
      commit: group.release.commit,
      commits: [...group.versions].reverse().map(({commit, date, subject, path: file}) => ({commit, date, subject, path: file})),
      changes: index === 0 ? [] : diffs[index - 1]!,
      initial: index === 0,
      profiles: reader.factsOf(group.last.blob).profiles,
    }))
    .reverse();
}

/** A version as the log gives it, before it is known to exist: no object id where the commit deleted the file. */
type LoggedEntry = Omit<Version, 'blob'> & {blob?: string};

/**
 * Reads versions through the cache: git only for commits not seen before, parsing only for texts
 * whose facts or diffs are not cached. Every text is read at most once per history.
 */
class VersionReader {
  private readonly documents = new Map<string, unknown>();
  private readonly facts = new Map<string, VersionFacts>();
  /** A path per text: its extension says YAML or JSON. */
  private readonly paths = new Map<string, string>();

  constructor(
    private readonly topLevel: string,
    private readonly cache: HistoryCache,
  ) {}

  /** The current document stands for the working tree's text (and for a commit with the same text). */
  remember(current: OpenApiDocument, text: string | undefined): void {
    if (text !== undefined) {
      const blob = blobIdOf(text);
      this.documents.set(blob, current);
      this.facts.set(blob, factsOf(current));
    }
  }

  working(options: ReadSpecHistoryOptions, file: string): Version | undefined {
    const text = workingText(options.file);
    if (text === undefined) {
      return undefined;
    }
    const blob = blobIdOf(text);
    const date = (options.now ?? (() => new Date()))().toISOString();
    return {commit: WORKING_TREE, date, subject: 'Uncommitted changes', path: file, blob, version: this.factsOf(blob).version};
  }

  /** The versions of the log (oldest first) with their object ids and info.version; no object id where the commit deleted the file. */
  versions(file: string, log: readonly LogEntry[]): LoggedEntry[] {
    this.file = file;
    const known = this.blobsOf(log.map((entry) => `${entry.commit}:${entry.path}`));
    const entries = log.map((entry, index): LoggedEntry => {
      const blob = known[index];
      return blob ? {...entry, blob, version: undefined} : {...entry, version: undefined};
    });
    entries.forEach((entry) => entry.blob && this.paths.set(entry.blob, entry.path));
    this.loadFacts(entries.flatMap((entry) => (entry.blob ? [entry.blob] : [])));
    return entries.map((entry) => (entry.blob ? {...entry, version: this.factsOf(entry.blob).version} : entry));
  }

  /** Whether `from` was public just before `commit` (in its first parent): the source of a rename the log followed. */
  publicBefore(commit: string, from: string): boolean {
    const [blob] = this.blobsOf([`${commit}^:${from}`]);
    if (blob === undefined) {
      return false;
    }
    this.paths.set(blob, from);
    this.loadFacts([blob]);
    return this.factsOf(blob).public === true;
  }

  /** The file of the history read: its record of object ids in the cache. */
  private file = '';

  /** Object ids of `<revision>:<path>` specs, through the cache; undefined where the file is not there. */
  private blobsOf(specs: readonly string[]): (string | undefined)[] {
    const known = this.cache.blobsOf(this.topLevel, this.file);
    const unknown = specs.filter((spec) => !(spec in known));
    if (unknown.length > 0) {
      blobIds(this.topLevel, unknown).forEach((id, index) => (known[unknown[index]!] = id ?? null));
      this.cache.setBlobsOf(this.topLevel, this.file, known);
    }
    return specs.map((spec) => known[spec] ?? undefined);
  }

  private loadFacts(blobs: readonly string[]): void {
    this.load(blobs.filter((blob) => !this.facts.has(blob) && !this.cachedFacts(blob)));
  }

  factsOf(blob: string): VersionFacts {
    return this.facts.get(blob) ?? this.cachedFacts(blob) ?? {parses: false, profiles: [], public: null};
  }

  private cachedFacts(blob: string): VersionFacts | undefined {
    const cached = this.cache.facts(blob);
    if (cached) {
      this.facts.set(blob, cached);
    }
    return cached;
  }

  /** Diffs of document pairs by object id, computed only when the cache lacks them. */
  diffs(pairs: readonly (readonly [string, string])[]): SpecChange[][] {
    const cached = pairs.map(([base, head]) => this.cache.diff<SpecChange[]>(base, head));
    const missing = pairs.filter((_pair, index) => !cached[index]).flat();
    this.load(missing.filter((blob) => !this.documents.has(blob)));
    return pairs.map(([base, head], index) => {
      const found = cached[index];
      if (found) {
        return found;
      }
      const changes = diffSpecs(this.documents.get(base) as OpenApiDocument, this.documents.get(head) as OpenApiDocument);
      this.cache.setDiff(base, head, changes);
      return changes;
    });
  }

  /** Reads and parses texts in one git process; a text that does not parse is recorded as such. */
  private load(blobs: readonly string[]): void {
    if (blobs.length === 0) {
      return;
    }
    for (const [blob, text] of readBlobs(this.topLevel, blobs)) {
      const document = parseQuietly(text, this.paths.get(blob) ?? 'spec.yaml');
      const facts = document === undefined ? {parses: false, profiles: [], public: null} : factsOf(document);
      if (facts.parses) {
        this.documents.set(blob, document);
      }
      this.facts.set(blob, facts);
      this.cache.setFacts(blob, facts);
    }
  }
}

function factsOf(document: unknown): VersionFacts {
  const version = versionOf(document);
  const isPublic = isObject(document) ? isPublicSpec(document) : null;
  // A document without info.version is not a version of the spec: fold it like one that does not parse.
  return version === undefined || !isObject(document)
    ? {parses: false, profiles: [], public: isPublic}
    : {parses: true, version, profiles: profilesOf(document), public: isPublic};
}

function parseQuietly(text: string, file: string): unknown {
  try {
    // Past versions are used as parsed: our specs are single files whose $refs are all local.
    return parseSpecText(text, file);
  } catch {
    return undefined;
  }
}
