import {type APIRequestContext, type Page, expect, test} from '@playwright/test';
import {CHANGELOG_TEXTS} from '../../lib/portal/texts/changelog';
import {RELEASE_TEXTS} from '../../lib/portal/texts/releases';
import {GET_ORDER, INTERNAL_ONLY_APIS, PUBLIC_APIS, waitForHydration} from './reference-helpers';
import {navigateInApp, portal} from './support';

// Each API's changelog (lib/openapi/changelog.ts, plugins/api-changelogs), made from its spec's git history,
// with its Atom feed, served through nginx as deployed. The content: orderManagement's releases
// 2.8.0 (giftOptions, giftWrapping deprecated, with a note) and 2.9.0 (webhook documentAvailable).

const CHANGELOG = 'rest/orderManagement/changelog';
const releaseHeading = (page: Page, version: string) =>
  page.getByRole('heading', {level: 2, name: new RegExp(`^${CHANGELOG_TEXTS.release(version).replace(/\./g, '\\.')}`)});
const releaseSection = (page: Page, version: string) => page.locator('section', {has: releaseHeading(page, version)});
const DAY = 86_400_000;

/** The Atom feeds a page's HTML announces in its head, as the server sends it. */
async function feedsOf(request: APIRequestContext, flavour: 'live' | 'internal', path: string): Promise<string[]> {
  const html = await (await request.get(portal(flavour, path))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return Array.from(head.matchAll(/<link\b[^>]*>/g), ([tag]) => tag)
    .filter((tag) => /rel="alternate"/.test(tag) && /type="application\/atom\+xml"/.test(tag))
    .map((tag) => /href="([^"]*)"/.exec(tag)?.[1] ?? '');
}

