import {test} from '@playwright/test';
import {portal} from './support';
import {expectNoViolations} from './frame-helpers';
import {GET_CHECKOUT, nestedSummary, propertyRow, waitForHydration} from './reference-helpers';

// axe-core on an operation page with its nested fields and alternatives open (page-types.spec.ts
// checks every page type as it loads).

// axe checks every element of a page: on a 2-core machine under load, a reference page takes it
// tens of seconds, so this test gets three times the usual timeout (it guards a hang, not speed).
test('axe: no violation with nested fields and alternatives open', async ({page}) => {
  test.slow();
  await page.goto(portal('live', GET_CHECKOUT));
  await waitForHydration(page);
  const shipping = propertyRow(page.locator('#r0m0'), 'shippingAddress');
  await nestedSummary(shipping).click();
  await nestedSummary(propertyRow(page.locator('#r0m0'), '_links')).click();
  await expectNoViolations(page);
});
