import {type Page, expect, test} from '@playwright/test';
import {GET_ORDER, waitForHydration} from './reference-helpers';
import {navigateInApp, portal, waitForApp} from './support';

// A page's head (title, description, canonical URL, Open Graph tags, <html> lang and class, <body>
// class) is the same whether the reader loads the page or comes to it in the app: the server writes
// it with react-helmet-async, the browser keeps it up to date with a stand-in for it
// (plugins/client-bundle/helmet.ts), which must leave what the server would have written.

const PAGES = [
  ['a docs page', 'rest/about-the-api/pagination'],
  ['an operation page', GET_ORDER],
  ['a rule page', 'guidelines/r103001'],
  ['home', ''],
  ['an API page (its changelog feed)', 'rest/checkout'],
  ['a profile page', 'profiles/orderManagement/order-v2'],
] as const;

/** <html>'s attributes the page's scripts set, beside those of <Head>: the colour scheme, the app's marks, and the stand-in's list of its own. */
const SET_BY_SCRIPTS = ['data-theme', 'data-theme-choice', 'data-hydrated', 'data-has-hydrated', 'data-rh'];

interface Head {
  title: string;
  html: Record<string, string | null>;
  body: Record<string, string | null>;
  /** The tags <Head> writes (data-rh; the title is `title`, its element's data-rh is bookkeeping), each with its attributes in order and its text; sorted. */
  tags: string[];
}

/** The head of the open document, or of the HTML given, as the browser parses it. */
async function headOf(page: Page, html?: string): Promise<Head> {
  return page.evaluate(
    ({source, setByScripts}) => {
      const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
      const attributes = (element: Element, skipped: string[] = []) =>
        Object.fromEntries(
          element
            .getAttributeNames()
            .filter((name) => !skipped.includes(name))
            .sort()
            .map((name) => [name, element.getAttribute(name)]),
        );
      return {
        title: doc.title,
        html: attributes(doc.documentElement, setByScripts),
        body: attributes(doc.body),
        tags: Array.from(
          doc.head.querySelectorAll('[data-rh]:not(title)'),
          (element) => `${element.localName} ${JSON.stringify(attributes(element))} ${element.textContent}`,
        ).sort(),
      };
    },
    {source: html, setByScripts: SET_BY_SCRIPTS},
  );
}

/** The errors and warnings the page logs (React's hydration mismatches among them). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test('after in-app navigations between page types, the head is what the server writes for the page', async ({page}) => {
  const problems = consoleProblems(page);
  await page.goto(portal('live', PAGES[0][1]));
  const served = new Map<string, Head>();
  for (const [, path] of PAGES) {
    const response = await page.request.get(portal('live', path));
    expect(response.status(), `/${path}`).toBe(200);
    served.set(path, await headOf(page, await response.text()));
  }
  // What there is to compare: the page's own title, description, canonical URL and Open Graph tags, and <html>'s class.
  const docs = served.get(PAGES[0][1])!;
  expect(docs.title).toMatch(/ - Lindenkauf Consumer API$/);
  for (const tag of ['"name":"description"', '"rel":"canonical"', '"property":"og:title"', '"property":"og:url"', '"property":"og:description"']) {
    expect(
      docs.tags.filter((candidate) => candidate.includes(tag)),
      tag,
    ).toHaveLength(1);
  }
  expect(docs.html).toMatchObject({lang: 'en', dir: 'ltr', class: expect.stringContaining('docs-doc-page')});

  await waitForApp(page);
  await waitForHydration(page);
  await expect.poll(() => headOf(page), 'the docs page, loaded').toEqual(served.get(PAGES[0][1]));
  for (const [name, path] of [...PAGES.slice(1), PAGES[0], PAGES[3], PAGES[1]]) {
    await test.step(`${name} (/${path}), in the app`, async () => {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(portal('live', path));
      await expect.poll(() => headOf(page)).toEqual(served.get(path));
    });
  }
  expect(problems).toEqual([]);
});

test('a page loaded directly keeps the head the server wrote once it has hydrated', async ({page}) => {
  const problems = consoleProblems(page);
  for (const [name, path] of PAGES) {
    await test.step(`${name} (/${path})`, async () => {
      const response = await page.goto(portal('live', path));
      const served = await headOf(page, await response!.text());
      await waitForApp(page);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect.poll(() => headOf(page)).toEqual(served);
    });
  }
  expect(problems).toEqual([]);
});
