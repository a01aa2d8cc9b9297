/**
 * The API changelogs: each API's changelog page and Atom feed, the feed of all APIs, and the list
 * of changelogs the hand-written one (/rest/changelog) links. Made by lib/openapi/changelog.ts from
 * what each pass of the reference loaded (plugins/openapi-reference/passShare.ts). See README.md
 * beside this file.
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {ROUTES} from '../../lib/portal/config';
import {CHANGELOG_TEXTS} from '../../lib/portal/texts/changelog';
import {type FeedSource, changelogFeed, changelogPage} from '../../lib/openapi/changelog';
import {readReleaseNotes} from '../../lib/openapi/releaseNotes';
import type {ApiChangelogsGlobalData} from '../../lib/reference/types';
import {joinSitePath} from '../../lib/shared/paths';
import {changelogTwin} from '../../lib/twins/reference';
import {type ReferencePassShare, readPass, routeModuleWriter} from '../openapi-reference';

const COMPONENT = '@theme/ApiReference/ChangelogPage';

/** A feed is a static file at its route. */
const feedFile = (route: string) => route.replace(/^\//, '');

interface Written {
  routes: RouteConfig[];
  globalData: ApiChangelogsGlobalData;
}

async function writeChangelogs(siteDir: string, generatedFilesDir: string, share: ReferencePassShare, actions: PluginContentLoadedActions): Promise<Written> {
  const {models, histories, sidebars, files} = share;
  const json = routeModuleWriter(actions, generatedFilesDir);
  const writeFeed = (title: string, page: string, self: string, sources: readonly FeedSource[]) =>
    files.writeText(
      feedFile(self),
      changelogFeed(sources, {title, siteUrl: files.site.siteUrl, link: files.url(page), self: files.url(self), now: new Date()}),
    );
  const routes: RouteConfig[] = [];
  const feeds: FeedSource[] = [];
  for (const model of models) {
    const {key} = model.spec;
    const history = histories.get(key)!;
    // A note to a release of the spec's internal past (left out of the live history) is no typo: it is left out with it.
    const versions = history.available ? [...history.releases.map((release) => release.version), ...(history.leftOut ?? [])] : undefined;
    const changelog = changelogPage(model, history, readReleaseNotes(siteDir, model.spec.file, versions), files.site.baseUrl);
    // In the API's side navigation, as its other pages.
    const route = {
      path: files.url(ROUTES.apiChangelog(key)),
      component: COMPONENT,
      exact: true,
      modules: {sidebar: sidebars.get(key)!, page: await json(`${key}/changelog.json`, changelog)},
    };
    routes.push(route);
    actions.addRoute(route);
    files.writeTwin(ROUTES.apiChangelog(key), () => changelogTwin(changelog, files.site));
    writeFeed(CHANGELOG_TEXTS.feedTitle(model.title), ROUTES.apiChangelog(key), ROUTES.changelogFeed(key), [{api: model.title, page: changelog}]);
    feeds.push({api: model.title, page: changelog});
  }
  writeFeed(CHANGELOG_TEXTS.allFeedTitle, ROUTES.reference, ROUTES.changelogFeed(), feeds);
  // The hand-written changelog (/rest/changelog) links each API's (src/reference/components/ApiChangelogs).
  const globalData: ApiChangelogsGlobalData = {
    changelogs: models.map((model) => ({key: model.spec.key, title: model.title, permalink: files.url(ROUTES.apiChangelog(model.spec.key))})),
  };
  actions.setGlobalData(globalData);
  return {routes, globalData};
}

export default function apiChangelogsPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  const {baseUrl} = context.siteConfig;
  let last: Written | undefined;

  return {
    name: 'api-changelogs',
    // Every page announces the changelog feed of all APIs, so a reader's feed reader finds it anywhere.
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: 'application/atom+xml',
            title: CHANGELOG_TEXTS.allFeedTitle,
            href: joinSitePath(baseUrl, ROUTES.changelogFeed()),
          },
        },
      ],
    }),
    // No loadContent and no watched paths: the reference loads the specs and reloads on a save,
    // and every reload runs this after its pass. A pass that failed rejects with its error.
    async allContentLoaded({actions}) {
      const share = await readPass(generatedFilesDir);
      if (share.unchanged && last) {
        last.routes.forEach((route) => actions.addRoute(route));
        actions.setGlobalData(last.globalData);
        return;
      }
      // Through the reference's reporting: a bad release note shows in the dev server's overlay, as a
      // bad spec does, and the next reload tries again.
      last = undefined;
      last = await share.report(() => writeChangelogs(siteDir, generatedFilesDir, share, actions));
    },
  };
}
