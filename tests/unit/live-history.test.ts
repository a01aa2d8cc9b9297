/**
 * A spec made public after an internal life (issue 33): the build's outputs made from its git
 * history, for each flavour. The openapi-reference, api-changelogs and markdown-twins plugins run
 * in-process as a production build runs them (loadContent, allContentLoaded, postBuild), on a
 * temporary repository with dated commits; every file they write is read. The live flavour must show nothing of what
 * the spec was before it became public: not the operation nor the property it lost, not the
 * commits, not a writer's note to an internal release. The internal flavour shows all of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {BASE_URL, type Flavour} from '../../lib/portal/config';
import apiChangelogsPlugin from '../../plugins/api-changelogs';
import markdownTwinsPlugin from '../../plugins/markdown-twins';
import openApiReferencePlugin, {catalogueApis} from '../../plugins/openapi-reference';
import {portalContext} from '../support/contentPlugins';
import {SITE_DIR} from '../support/siteCopy';
import {AUDIT, ORDER_V1, SpecRepo, edited, internal, ordersSpec, saveEnv, withNote} from '../support/specRepo';

const SPEC = 'specs/orders.yaml';
/** What the spec lost while it was internal, and words only its internal commits and notes use. */
const INTERNAL_PAST = [/audit/i, /internalNote/, /Reconciliation/i, /1\.0\.0/, /1\.1\.0/];

const date = (day: string): string => `${day}T12:00:00+00:00`;

const withGift = edited(ORDER_V1, (schema) => {
  (schema.properties as Record<string, unknown>).giftMessage = {type: 'string', description: 'A message printed on the packing slip.'};
});

/** Internal with the audit trail and the note, internal without them, public, then a public release adding giftMessage. */
function historyRepo(): SpecRepo {
  const repo = SpecRepo.create('live-history-');
  // The site around the specs: the guideline rules the reference lints them against.
  fs.cpSync(path.join(SITE_DIR, 'guidelines', 'rules'), repo.path('guidelines/rules'), {recursive: true});
  repo.write(SPEC, internal(ordersSpec({version: '1.0.0', profiles: {'order-v1': withNote}, paths: AUDIT})));
  repo.commit('Reconciliation: add getOrderAudit and internalNote', date('2025-01-10'));
  repo.write(SPEC, internal(ordersSpec({version: '1.1.0'})));
  repo.commit('Reconciliation over: drop getOrderAudit and internalNote', date('2025-02-01'));
  repo.write(SPEC, ordersSpec({version: '1.2.0'}));
  repo.commit('Publish the Orders API', date('2025-03-01'));
  repo.write(SPEC, ordersSpec({version: '1.3.0', profiles: {'order-v1': withGift}}));
  // A writer's note to an internal release: kept by the internal flavour, no error and not shown in the live one.
  repo.write('specs/orders.changelog.yaml', "'1.1.0': The reconciliation team no longer reads the audit trail.\n'1.3.0': Gift messages.\n");
  repo.commit('Add giftMessage', date('2025-04-01'));
  return repo;
}

/** Every file under a folder, by its path there. */
function filesUnder(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const relative of fs.readdirSync(root, {recursive: true, encoding: 'utf8'})) {
    const file = path.join(root, relative);
    if (fs.statSync(file).isFile()) {
      files.set(relative.split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
    }
  }
  return files;
}

interface Written {
  /** The site as built: page data, feeds, spec downloads, twins, llms.txt and llms-full.txt. */
  site: Map<string, string>;
  /** The route modules (the API, changelog and overview pages' data), which the build bundles into the site's scripts. */
  modules: Map<string, string>;
  routes: string[];
}

