import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The loader's function, run on the registry core writes (plugins/client-bundle/registryLoader.cjs).
import {withoutModulePaths} from '../../plugins/client-bundle/registryLoader.cjs';
// The loader that takes ICU's collator out of hydration (plugins/client-bundle/plainCompareLoader.cjs).
import {PLAIN_COMPARE_MODULES, withPlainCompare} from '../../plugins/client-bundle/plainCompareLoader.cjs';
// The loader that empties the doc lists nothing reads (plugins/client-bundle/globalDataLoader.cjs).
import {withoutDocLists} from '../../plugins/client-bundle/globalDataLoader.cjs';
// The loader that drops what only the build reads from the site's configuration (plugins/client-bundle/siteConfigLoader.cjs).
import {BUILD_ONLY, withoutBuildOnlyConfig} from '../../plugins/client-bundle/siteConfigLoader.cjs';
// The loader that empties the plugins' versions of the site's metadata (plugins/client-bundle/siteMetadataLoader.cjs).
import {withoutPluginVersions} from '../../plugins/client-bundle/siteMetadataLoader.cjs';
import {SECTIONS} from '../../lib/portal/sections';
import {rspack} from '@rspack/core';
import type {LoadContext} from '@docusaurus/types';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import clientBundlePlugin, {NO_BASE_URL_ISSUE_BANNER} from '../../plugins/client-bundle';
// The browser build's prop-types (plugins/client-bundle/propTypes.ts), beside the package (whose builds have the same members).
import propTypesStandIn from '../../plugins/client-bundle/propTypes';
import propTypesPackage from 'prop-types';
import NoBaseUrlIssueBanner from '../../plugins/client-bundle/noBaseUrlIssueBanner';

interface RouteConfig {
  path: string;
  component: string;
  exact?: boolean;
  modules?: Record<string, string>;
  routes?: RouteConfig[];
}

/** Core's own registry.js for `routes`, written by its route codegen into a folder of its own. */
async function coreRegistry(routes: RouteConfig[]): Promise<string> {
  const {generateRouteFiles} = (await import('@docusaurus/core/lib/server/codegen/codegenRoutes.js')) as unknown as {
    generateRouteFiles: (options: {generatedFilesDir: string; routes: RouteConfig[]}) => Promise<void>;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-bundle-'));
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes});
    return fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const ROUTES: RouteConfig[] = [
  {
    path: '/portal/guidelines',
    component: '@theme/DocsRoot',
    modules: {guidelineRules: '/site/.docusaurus/guideline-rules/rules.json', guidelineViews: '@site/src/guidelines/components/GuidelineViews'},
    routes: [
      {path: '/portal/guidelines/r101001', component: '@theme/DocItem', exact: true, modules: {content: '@site/guidelines/rules/rest/contract/r101001.md'}},
    ],
  },
];
const MODULES = [
  '@theme/DocsRoot',
  '/site/.docusaurus/guideline-rules/rules.json',
  '@site/src/guidelines/components/GuidelineViews',
  '@theme/DocItem',
  '@site/guidelines/rules/rest/contract/r101001.md',
];

