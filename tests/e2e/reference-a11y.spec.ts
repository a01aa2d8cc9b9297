import {test} from '@playwright/test';
import {portal} from './support';
import {expectNoViolations} from './frame-helpers';
import {GET_CHECKOUT, nestedSummary, propertyRow, waitForHydration} from './reference-helpers';

// axe-core on the pages of the API reference: no violation at all (tests/e2e/a11y.spec.ts covers every page type).

const PAGES: [string, string][] = [
  ['overview', 'rest'],
  ['operation page', GET_CHECKOUT],
  ['profile page', 'profiles/orderManagement/order-v2'],
];

// axe checks every element of a page: on a 2-core machine under load, a reference page takes it
// tens of seconds, so these tests get three times the usual timeout (it guards a hang, not speed).
for (const flavour of ['live', 'internal'] as const) {
  for (const [name, path] of PAGES) {
    test(`axe: no violation on the ${name} /${path} (${flavour})`, async ({page}) => {
      test.slow();
      await page.goto(portal(flavour, path));
      await waitForHydration(page);
      await expectNoViolations(page);
    });
  }
}

test('axe: no violation with nested fields and alternatives open', async ({page}) => {
  test.slow();
  await page.goto(portal('live', GET_CHECKOUT));
  await waitForHydration(page);
  const shipping = propertyRow(page.locator('#r0m0'), 'shippingAddress');
  await nestedSummary(shipping).click();
  await nestedSummary(propertyRow(page.locator('#r0m0'), '_links')).click();
  await expectNoViolations(page);
});
