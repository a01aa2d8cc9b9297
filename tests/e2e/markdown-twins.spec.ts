import {type Page, expect, test} from '@playwright/test';
import {TEXTS, TIMINGS} from '../../lib/portal/config';
import {openPaused, settle} from './frame-helpers';
import {navigateInApp, portal, waitForApp} from './support';

// Every page's Markdown twin (plugins/markdown-twins), served through nginx as deployed: "Copy
// page" puts it on the clipboard, "View as Markdown" opens it, and llms.txt lists the flavour.

const actions = (page: Page) => page.getByRole('group', {name: TEXTS.pageMarkdown.actions});
const copyButton = (page: Page) => actions(page).getByRole('button', {name: TEXTS.pageMarkdown.copy});
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const PAGES = [
  {kind: 'docs page', path: 'rest/about-the-api/pagination', title: 'Pagination'},
  {kind: 'operation page', path: 'reference/specs/orderManagement/operations/getOrder', title: 'Get an order'},
  {kind: 'home page', path: '', title: 'Lindenkauf Consumer API Portal'},
  {kind: 'legal page', path: 'terms-and-conditions', title: 'Terms and conditions'},
];

test.describe('a page as Markdown', () => {
  // One page load with the page's clock paused (the indicator's time runs only as the test advances
  // it): the other kinds of page are reached in the app, the docs page last for "View as Markdown".
  test(`"Copy page" copies the Markdown twin of a ${PAGES.map(({kind}) => kind).join(', ')}; "View as Markdown" opens it, served as text/markdown and revalidated like HTML`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [first] = PAGES;
    await openPaused(page, portal('live', first!.path));
    await waitForApp(page);
    for (const {kind, path, title} of [...PAGES.slice(1), first!]) {
      await test.step(`"Copy page" on a ${kind} copies its Markdown twin`, async () => {
        await navigateInApp(page, path);
        await expect(page).toHaveURL(portal('live', path));
        const twinPath = path === '' ? '/portal/index.md' : `/portal/${path}.md`;
        // The page's own actions, not those of the page before.
        await expect(actions(page).getByRole('link', {name: TEXTS.pageMarkdown.view})).toHaveAttribute('href', twinPath);
        const markdown = await (await request.get(portal('live', twinPath.replace('/portal/', '')))).text();
        expect(markdown.startsWith(`# ${title}`)).toBe(true);

        await copyButton(page).click();
        await expect(actions(page).getByRole('button', {name: TEXTS.pageMarkdown.copied})).toBeVisible();
        await expect.poll(() => readClipboard(page)).toBe(markdown);
        // The indicator goes back after its time, driven by the page's clock.
        await settle(page);
        await page.clock.runFor(TIMINGS.copiedIndicatorMs - 1);
        await settle(page);
        await expect(actions(page).getByRole('button', {name: TEXTS.pageMarkdown.copied})).toBeVisible();
        await page.clock.runFor(1);
        await expect(copyButton(page)).toBeVisible();
      });
    }

    await test.step('"View as Markdown" opens the twin, served as text/markdown and revalidated like HTML', async () => {
      const response = await request.get(portal('live', 'rest/about-the-api/pagination.md'));
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers()['content-security-policy']).toBeTruthy();

      await actions(page).getByRole('link', {name: TEXTS.pageMarkdown.view}).click();
      await expect(page).toHaveURL(/\/portal\/rest\/about-the-api\/pagination\.md$/);
      await expect(page.locator('body')).toContainText('# Pagination');
      await expect(page.locator('body')).toContainText('## Query parameters');
    });
  });
});

test.describe('llms.txt', () => {
  test("lists the flavour's pages as links to their twins, served as UTF-8 text", async ({request}) => {
    for (const flavour of ['live', 'internal'] as const) {
      const response = await request.get(portal(flavour, 'llms.txt'));
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const text = await response.text();
      expect(text).toMatch(/^# Lindenkauf Consumer API Portal\n\n> /);
      expect(text).toContain('/portal/rest/about-the-api/pagination.md)');
      expect(text.includes('/portal/gateway/')).toBe(flavour === 'internal');
      const full = await request.get(portal(flavour, 'llms-full.txt'));
      expect(full.ok()).toBe(true);
      expect(await full.text()).toContain('# Pagination');
    }
  });
});