/** Each entry as `[import's module, path, weak id's module]`. */
function entries(registry: string): [string, string, string][] {
  return [...registry.matchAll(/\[\(\) => import\((?:\/\*[^*]*\*\/ )?"([^"]*)"\), "([^"]*)", require\.resolveWeak\("([^"]*)"\)\]/g)].map((match) => [
    match[1]!,
    match[2]!,
    match[3]!,
  ]);
}

describe("the browser build's route registry (plugins/client-bundle)", () => {
  it("empties the module path of every entry core writes, and keeps each entry's import and weak id", async () => {
    const registry = await coreRegistry(ROUTES);
    expect(entries(registry).map(([imported]) => imported)).toEqual(expect.arrayContaining(MODULES));
    const rewritten = entries(withoutModulePaths(registry));
    expect(rewritten).toHaveLength(entries(registry).length);
    expect(rewritten).toEqual(entries(registry).map(([imported, , weak]) => [imported, '', weak]));
  });

  it('leaves the rest of the file as core wrote it', async () => {
    const registry = await coreRegistry(ROUTES);
    const outsideEntries = (source: string) => source.replace(/\[\(\) => import\([^\]]*\]/g, '[]');
    expect(outsideEntries(withoutModulePaths(registry))).toBe(outsideEntries(registry));
  });
});

/** An installed module of Docusaurus, by its path below `@docusaurus/` (some are not in the package's exports). */
function upstream(file: string): {file: string; source: string} {
  const resolved = path.join(__dirname, '..', '..', 'node_modules', '@docusaurus', file);
  return {file: resolved, source: fs.readFileSync(resolved, 'utf8')};
}

/** The comparator of the module's one `.sort((a, b) => …)`, as the browser build runs it. */
function comparatorOf(source: string): (a: unknown, b: unknown) => number {
  const [, params, body] = /\.sort\(\((\w+, \w+)\) => (\([^\n]*?\? 1 : 0\))\)/.exec(source) ?? [];
  expect(body).toBeDefined();
  return new Function(...params!.split(', '), `return ${body};`) as (a: unknown, b: unknown) => number;
}

describe("Docusaurus' hydration without ICU's collator (plugins/client-bundle)", () => {
  it('leaves no localeCompare in either module it rewrites', () => {
    for (const module of PLAIN_COMPARE_MODULES) {
      const {file, source} = upstream(module);
      expect(source).toContain('localeCompare');
      expect(withPlainCompare(source, file)).not.toContain('localeCompare');
    }
  });

  it("finds each page's docs plugin as core did: every section's base path sorts before the paths it prefixes", () => {
    const {file, source} = upstream('plugin-content-docs/lib/client/docsClientUtils.js');
    const compare = comparatorOf(withPlainCompare(source, file));
    const plugins = SECTIONS.flatMap((section) => [`/portal/${section.routeBasePath}`, `/portal/${section.routeBasePath}/nested`]).map(
      (pluginPath, index) => [`plugin-${index}`, {path: pluginPath}] as const,
    );
    const byCore = [...plugins].sort((a, b) => b[1].path.localeCompare(a[1].path));
    expect([...plugins].sort(compare).map(([id]) => id)).toEqual(byCore.map(([id]) => id));
  });

  it("orders an object's keys the same on every render", () => {
    const {file, source} = upstream('theme-common/lib/utils/reactUtils.js');
    const compare = comparatorOf(withPlainCompare(source, file));
    const keys = ['sidebar', 'path', 'onItemClick', 'activePath'].map((key) => [key, key] as const);
    expect([...keys].sort(compare)).toEqual([...keys].reverse().sort(compare));
    expect([...keys].sort(compare).map(([key]) => key)).toEqual(['activePath', 'onItemClick', 'path', 'sidebar']);
  });

  it('fails the build, naming itself, when an upgrade removed the call it rewrites', () => {
    const {file} = upstream('theme-common/lib/utils/reactUtils.js');
    expect(() => withPlainCompare('export function useShallowMemoObject() {}', file)).toThrow(
      /plainCompareLoader\.cjs: .*reactUtils\.js no longer has the call it rewrites/,
    );
  });
});

describe("the browser build without the baseUrl banner's code (plugins/client-bundle)", () => {
  /** The browser build's aliases, for a site with the banner on or off. */
  function browserAliases(baseUrlIssueBanner: boolean): Record<string, string> {
    const plugin = clientBundlePlugin({generatedFilesDir: '/site/.docusaurus', siteConfig: {baseUrlIssueBanner}} as unknown as LoadContext);
    const config = {plugins: [new ChunkAssetPlugin()], resolve: {alias: {}}};
    const configure = plugin.configureWebpack! as unknown as (config: object, isServer: boolean, utils: object) => unknown;
    configure(config, false, {currentBundler: {name: 'rspack', instance: rspack}});
    return config.resolve.alias as Record<string, string>;
  }
  const banner = path.dirname(require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js'));

  it("resolves core's banner to a component that renders nothing while the site turns it off", () => {
    expect(browserAliases(false)[`${banner}$`]).toBe(NO_BASE_URL_ISSUE_BANNER);
    expect(NoBaseUrlIssueBanner()).toBeNull();
  });

  it("keeps core's banner where the site turns it on", () => {
    expect(browserAliases(true)[`${banner}$`]).toBeUndefined();
  });
});

describe("the browser build's global data (plugins/client-bundle)", () => {
  const version = (name: string, isLast: boolean) => ({
    name,
    label: name,
    isLast,
    path: `/portal/rest${isLast ? '' : `/${name}`}`,
    mainDocId: 'intro',
    docs: [{id: 'intro', path: `/portal/rest/intro`, sidebar: 'section'}],
    draftIds: ['draft'],
    sidebars: {section: {link: {path: '/portal/rest/intro', label: 'intro'}}},
  });
  const globalData = (versions: ReturnType<typeof version>[]) => ({
    'docusaurus-plugin-content-docs': {rest: {path: '/portal/rest', versions, breadcrumbs: true}},
    'portal-sections': {default: {flavour: 'live', sections: [{id: 'rest'}]}},
  });

  it("empties the doc lists of a docs plugin with one version, and keeps the rest of its data and every other plugin's", () => {
    const trimmed = JSON.parse(withoutDocLists(JSON.stringify(globalData([version('current', true)]))));
    const {docs, draftIds, sidebars, ...kept} = version('current', true);
    expect(trimmed['docusaurus-plugin-content-docs'].rest).toEqual({
      path: '/portal/rest',
      versions: [{...kept, docs: [], draftIds: [], sidebars: {}}],
      breadcrumbs: true,
    });
    expect([docs, draftIds, sidebars].every((list) => Object.keys(list).length > 0)).toBe(true);
    expect(trimmed['portal-sections']).toEqual(globalData([])['portal-sections']);
  });

  it('keeps the lists of a docs plugin with more versions, whose version banner reads them', () => {
    const versioned = globalData([version('current', false), version('1.0', true)]);
    expect(JSON.parse(withoutDocLists(JSON.stringify(versioned)))).toEqual(versioned);
  });
});

describe("the browser build's site metadata (plugins/client-bundle)", () => {
  it("keeps Docusaurus' and the site's versions and empties the plugins' versions, which only the debug plugin and Algolia read", () => {
    const metadata = {
      docusaurusVersion: '3.10.2',
      siteVersion: '1.0.0',
      pluginVersions: {'docusaurus-plugin-sitemap': {type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.10.2'}},
    };
    expect(JSON.parse(withoutPluginVersions(JSON.stringify(metadata)))).toEqual({docusaurusVersion: '3.10.2', siteVersion: '1.0.0', pluginVersions: {}});
  });
});

describe("the browser build's site configuration (plugins/client-bundle)", () => {
  const SITE_CONFIG = {
    title: 'Portal',
    titleDelimiter: '-',
    tagline: 'Build on the API',
    url: 'https://developer.example.com',
    baseUrl: '/portal/',
    trailingSlash: false,
    favicon: 'common/icons/favicon.ico',
    noIndex: false,
    baseUrlIssueBanner: false,
    customFields: {flavour: 'live'},
    themeConfig: {navbar: {title: 'Portal'}, docs: {versionPersistence: 'localStorage'}},
    future: {experimental_router: 'browser', v4: {useCssCascadeLayers: true}, faster: {rspackBundler: true}, experimental_vcs: {}},
    i18n: {defaultLocale: 'en', locales: ['en']},
    storage: {type: 'localStorage', namespace: true},
    ssrTemplate: '<!DOCTYPE html><html><%~ it.appHtml %></html>',
    plugins: [['./plugins/openapi-reference', {specs: 'specs'}]],
    presets: [['classic', {docs: false}]],
    themes: [],
    clientModules: ['./src/clientModules/appReady.ts'],
    staticDirectories: ['static'],
    headTags: [],
    scripts: [],
    stylesheets: [],
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    markdown: {format: 'mdx', hooks: {onBrokenMarkdownLinks: 'throw'}},
  };

  /** Core's `.docusaurus/docusaurus.config.mjs` for SITE_CONFIG. */
  async function coreSiteConfigModule(): Promise<string> {
    const {generateSiteFiles} = (await import('@docusaurus/core/lib/server/codegen/codegen.js')) as unknown as {
      generateSiteFiles: (params: object) => Promise<void>;
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-bundle-'));
    try {
      await generateSiteFiles({
        generatedFilesDir: dir,
        siteConfig: SITE_CONFIG,
        clientModules: [],
        routes: [],
        globalData: {},
        siteMetadata: {},
        siteStorage: {},
        i18n: {},
        codeTranslations: {},
      });
      return fs.readFileSync(path.join(dir, 'docusaurus.config.mjs'), 'utf8');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  const exported = (source: string) => JSON.parse(/export default (\{[\s\S]*\});\s*$/.exec(source)![1]!) as Record<string, unknown>;

  it('keeps all the browser reads and drops what only the build reads', async () => {
    const config = exported(withoutBuildOnlyConfig(await coreSiteConfigModule()));
    const {future, ...rest} = SITE_CONFIG;
    const browser = Object.fromEntries(Object.entries(rest).filter(([key]) => !BUILD_ONLY.includes(key)));
    expect(config).toEqual({...browser, future: {experimental_router: 'browser'}});
    expect(Object.keys(browser)).toEqual(
      expect.arrayContaining(['title', 'url', 'baseUrl', 'trailingSlash', 'customFields', 'themeConfig', 'i18n', 'storage', 'noIndex', 'favicon']),
    );
    expect(future.experimental_router).toBe('browser');
  });

  it('fails the build, naming itself, when core writes the module another way', () => {
    expect(() => withoutBuildOnlyConfig('module.exports = {};')).toThrow(/siteConfigLoader\.cjs: .*no longer `export default \{JSON\};`/);
  });
});

describe("the browser build's react-router without what it does not use (plugins/client-bundle)", () => {
  /** The module paths of a production browser bundle of `entry`, configured by the plugin as the site's is. */
  async function bundledModules(entry: string): Promise<string[]> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-bundle-router-'));
    try {
      fs.writeFileSync(path.join(dir, 'entry.js'), entry);
      const config = {
        mode: 'production',
        context: dir,
        entry: {main: './entry.js'},
        output: {path: path.join(dir, 'out')},
        resolve: {alias: {}, modules: [path.join(__dirname, '../../node_modules')]},
        externals: {react: 'React'},
        // Modules kept apart, so that each package's are listed by their own paths.
        optimization: {minimize: false, concatenateModules: false},
        plugins: [new ChunkAssetPlugin()],
        // The stand-ins are TypeScript, which the site's build compiles with SWC.
        module: {rules: [{test: /\.ts$/, loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript'}}}}] as object[]},
      };
      const plugin = clientBundlePlugin({generatedFilesDir: path.join(dir, '.docusaurus'), siteConfig: {baseUrlIssueBanner: false}} as unknown as LoadContext);
      const configure = plugin.configureWebpack! as unknown as (config: object, isServer: boolean, utils: object) => {module: {rules: object[]}};
      config.module.rules.push(...configure(config, false, {currentBundler: {name: 'rspack', instance: rspack}}).module.rules);
      const stats = await new Promise<{hasErrors: () => boolean; toString: () => string; toJson: (options: object) => {modules?: {name: string}[]}}>(
        (resolve, reject) => rspack(config as never).run((error, result) => (error ? reject(error) : resolve(result as never))),
      );
      expect(stats.hasErrors() ? stats.toString() : '').toBe('');
      return (stats.toJson({all: false, modules: true, nestedModules: true}).modules ?? []).flatMap(function names(module: {
        name: string;
        modules?: {name: string}[];
      }): string[] {
        return module.modules ? module.modules.flatMap(names) : [module.name];
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  const packagesOf = (modules: string[]) => new Set(modules.flatMap((name) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(name)?.[1] ?? []));

  it("bundles react-router's components without prop-types, hoist-non-react-statics or react-is", async () => {
    const modules = await bundledModules(
      'import {BrowserRouter, Link, Route, Switch, matchPath} from "react-router-dom"; globalThis.router = [BrowserRouter, Link, Route, Switch, matchPath];',
    );
    const packages = packagesOf(modules);
    expect(['react-router', 'react-router-dom', 'history'].filter((name) => !packages.has(name))).toEqual([]);
    expect(['prop-types', 'hoist-non-react-statics', 'react-is'].filter((name) => packages.has(name))).toEqual([]);
  }, 30_000);

  it('keeps hoist-non-react-statics where something uses withRouter', async () => {
    const modules = await bundledModules('import {withRouter} from "react-router-dom"; globalThis.withRouter = withRouter;');
    expect(packagesOf(modules).has('hoist-non-react-statics')).toBe(true);
  }, 30_000);

  it('has every member of prop-types, each validator with isRequired, and accepts any props', () => {
    const ours = propTypesStandIn as unknown as Record<string, unknown>;
    const theirs = propTypesPackage as unknown as Record<string, unknown>;
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    for (const [name, member] of Object.entries(theirs)) {
      expect([name, typeof ours[name]]).toEqual([name, typeof member]);
    }
    const validators = ['array', 'bigint', 'bool', 'func', 'number', 'object', 'string', 'symbol', 'any', 'element', 'elementType', 'node'];
    const factories = ['arrayOf', 'instanceOf', 'objectOf', 'oneOf', 'oneOfType', 'shape', 'exact'];
    type Validator = ((...args: unknown[]) => unknown) & {isRequired: (...args: unknown[]) => unknown};
    const all = [...validators.map((name) => ours[name] as Validator), ...factories.map((name) => (ours[name] as (...args: unknown[]) => Validator)([]))];
    for (const validator of all) {
      expect(validator({to: 42}, 'to', 'Link', 'prop', 'to')).toBeNull();
      expect(validator.isRequired({}, 'to', 'Link', 'prop', 'to')).toBeNull();
    }
    expect(ours.PropTypes).toBe(ours);
  });
});
