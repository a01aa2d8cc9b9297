import {buildBreadcrumbs, readBreadcrumbOverride, sideNavTrail} from '../../src/frame/breadcrumbs';
import {buildTopNav} from '../../src/frame/topNav';
import {sectionsFor} from '../../lib/portal/sections';

const HOME = {label: 'Home', to: '/'};
const crumbs = (localPathname: string, sideNav: {label: string; to?: string}[], override?: {title?: string; hash?: string}) =>
  buildBreadcrumbs({home: HOME, topNav: buildTopNav(sectionsFor('internal'), localPathname), sideNav, localPathname, override}).map((crumb) =>
    crumb.to === undefined ? crumb.label : `${crumb.label} <${crumb.to}>`,
  );

describe('breadcrumb', () => {
  it('is Home, the active top entry and the side-nav groups, without the page itself', () => {
    expect(crumbs('/rest/about-the-api/pagination', [{label: 'About the API'}, {label: 'Pagination', to: '/rest/about-the-api/pagination'}])).toEqual([
      'Home </>',
      'REST API </rest/getting-started/introduction>',
      'About the API',
    ]);
  });

  it('names the parent and the active dropdown entry, and does not repeat a group named like it', () => {
    expect(
      crumbs('/guidelines/r101001', [
        {label: 'REST guidelines'},
        {label: 'Authorization', to: '/guidelines/rest/authorization'},
        {label: 'Use OAuth 2.0', to: '/guidelines/r101001'},
      ]),
    ).toEqual(['Home </>', 'API Guidelines </guidelines>', 'REST guidelines', 'Authorization </guidelines/rest/authorization>']);

    expect(crumbs('/guidelines/rest/json', [{label: 'REST guidelines'}, {label: 'JSON', to: '/guidelines/rest/json'}])).toEqual([
      'Home </>',
      'API Guidelines </guidelines>',
      'REST guidelines </guidelines/rest/contract>',
    ]);

    expect(crumbs('/support/glossary/e-h', [{label: 'Glossary'}, {label: 'E-H', to: '/support/glossary/e-h'}])).toEqual([
      'Home </>',
      'Support </support>',
      'Glossary </support/glossary/a-d>',
    ]);
  });

  it('leaves out a dropdown entry that is the page itself', () => {
    expect(crumbs('/guidelines', [{label: 'Overview', to: '/guidelines'}])).toEqual(['Home </>', 'API Guidelines </guidelines>']);
    expect(crumbs('/guidelines/changelog', [{label: 'Changelog', to: '/guidelines/changelog'}])).toEqual(['Home </>', 'API Guidelines </guidelines>']);
  });

  it('takes the front matter override for the last entry: title and hash', () => {
    const side = [{label: 'About the API'}, {label: 'Error responses', to: '/rest/about-the-api/error-responses'}];
    expect(crumbs('/rest/about-the-api/error-responses', side, {title: 'Problem types', hash: 'validation-failed'})).toEqual([
      'Home </>',
      'REST API </rest/getting-started/introduction>',
      'Problem types',
    ]);
    expect(crumbs('/rest/changelog', [{label: 'Changelog', to: '/rest/changelog'}], {title: 'Reference', hash: 'checkout'})).toEqual([
      'Home </>',
      'Reference </rest/getting-started/introduction#checkout>',
    ]);
    expect(crumbs('/rest/changelog', [{label: 'Changelog', to: '/rest/changelog'}], {hash: 'latest'})).toEqual([
      'Home </>',
      'REST API </rest/getting-started/introduction#latest>',
    ]);
  });

  it('reads the override from front matter and ignores malformed values', () => {
    expect(readBreadcrumbOverride({breadcrumb: {title: ' Checkout API ', hash: '#checkout'}})).toEqual({title: 'Checkout API', hash: 'checkout'});
    expect(readBreadcrumbOverride({breadcrumb: {hash: 'x'}})).toEqual({hash: 'x'});
    expect(readBreadcrumbOverride({breadcrumb: 'Checkout'})).toBeUndefined();
    expect(readBreadcrumbOverride({breadcrumb: {title: 3, hash: ''}})).toBeUndefined();
    expect(readBreadcrumbOverride({})).toBeUndefined();
    expect(readBreadcrumbOverride(undefined)).toBeUndefined();
  });
});

describe('side-navigation trail of pages that are not docs', () => {
  const items = [
    {type: 'link', label: 'Changelog', href: '/portal/rest/changelog'},
    {type: 'category', label: 'Resource representation', items: [{type: 'link', label: 'Profiles', href: '/portal/profiles'}]},
    {
      type: 'category',
      label: 'API reference',
      items: [
        {type: 'link', label: 'All APIs', href: '/portal/rest'},
        {
          type: 'category',
          label: 'Checkout API',
          items: [{type: 'link', label: 'Get a checkout', href: '/portal/reference/specs/checkout/operations/getCheckout'}],
        },
      ],
    },
  ];
  const labels = (pathname: string) => sideNavTrail(items, pathname).map((entry) => entry.label);

  it('leads to an operation page through its API', () => {
    expect(labels('/portal/reference/specs/checkout/operations/getCheckout')).toEqual(['API reference', 'Checkout API', 'Get a checkout']);
  });

  it('hangs a page without an entry below the entry whose path contains it', () => {
    expect(labels('/portal/profiles/checkout/carts/line-v1')).toEqual(['Resource representation', 'Profiles']);
  });

  it('hangs it below the closest of several containing entries, whatever their order', () => {
    // /portal/rest contains it too, but /portal/rest/changelog more closely.
    expect(labels('/portal/rest/changelog/2026')).toEqual(['Changelog']);
    expect(labels('/portal/rest/errors/')).toEqual(['API reference', 'All APIs']);
  });

  it('prefers the exact entry and gives nothing for a page outside the navigation', () => {
    expect(labels('/portal/rest')).toEqual(['API reference', 'All APIs']);
    expect(labels('/portal/guidelines')).toEqual([]);
  });
});
