import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {Options as DocsOptions, PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginConfig, PluginModule} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';
import {type Flavour, readFlavour} from '../../lib/portal/config';
import {REDIRECTS, GUIDELINES_SECTION, isVisibleIn, sectionsFor, validateSections, type PortalSectionsData} from '../../lib/portal/sections';
import {rulesDataFile} from '../guideline-rules';
import {excludedDocs} from '../public-filter';
import {REFERENCE_DOCS_INSTANCE, loadCatalogue, referenceSidebarItems, writeSpecDataAhead} from '../openapi-reference';
import {SpecInputError, specsDir} from '../../lib/openapi/load';
import {eventSidebarItems, eventsDir, loadEventCatalogue} from '../event-reference';
import {sideNavigationGenerator} from './sideNavigation';
import {AGGREGATE_TIMEOUT_MS, createSaveOrder} from '../../lib/dev-server/saveOrder';
import {middlewareAhead} from '../../lib/dev-server/middleware';
import {createWatchFileSystem, type PurgingFileSystem, type WatchFileSystem, type WatchpackClass} from '../../lib/dev-server/watchFileSystem';
import {createWarmUp, type WarmUpCompiler} from '../../lib/dev-server/warmUp';
import {markdownWarmUp} from './warmMarkdown';

export const SIDEBARS_FILE = 'sidebars.ts';
/** The components only guideline pages show: a chunk of their own, loaded with the section's root route (issue 34). */
const GUIDELINE_VIEWS = '@site/src/guidelines/components/GuidelineViews';

const DEV_SERVER = process.env.NODE_ENV !== 'production';
/** In the dev server, a docs save's hot update goes first, the rest of its reload after (lib/dev-server/saveOrder.ts). */
const saveOrder = DEV_SERVER ? createSaveOrder() : undefined;
/** Each docs instance's docs as last loaded (absolute paths), by instance id. */
const loadedDocs = new Map<string, readonly string[]>();

/** While the dev server idles, the docs' Markdown compile runs on a doc in memory, so the next save finds its code warm (lib/dev-server/warmUp.ts). */
const markdownKeptWarm = {
  apply(compiler: WarmUpCompiler & {options: {module: {rules: readonly unknown[]}}}) {
    const warm = markdownWarmUp(
      () => compiler.options.module.rules,
      () => [...loadedDocs.values()].flat(),
    );
    createWarmUp({warm}).apply(compiler);
  },
};

/** Rspack's own watchpack (not among its exports): the one its NodeWatchFileSystem uses. */
const RSPACK_WATCHPACK = path.join(path.dirname(require.resolve('@rspack/core')), '../compiled/watchpack/index.js');

/** The client compiler watches with one watchpack for the server's life (lib/dev-server/watchFileSystem.ts, DOCUSAURUS_PATCHES.md). */
const oneWatchpack = {
  apply(compiler: {inputFileSystem: PurgingFileSystem | null; watchFileSystem: WatchFileSystem | null}) {
    compiler.watchFileSystem = createWatchFileSystem(createRequire(__filename)(RSPACK_WATCHPACK) as WatchpackClass, compiler.inputFileSystem ?? undefined);
  },
};

/**
 * The dev server's client compiler caches in memory only (DOCUSAURUS_PATCHES.md). Rspack's
 * persistent cache writes the module graph after every compile, a save's too: 40 to 100 ms of the
 * compile before it seals, and 55 to 85 ms more of a background thread on two cores, where the
 * page's hot update and the reload run. Without it the server compiles everything at its start
 * (about 10 s longer than with a warm cache, lib/dev-server/README.md). The build keeps it.
 */
const inMemoryCache = {experiments: {cache: {type: 'memory'}}, mergeStrategy: {'experiments.cache': 'replace'}};

interface LoadedDocs {
  loadedVersions: {docs: {source: string}[]}[];
}

