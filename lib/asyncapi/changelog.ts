/**
 * An event API's changelog page data from its history (history.ts), in the same shape as a REST
 * API's (lib/reference/types ChangelogPageData), so one page component, one feed writer
 * (lib/openapi/changelog.ts changelogFeed) and one twin serve both.
 */
import {ROUTES} from '../portal/config';
import {CHANGELOG_TEXTS as TEXTS} from '../portal/texts/changelog';
import {joinSitePath} from '../shared/paths';
import {LABEL_ORDER, releaseAnchor} from '../openapi/changelog';
import type {ChangelogEntry, ChangelogLabel, ChangelogPageData, ChangelogRelease, RenderedMarkdown} from '../reference/types';
import type {EventChange, EventChangeClass} from './diff';
import type {EventHistory} from './history';
import type {EventApiModel} from './types';

const LABELS: Record<EventChangeClass, ChangelogLabel> = {new: 'New', changed: 'Changed', deprecated: 'Deprecated', breaking: 'Breaking'};

export function eventChangelogPage(
  model: EventApiModel,
  history: EventHistory,
  baseUrl: string,
  notes: ReadonlyMap<string, RenderedMarkdown> = new Map(),
): ChangelogPageData {
  const site = (sitePath: string) => joinSitePath(baseUrl, sitePath);
  const messages = new Map(model.messages.map((message) => [message.id, message]));
  const entryOf = (change: EventChange): ChangelogEntry => {
    const message = change.messageId === undefined ? undefined : messages.get(change.messageId);
    return {
      label: LABELS[change.class],
      text: change.message,
      // A removed event has no page left to link.
      links: message ? [{label: message.name, permalink: site(ROUTES.eventMessage(model.key, message.id))}] : [],
    };
  };
  const releases = history.releases.map((release): ChangelogRelease => {
    const note = notes.get(release.version);
    const entries = release.changes.map(entryOf);
    return {
      version: release.version,
      date: release.date.slice(0, 10),
      anchor: releaseAnchor(release.version),
      initial: release.initial,
      ...(note ? {note} : {}),
      entries: LABEL_ORDER.flatMap((label) => entries.filter((entry) => entry.label === label)),
    };
  });
  return {
    spec: {key: model.key, title: model.title, permalink: site(ROUTES.eventApi(model.key))},
    permalink: site(ROUTES.eventChangelog(model.key)),
    feed: site(ROUTES.eventChangelogFeed(model.key)),
    ...(history.available ? {} : {notice: TEXTS.currentOnly}),
    releases,
  };
}
