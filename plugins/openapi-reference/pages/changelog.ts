/** `/rest/{spec}/changelog` and the Atom feeds: each API's, and one of all APIs. */
import {CHANGELOG_TEXTS, ROUTES} from '../../../lib/portal/config';
import type {ChangelogPageData} from '../../../lib/reference/types';
import type {SpecModel} from '../../../lib/openapi/model';
import {changelogTwin} from '../../../lib/twins/reference';
import {type FeedSource, changelogFeed} from '../changelog';
import {COMPONENTS, type PageWriter} from './writer';

const feedFile = (route: string) => route.replace(/^\//, '');

function feedOptions(writer: PageWriter, title: string, page: string, self: string) {
  return {title, siteUrl: writer.site.siteUrl, link: writer.url(page), self: writer.url(self), now: new Date()};
}

export async function writeChangelogPage(writer: PageWriter, model: SpecModel, changelog: ChangelogPageData, sidebar: string): Promise<void> {
  const {key} = model.spec;
  writer.page(ROUTES.apiChangelog(key), COMPONENTS.changelog, {page: await writer.json(`${key}/changelog.json`, changelog)}, sidebar);
  writer.writeTwin(ROUTES.apiChangelog(key), () => changelogTwin(changelog, writer.site));
  writer.writeText(
    feedFile(ROUTES.changelogFeed(key)),
    changelogFeed(
      [{api: model.title, page: changelog}],
      feedOptions(writer, CHANGELOG_TEXTS.feedTitle(model.title), ROUTES.apiChangelog(key), ROUTES.changelogFeed(key)),
    ),
  );
}

export function writeAllChangelogsFeed(writer: PageWriter, feeds: readonly FeedSource[]): void {
  writer.writeText(
    feedFile(ROUTES.changelogFeed()),
    changelogFeed(feeds, feedOptions(writer, CHANGELOG_TEXTS.allFeedTitle, ROUTES.reference, ROUTES.changelogFeed())),
  );
}
