/**
 * The changelog plugin reads each reload's pass of the reference (plugins/openapi-reference/
 * passShare.ts). Docusaurus runs every plugin's allContentLoaded at once on each load and reload,
 * in no set order: here the changelog plugin is even called first. As in the dev server (no
 * production build), a saved spec must reach its changelog page in the same reload, a reload that
 * changed nothing must keep the page, and a bad release note must fail the reload naming its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import apiChangelogsPlugin from '../../plugins/api-changelogs';
import openApiReferencePlugin from '../../plugins/openapi-reference';
import {portalContext} from '../support/contentPlugins';
import {SITE_DIR} from '../support/siteCopy';
import {ORDER_V1, SpecRepo, edited, ordersSpec, saveEnv} from '../support/specRepo';

const SPEC = 'specs/orders.yaml';
const date = (day: string): string => `${day}T12:00:00+00:00`;

interface Reload {
  /** Each plugin's routes, by plugin name. */
  routes: Map<string, RouteConfig[]>;
  globalData: Map<string, unknown>;
}

/** One load or reload as Docusaurus runs it: every plugin's allContentLoaded at once, each with its own actions. */
async function reload(context: LoadContext, plugins: Plugin[]): Promise<Reload> {
  const result: Reload = {routes: new Map(), globalData: new Map()};
  await Promise.all(
    plugins.map((plugin) => {
      const routes: RouteConfig[] = [];
      result.routes.set(plugin.name, routes);
      const dataDir = path.join(context.generatedFilesDir, plugin.name, 'default');
      const actions: PluginContentLoadedActions = {
        addRoute: (route) => routes.push(route),
        createData: async (name, data) => {
          const file = path.join(dataDir, name);
          fs.mkdirSync(path.dirname(file), {recursive: true});
          fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
          return file;
        },
        setGlobalData: (data) => result.globalData.set(plugin.name, data),
      };
      return plugin.allContentLoaded?.({allContent: {}, actions});
    }),
  );
  return result;
}

/** The releases of the changelog page's data module, and the module file of its side navigation. */
function changelogOf(context: LoadContext, loaded: Reload): {releases: {version: string; note?: unknown}[]; sidebar: string} {
  const route = loaded.routes.get('api-changelogs')!.find((candidate) => candidate.path === '/portal/rest/orders/changelog')!;
  const modules = route.modules as Record<string, string>;
  const file = modules.page!.replace('@generated', context.generatedFilesDir);
  return {...(JSON.parse(fs.readFileSync(file, 'utf8')) as {releases: {version: string}[]}), sidebar: modules.sidebar!};
}

describe('the changelog plugin, reload by reload in the dev server', () => {
  const restoreEnv = saveEnv('NODE_ENV', 'PORTAL_SPECS_DIR');
  let repo: SpecRepo;
  let context: LoadContext;
  let plugins: Plugin[];

  beforeAll(async () => {
    repo = SpecRepo.create('api-changelogs-');
    fs.cpSync(path.join(SITE_DIR, 'guidelines', 'rules'), repo.path('guidelines/rules'), {recursive: true});
    repo.write(SPEC, ordersSpec({version: '1.0.0'}));
    repo.commit('Orders API', date('2025-03-01'));
    process.env.NODE_ENV = 'development';
    process.env.PORTAL_SPECS_DIR = repo.path('specs');
    context = {...portalContext(repo.dir, 'internal'), generatedFilesDir: path.join(repo.dir, '.docusaurus')};
    const reference = openApiReferencePlugin(context);
    // The changelogs first: the pairing must not depend on the order Docusaurus calls them in.
    plugins = [apiChangelogsPlugin(context), reference];
    await reference.loadContent?.();
  }, 60_000);

  afterAll(() => {
    restoreEnv();
    repo?.remove();
  });

  it('writes the changelog from the pass of the same reload, and shows a saved release in the next one', async () => {
    const first = await reload(context, plugins);
    const before = changelogOf(context, first);
    expect(before.releases.map((release) => release.version)).toEqual(['1.0.0']);
    // The API's navigation is the module the reference wrote: one module for all of the API's pages.
    expect(first.routes.get('openapi-reference')!.some((route) => (route.modules as Record<string, string> | undefined)?.sidebar === before.sidebar)).toBe(
      true,
    );
    expect(first.globalData.get('api-changelogs')).toEqual({changelogs: [{key: 'orders', title: 'Orders API', permalink: '/portal/rest/orders/changelog'}]});

    const withGift = edited(ORDER_V1, (schema) => {
      (schema.properties as Record<string, unknown>).giftMessage = {type: 'string', description: 'A message printed on the packing slip.'};
    });
    repo.write(SPEC, ordersSpec({version: '1.1.0', profiles: {'order-v1': withGift}}));
    repo.commit('Add giftMessage', date('2025-04-01'));
    const next = await reload(context, plugins);
    expect(changelogOf(context, next).releases.map((release) => release.version)).toEqual(['1.1.0', '1.0.0']);
    expect(fs.readFileSync(path.join(context.generatedFilesDir, 'openapi-reference-data', 'rest', 'orders', 'changelog.atom'), 'utf8')).toContain(
      'giftMessage',
    );

    // Nothing the reference reads changed: the same page again.
    const same = await reload(context, plugins);
    expect(changelogOf(context, same).releases.map((release) => release.version)).toEqual(['1.1.0', '1.0.0']);
  }, 120_000);

  it('fails the reload on a note to a version that is no release, naming the file', async () => {
    repo.write('specs/orders.changelog.yaml', "'9.9.9': A release that never was.\n");
    await expect(reload(context, plugins)).rejects.toThrow(/orders\.changelog\.yaml/);
    fs.rmSync(repo.path('specs/orders.changelog.yaml'));
    const fixed = await reload(context, plugins);
    expect(changelogOf(context, fixed).releases.map((release) => release.version)).toEqual(['1.1.0', '1.0.0']);
  }, 120_000);
});
