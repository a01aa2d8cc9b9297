/**
 * The search index of a flavour, built after the site from its static HTML (see README.md beside
 * this file): every page of the flavour's route table, so the live index holds only what the live
 * build renders. Written to ROUTES.searchIndex in the site: shards and fragments named by content hash,
 * the manifest by a fixed name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ROUTES, readFlavour} from '../../src/portal/config';
import {sectionsFor} from '../../src/portal/sections';
import {sitePathOf} from '../../src/reference/pageData';
import {buildSearchIndex} from '../../src/search/indexBuilder';
import type {SearchDocument} from '../../src/search/types';
import {siteFile} from '../openapi-reference/redirectPages';
import {isIndexedPath, kindOfPath, moduleOfPath} from './documents';
import {documentsOfPage} from './extract';

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const sections = sectionsFor(readFlavour(context.siteConfig.customFields?.flavour));
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const documents: SearchDocument[] = [];
      for (const routePath of new Set(routesPaths)) {
        const sitePath = sitePathOf(routePath, baseUrl);
        if (sitePath === undefined || sitePath.endsWith('.html') || !isIndexedPath(sitePath)) {
          continue;
        }
        const file = siteFile(outDir, sitePath);
        if (!fs.existsSync(file)) {
          continue;
        }
        documents.push(...documentsOfPage({html: fs.readFileSync(file, 'utf8'), sitePath, module: moduleOfPath(sitePath, sections), kind: kindOfPath(sitePath)}));
      }
      const target = path.join(outDir, ROUTES.searchIndex);
      fs.rmSync(target, {recursive: true, force: true});
      fs.mkdirSync(target, {recursive: true});
      for (const [name, content] of buildSearchIndex(documents).files) {
        fs.writeFileSync(path.join(target, name), content);
      }
    },
  };
}