/** The reference and the twins of one flavour, as `docusaurus build` runs their plugins. */
async function buildFlavour(siteDir: string, flavour: Flavour): Promise<Written> {
  const context: LoadContext = {
    ...portalContext(siteDir, flavour),
    outDir: path.join(siteDir, `build-${flavour}`),
    generatedFilesDir: path.join(siteDir, `.docusaurus-${flavour}`),
  };
  const modulesDir = path.join(context.generatedFilesDir, 'openapi-reference', 'default');
  const routes: RouteConfig[] = [];
  const actions: PluginContentLoadedActions = {
    addRoute: (route) => routes.push(route),
    createData: async (name, data) => {
      const file = path.join(modulesDir, name);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
      return file;
    },
    setGlobalData: () => undefined,
  };
  const plugins: Plugin[] = [
    openApiReferencePlugin(context),
    apiChangelogsPlugin(context),
    markdownTwinsPlugin({rules: async () => new Map(), apis: () => catalogueApis(siteDir, flavour, {baseUrl: BASE_URL})})(context),
  ];
  for (const plugin of plugins) {
    await plugin.loadContent?.();
  }
  for (const plugin of plugins) {
    await plugin.allContentLoaded?.({allContent: {}, actions});
  }
  const routesPaths = routes.map((route) => route.path);
  for (const plugin of plugins) {
    await plugin.postBuild?.({outDir: context.outDir, routesPaths, siteConfig: context.siteConfig} as never);
  }
  return {site: filesUnder(context.outDir), modules: filesUnder(modulesDir), routes: routesPaths};
}

describe("a spec made public after an internal life, in each flavour's outputs from its history", () => {
  const restoreEnv = saveEnv('NODE_ENV', 'PORTAL_SPECS_DIR', 'PORTAL_SANDBOX_URL');
  let repo: SpecRepo;
  let live: Written;
  let internalBuild: Written;

  beforeAll(async () => {
    repo = historyRepo();
    // As a production build: twins written, the catalogue released after the pages.
    process.env.NODE_ENV = 'production';
    process.env.PORTAL_SPECS_DIR = repo.path('specs');
    delete process.env.PORTAL_SANDBOX_URL;
    live = await buildFlavour(repo.dir, 'live');
    internalBuild = await buildFlavour(repo.dir, 'internal');
  }, 120_000);

  afterAll(() => {
    restoreEnv();
    repo?.remove();
  });

  it('writes the live changelog, feeds, twins and llms files from the public releases only', () => {
    const changelog = JSON.parse(live.modules.get('orders/changelog.json')!) as {releases: {version: string; initial: boolean; entries: {text: string}[]}[]};
    expect(changelog.releases.map(({version, initial}) => ({version, initial}))).toEqual([
      {version: '1.3.0', initial: false},
      {version: '1.2.0', initial: true},
    ]);
    expect(changelog.releases[0]!.entries.map((entry) => entry.text).join('\n')).toContain('giftMessage');
    // The files this test means to read are there: an empty build would pass the next test.
    expect([...live.site.keys()]).toEqual(
      expect.arrayContaining(['rest/orders/changelog.atom', 'rest/changelog.atom', 'rest/orders/changelog.md', 'llms.txt', 'llms-full.txt']),
    );
    expect(live.site.get('rest/orders/changelog.atom')).toContain('Orders API 1.3.0');
    expect(live.site.get('llms-full.txt')).toContain('giftMessage');
  });

  it('shows nothing of the internal past in any live file', () => {
    const leaks = [...live.site, ...live.modules].flatMap(([file, text]) =>
      INTERNAL_PAST.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern.source}`),
    );
    expect(leaks).toEqual([]);
    expect(live.routes.some((route) => /audit/i.test(route))).toBe(false);
  });

  it('keeps the whole history in the internal flavour: the removed operation and property, and the note', () => {
    const changelog = internalBuild.modules.get('orders/changelog.json')!;
    const releases = (JSON.parse(changelog) as {releases: {version: string}[]}).releases.map((release) => release.version);
    expect(releases).toEqual(['1.3.0', '1.2.0', '1.1.0', '1.0.0']);
    expect(changelog).toContain('/orders/{orderId}/audit');
    expect(changelog).toContain('internalNote');
    expect(changelog).toContain('The reconciliation team no longer reads the audit trail.');
    expect(internalBuild.site.get('rest/orders/changelog.atom')).toContain('/orders/{orderId}/audit');
    expect(internalBuild.site.get('llms-full.txt')).toContain('internalNote');
  });
});
