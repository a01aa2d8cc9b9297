import {type Page, expect} from '@playwright/test';
import {TEXTS} from '../../lib/portal/config';
import {SEARCH_PANEL_TEXTS} from '../../lib/portal/texts/search';
import {type Flavour, GET_ORDER, operationPath} from './reference-helpers';

// Every page type of the portal, in the state a reader checks it in: page-types.spec.ts visits each
// once per build for its Content-Security-Policy and, in one of them (axeOn), axe-core.

export interface PageType {
  name: string;
  path: string;
  /** Gateway and wiki pages: absent from the live build. */
  internalOnly?: boolean;
  /**
   * The build whose visit runs axe: the internal one unless this says live, where the live page is
   * a smaller instance of the same page type (fewer APIs, nothing the internal one shows more of a
   * kind). The internal frame (Sign out in the header) is checked on the internal-only types.
   */
  axeOn?: Flavour;
  /** Brings the page into the state to check (opens what the page type is about). */
  prepare?: (page: Page) => Promise<void>;
}

/** Opens every closed disclosure of the schema viewers, level by level (a bounded number of levels). */
export async function expandSchemas(page: Page): Promise<void> {
  for (let level = 0; level < 3; level++) {
    const opened = await page.evaluate(() => {
      const closed = Array.from(document.querySelectorAll<HTMLDetailsElement>('main details:not([open])'));
      closed.forEach((details) => details.querySelector<HTMLElement>(':scope > summary')?.click());
      return closed.length;
    });
    if (opened === 0) {
      break;
    }
    await expect(page.locator('main details:not([open])')).toHaveCount(0);
  }
  expect(await page.locator('main details[open]').count()).toBeGreaterThan(0);
}

/** Opens the header's search and waits for the results of a query. */
export async function openSearch(page: Page): Promise<void> {
  const input = page.getByRole('combobox', {name: TEXTS.search.label});
  const listbox = page.getByRole('listbox', {name: SEARCH_PANEL_TEXTS.results});
  await input.click();
  await input.fill('idempotency key');
  await expect(listbox).toHaveAttribute('data-query', 'idempotency key');
  await expect(listbox).not.toHaveAttribute('aria-busy');
  await expect(listbox.getByRole('option').first()).toBeVisible();
}

/**
 * The operation page checked with every schema opened: getFeedback, for what its schemas hold. Opened
 * all the way down they show every kind of row the viewer draws that getCheckout's do (nested objects
 * and arrays, a ONE OF with its dropdown, enums with descriptions and the extensible-enum note,
 * required marks, attributes, types linked to their profile pages, Markdown descriptions with code)
 * and an additional-property mark besides, on a smaller page: axe, which checks every element twice,
 * takes less time on it.
 */
export const EXPANDED_OPERATION = operationPath('userFeedback', 'getFeedback');

export const PAGE_TYPES: readonly PageType[] = [
  {name: 'home', path: ''},
  {name: 'a docs page', path: 'rest/about-the-api/pagination'},
  {name: 'the rule index', path: 'guidelines'},
  {name: 'a guideline group page', path: 'guidelines/rest/json'},
  {name: 'a rule page', path: 'guidelines/r103001'},
  // Not axeOn live, though its live page has fewer APIs: only the internal one shows an API whose
  // conformance line has the warning tone (its colours in light and dark).
  {name: 'the API reference overview', path: 'rest'},
  {name: 'an API page', path: 'rest/checkout'},
  {name: 'an API changelog', path: 'rest/orderManagement/changelog'},
  {name: 'an operation page, schemas expanded', path: EXPANDED_OPERATION, prepare: expandSchemas},
  {name: 'an operation page with versions', path: GET_ORDER},
  {name: 'the profiles list', path: 'profiles', axeOn: 'live'},
  {name: 'a profile page', path: 'profiles/orderManagement/order-v2'},
  {name: 'the errors page', path: 'rest/errors', axeOn: 'live'},
  {name: 'a problem type page', path: 'problems/not-found'},
  {name: 'the support page', path: 'support'},
  {name: 'the FAQ', path: 'support/faq/topics'},
  {name: 'the glossary', path: 'support/glossary/e-h'},
  {name: 'the contact page', path: 'support/contact/get-in-touch'},
  {name: 'a legal page (data protection)', path: 'data-protection'},
  {name: 'a legal page (terms and conditions)', path: 'terms-and-conditions'},
  {name: 'the error page', path: 'error'},
  {name: 'an unknown path', path: 'no-such-page'},
  {name: 'search open with results', path: 'rest/getting-started/introduction', prepare: openSearch},
  {name: 'a gateway page', path: 'gateway/security/resilience', internalOnly: true},
  {name: 'the wiki introduction', path: 'wiki/introduction', internalOnly: true},
  {name: 'the wiki kitchen sink (every content block)', path: 'wiki/api-portal/content-blocks', internalOnly: true},
];

/** The builds a page type is in. */
export const flavoursOf = (type: PageType): Flavour[] => (type.internalOnly ? ['internal'] : ['live', 'internal']);
/** The build whose visit of the page type runs axe. */
export const axeFlavourOf = (type: PageType): Flavour => type.axeOn ?? 'internal';

/** Records CSP violations from the first script on, and console errors. */
export async function watchPolicy(page: Page): Promise<{violations: string[]; errors: string[]}> {
  const seen = {violations: [] as string[], errors: [] as string[]};
  await page.exposeFunction('reportViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {reportViolation: (text: string) => void}).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) {
      seen.errors.push(message.text());
    }
  });
  return seen;
}
