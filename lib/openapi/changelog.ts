/**
 * Each API's changelog, made from its spec's history (history.ts): its page, the first and last
 * release of each operation, webhook and profile, the operations new in the last 90 days, and the
 * Atom feeds. Pure but for the feed's dates, which come from the releases. Two adapters read it:
 * plugins/api-changelogs (the pages and feeds) and plugins/openapi-reference (the operation and
 * profile pages' first and last release, and the operations marked new).
 */
import {Feed} from 'feed';
import {ROUTES} from '../portal/config';
import {CHANGELOG_TEXTS as TEXTS} from '../portal/texts/changelog';
import {RELEASE_TEXTS} from '../portal/texts/releases';
import {escapeHtml} from '../shared/html';
import {joinSitePath} from '../shared/paths';
import type {
  ChangelogEntry,
  ChangelogLabel,
  ChangelogLink,
  ChangelogPageData,
  ChangelogRelease,
  PageHistoryView,
  ReleaseRef,
  RenderedMarkdown,
} from '../reference/types';
import type {OperationRef, SpecChange} from './diff';
import type {SpecHistory, SpecRelease} from './history';
import type {OperationModel, SpecModel} from './model';

/** The order of a release's groups, as the hand-written changelog names its labels. */
export const LABEL_ORDER: readonly ChangelogLabel[] = ['New', 'Changed', 'Preview', 'Deprecated', 'Breaking'];

const ADDED_CHECKS = new Set(['operation-added', 'webhook-added']);

export const releaseAnchor = (version: string) => `v${version.replace(/[^A-Za-z0-9]+/g, '-')}`;

const day = (isoDate: string) => isoDate.slice(0, 10);

/** An operation or webhook as the diff names it, and as the model does. */
const refKey = (ref: OperationRef) => (ref.webhook !== undefined ? `webhook ${ref.webhook}` : `${ref.method.toLowerCase()} ${ref.path}`);
export const operationKey = (operation: OperationModel) =>
  operation.summary.webhook ? `webhook ${operation.route}` : `${operation.method} ${operation.route}`;

export function labelOf(change: SpecChange): ChangelogLabel {
  if (change.preview) {
    return 'Preview';
  }
  // The house's changelog files a new profile under Breaking: it is how a breaking change ships.
  if (change.class === 'breaking' || change.check === 'profile-added') {
    return 'Breaking';
  }
  if (change.class === 'deprecation') {
    return 'Deprecated';
  }
  return change.kind === 'added' ? 'New' : 'Changed';
}

interface Pages {
  operations: Map<string, ChangelogLink>;
  profiles: Map<string, ChangelogLink>;
}

function pagesOf(model: SpecModel, baseUrl: string): Pages {
  const operationLink = (operation: OperationModel): [string, ChangelogLink] => [
    operationKey(operation),
    {
      label: operation.summary.webhook ? `webhook ${operation.route}` : `${operation.method.toUpperCase()} ${operation.route}`,
      permalink: operation.summary.permalink,
    },
  ];
  return {
    operations: new Map([...model.operations, ...model.webhooks].map(operationLink)),
    profiles: new Map(
      model.profiles.map((profile) => [profile.id, {label: profile.id, permalink: joinSitePath(baseUrl, ROUTES.profile(model.spec.key, profile.id))}]),
    ),
  };
}

/** The pages a change concerns that exist now: a removed operation has none. */
function linksOf(change: SpecChange, pages: Pages): ChangelogLink[] {
  const links = new Map<string, ChangelogLink>();
  for (const location of change.locations) {
    const operation = location.operation && pages.operations.get(refKey(location.operation));
    const profile = location.profile === undefined ? undefined : pages.profiles.get(location.profile);
    for (const link of [operation, profile]) {
      if (link) {
        links.set(link.permalink, link);
      }
    }
  }
  return [...links.values()];
}

/** A release's entries: one per change, documentation-only changes folded into one. */
function entriesOf(release: SpecRelease, pages: Pages): ChangelogEntry[] {
  const documentation = release.changes.filter((change) => change.class === 'documentation' && !change.preview);
  const entries = release.changes
    .filter((change) => !documentation.includes(change))
    .map((change): ChangelogEntry => ({label: labelOf(change), text: change.message, links: linksOf(change, pages)}));
  if (documentation.length > 0) {
    const links = new Map(documentation.flatMap((change) => linksOf(change, pages)).map((link) => [link.permalink, link]));
    entries.push({label: 'Changed', text: TEXTS.documentation(documentation.length), links: [...links.values()]});
  }
  return LABEL_ORDER.flatMap((label) => entries.filter((entry) => entry.label === label));
}

export function changelogPage(model: SpecModel, history: SpecHistory, notes: ReadonlyMap<string, RenderedMarkdown>, baseUrl: string): ChangelogPageData {
  const pages = pagesOf(model, baseUrl);
  const releases = history.releases.map((release): ChangelogRelease => {
    const note = notes.get(release.version);
    return {
      version: release.version,
      date: day(release.date),
      anchor: releaseAnchor(release.version),
      initial: release.initial,
      ...(note ? {note} : {}),
      entries: entriesOf(release, pages),
    };
  });
  return {
    spec: {key: model.spec.key, title: model.title, permalink: joinSitePath(baseUrl, ROUTES.api(model.spec.key))},
    permalink: joinSitePath(baseUrl, ROUTES.apiChangelog(model.spec.key)),
    feed: joinSitePath(baseUrl, ROUTES.changelogFeed(model.spec.key)),
    ...(history.available ? {} : {notice: TEXTS.currentOnly}),
    releases,
  };
}