/**
 * The docs instance's reload in the order of lib/dev-server/saveOrder.ts: the load waits while a
 * body edit's compile goes to the open pages; once the metadata is written, a front-matter edit's
 * compile takes it along while the rest of the reload (every plugin's allContentLoaded) waits.
 */
function inSaveOrder(
  context: LoadContext,
  plugin: Plugin,
  {id, watchesSpecs}: {id: string; watchesSpecs: boolean},
): Pick<Plugin, 'loadContent' | 'contentLoaded'> {
  if (!saveOrder) {
    return plugin;
  }
  let docs: string[] = [];
  return {
    loadContent: async () => {
      // A saved spec's page data goes to the open page before this load (plugins/openapi-reference).
      if (watchesSpecs) {
        await writeSpecDataAhead();
      }
      await saveOrder.beforeLoad(docs);
      return plugin.loadContent?.();
    },
    contentLoaded: async (args) => {
      // What this load writes: Docusaurus' writer leaves an unchanged file alone (DOCUSAURUS_PATCHES.md).
      const since = Date.now() - 20;
      const written: string[] = [];
      const createData: typeof args.actions.createData = async (name, data) => {
        const file = await args.actions.createData(name, data);
        if ((fs.statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? 0) >= since) {
          written.push(file);
        }
        return file;
      };
      await plugin.contentLoaded?.({...args, actions: {...args.actions, createData}});
      docs = (args.content as LoadedDocs).loadedVersions.flatMap((version) =>
        version.docs.map((doc) => path.join(context.siteDir, aliasedSitePathToRelativePath(doc.source))),
      );
      saveOrder.known(docs);
      loadedDocs.set(id, docs);
      await saveOrder.afterWrite(written);
    },
  };
}

/**
 * A docs instance that also reloads when sidebars.ts changes: its sidebar is generated from
 * that file, which the docs plugin itself does not watch. The guidelines section's root route
 * carries the rules' data and the components only its pages show as route modules
 * (`guidelineRules`, `guidelineViews`), so only its pages load them.
 */
async function docsSection(context: LoadContext, options: unknown): Promise<Plugin> {
  // validateOptions below has normalised the options by the time Docusaurus calls this.
  const plugin = (await pluginContentDocs(context, options as DocsPluginOptions)) as unknown as Plugin;
  const contentLoaded: Plugin['contentLoaded'] =
    (options as DocsPluginOptions).id === GUIDELINES_SECTION && plugin.contentLoaded
      ? (args) =>
          plugin.contentLoaded!({
            ...args,
            actions: {
              ...args.actions,
              addRoute: (route) =>
                args.actions.addRoute({
                  ...route,
                  modules: {...route.modules, guidelineRules: rulesDataFile(context.generatedFilesDir), guidelineViews: GUIDELINE_VIEWS},
                }),
            },
          })
      : plugin.contentLoaded;
  return {
    ...plugin,
    ...inSaveOrder(
      context,
      {...plugin, contentLoaded},
      {id: (options as DocsPluginOptions).id, watchesSpecs: (options as DocsPluginOptions).id === REFERENCE_DOCS_INSTANCE},
    ),
    // The REST API sidebar also lists the operations of the specs; no other section's does, and a
    // section that watched them would load all its docs again on every save of a spec.
    getPathsToWatch: () => [
      ...(plugin.getPathsToWatch?.() ?? []),
      path.join(context.siteDir, SIDEBARS_FILE),
      ...((options as DocsPluginOptions).id === REFERENCE_DOCS_INSTANCE
        ? [path.join(specsDir(context.siteDir), '**', '*'), path.join(eventsDir(context.siteDir), '**', '*')]
        : []),
    ],
  };
}
docsSection.validateOptions = validateOptions as PluginModule['validateOptions'];

/**
 * The API reference group, or the last good one while a saved spec is broken: the reference
 * plugin reports that spec in the dev server's overlay, with its file and line, in the same reload
 * (which then fails, keeping the last good site), rather than a crash of the side navigation.
 */
