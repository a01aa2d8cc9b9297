import {type APIRequestContext, type Page, expect, test} from '@playwright/test';
import {load} from 'js-yaml';
import {CACHE_CONTROL} from '../../lib/deploy/policy';
import {REFERENCE_TEXTS} from '../../lib/portal/texts/reference';
import {INTERNAL_ONLY_APIS, PUBLIC_APIS, waitForHydration} from './reference-helpers';
import {portal} from './support';

// "Download the OpenAPI spec" on the API pages (/rest/<key>): the spec bundled into one file
// (lib/openapi/downloads.ts), as YAML and JSON at /portal/openapi/<key>.yaml and .json,
// served through nginx with deploy/nginx/portal.conf. Only the flavour's APIs are there.

const FORMATS = ['yaml', 'json'] as const;
type Format = (typeof FORMATS)[number];

const CONTENT_TYPES: Record<Format, string> = {yaml: 'application/yaml; charset=utf-8', json: 'application/json'};

/** The `$ref`s of a document that do not point into it. */
function externalRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    node.forEach((item) => externalRefs(item, found));
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        found.push(value);
      }
      externalRefs(value, found);
    }
  }
  return found;
}

/** The "Download the OpenAPI spec: YAML · JSON" line of an API page. */
const downloadLine = (page: Page) => page.locator('article p', {hasText: REFERENCE_TEXTS.downloadSpec});

async function fetchSpec(request: APIRequestContext, url: string, format: Format): Promise<Record<string, unknown>> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe(CONTENT_TYPES[format]);
  // Revalidated like HTML; private on the internal host (lib/deploy/policy.ts).
  expect(response.headers()['cache-control'], url).toBe(CACHE_CONTROL[url.startsWith(portal('internal')) ? 'internal' : 'live'].pages);
  const text = await response.text();
  const document = format === 'yaml' ? load(text) : JSON.parse(text);
  expect(typeof document === 'object' && document !== null && !Array.isArray(document), url).toBe(true);
  return document as Record<string, unknown>;
}

/** Checks the download line of the checkout API page and fetches both files it links. */
async function expectDownloadLinks(page: Page, request: APIRequestContext): Promise<void> {
  const title = (await page.getByRole('heading', {level: 1}).textContent())?.trim();
  expect(title).toBe('Checkout API');
  const line = downloadLine(page);
  await expect(line).toHaveCount(1);

  const documents: Record<string, unknown>[] = [];
  for (const format of FORMATS) {
    const link = line.getByRole('link', {name: REFERENCE_TEXTS.downloadFormats[format], exact: true});
    await expect(link).toHaveAttribute('href', `/portal/openapi/checkout.${format}`);
    await expect(link).toHaveAttribute('download', '');
    const document = await fetchSpec(request, new URL((await link.getAttribute('href'))!, page.url()).href, format);
    expect(String(document.openapi)).toMatch(/^3\./);
    expect((document.info as {title?: unknown} | undefined)?.title).toBe(title);
    expect(externalRefs(document)).toEqual([]);
    documents.push(document);
  }
  // One document, two notations.
  expect(documents[0]).toEqual(documents[1]);
}

test.describe('spec download on the API page', () => {
  test('links the bundled spec as YAML and JSON, served as such; a click downloads the file instead of opening a page of the app (live)', async ({
    page,
    request,
  }) => {
    await page.goto(portal('live', 'rest/checkout'));
    await test.step('links the bundled spec as YAML and JSON, served as such', () => expectDownloadLinks(page, request));

    await test.step('a click downloads the file instead of opening a page of the app', async () => {
      await waitForHydration(page);
      for (const format of FORMATS) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          downloadLine(page).getByRole('link', {name: REFERENCE_TEXTS.downloadFormats[format], exact: true}).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`checkout.${format}`);
      }
      await expect(page).toHaveURL(portal('live', 'rest/checkout'));
    });
  });

  test('links the bundled spec as YAML and JSON, served as such (internal)', async ({page, request}) => {
    await page.goto(portal('internal', 'rest/checkout'));
    await expectDownloadLinks(page, request);
  });
});

test.describe('spec download URLs', () => {
  test("live serves the public APIs' specs and no internal one", async ({request}) => {
    for (const key of PUBLIC_APIS) {
      for (const format of FORMATS) {
        await fetchSpec(request, portal('live', `openapi/${key}.${format}`), format);
      }
    }
    for (const key of INTERNAL_ONLY_APIS) {
      for (const format of FORMATS) {
        expect((await request.get(portal('live', `openapi/${key}.${format}`))).status(), `${key}.${format}`).toBe(404);
      }
    }
  });

  test("internal serves the internal APIs' specs too", async ({request}) => {
    for (const key of INTERNAL_ONLY_APIS) {
      for (const format of FORMATS) {
        const document = await fetchSpec(request, portal('internal', `openapi/${key}.${format}`), format);
        expect(document['x-public']).not.toBe(true);
      }
    }
  });
});
