/**
 * The search index of a flavour, built after the site from its static HTML (see README.md beside
 * this file): every page of the flavour's route table, so the live index holds only what the live
 * build renders. Written to ROUTES.searchIndex in the site: shards and fragments named by content hash,
 * the manifest by a fixed name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {devTwinsEnabled, docsTwinsDir, referenceTwinsDir, twinsWritten} from '../../lib/twins/files';
import {ROUTES, readFlavour} from '../../lib/portal/config';
import {sectionsFor} from '../../lib/portal/sections';
import {sitePathOf} from '../../lib/reference/pageData';
import {buildSearchIndex} from '../../lib/search/indexBuilder';
import {siteFile} from '../openapi-reference/redirectPages';
import {isIndexedPath, kindOfPath, moduleOfPath} from '../../lib/search/documents';
import {type PageFile, documentsOfPages} from '../../lib/search/pageDocuments';
import {createDevIndex} from '../../lib/search/devIndex';
import {type Middleware, middlewareAhead} from '../../lib/dev-server/middleware';

/**
 * How long after a content load the dev server's index starts to rebuild (the twins are written in
 * that load): once the save's compile and hot update are through, which the rebuild's thread would
 * slow on a two-core machine. A search sooner than that asks for the rebuild itself.
 */
const DEV_INDEX_DELAY_MS = 1500;

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const sections = sectionsFor(readFlavour(context.siteConfig.customFields?.flavour));
  // The dev server renders no HTML: its index comes from the pages' Markdown twins (devIndex.ts).
  const devIndex =
    process.env.NODE_ENV !== 'production' && devTwinsEnabled()
      ? createDevIndex([docsTwinsDir(context.generatedFilesDir), referenceTwinsDir(context.generatedFilesDir)], sections, twinsWritten)
      : undefined;
  return {
    name: 'search-index',
    async allContentLoaded() {
      // After a save: the other plugins write their twins in this same step, so the rebuild starts
      // later, in the background.
      if (devIndex) {
        setTimeout(() => void devIndex.refresh().catch(() => undefined), DEV_INDEX_DELAY_MS);
      }
    },
    configureWebpack(_config, isServer) {
      if (!devIndex || isServer) {
        return undefined;
      }
      const prefix = normalizeUrl([baseUrl, ROUTES.searchIndex]);
      const middleware: Middleware = (request, response, next) => {
        if (!request.url?.startsWith(prefix)) {
          next();
          return;
        }
        const name = decodeURIComponent(request.url.split('?')[0]!.slice(prefix.length));
        devIndex.file(name).then((text) => {
          if (text === undefined) {
            next();
            return;
          }
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(text);
        }, next);
      };
      return middlewareAhead('portal-search-index', middleware);
    },
    async postBuild({outDir, routesPaths}) {
      const pages: PageFile[] = [];
      for (const routePath of new Set(routesPaths)) {
        const sitePath = sitePathOf(routePath, baseUrl);
        if (sitePath === undefined || sitePath.endsWith('.html') || !isIndexedPath(sitePath)) {
          continue;
        }
        const file = siteFile(outDir, sitePath);
        if (fs.existsSync(file)) {
          pages.push({file, sitePath, module: moduleOfPath(sitePath, sections), kind: kindOfPath(sitePath)});
        }
      }
      const documents = await documentsOfPages(pages, {threads: 2});
      const target = path.join(outDir, ROUTES.searchIndex);
      fs.rmSync(target, {recursive: true, force: true});
      fs.mkdirSync(target, {recursive: true});
      for (const [name, content] of buildSearchIndex(documents).files) {
        fs.writeFileSync(path.join(target, name), content);
      }
    },
  };
}
