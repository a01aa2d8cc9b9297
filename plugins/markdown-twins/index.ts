/**
 * Every page of a flavour as Markdown at its URL plus `.md`, and llms.txt / llms-full.txt at the
 * site root (see README.md beside this file). Docs and Markdown pages are converted from their
 * sources here; the reference pages' twins come from the openapi-reference plugin, which writes
 * them with their data into referenceTwinsDir; this plugin publishes what the flavour's routes
 * have and fails the build for a page without a twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PORTAL_NAME, ROUTES, readFlavour} from '../../lib/portal/config';
import {sectionsFor} from '../../lib/portal/sections';
import {mcpLlmsParagraph} from '../../lib/deploy/discovery';
import {sitePathOf} from '../../lib/reference/pageData';
import {type DocTwinContext, TwinSourceError, docTwin} from '../../lib/twins/docs';
import logger from '@docusaurus/logger';
import type {SiteAddress} from '../../lib/twins/format';
import {devTwinsEnabled, docsTwinsDir, readTwinFiles, referenceTwinsDir, twinFile, writeTwinFile} from '../../lib/twins/files';
import {errorTwin, homeTwin, supportTwin} from '../../lib/twins/pages';
import {type TwinEntry, llmsFiles, writeLlmsText} from '../../lib/twins/llms';
import {type RuleLookup, componentTwins, withRuleLine} from './components';
import {type SourcePage, sourcePages} from './sources';
import {isRedirectPage, llmsInput} from './site';

export interface MarkdownTwinsOptions {
  /** The guideline rules by id, re-read when rule files change (plugins/guideline-rules). */
  rules: () => Promise<RuleLookup>;
  /** The flavour's APIs with their titles, as the specs are now (plugins/openapi-reference): their changelogs and downloads are listed. */
  apis: () => Promise<readonly {key: string; title: string}[]>;
}

/** The plugin, with the rule catalogue docusaurus.config.ts shares with the rule links and the reference's APIs. */
export default function markdownTwinsPlugin(options: MarkdownTwinsOptions): (context: LoadContext) => Plugin {
  return (context) => createPlugin(context, options);
}

function createPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  const {siteDir, generatedFilesDir} = context;
  const {baseUrl} = context.siteConfig;
  const flavour = readFlavour(context.siteConfig.customFields?.flavour);
  const site: SiteAddress = {siteUrl: context.siteConfig.url, baseUrl};
  const sections = sectionsFor(flavour);
  const production = process.env.NODE_ENV === 'production';
  const docsDir = docsTwinsDir(generatedFilesDir);
  // Twins of the docs and pages by site path, in the order of their sections' side navigation.
  let twins = new Map<string, string>();
  let pages: SourcePage[] = [];
  let apis: readonly {key: string; title: string}[] = [];
  // Sources whose twin could not be written, by site path: the build fails on them in postBuild.
  let failures = new Map<string, string>();
  // The dev server converts again only the sources that changed, and writes only the twins that changed.
  const converted = new Map<string, {key: string; markdown: string}>();
  const written = new Map<string, string>();
  let docsTwinsSwept = false;

  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const rules = await options.rules();
      const rulesKey = JSON.stringify([...rules.values()]);
      apis = await options.apis();
      pages = sourcePages(allContent, baseUrl);
      const permalinks = new Map(pages.map((page) => [page.file, page.sitePath]));
      const components = componentTwins({site, rules, apis});
      const next = new Map<string, string>();
      const context: DocTwinContext = {
        ...site,
        resolveDocLink: (href, fromFile) => {
          const [target, hash] = href.split('#');
          const sitePath = permalinks.get(path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decodeURI(target!))));
          return sitePath && (hash ? `${sitePath}#${hash}` : sitePath);
        },
        isPage: (sitePath) => !/\.[a-z0-9]+$/i.test(sitePath.split('#')[0]!),
        rule: (id) => {
          const rule = rules.get(id);
          return rule && {id: rule.id, type: rule.type, title: rule.title, sitePath: rule.permalink};
        },
        component: components,
      };
      failures = new Map();
      const rulesByPath = new Map([...rules.values()].map((rule) => [rule.permalink, rule]));
      const apisKey = JSON.stringify(apis);
      for (const page of pages) {
        const source = fs.readFileSync(path.join(siteDir, page.file), 'utf8');
        const key = [source, page.title, page.summary ?? '', rulesKey, apisKey].join('\0');
        const known = converted.get(page.file);
        let markdown: string;
        try {
          markdown =
            known?.key === key
              ? known.markdown
              : docTwin({source, file: page.file, title: page.title, ...(page.summary ? {summary: page.summary} : {})}, context);
        } catch (error) {
          // Docusaurus compiles the page after this step and reports a broken link or rule link in
          // its own words; the build fails here only for what it let pass (postBuild).
          if (!(error instanceof TwinSourceError)) {
            throw error;
          }
          failures.set(page.sitePath, error.message);
          if (!production) {
            logger.warn(`[markdown-twins] ${error.message}`);
          }
          continue;
        }
        converted.set(page.file, {key, markdown});
        next.set(page.sitePath, withRuleLine(markdown, page, rulesByPath.get(page.sitePath)));
      }
      next.set(ROUTES.home, homeTwin(site, sections));
      next.set(ROUTES.error, errorTwin(site));
      const support = supportTwin(site, sections);
      if (support) {
        next.set(ROUTES.support, support);
      }
      twins = next;
      if (!production && devTwinsEnabled()) {
        // Only what changed is written (the dev server's search index re-reads only that), and the twins of pages gone are removed.
        for (const [sitePath, markdown] of twins) {
          if (written.get(sitePath) !== markdown) {
            writeTwinFile(docsDir, sitePath, markdown);
            written.set(sitePath, markdown);
          }
        }
        for (const sitePath of [...written.keys()].filter((sitePath) => !twins.has(sitePath))) {
          fs.rmSync(twinFile(docsDir, sitePath), {force: true});
          written.delete(sitePath);
        }
        // Left by an earlier dev server (the first pass of this one): pages gone since.
        if (!docsTwinsSwept) {
          docsTwinsSwept = true;
          const kept = new Set([...twins.keys()].map((sitePath) => twinFile(docsDir, sitePath)));
          readTwinFiles(docsDir)
            .filter(({file}) => !kept.has(file))
            .forEach(({file}) => fs.rmSync(file, {force: true}));
        }
      }
    },
    configureWebpack(_config, isServer) {
      if (production || isServer || !devTwinsEnabled()) {
        return undefined;
      }
      // The dev server serves the twins as a build publishes them (webpack-dev-server's option, which Docusaurus' types leave out).
      const devServer = {
        static: [
          {directory: docsDir, publicPath: baseUrl, watch: false},
          {directory: referenceTwinsDir(generatedFilesDir), publicPath: baseUrl, watch: false},
        ],
      };
      return {devServer} as Record<string, unknown>;
    },
    async postBuild({outDir, routesPaths}) {
      // Docusaurus calls the plugins' postBuild one after another on this thread, each running until
      // it first waits. Waiting here first lets the search index (the next plugin) start reading the
      // pages on its worker thread, which then reads beside this copy of the twins instead of after it
      // (about 10 s of a hundred-API build, issue 34).
      await new Promise((resolve) => setImmediate(resolve));
      const referenceDir = referenceTwinsDir(generatedFilesDir);
      const published: TwinEntry[] = [];
      const missing: string[] = [];
      const failed: string[] = [];
      for (const routePath of new Set(routesPaths)) {
        const sitePath = sitePathOf(routePath, baseUrl);
        if (sitePath === undefined || sitePath.endsWith('.html')) {
          continue;
        }
        if (failures.has(sitePath)) {
          failed.push(failures.get(sitePath)!);
          continue;
        }
        const fromReference = twinFile(referenceDir, sitePath);
        const markdown = twins.get(sitePath) ?? (fs.existsSync(fromReference) ? fs.readFileSync(fromReference, 'utf8') : undefined);
        if (markdown === undefined) {
          if (!isRedirectPage(outDir, sitePath)) {
            missing.push(routePath);
          }
          continue;
        }
        writeTwinFile(outDir, sitePath, markdown);
        published.push({sitePath, markdown});
      }
      if (failed.length > 0) {
        throw new Error(`markdown-twins: these pages cannot be written as Markdown:\n${failed.join('\n')}`);
      }
      if (missing.length > 0) {
        throw new Error(
          `markdown-twins: these pages have no Markdown twin: ${missing.join(', ')}. A page type needs a twin writer: see plugins/markdown-twins/README.md.`,
        );
      }
      const order = pages.map((page) => page.sitePath);
      for (const [file, text] of llmsFiles(
        llmsInput({site, title: `${PORTAL_NAME} Portal`, sections, apis, published, order, notes: [mcpLlmsParagraph(flavour)]}),
      )) {
        writeLlmsText(path.join(outDir, file), text);
      }
    },
  };
}