// One page load: the changelog, then where it leads and what leads to it, reached in the app.
test('an API changelog lists its releases, newest first, linked to their pages, which date themselves and are marked New; the API page and the overview link to it', async ({
  page,
}) => {
  await page.goto(portal('live', CHANGELOG));
  let recent = false;

  await test.step('lists the releases newest first, each change labelled and linked to its page', async () => {
    await expect(page.getByRole('heading', {level: 1})).toHaveText(CHANGELOG_TEXTS.heading('Order Management API'));
    const versions = (await page.getByRole('heading', {level: 2}).allTextContents()).map((text) => /^Version (\d+\.\d+\.\d+)/.exec(text.trim())?.[1]);
    expect(versions.slice(0, 2)).toEqual(['2.9.0', '2.8.0']);
    expect(versions.length).toBeGreaterThan(3);

    const latest = releaseSection(page, '2.9.0');
    await expect(latest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    const date = await latest.locator('time').getAttribute('datetime');
    recent = Date.now() - Date.parse(date!) < RELEASE_TEXTS.newForDays * DAY;
    await expect(latest).toContainText('subscribe to the webhook documentAvailable');
    const added = latest.getByRole('listitem').filter({hasText: 'documentAvailable'}).filter({hasText: CHANGELOG_TEXTS.labels.New});
    await expect(added.first()).toBeVisible();

    const deprecated = releaseSection(page, '2.8.0')
      .getByRole('listitem')
      .filter({hasText: 'giftWrapping'})
      .filter({hasText: CHANGELOG_TEXTS.labels.Deprecated});
    await expect(deprecated).toHaveCount(1);
    await expect(releaseSection(page, '2.8.0').getByRole('listitem').filter({hasText: 'giftOptions'}).first()).toContainText(CHANGELOG_TEXTS.labels.New);

    await waitForHydration(page);
    await added.first().getByRole('link', {name: 'webhook documentAvailable'}).click();
    await expect(page).toHaveURL(/\/reference\/specs\/orderManagement\/webhooks\/documentAvailable$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Order document available');
  });

  await test.step('an operation added in the last 90 days is marked New on its page and in the side navigation', async () => {
    await expect(page.locator('article').getByText(RELEASE_TEXTS.isNew, {exact: true})).toHaveCount(recent ? 1 : 0);
    await expect(page.locator('.sidebar-operation--new a[href$="/webhooks/documentAvailable"]')).toHaveCount(recent ? 1 : 0);
    // Operations of the API's first release are not new.
    await expect(page.locator('.sidebar-operation--new a[href$="/operations/getOrder"]')).toHaveCount(0);
  });

  await test.step('the overview marks it New too, and links the changelog of each API', async () => {
    await navigateInApp(page, 'rest');
    const entry = page.locator('li', {has: page.locator('a[href$="/webhooks/documentAvailable"]')});
    await expect(entry.getByText(RELEASE_TEXTS.isNew, {exact: true})).toHaveCount(recent ? 1 : 0);
    const section = page.locator('section', {has: page.locator('h2#orderManagement')});
    await expect(section.getByRole('link', {name: CHANGELOG_TEXTS.link, exact: true})).toHaveAttribute('href', `/portal/${CHANGELOG}`);
  });

  await test.step('the API page links its changelog', async () => {
    await navigateInApp(page, 'rest/orderManagement');
    // The overview stays on screen until the API page has rendered; it links every changelog.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Order Management API');
    await page.locator('article').getByRole('link', {name: CHANGELOG_TEXTS.link, exact: true}).click();
    await expect(page).toHaveURL(portal('live', CHANGELOG));
  });

  await test.step('an operation page says when it was added and last changed, linked to the changelog entries', async () => {
    await navigateInApp(page, GET_ORDER);
    const history = page.locator('article p', {hasText: `${RELEASE_TEXTS.firstAppeared} `}).first();
    await expect(history).toBeVisible();
    const added = history.getByRole('link').first();
    const href = (await added.getAttribute('href'))!;
    expect(href).toMatch(/^\/portal\/rest\/orderManagement\/changelog#v\d+-\d+-\d+$/);
    await waitForHydration(page);
    await added.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeVisible();
  });
});

// What the server sends: the feeds, and the pages' heads and links that announce them.
test('the feeds: each API page announces its own and every page the one of all APIs, which on live holds the public APIs only; /rest/changelog links each API of the flavour', async ({
  request,
}) => {
  await test.step('the API page announces its feed and that of all APIs', async () => {
    const feeds = await feedsOf(request, 'live', 'rest/orderManagement');
    expect(feeds.sort()).toEqual(['/portal/rest/changelog.atom', '/portal/rest/orderManagement/changelog.atom']);
    const response = await request.get(portal('live', 'rest/orderManagement/changelog.atom'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<link href="https://developer.lindenkauf.example/portal/rest/orderManagement/changelog#v2-9-0"/>');
  });

  await test.step('every page announces the feed of all APIs, which on live holds the public APIs only', async () => {
    expect(await feedsOf(request, 'live', '')).toEqual(['/portal/rest/changelog.atom']);
    const live = await (await request.get(portal('live', 'rest/changelog.atom'))).text();
    const internal = await (await request.get(portal('internal', 'rest/changelog.atom'))).text();
    expect(live).toContain('Order Management API 2.9.0');
    expect(internal).toContain('Delivery API');
    expect(live).not.toContain('Delivery API');
  });

  await test.step('/rest/changelog links the changelog of each API of the flavour', async () => {
    for (const flavour of ['live', 'internal'] as const) {
      const html = await (await request.get(portal(flavour, 'rest/changelog'))).text();
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      const keys = Array.from(article.matchAll(/href="\/portal\/rest\/([^/"]+)\/changelog"/g), (match) => match[1]);
      expect(keys).toEqual(expect.arrayContaining(PUBLIC_APIS));
      for (const key of INTERNAL_ONLY_APIS) {
        expect(keys.includes(key), `${flavour}: ${key}`).toBe(flavour === 'internal');
      }
    }
  });
});
