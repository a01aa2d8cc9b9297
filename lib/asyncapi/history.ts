/**
 * An event API's releases from git, as lib/openapi/history.ts gives a spec's: a release is a commit
 * that changes info.version (the commits between two releases fold into the later one, uncommitted
 * changes into the newest or a release of their own), each with what changed against the release
 * before (lib/asyncapi/diff). The same git reads and release folding as the specs (lib/openapi/history/),
 * so both changelogs count releases alike. Where there is no history it says so in one line and
 * gives the current version alone; it never throws for that. In the live flavour the history starts
 * with the newest unbroken run of public versions: nothing of an internal past reaches a live page.
 */
import fs from 'node:fs';
import yaml from 'js-yaml';
import type {Flavour} from '../portal/config';
import {isObject} from '../shared/guards';
import {noHistoryNotice} from '../openapi/history';
import {type NoHistory, blobIdOf, blobIds, fileLog, locateFile, readBlobs} from '../openapi/history/git';
import {type ReleaseGroup, type Version, foldReleases, publicRunStart} from '../openapi/history/releases';
import {type EventChange, diffEventApis} from './diff';
import type {EventApiModel} from './types';

export interface EventRelease {
  version: string;
  /** ISO 8601 date of the release commit; '' when there is no history. */
  date: string;
  /** The release commit; `working-tree` for uncommitted changes; '' when there is no history. */
  commit: string;
  /** The release commit's subject line. */
  subject: string;
  /** diffEventApis(previous release, this release); [] for the first release. */
  changes: EventChange[];
  initial: boolean;
}

export interface EventHistory {
  available: boolean;
  /** Set when !available: the one line a build prints. */
  notice?: string;
  /** Newest first. */
  releases: EventRelease[];
}

export interface ReadEventHistoryOptions {
  /** A folder inside the repository (the site); notices name files relative to it. */
  repoDir: string;
  /** Absolute path of the document. */
  file: string;
  /** The working tree's document, modelled. */
  current: EventApiModel;
  flavour: Flavour;
  /** Models an older text of the document; undefined where it does not parse (that version is folded into the next). */
  model: (text: string) => Promise<EventApiModel | undefined>;
  /** The date of uncommitted changes; default: now. */
  now?: () => Date;
}

export const WORKING_TREE = 'working-tree';

/** info.version and x-public of a text, without the parser: enough to find releases and the public run. */
interface Facts {
  version?: string;
  public?: boolean;
}

function factsOf(text: string | undefined): Facts {
  try {
    const document: unknown = text === undefined ? undefined : yaml.load(text);
    if (!isObject(document) || !isObject(document.info)) {
      return {};
    }
    const version = document.info.version;
    return {
      ...(typeof version === 'string' || typeof version === 'number' ? {version: String(version)} : {}),
      public: document['x-public'] === true,
    };
  } catch {
    return {};
  }
}

export async function readEventHistory(options: ReadEventHistoryOptions): Promise<EventHistory> {
  const located = locateFile(options.repoDir, options.file);
  if (!located.ok) {
    return unavailable(options, located.reason);
  }
  const log = [...fileLog(located.topLevel, located.path)].reverse();
  if (log.length === 0) {
    return unavailable(options, 'untracked');
  }
  const blobs = blobIds(
    located.topLevel,
    log.map((entry) => `${entry.commit}:${entry.path}`),
  );
  const texts = readBlobs(
    located.topLevel,
    blobs.filter((blob): blob is string => blob !== undefined),
  );
  const facts = new Map<string, Facts>([...texts].map(([blob, text]) => [blob, factsOf(text)]));
  const logged = log.map((entry, index) => ({...entry, blob: blobs[index]}));
  const working = workingVersion(options, located.path, logged.at(-1)?.blob, texts, facts);
  const all = working ? [...logged, working] : logged;
  // A rename ends the live run: git's rename guess could tie a public document to an internal one.
  const start =
    options.flavour === 'internal'
      ? 0
      : options.current.public
        ? publicRunStart(
            all,
            (blob) => facts.get(blob)?.public,
            () => false,
          )
        : all.length;
  const versions: Version[] = all
    .slice(start)
    .flatMap((entry) => (entry.blob === undefined ? [] : [{...entry, blob: entry.blob, version: facts.get(entry.blob)?.version}]));
  const groups = foldReleases(versions);
  if (groups.length === 0) {
    return {available: true, releases: [onlyRelease(options.current)]};
  }
  return {available: true, releases: await toReleases(groups, texts, options)};
}

/** Uncommitted changes as a version of their own (commit `working-tree`), when the file differs from its last commit. */
function workingVersion(
  options: ReadEventHistoryOptions,
  repoPath: string,
  lastBlob: string | undefined,
  texts: Map<string, string>,
  facts: Map<string, Facts>,
): (Omit<Version, 'version'> & {blob: string}) | undefined {
  let text: string;
  try {
    text = fs.readFileSync(options.file, 'utf8');
  } catch {
    return undefined;
  }
  const blob = blobIdOf(text);
  if (blob === lastBlob) {
    return undefined;
  }
  texts.set(blob, text);
  facts.set(blob, factsOf(text));
  const date = (options.now ?? (() => new Date()))().toISOString();
  return {commit: WORKING_TREE, date, subject: 'Uncommitted changes', path: repoPath, blob};
}

async function toReleases(groups: readonly ReleaseGroup[], texts: Map<string, string>, options: ReadEventHistoryOptions): Promise<EventRelease[]> {
  const models = new Map<string, EventApiModel | undefined>();
  const modelOf = async (blob: string): Promise<EventApiModel | undefined> => {
    if (!models.has(blob)) {
      const text = texts.get(blob);
      models.set(blob, text === undefined ? undefined : await options.model(text));
    }
    return models.get(blob);
  };
  // A release whose document no longer parses is folded into the next one that does.
  const usable: ReleaseGroup[] = [];
  for (const group of groups) {
    if ((await modelOf(group.last.blob)) === undefined) {
      continue;
    }
    usable.push(group);
  }
  const releases: EventRelease[] = [];
  let previous: EventApiModel | undefined;
  for (const group of usable) {
    const model = (await modelOf(group.last.blob))!;
    releases.push({
      version: group.release.version ?? model.version,
      date: group.release.date,
      commit: group.release.commit,
      subject: group.release.subject,
      changes: previous ? diffEventApis(previous, model) : [],
      initial: previous === undefined,
    });
    previous = model;
  }
  return releases.reverse();
}

function unavailable(options: ReadEventHistoryOptions, reason: NoHistory): EventHistory {
  return {available: false, notice: noHistoryNotice(options.repoDir, options.file, reason), releases: [onlyRelease(options.current)]};
}

function onlyRelease(current: EventApiModel): EventRelease {
  return {version: current.version, date: '', commit: '', subject: '', changes: [], initial: true};
}
