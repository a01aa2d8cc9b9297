import {decideAccess} from '../../lib/sign-in/access';
import {DEFAULT_RETURN, returnPathFromQuery, safeReturnPath} from '../../lib/sign-in/redirect';
import type {Session} from '../../lib/sign-in/session';

const reader = (overrides: Partial<Session> = {}): Session => ({
  subject: 'ada',
  user: 'ada.reader@lindenkauf.example',
  email: 'ada.reader@lindenkauf.example',
  emailVerified: true,
  groups: ['api-teams'],
  ...overrides,
});

describe('who may read the internal portal', () => {
  const byDomain = {allowedEmailDomains: ['lindenkauf.example'], allowedGroups: []};
  const byGroup = {allowedEmailDomains: [], allowedGroups: ['api-teams']};
  const both = {allowedEmailDomains: ['lindenkauf.example'], allowedGroups: ['api-teams']};

  it('lets in a reader whose verified email is in an allowed domain', () => {
    expect(decideAccess(reader(), byDomain)).toEqual({allowed: true});
    expect(decideAccess(reader({email: 'Ada.Reader@LINDENKAUF.example'}), byDomain)).toEqual({allowed: true});
  });

  it('refuses another domain, a subdomain look-alike, an unverified or a missing email, and says why', () => {
    for (const email of ['sam.partner@partner.example', 'eve@lindenkauf.example.evil.example', 'eve@notlindenkauf.example']) {
      const decision = decideAccess(reader({email}), byDomain);
      expect(decision).toEqual({allowed: false, reason: expect.stringContaining(email)});
    }
    expect(decideAccess(reader({emailVerified: false}), byDomain)).toEqual({allowed: false, reason: expect.stringMatching(/not verified/)});
    expect(decideAccess(reader({email: ''}), byDomain)).toEqual({allowed: false, reason: expect.stringMatching(/did not tell us your email/)});
  });

  it('lets in a member of an allowed group, and refuses a reader in none', () => {
    expect(decideAccess(reader({email: 'contractor@partner.example'}), byGroup)).toEqual({allowed: true});
    expect(decideAccess(reader({groups: ['partners']}), byGroup)).toEqual({allowed: false, reason: expect.stringMatching(/members of api-teams/)});
    expect(decideAccess(reader({groups: []}), byGroup).allowed).toBe(false);
  });

  it('asks for both where both are set, as oauth2-proxy does', () => {
    expect(decideAccess(reader(), both)).toEqual({allowed: true});
    expect(decideAccess(reader({groups: ['partners']}), both).allowed).toBe(false);
    expect(decideAccess(reader({email: 'sam.partner@partner.example'}), both).allowed).toBe(false);
  });
});

describe('where a reader returns after signing in', () => {
  it('keeps a path on this host with its query and fragment', () => {
    expect(safeReturnPath('/portal/rest/about-the-api/pagination?view=all&lang=en#links')).toBe('/portal/rest/about-the-api/pagination?view=all&lang=en#links');
    expect(safeReturnPath('/portal/')).toBe('/portal/');
  });

  it.each([
    'https://evil.example/portal/',
    '//evil.example/portal/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'portal/rest',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('never leaves the host: %j goes to the start page', (candidate) => {
    expect(safeReturnPath(candidate)).toBe(DEFAULT_RETURN);
  });

  it("reads nginx's unencoded rd whole, query included, and an encoded one as a parameter", () => {
    expect(returnPathFromQuery('rd=/portal/rest?view=all&lang=en')).toBe('/portal/rest?view=all&lang=en');
    expect(returnPathFromQuery('hop=1&rd=%2Fportal%2Frest%3Fview%3Dall%23links')).toBe('/portal/rest?view=all#links');
    expect(returnPathFromQuery('rd=%2F%2Fevil.example')).toBe(DEFAULT_RETURN);
    expect(returnPathFromQuery('rd=//evil.example')).toBe(DEFAULT_RETURN);
    expect(returnPathFromQuery('')).toBe(DEFAULT_RETURN);
  });
});