export interface PageHistories {
  /** By operationKey. */
  operations: Map<string, PageHistoryView>;
  /** By profile id. */
  profiles: Map<string, PageHistoryView>;
}

/** When each operation, webhook and profile first appeared and last changed, oldest release first. */
export function pageHistories(model: SpecModel, history: SpecHistory, baseUrl: string): PageHistories {
  const operations = new Map<string, PageHistoryView>();
  const profiles = new Map<string, PageHistoryView>();
  if (!history.available) {
    return {operations, profiles};
  }
  const changelog = joinSitePath(baseUrl, ROUTES.apiChangelog(model.spec.key));
  const refOf = (release: SpecRelease): ReleaseRef => ({
    version: release.version,
    date: day(release.date),
    permalink: `${changelog}#${releaseAnchor(release.version)}`,
  });
  const profileRefs = new Map(model.profiles.map((profile) => [profile.id, profile.ref]));
  const [first] = history.releases.slice(-1);
  for (const operation of [...model.operations, ...model.webhooks]) {
    operations.set(operationKey(operation), first ? {firstAppeared: refOf(first)} : {});
  }
  for (const release of [...history.releases].reverse()) {
    const ref = refOf(release);
    for (const id of release.profiles) {
      if (profileRefs.has(id) && !profiles.get(id)?.firstAppeared) {
        profiles.set(id, {firstAppeared: ref});
      }
    }
    if (release.initial) {
      continue;
    }
    for (const change of release.changes) {
      for (const location of change.locations) {
        const known = location.operation && operations.get(refKey(location.operation));
        if (known) {
          Object.assign(known, ADDED_CHECKS.has(change.check) ? {firstAppeared: ref, lastChanged: undefined} : {lastChanged: ref});
        }
      }
      for (const [id, schemaRef] of profileRefs) {
        const touches =
          change.locations.some((location) => location.profile === id) || change.component === schemaRef || change.component?.startsWith(`${schemaRef}/`);
        const known = profiles.get(id);
        if (touches && known?.firstAppeared?.version !== release.version) {
          profiles.set(id, {...known, lastChanged: ref});
        }
      }
    }
  }
  for (const views of [operations, profiles]) {
    for (const [key, view] of views) {
      views.set(key, Object.fromEntries(Object.entries(view).filter(([, value]) => value !== undefined)));
    }
  }
  return {operations, profiles};
}

/** Operations and webhooks a release of the last `days` days added (the API's first version adds none). */
export function newOperations(history: SpecHistory, now: Date, days: number = RELEASE_TEXTS.newForDays): Set<string> {
  const since = now.getTime() - days * 24 * 60 * 60 * 1000;
  const added = new Set<string>();
  for (const release of history.releases) {
    if (release.initial || !release.date || Date.parse(release.date) < since) {
      continue;
    }
    for (const change of release.changes.filter((candidate) => ADDED_CHECKS.has(candidate.check))) {
      change.locations.forEach((location) => location.operation && added.add(refKey(location.operation)));
    }
  }
  return added;
}

/** Marks the model's operations and webhooks whose key (operationKey) is in `added` as new. */
export function markNew(model: SpecModel, added: ReadonlySet<string>): void {
  for (const operation of [...model.operations, ...model.webhooks]) {
    if (added.has(operationKey(operation))) {
      operation.summary.isNew = true;
    }
  }
}

/** An entry's words as HTML: backticks become code. */
export const entryHtml = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

export interface FeedSource {
  api: string;
  page: ChangelogPageData;
}

export interface FeedOptions {
  title: string;
  /** Absolute: the site's URL with the base URL. */
  siteUrl: string;
  /** The page the feed stands for and the feed's own URL, both site paths with the base URL. */
  link: string;
  self: string;
  /** The build's date: the feed's `updated` when no release is dated. */
  now: Date;
}

/** An Atom feed of dated releases, newest first, each with its entries. */
export function changelogFeed(sources: readonly FeedSource[], {title, siteUrl, link, self, now}: FeedOptions): string {
  const absolute = (sitePath: string) => new URL(sitePath, siteUrl).toString();
  const items = sources
    .flatMap(({api, page}) => page.releases.filter((release) => release.date).map((release) => ({api, page, release})))
    .sort((a, b) => b.release.date.localeCompare(a.release.date) || a.api.localeCompare(b.api));
  const feed = new Feed({
    title,
    id: absolute(link),
    link: absolute(link),
    feedLinks: {atom: absolute(self)},
    updated: items[0] ? new Date(items[0].release.date) : now,
    copyright: '',
  });
  for (const {api, page, release} of items.slice(0, 200)) {
    const url = absolute(`${page.permalink}#${release.anchor}`);
    const list = release.entries.map((entry) => `<li><strong>${TEXTS.labels[entry.label]}</strong>: ${entryHtml(entry.text)}</li>`).join('');
    feed.addItem({
      // The library marks titles as HTML: an API title with `<` must stay text.
      title: escapeHtml(`${api} ${release.version}`),
      id: url,
      link: url,
      date: new Date(release.date),
      content: release.initial ? `<p>${TEXTS.initial}</p>` : list ? `<ul>${list}</ul>` : `<p>${TEXTS.noChanges}</p>`,
    });
  }
  return feed.atom1();
}
