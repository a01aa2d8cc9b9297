import fs from 'node:fs';
import path from 'node:path';
import {type Locator, type Page, expect} from '@playwright/test';

// Shared by tests/e2e/reference-*.spec.ts: the API reference (plugins/openapi-reference,
// src/theme/ApiReference, src/reference/components/SchemaViewer) against both production builds.

export const FLAVOURS = ['live', 'internal'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** Spec keys of the public APIs: on both builds. */
export const PUBLIC_APIS = ['checkout', 'customer', 'loyaltyRewards', 'orderManagement', 'productData', 'transactionalCommunication', 'userFeedback'];
/** A few internal APIs: only on the internal build. */
export const INTERNAL_ONLY_APIS = ['delivery', 'payment', 'benefits'];

export const operationPath = (key: string, operationId: string) => `reference/specs/${key}/operations/${operationId}`;
export const GET_ORDER = operationPath('orderManagement', 'getOrder');
export const GET_CHECKOUT = operationPath('checkout', 'getCheckout');

/** The canonical host of profile URIs in the specs. */
export const PROFILE_HOST = 'https://developer.lindenkauf.example';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The viewer row (`li`) of a property by its exact name, one level below `scope`: `scope` is a
 * viewer (`#r0m0`, `#profile`), a section holding one (parameters), a row (its nested fields),
 * a `details` or an option of an alternative (`[data-option]`). Deeper rows of the same name do
 * not match.
 */
export function propertyRow(scope: Locator, name: string): Locator {
  return scope
    .locator(':scope > ul > li, :scope > div > ul > li, :scope > details > ul > li')
    .filter({has: scope.page().locator(':scope > div:first-child > code:first-child', {hasText: new RegExp(`^${escapeRegExp(name)}$`)})})
    .first();
}

/** Waits until React has hydrated the page (Docusaurus sets `data-has-hydrated`): dropdowns work from then on. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The header of a row: name, type and flag badges. */
export const rowHeader = (row: Locator) => row.locator(':scope > div:first-child');
/** The native disclosure holding a row's nested fields. */
export const nestedOf = (row: Locator) => row.locator(':scope > details');
/** The summary ("Show N nested fields") that opens and closes a row's nested fields. */
export const nestedSummary = (row: Locator) => row.locator(':scope > details > summary');
/** A flag badge (required, deprecated, preview, additional property) in a row's header. */
export const flag = (row: Locator, text: string) => rowHeader(row).getByText(text, {exact: true});

/** Names of the direct properties of a viewer (for example `#r0m0`, the first response body). */
export async function topLevelNames(viewer: Locator): Promise<string[]> {
  return viewer.locator(':scope > ul > li > div:first-child > code:first-child').allTextContents();
}

/** The alternatives row (ONE OF / ANY OF) one level below `scope` (as for propertyRow), its dropdown and its options. */
export function alternatives(scope: Locator, label: 'ONE OF' | 'ANY OF'): {row: Locator; choice: Locator; option: (name: string) => Locator} {
  const page = scope.page();
  const row = scope
    .locator(':scope > ul > li, :scope > div > ul > li, :scope > details > ul > li')
    .filter({has: page.locator(':scope > div:first-child > label', {hasText: label})})
    .first();
  return {
    row,
    choice: row.locator(':scope > div:first-child > select'),
    option: (name: string) => row.locator(`:scope > div[data-option="${name}"]`),
  };
}

const SPECS_DIR = path.resolve(__dirname, '..', '..', 'specs');

/** The spec files marked `x-public: true` (the APIs of the live build). */
export function publicSpecFiles(): string[] {
  return fs
    .readdirSync(SPECS_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .filter((name) => /^x-public: true\s*$/m.test(fs.readFileSync(path.join(SPECS_DIR, name), 'utf8')))
    .sort();
}

/** Every profile URI (`https://developer.lindenkauf.example/portal/profiles/...`) used in a public spec, as a site path (`/portal/profiles/...`). */
export function publicProfilePaths(): string[] {
  const paths = new Set<string>();
  for (const file of publicSpecFiles()) {
    const text = fs.readFileSync(path.join(SPECS_DIR, file), 'utf8');
    for (const match of text.matchAll(/https:\/\/developer\.lindenkauf\.example(\/portal\/profiles\/[^\s"'`)<>#?]+)/g)) {
      paths.add(match[1]!.replace(/[.,;:]+$/, ''));
    }
  }
  return [...paths].sort();
}
