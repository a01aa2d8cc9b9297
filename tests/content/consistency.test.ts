import {codeSpans, readPages, type ContentPage} from './pages';
import {operationCount, readSpecs, specRelations, specScopes, type SpecFile} from './specs';

/** The API reference pages of the product spec (section 2) and the public ones (section 6). */
const REFERENCE_APIS = [
  'benefits',
  'checkout',
  'customer',
  'customer-account',
  'dataProtection',
  'deals',
  'delivery',
  'discoverability',
  'email-push',
  'loyaltyRewards',
  'orderManagement',
  'payment',
  'productData',
  'tracking',
  'transactionalCommunication',
  'userFeedback',
  'warranty',
  'wishlist',
];
const PUBLIC_APIS = ['checkout', 'customer', 'loyaltyRewards', 'orderManagement', 'productData', 'transactionalCommunication', 'userFeedback'];
const SCOPE = /^[a-z][a-z-]*\.(read|write)$/;
const union = (sets: Set<string>[]) => new Set(sets.flatMap((set) => [...set]));
const sorted = (set: Iterable<string>) => [...set].sort();

describe('docs and specs agree', () => {
  let pages: ContentPage[];
  let specs: SpecFile[];
  beforeAll(async () => {
    pages = await readPages();
    specs = readSpecs();
  });

  it('has one spec per API of the reference, public exactly where the product spec says (section 6)', () => {
    expect(specs.map((spec) => spec.name)).toEqual(REFERENCE_APIS);
    const publicApis = specs.filter((spec) => spec.document['x-public'] === true).map((spec) => spec.name);
    expect(publicApis).toEqual(PUBLIC_APIS);
    // Every spec says it: a missing flag would make the API internal by default.
    expect(specs.filter((spec) => typeof spec.document['x-public'] !== 'boolean').map((spec) => spec.name)).toEqual([]);
  });

  it('has at least 120 operations', () => {
    expect(specs.reduce((sum, spec) => sum + operationCount(spec), 0)).toBeGreaterThanOrEqual(120);
  });

  it('names no scope in the docs that no spec uses, and documents every scope the specs use', () => {
    const documented = new Set(pages.flatMap((page) => codeSpans(page.body)).filter((span) => SCOPE.test(span)));
    const used = union(specs.map(specScopes));
    expect(sorted([...documented].filter((scope) => !used.has(scope)))).toEqual([]);
    expect(sorted([...used].filter((scope) => !documented.has(scope)))).toEqual([]);
  });

  it('documents public scopes on public pages and internal scopes only on internal ones', () => {
    const publicScopes = union(specs.filter((spec) => spec.document['x-public'] === true).map(specScopes));
    const internalScopes = [...union(specs.filter((spec) => spec.document['x-public'] !== true).map(specScopes))].filter((scope) => !publicScopes.has(scope));
    const scopesPage = pages.find((page) => page.file === 'docs/getting-started/scopes.md')!;
    const onScopesPage = new Set(codeSpans(scopesPage.body));
    expect(sorted([...publicScopes].filter((scope) => !onScopesPage.has(scope)))).toEqual([]);
    const publicPages = pages.filter((page) => !/^(gateway|wiki)\//.test(page.file));
    const leaked = publicPages.flatMap((page) =>
      codeSpans(page.body)
        .filter((span) => internalScopes.includes(span))
        .map((scope) => `${page.file}: ${scope}`),
    );
    expect(leaked).toEqual([]);
  });

  it('lists every link relation the specs use on the link-relations page, and no other', () => {
    const page = pages.find((candidate) => candidate.file === 'docs/resource-representation/link-relations.md')!;
    const listed = new Set([...page.body.matchAll(/^\|[^|`]*`([a-z:-]+)`[^|]*\|/gm)].map((match) => match[1]!));
    const used = union(specs.map(specRelations));
    expect(sorted([...listed].filter((rel) => !used.has(rel)))).toEqual([]);
    expect(sorted([...used].filter((rel) => !listed.has(rel)))).toEqual([]);
  });

  it('names no lk: relation anywhere in the docs that no spec uses', () => {
    const used = union(specs.map(specRelations));
    const named = new Set(pages.flatMap((page) => [...page.body.matchAll(/\blk:[a-z][a-z-]*/g)].map((match) => match[0])));
    expect(sorted([...named].filter((rel) => !used.has(rel)))).toEqual([]);
  });
});
