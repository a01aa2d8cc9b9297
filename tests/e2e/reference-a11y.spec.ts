import {test} from '@playwright/test';
import {portal} from './support';
import {expectNoViolations} from './frame-helpers';
import {GET_CHECKOUT, nestedSummary, propertyRow, waitForHydration} from './reference-helpers';

// axe-core on an operation page with its nested fields and alternatives open. page-types.spec.ts
// checks a whole operation page (getFeedback), every schema opened, in light and dark mode; here axe
// checks getCheckout's response body viewer, the part that opening them changes.

// axe on a schema viewer takes seconds on a loaded 2-core machine: three times the usual timeout
// (it guards a hang, not speed).
test('axe: no violation with nested fields and alternatives open', async ({page}) => {
  test.slow();
  await page.goto(portal('live', GET_CHECKOUT));
  await waitForHydration(page);
  const shipping = propertyRow(page.locator('#r0m0'), 'shippingAddress');
  await nestedSummary(shipping).click();
  await nestedSummary(propertyRow(page.locator('#r0m0'), '_links')).click();
  await expectNoViolations(page, {within: '#r0m0'});
});
