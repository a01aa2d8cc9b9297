import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import clientBundlePlugin, {PREACT_ALIASES} from '../../plugins/client-bundle';
// The loader's function, run on the registry core writes (plugins/client-bundle/registryLoader.cjs).
import {withoutModulePaths} from '../../plugins/client-bundle/registryLoader.cjs';

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

describe('React in the browser build (plugins/client-bundle)', () => {
  /** The `resolve.alias` the plugin gives a build of `mode`, for the browser or the server. */
  function aliasesOf(mode: 'production' | 'development', isServer: boolean): Record<string, unknown> {
    const plugin = clientBundlePlugin({generatedFilesDir: path.join(os.tmpdir(), 'client-bundle-generated')} as LoadContext);
    const result = plugin.configureWebpack!({mode}, isServer, {} as never, undefined);
    return (result?.resolve?.alias ?? {}) as Record<string, unknown>;
  }

  it('is preact/compat only in the production browser build: the server renders with React, the dev server keeps React for Fast Refresh', () => {
    expect(aliasesOf('production', false)).toMatchObject(PREACT_ALIASES);
    for (const aliases of [aliasesOf('development', false), aliasesOf('production', true)]) {
      expect(aliases).not.toHaveProperty('react');
      expect(aliases).not.toHaveProperty('react-dom');
    }
  });

  it("resolves React's entry points the browser code imports to preact/compat's package exports, react-dom's to the stand-ins", () => {
    const site = path.resolve(__dirname, '../..');
    const aliased = (request: string) => request.replace(/^(react-dom|react)(?=\/|$)/, (name) => PREACT_ALIASES[name as keyof typeof PREACT_ALIASES]);
    const resolved = (request: string) => path.relative(site, require.resolve(aliased(request)));
    // The JSX runtimes (automatic and dev) and the hooks.
    for (const request of ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime']) {
      expect(resolved(request)).toMatch(/^node_modules\/preact\/compat\//);
    }
    // react-dom/client: the hydrateRoot core's client entry calls.
    expect(resolved('react-dom')).toBe('plugins/client-bundle/react-dom/index.js');
    expect(resolved('react-dom/client')).toBe('plugins/client-bundle/react-dom/client.ts');
  });
});
