/**
 * An API's releases read back from its changelog's Markdown twin (lib/twins/reference.ts,
 * changelogTwin): the build holds the changelog nowhere else outside its JS bundle. Tests hold
 * this reader to the twins of the real builds.
 */
import {CHANGELOG_TEXTS} from '../portal/texts/changelog';
import type {ChangelogLabel} from '../reference/types';

export type ChangeClass = 'new' | 'changed' | 'preview' | 'deprecated' | 'breaking';

export interface ChangeEntry {
  class: ChangeClass;
  /** The change in Markdown, `code` in backticks. */
  text: string;
  links: {label: string; url: string}[];
}

export interface Release {
  version: string;
  /** ISO date; empty when the build had no history of the spec. */
  date: string;
  /** The writer's note to the release, in Markdown. */
  note?: string;
  initial: boolean;
  entries: ChangeEntry[];
}

const LABELS = new Map<string, ChangeClass>(
  Object.entries(CHANGELOG_TEXTS.labels).map(([label, text]) => [text, label.toLowerCase() as Lowercase<ChangelogLabel>]),
);

const RELEASE_HEADING = /^## Version (\S+?)(?: \((\d{4}-\d{2}-\d{2})\))?$/;
const ENTRY = /^- \*\*([^*]+)\*\*: (.*)$/;
const LINK = /\[((?:\\.|[^\]\\])*)\]\(([^)\s]*)\)/g;

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** The trailing `([label](url), ...)` of an entry, split off its text. */
function splitLinks(rest: string): {text: string; links: ChangeEntry['links']} {
  const at = rest.lastIndexOf(' ([');
  if (at < 0 || !rest.endsWith(')')) {
    return {text: rest, links: []};
  }
  const group = rest.slice(at + 2, -1);
  const links = [...group.matchAll(LINK)].map((match) => ({label: unescape(match[1]!), url: decodeURI(match[2]!)}));
  // The group must be links and separators only, or the parenthesis belongs to the text.
  return group.replace(LINK, '').replace(/, /g, '') === '' && links.length > 0 ? {text: rest.slice(0, at), links} : {text: rest, links: []};
}

/** The releases of a changelog twin, newest first as written. */
export function parseChangelogTwin(markdown: string): Release[] {
  const releases: Release[] = [];
  let note: string[] = [];
  const finishNote = () => {
    const current = releases.at(-1);
    const text = note.join('\n').trim();
    if (current && text) {
      current.note = text;
    }
    note = [];
  };
  for (const line of markdown.split('\n')) {
    const heading = RELEASE_HEADING.exec(line);
    if (heading) {
      finishNote();
      releases.push({version: unescape(heading[1]!), date: heading[2] ?? '', initial: false, entries: []});
      continue;
    }
    const release = releases.at(-1);
    if (!release) {
      continue;
    }
    const entry = ENTRY.exec(line);
    const changeClass = entry ? LABELS.get(entry[1]!) : undefined;
    if (entry && changeClass) {
      finishNote();
      release.entries.push({class: changeClass, ...splitLinks(entry[2]!)});
    } else if (line === CHANGELOG_TEXTS.initial) {
      release.initial = true;
    } else if (line !== CHANGELOG_TEXTS.noChanges && release.entries.length === 0) {
      note.push(line);
    }
  }
  finishNote();
  return releases;
}

/** Numeric parts of a version (`2.10.0` after `2.9.0`), text parts compared as text. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(/[.-]/);
  const right = b.split(/[.-]/);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const x = left[index] ?? '0';
    const y = right[index] ?? '0';
    const difference = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (difference !== 0) {
      return Math.sign(difference);
    }
  }
  return 0;
}

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const VERSION = /^v?\d+(\.\d+)*([-.][0-9A-Za-z.]+)?$/;

/** Releases after a version (`2.7.0` gives 2.8.0 and later), or on and after a date (`2026-11-24`). */
export function releasesSince(releases: readonly Release[], since: string | undefined): Release[] {
  if (since === undefined) {
    return [...releases];
  }
  if (DATE.test(since)) {
    return releases.filter((release) => release.date !== '' && release.date >= since);
  }
  const version = since.replace(/^v/, '');
  return releases.filter((release) => compareVersions(release.version, version) > 0);
}
