import {expect, test} from '@playwright/test';
import {portal, waitForApp} from './support';
import {axeViolations, waitForIcons} from './frame-helpers';
import {waitForHydration} from './reference-helpers';
import {PAGE_TYPES, flavoursOf} from './page-types';

// Issue 12, item 10: axe-core finds no violation at all (every impact, WCAG 2.0/2.1/2.2 A and AA
// and best practices) on every page type, in light and dark mode. A failure lists every element
// with its rule, selector and, for contrast, the colours found. axe checks every element: on a
// 2-core machine under load a reference page takes it tens of seconds, so these tests get three
// times the usual timeout (it guards a hang, not speed).

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({colorScheme: scheme});
    for (const type of PAGE_TYPES) {
      for (const flavour of flavoursOf(type)) {
        test(`axe: no violation on ${type.name} (/${type.path}, ${flavour})`, async ({page}) => {
          test.slow();
          await page.goto(portal(flavour, type.path));
          await waitForApp(page);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await waitForIcons(page);
          await type.prepare?.(page);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    }
  });
}
