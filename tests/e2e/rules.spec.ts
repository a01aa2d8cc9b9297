import {expect, test, type Page, type Response} from '@playwright/test';
import {portal, waitForApp} from './support';

test.describe('guideline rules', () => {
  // One page load: the rule page, then its group's page through the breadcrumb.
  test('a rule page shows its type badge, id and title; its breadcrumb ends on its group, whose page lists its rules in the table and the side navigation', async ({
    page,
  }) => {
    await page.goto(portal('live', 'guidelines/r102001'));
    await test.step('a rule page shows its type badge, id and title', async () => {
      const article = page.locator('article');
      await expect(article.getByText('MUST', {exact: true}).first()).toBeVisible();
      await expect(article.getByText('R102001', {exact: true})).toBeVisible();
      await expect(page.locator('h1')).toHaveText('Use camelCase for JSON property names');
    });

    await test.step("the breadcrumb of a rule ends on its group and leads to the group's rule table", async () => {
      const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link');
      await expect(crumbs.last()).toHaveText('JSON');
      await expect(crumbs.last()).toHaveAttribute('href', '/portal/guidelines/rest/json#rules');
      await waitForApp(page);
      await crumbs.last().click();
      await expect(page).toHaveURL(portal('live', 'guidelines/rest/json#rules'));
      await expect(page.locator('#rules')).toBeInViewport();
    });

    await test.step('a group page lists its rules in the table and the side navigation', async () => {
      const table = page.locator('#rules ~ div table');
      for (const id of ['R102001', 'R102002', 'R102006']) {
        await expect(table.getByText(id, {exact: true})).toBeVisible();
      }
      await expect(page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Use camelCase for JSON property names'})).toBeAttached();
    });
  });

  test('a rule link shows id, type and title and leads to the rule; the rule lists the page as a backlink', async ({page}) => {
    await page.goto(portal('live', 'rest/about-the-api/api-operations'));
    const link = page.locator('article a[data-rule-id]').first();
    const id = await link.getAttribute('data-rule-id');
    expect(id).toMatch(/^R\d{6}$/);
    await expect(link).toContainText(id!);
    await expect(link).toContainText(/MUST|SHOULD|MAY/);
    const title = (await link.locator('span').last().textContent())!;
    await waitForApp(page);
    await link.click();
    await expect(page).toHaveURL(portal('live', `guidelines/${id!.toLowerCase()}`));
    await expect(page.locator('h1')).toHaveText(title);
    const backlinks = page.locator('section[aria-labelledby="linked-from"]');
    await expect(backlinks.getByRole('link', {name: 'API operations'})).toHaveAttribute('href', '/portal/rest/about-the-api/api-operations');
  });

  test('a group page lists its rules in the table and the side navigation', async ({page}) => {
    await page.goto(portal('live', 'guidelines/rest/json'));
    const table = page.locator('#rules ~ div table');
    for (const id of ['R102001', 'R102002', 'R102006']) {
      await expect(table.getByText(id, {exact: true})).toBeVisible();
    }
    await expect(page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Use camelCase for JSON property names'})).toBeAttached();
  });

  test('the rule index filters by type and group, and keeps the filter in the URL', async ({page}) => {
    await page.goto(portal('live', 'guidelines'));
    await waitForApp(page);
    const index = page.getByRole('region', {name: 'Rule index'});
    const count = index.getByText(/^Showing \d+ of \d+ rules$/);
    const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(60);
    const rows = index.locator('table tbody tr');

    await index.getByRole('button', {name: 'MAY', exact: true}).click();
    await expect(index.getByRole('button', {name: 'MAY', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?type=MAY$/);
    const mayCount = Number((await count.textContent())!.match(/Showing (\d+)/)![1]);
    expect(mayCount).toBeGreaterThan(0);
    expect(mayCount).toBeLessThan(total);
    await expect(rows).toHaveCount(mayCount);
    for (const badge of await rows.locator('td:first-child').allTextContents()) {
      expect(badge).toBe('MAY');
    }

    await index.getByRole('button', {name: 'MAY', exact: true}).click();
    await index.getByLabel('Group').selectOption({label: 'REST: JSON'});
    await expect(page).toHaveURL(/\?group=rest%2Fjson$/);
    await expect(count).toHaveText(/^Showing 6 of/);
    await index.getByRole('button', {name: 'MUST NOT', exact: true}).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('R102006');

    await page.reload();
    await expect(rows).toHaveCount(1);
    await index.getByRole('button', {name: 'SHOULD', exact: true}).click();
    await index.getByRole('button', {name: 'MUST NOT', exact: true}).click();
    await index.getByRole('button', {name: 'SHOULD', exact: true}).click();
    await index.getByRole('button', {name: 'MAY', exact: true}).click();
    await expect(index.getByText('No rule matches this filter.')).toBeVisible();
    await index.getByRole('button', {name: 'Show all rules'}).click();
    await expect(count).toHaveText(`Showing ${total} of ${total} rules`);
  });
});

test.describe("the rules' data", () => {
  /** The bodies of the scripts a page loads until the network is idle. */
  async function scriptsOf(page: Page, path: string): Promise<string[]> {
    const bodies: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(response.text().catch(() => ''));
      }
    };
    page.on('response', onResponse);
    await page.goto(portal('live', path), {waitUntil: 'networkidle'});
    // The app starts after the first paint: the network can rest before it asks for the route's
    // chunks. Once it has rendered the page, they have all come.
    await waitForApp(page);
    page.off('response', onResponse);
    return Promise.all(bodies);
  }

  // Every rule with its backlinks: only guideline pages need it, so only they download it (issue 12, item 9).
  test('is loaded by guideline pages only, not by a docs page or the home page', async ({page}) => {
    // Three loads, each until the network rests: on a loaded CI machine that can pass the default timeout.
    test.slow();
    const hasRulesData = (bodies: string[]) => bodies.some((body) => body.includes('"backlinks"') && body.includes('R101001'));
    expect(hasRulesData(await scriptsOf(page, 'guidelines/r101001')), 'a rule page loads the rules data').toBe(true);
    expect(hasRulesData(await scriptsOf(page, 'rest/about-the-api/pagination')), 'a docs page does not').toBe(false);
    expect(hasRulesData(await scriptsOf(page, '')), 'the home page does not').toBe(false);
  });
});