export function lastGoodApiReference<T>(make: (label: string) => Promise<T>): (label: string) => Promise<T> {
  const lastGood = new Map<string, T>();
  return async (label) => {
    try {
      const group = await make(label);
      lastGood.set(label, group);
      return group;
    } catch (error) {
      if (error instanceof SpecInputError && lastGood.has(label)) {
        return lastGood.get(label)!;
      }
      throw error;
    }
  };
}

/** One docs-plugin instance per section the flavour contains, minus its non-public docs. */
export async function docsInstances(
  siteDir: string,
  flavour: Flavour,
  baseUrl: string,
  markdown: Pick<DocsOptions, 'beforeDefaultRemarkPlugins'>,
): Promise<PluginConfig[]> {
  validateSections();
  return Promise.all(
    sectionsFor(flavour).map(async (section): Promise<PluginConfig> => {
      const excluded = await excludedDocs(flavour, path.join(siteDir, section.path));
      const options: DocsOptions = {
        id: section.id,
        path: section.path,
        routeBasePath: section.routeBasePath,
        sidebarPath: path.join(__dirname, 'section-sidebar.ts'),
        sidebarItemsGenerator: sideNavigationGenerator(path.join(siteDir, SIDEBARS_FILE), {
          section: section.id,
          sectionPath: section.path,
          excluded: new Set(excluded.map((doc) => doc.docId)),
          baseUrl,
          ...(section.id === REFERENCE_DOCS_INSTANCE
            ? {
                apiReference: lastGoodApiReference(async (label: string) =>
                  referenceSidebarItems((await loadCatalogue(siteDir, flavour, {baseUrl})).models, baseUrl, label),
                ),
                // A broken event document (an EventApiError, a SpecInputError) is plugins/event-reference's error, in the overlay.
                eventApis: lastGoodApiReference(async (label: string) => eventSidebarItems(await loadEventCatalogue(siteDir, flavour), baseUrl, label)),
              }
            : {}),
        }),
        exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', ...excluded.map((doc) => doc.file)],
        breadcrumbs: true,
        sidebarCollapsible: true,
        ...markdown,
      };
      return [docsSection, options];
    }),
  );
}

export default function portalSectionsPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const flavour = readFlavour(context.siteConfig.customFields?.flavour);
  return {
    name: 'portal-sections',
    async contentLoaded({actions}) {
      const data: PortalSectionsData = {
        flavour,
        sections: sectionsFor(flavour).map(({id, label, landing, routeBasePath, alsoServes, summary, items}) => ({
          id,
          label,
          landing,
          routeBasePath,
          alsoServes: [...(alsoServes ?? [])],
          summary,
          items,
        })),
      };
      actions.setGlobalData(data);
      REDIRECTS.filter((redirect) => isVisibleIn(flavour, redirect)).forEach((redirect) => {
        actions.addRoute({
          path: normalizeUrl([baseUrl, redirect.from]),
          exact: true,
          component: '@theme/PortalRedirect',
          props: {to: redirect.to},
        });
      });
    },
    configureWebpack: (_config, isServer) =>
      saveOrder && !isServer
        ? {
            ...inMemoryCache,
            plugins: [saveOrder.plugin, oneWatchpack, markdownKeptWarm],
            watchOptions: {aggregateTimeout: AGGREGATE_TIMEOUT_MS},
            // Docusaurus' resolve.roots (the static directory, the site, the working directory) are
            // tried first for every absolute request (the route modules' and the loaders' own), and
            // each miss is a path the watcher tracks: about 10,300 of its 11,850 missing paths. An
            // absolute path is tried as it is first; a site-relative one (`url(/common/...)`) falls
            // back to the roots as before (DOCUSAURUS_PATCHES.md).
            resolve: {preferAbsolute: true},
            ...middlewareAhead('portal-save-order', saveOrder.middleware),
          }
        : {},
  };
}
