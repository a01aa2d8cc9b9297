import {expect, test} from '@playwright/test';
import {portal, waitForApp} from './support';

// Issue 3: a new partner can get from the home page to a first authenticated call using only the portal.
test('a new user walks from home to a first authenticated call', async ({page}) => {
  await page.goto(portal('live'));
  await waitForApp(page);
  await page
    .locator('main')
    .getByRole('link', {name: /REST API/})
    .first()
    .click();
  await expect(page).toHaveURL(portal('live', 'rest/getting-started/introduction'));

  // How to get credentials.
  await page.locator('article').getByRole('link', {name: 'Getting access'}).first().click();
  await expect(page).toHaveURL(portal('live', 'rest/getting-started/getting-access'));
  await expect(page.locator('article')).toContainText('api-partners@lindenkauf.example');
  await expect(page.locator('article')).toContainText(/client (id|ID)/);
  await page.goBack();

  // The quick start: a token request, then a call with the bearer token.
  const code = page.locator('article pre');
  const blocks = await code.allTextContents();
  const tokenRequest = blocks.find((block) => block.includes('/oauth2/token'));
  expect(tokenRequest).toBeDefined();
  expect(tokenRequest).toContain('grant_type=client_credentials');
  const firstCall = blocks.find((block) => /Authorization: Bearer/.test(block) && block.includes('api.sandbox.lindenkauf.example'));
  expect(firstCall).toBeDefined();
  await expect(page.locator('article')).toContainText('access_token');

  // The details of both flows are one click away.
  await page.locator('article').getByRole('link', {name: 'Authentication'}).first().click();
  await expect(page).toHaveURL(portal('live', 'rest/getting-started/authentication'));
  await expect(page.locator('article')).toContainText('code_verifier');
});
