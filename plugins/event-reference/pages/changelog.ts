/**
 * `/reference/events/{key}/changelog`: an event API's releases from git (lib/asyncapi/history.ts),
 * on the REST changelogs' page component, with its Atom feed and twin: one changelog for both kinds
 * of API.
 */
import {type Flavour, ROUTES} from '../../../lib/portal/config';
import {CHANGELOG_TEXTS} from '../../../lib/portal/texts/changelog';
import {eventChangelogPage} from '../../../lib/asyncapi/changelog';
import {type EventHistory, readEventHistory} from '../../../lib/asyncapi/history';
import {modelEventApiText} from '../../../lib/asyncapi/load';
import type {EventApiModel} from '../../../lib/asyncapi/types';
import {changelogFeed} from '../../../lib/openapi/changelog';
import type {ChangelogPageData} from '../../../lib/reference/types';
import {changelogTwin} from '../../../lib/twins/reference';
import type {EventPageWriter} from './writer';

const COMPONENT = '@theme/ApiReference/ChangelogPage';

// Per document and flavour: the catalogue keeps an unchanged folder's models (catalogue.ts), so a
// dev-server reload, which a save anywhere in the REST section starts, reads no git history and
// parses no older release again; a changed document is a new model and gets its history read.
const histories = new WeakMap<EventApiModel, Map<Flavour, Promise<EventHistory>>>();

function historyOf(api: EventApiModel, siteDir: string, flavour: Flavour): Promise<EventHistory> {
  const known = histories.get(api)?.get(flavour);
  if (known) {
    return known;
  }
  const history = readEventHistory({
    repoDir: siteDir,
    file: api.file,
    current: api,
    flavour,
    model: (text) => modelEventApiText(api.file, text, {siteDir}),
  });
  histories.set(api, new Map(histories.get(api)).set(flavour, history));
  return history;
}

/** The changelog's page data, from the document's history in the site's repository. */
export async function eventChangelog(
  writer: EventPageWriter,
  api: EventApiModel,
  siteDir: string,
  flavour: Flavour,
): Promise<{page: ChangelogPageData; notice?: string}> {
  const history = await historyOf(api, siteDir, flavour);
  return {page: eventChangelogPage(api, history, writer.baseUrl), ...(history.notice ? {notice: history.notice} : {})};
}

/** Writes the page and its twin; returns the Atom feed (a static file at ROUTES.eventChangelogFeed) for the plugin to write. */
export async function writeEventChangelogPage(writer: EventPageWriter, api: EventApiModel, page: ChangelogPageData): Promise<string> {
  writer.page(ROUTES.eventChangelog(api.key), COMPONENT, {page: await writer.json(`events/${api.key}/changelog.json`, page)});
  writer.twin(ROUTES.eventChangelog(api.key), () => changelogTwin(page, writer.site));
  return changelogFeed([{api: api.title, page}], {
    title: CHANGELOG_TEXTS.feedTitle(api.title),
    siteUrl: writer.site.siteUrl,
    link: page.permalink,
    self: page.feed,
    now: new Date(),
  });
}
