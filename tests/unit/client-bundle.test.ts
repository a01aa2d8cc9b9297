import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
