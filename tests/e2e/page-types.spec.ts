import {type Page, expect, test} from '@playwright/test';
import {AXE_SCHEME_RULES, axeViolations, waitForIcons} from './frame-helpers';
import {PAGE_TYPES, axeFlavourOf, flavoursOf, watchPolicy} from './page-types';
import {waitForHydration} from './reference-helpers';
import {portal, turnScheme, waitForApp} from './support';

// One visit per page type and build (issue 12, items 9 and 10; issue 32): the page, in the state a
// reader checks it in, breaks no rule of the build's Content-Security-Policy and logs no error; in
// one of the builds (the internal one, which has every page type, or the live one where its page is
// the smaller instance: page-types.ts, axeOn), axe-core then finds no violation at all (every
// impact, WCAG 2.0/2.1/2.2 A and AA and best practices) in light mode and, after the system turns
// dark, none of the rules a colour scheme can change (AXE_SCHEME_RULES). A failure lists every
// element with its rule, selector and, for contrast, the colours found. axe checks every element:
// on a 2-core machine under load a reference page takes it tens of seconds, so the axe visits get
// three times the usual timeout (it guards a hang, not speed).

async function expectScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  // Links and menus fade to the new colours: axe measures contrast once those transitions end.
  await turnScheme(page, scheme);
  // Light mode runs every rule; dark mode those a colour scheme can change.
  expect(await axeViolations(page, scheme === 'dark' ? {rules: AXE_SCHEME_RULES} : {}), `axe in ${scheme} mode`).toEqual([]);
}

for (const type of PAGE_TYPES) {
  for (const flavour of flavoursOf(type)) {
    const axe = flavour === axeFlavourOf(type);
    test(`${flavour}: ${type.name} (/${type.path}): CSP and console${axe ? ', axe light and dark' : ''}`, async ({page}) => {
      if (axe) {
        test.slow();
      }
      await page.emulateMedia({colorScheme: 'light'});
      const seen = await watchPolicy(page);
      const response = await page.goto(portal(flavour, type.path));
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await waitForApp(page);
      await waitForHydration(page);
      // The schema viewer opened all the way down, search with its worker and index.
      await type.prepare?.(page);
      if (axe) {
        await waitForIcons(page);
        await expectScheme(page, 'light');
        await expectScheme(page, 'dark');
      }
      // Everything the page loads by itself (prefetched routes, the error-reporting agent and its
      // reports; after turning dark, the other scheme's images) has been requested: while axe ran,
      // this wait mostly passed already.
      await page.waitForLoadState('networkidle');
      expect(seen.violations, 'Content-Security-Policy violations').toEqual([]);
      expect(seen.errors, 'console errors').toEqual([]);
    });
  }
}
