import {expect, test} from '@playwright/test';
import {portal} from './support';
import {
  GET_CHECKOUT,
  alternatives,
  flag,
  nestedOf,
  nestedSummary,
  operationPath,
  propertyRow,
  rowHeader,
  topLevelNames,
  waitForHydration,
} from './reference-helpers';

// The schema viewer: alternatives (ONE OF / ANY OF), flags, enum values, repeats and cycles.

test.describe('alternatives', () => {
  // One load of getCheckout: the steps go on from the state the one before left.
  test('getCheckout: ONE OF defaults to the first option, another option shows its own fields, the choice stays when closed and opened', async ({page}) => {
    await page.goto(portal('live', GET_CHECKOUT));
    await waitForHydration(page);
    const shipping = propertyRow(page.locator('#r0m0'), 'shippingAddress');
    const summary = nestedSummary(shipping);
    const {choice, option} = alternatives(nestedOf(shipping), 'ONE OF');
    await test.step('ONE OF: the first option is the default; another option shows its own fields', async () => {
      await summary.click();
      await expect(nestedOf(shipping).getByLabel('ONE OF')).toHaveCount(1);
      await expect(choice).toBeEnabled();
      await expect(choice.locator('option:checked')).toHaveText('HOME');
      await expect(choice.locator('option:not([disabled])')).toHaveText(['HOME', 'PARCEL_LOCKER', 'PICKUP_SHOP']);
      await expect(option('HOME')).toBeVisible();
      await expect(option('PARCEL_LOCKER')).toBeHidden();
      await expect(option('PICKUP_SHOP')).toBeHidden();
      await expect(propertyRow(option('HOME'), 'street')).toBeVisible();

      await choice.selectOption({label: 'PICKUP_SHOP'});
      await expect(choice.locator('option:checked')).toHaveText('PICKUP_SHOP');
      await expect(option('PICKUP_SHOP')).toBeVisible();
      await expect(option('HOME')).toBeHidden();
      await expect(propertyRow(option('PICKUP_SHOP'), 'shopId')).toBeVisible();
      await expect(flag(propertyRow(option('PICKUP_SHOP'), 'shopId'), 'required')).toBeVisible();
      await expect(propertyRow(option('HOME'), 'street')).toBeHidden();
    });

    await test.step('the choice stays after the ancestor disclosure is closed and opened again', async () => {
      await choice.selectOption({label: 'PARCEL_LOCKER'});
      await expect(propertyRow(option('PARCEL_LOCKER'), 'lockerId')).toBeVisible();

      await summary.click();
      await expect(choice).toBeHidden();
      await summary.click();
      await expect(choice.locator('option:checked')).toHaveText('PARCEL_LOCKER');
      await expect(propertyRow(option('PARCEL_LOCKER'), 'lockerId')).toBeVisible();
      await expect(option('HOME')).toBeHidden();
    });

    await test.step('enum values inside an operation page, in a nested row', async () => {
      const status = propertyRow(page.locator('#r0m0'), 'status');
      await expect(status).toContainText('Extensible enum');
      for (const value of ['OPEN', 'READY_FOR_CONFIRMATION', 'CONFIRMED', 'ABANDONED']) {
        await expect(status.locator('li > code', {hasText: new RegExp(`^${value}$`)})).toBeVisible();
      }
    });
  });

  test('in a schema shown above, the choice stays after closing and opening, independent of the first occurrence', async ({page}) => {
    await page.goto(portal('live', operationPath('checkout', 'updateCheckout')));
    await waitForHydration(page);
    // The response repeats DeliveryAddress from the request body: "shown above as DeliveryAddress".
    const repeated = propertyRow(page.locator('#r0m0'), 'shippingAddress');
    await expect(repeated).toContainText('shown above as DeliveryAddress');
    await expect(repeated.locator(':scope > p').getByRole('link', {name: 'DeliveryAddress', exact: true})).toHaveAttribute('href', /^#b0-/);
    const summary = nestedSummary(repeated);
    await summary.click();
    const {choice, option} = alternatives(nestedOf(repeated), 'ONE OF');
    await expect(choice.locator('option:checked')).toHaveText('HOME');
    await choice.selectOption({label: 'PICKUP_SHOP'});
    await expect(propertyRow(option('PICKUP_SHOP'), 'shopId')).toBeVisible();
    await summary.click();
    await summary.click();
    await expect(choice.locator('option:checked')).toHaveText('PICKUP_SHOP');
    await expect(propertyRow(option('PICKUP_SHOP'), 'shopId')).toBeVisible();

    // The request body's own DeliveryAddress keeps its default.
    const original = propertyRow(page.locator('#b0'), 'shippingAddress');
    await nestedSummary(original).click();
    await expect(alternatives(nestedOf(original), 'ONE OF').choice.locator('option:checked')).toHaveText('HOME');
  });

  test('ANY OF: the options differ in which fields are required', async ({page}) => {
    await page.goto(portal('live', operationPath('checkout', 'createCheckout')));
    await waitForHydration(page);
    const cartLines = propertyRow(page.locator('#b0'), 'cartLines');
    await expect(rowHeader(cartLines)).toHaveText(/array of\s*CartLineInput/);
    await nestedSummary(cartLines).click();
    const items = propertyRow(cartLines, 'items');
    await nestedSummary(items).click();
    const {choice, option} = alternatives(nestedOf(items), 'ANY OF');
    await expect(choice.locator('option:checked')).toHaveText('CartLineBySku');
    await expect(flag(propertyRow(option('CartLineBySku'), 'sku'), 'required')).toBeVisible();
    await expect(flag(propertyRow(option('CartLineBySku'), 'ean'), 'required')).toHaveCount(0);

    await choice.selectOption({label: 'CartLineByEan'});
    await expect(option('CartLineBySku')).toBeHidden();
    await expect(flag(propertyRow(option('CartLineByEan'), 'ean'), 'required')).toBeVisible();
    await expect(flag(propertyRow(option('CartLineByEan'), 'sku'), 'required')).toHaveCount(0);
    await expect(propertyRow(option('CartLineByEan'), 'sku')).toBeVisible();
  });
});

test.describe('flags, attributes and enum values', () => {
  test('property flags: required, deprecated, preview, additional property; _links leads a schema without _embedded', async ({page}) => {
    await page.goto(portal('live', 'profiles/productData/variant'));
    const viewer = page.locator('#profile');
    const expectations: [string, string[]][] = [
      ['sku', ['required']],
      ['ean', []],
      ['colour', ['deprecated']],
      ['sustainabilityLabels', ['preview']],
      ['sellable', ['required']],
    ];
    for (const [name, flags] of expectations) {
      const row = propertyRow(viewer, name);
      await expect(row).toBeVisible();
      for (const badge of ['required', 'deprecated', 'preview', 'additional property']) {
        await expect(flag(row, badge), `${name}: ${badge}`).toHaveCount(flags.includes(badge) ? 1 : 0);
      }
    }
    await expect(rowHeader(propertyRow(viewer, 'sustainabilityLabels'))).toHaveText(/array of\s*SustainabilityLabel/);
    // The attributes of a property: pattern and example.
    const ean = propertyRow(viewer, 'ean');
    await expect(ean.locator(':scope > dl')).toContainText('pattern');
    await expect(ean.locator(':scope > dl')).toContainText('^[0-9]{13}$');
    await expect(ean.locator(':scope > dl')).toContainText('example');

    // In a schema without _embedded, _links leads (reference-operation.spec.ts: _embedded, then _links).
    expect((await topLevelNames(viewer))[0]).toBe('_links');

    const axisValues = propertyRow(viewer, 'axisValues');
    await nestedSummary(axisValues).click();
    const additional = nestedOf(axisValues).locator(':scope > ul > li').first();
    await expect(additional).toBeVisible();
    await expect(flag(additional, 'additional property')).toBeVisible();
    await expect(rowHeader(additional)).toContainText('string');
  });

  // PICKUP_READY left preview in Transactional Communication 1.8.0: its badge went with it (the
  // internal test below checks a preview value's badge).
  test('an extensible enum lists its values with their descriptions (live)', async ({page}) => {
    await page.goto(portal('live', 'profiles/transactionalCommunication/message-type'));
    const viewer = page.locator('#profile');
    await expect(viewer).toContainText('Extensible enum: clients must accept values not listed here.');
    const value = (name: string) => viewer.locator('li').filter({has: page.locator(':scope > code', {hasText: new RegExp(`^${name}$`)})});
    await expect(value('PICKUP_READY')).toHaveCount(1);
    await expect(value('PICKUP_READY').getByText('preview', {exact: true})).toHaveCount(0);
    await expect(value('PICKUP_READY')).toContainText('A parcel is ready for collection');
    await expect(value('ORDER_CONFIRMATION').getByText('preview', {exact: true})).toHaveCount(0);
    await expect(value('ORDER_CONFIRMATION').getByText('deprecated', {exact: true})).toHaveCount(0);
  });

  test('an extensible enum marks deprecated and preview values (internal)', async ({page}) => {
    await page.goto(portal('internal', 'profiles/delivery/delivery-option'));
    const viewer = page.locator('#profile');
    const value = (name: string) => viewer.locator('li').filter({has: page.locator(':scope > code', {hasText: new RegExp(`^${name}$`)})});
    await expect(value('PICKUP_POINT').getByText('deprecated', {exact: true})).toBeVisible();
    await expect(value('PICKUP_POINT').getByText('preview', {exact: true})).toHaveCount(0);
    await expect(value('SAME_DAY_HAMBURG').getByText('preview', {exact: true})).toBeVisible();
    await expect(value('STANDARD').getByText(/^(deprecated|preview)$/)).toHaveCount(0);
  });

  test('a cycle renders as a circular reference linking to the schema above (internal)', async ({page}) => {
    await page.goto(portal('internal', 'profiles/discoverability/category-node'));
    const viewer = page.locator('#profile');
    await expect(viewer.locator(':scope > div:first-child')).toContainText('CategoryNode');
    const children = propertyRow(viewer, 'children');
    await expect(rowHeader(children)).toHaveText(/array of\s*CategoryNode/);
    await nestedSummary(children).click();
    const items = propertyRow(children, 'items');
    const mark = items.locator(':scope > p').filter({hasText: 'circular reference to CategoryNode'});
    await expect(mark).toBeVisible();
    await expect(mark.getByRole('link', {name: 'CategoryNode', exact: true})).toHaveAttribute('href', '#profile');
    // No nested fields under the cycle: it is not expanded again.
    await expect(nestedOf(items)).toHaveCount(0);
  });
});
