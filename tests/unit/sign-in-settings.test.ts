import {DEFAULTS, SETTING_NAMES, SignInSettingsError, readSettings} from '../../lib/sign-in/settings';

const VALID = {
  SIGN_IN_ISSUER_URL: 'https://login.lindenkauf.example/realms/staff',
  SIGN_IN_CLIENT_ID: 'portal-internal',
  SIGN_IN_CLIENT_SECRET: 'client-secret',
  SIGN_IN_PUBLIC_URL: 'https://developer-internal.lindenkauf.example',
  SIGN_IN_COOKIE_SECRET: 'k3Yb2m0uX9bq8Zr6cLq1yVwE4tN7sPjD5hGfA2oR1eI=',
  SIGN_IN_ALLOWED_EMAIL_DOMAINS: 'lindenkauf.example',
};

/** The problems readSettings reports for an environment, one line per variable. */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    readSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SignInSettingsError);
    return [...(error as SignInSettingsError).problems];
  }
  return [];
}

describe('the sign-in proxy settings', () => {
  it('reads a complete environment, with the defaults for what is left out', () => {
    const settings = readSettings(VALID);
    expect(settings.issuer.href).toBe('https://login.lindenkauf.example/realms/staff');
    expect(settings.redirectUri).toBe('https://developer-internal.lindenkauf.example/oauth2/callback');
    expect(settings.allowedEmailDomains).toEqual(['lindenkauf.example']);
    expect(settings.allowedGroups).toEqual([]);
    expect(settings.groupsClaim).toBe(DEFAULTS.groupsClaim);
    expect(settings.sessionSeconds).toBe(8 * 3600);
    expect(settings.port).toBe(4180);
    expect(settings.scopes).toBe('openid email profile');
  });

  it('reads lists, lifetimes and ports as written', () => {
    const settings = readSettings({
      ...VALID,
      SIGN_IN_ALLOWED_EMAIL_DOMAINS: ' Lindenkauf.example, @staff.lindenkauf.example ',
      SIGN_IN_ALLOWED_GROUPS: 'api-teams, platform',
      SIGN_IN_GROUPS_CLAIM: 'roles',
      SIGN_IN_SESSION_LIFETIME: '30m',
      SIGN_IN_PORT: '4181',
    });
    expect(settings.allowedEmailDomains).toEqual(['lindenkauf.example', 'staff.lindenkauf.example']);
    expect(settings.allowedGroups).toEqual(['api-teams', 'platform']);
    expect(settings.groupsClaim).toBe('roles');
    expect(settings.sessionSeconds).toBe(1800);
    expect(settings.port).toBe(4181);
  });

  it.each(['SIGN_IN_ISSUER_URL', 'SIGN_IN_CLIENT_ID', 'SIGN_IN_CLIENT_SECRET', 'SIGN_IN_PUBLIC_URL', 'SIGN_IN_COOKIE_SECRET'])(
    'refuses to start without %s, and says what to set',
    (name) => {
      for (const value of [undefined, '']) {
        const problems = problemsOf({...VALID, [name]: value});
        expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name} is not set: set it to .+`))]);
      }
    },
  );

  it.each([
    ['SIGN_IN_ISSUER_URL', 'login.lindenkauf.example', /is not a URL/],
    ['SIGN_IN_ISSUER_URL', 'http://login.lindenkauf.example', /must be an https URL/],
    ['SIGN_IN_ISSUER_URL', 'https://login.lindenkauf.example/?tenant=1', /no query/],
    ['SIGN_IN_PUBLIC_URL', 'https://developer-internal.lindenkauf.example/portal/', /without a path/],
    ['SIGN_IN_PUBLIC_URL', 'http://developer-internal.lindenkauf.example', /must be an https URL/],
    ['SIGN_IN_COOKIE_SECRET', 'too-short-a-secret', /shorter than 32 bytes.*openssl rand/],
    ['SIGN_IN_ALLOWED_EMAIL_DOMAINS', 'lindenkauf', /comma-separated list of email domains/],
    ['SIGN_IN_GROUPS_CLAIM', 'my groups', /name of the ID token claim/],
    ['SIGN_IN_SESSION_LIFETIME', '8 hours', /number followed by m, h or d/],
    ['SIGN_IN_SESSION_LIFETIME', '90d', /between 1m and 30d/],
    ['SIGN_IN_SCOPES', 'email profile', /must include openid/],
    ['SIGN_IN_PORT', '80000', /TCP port/],
    ['SIGN_IN_ACCESS_CONTACT', 'the API team', /email address/],
  ])('names %s when it is %j', (name, value, message) => {
    const problems = problemsOf({...VALID, [name]: value});
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name} `))]);
    expect(problems[0]).toMatch(message);
  });

  it('accepts plain http only on loopback, for the local test provider', () => {
    const settings = readSettings({...VALID, SIGN_IN_ISSUER_URL: 'http://127.0.0.1:3107', SIGN_IN_PUBLIC_URL: 'http://127.0.0.1:3102'});
    expect(settings.redirectUri).toBe('http://127.0.0.1:3102/oauth2/callback');
  });

  it('refuses to let nobody in: allowed domains or allowed groups must be set', () => {
    const problems = problemsOf({...VALID, SIGN_IN_ALLOWED_EMAIL_DOMAINS: undefined});
    expect(problems).toEqual([expect.stringMatching(/^SIGN_IN_ALLOWED_EMAIL_DOMAINS and SIGN_IN_ALLOWED_GROUPS are both empty: set at least one/)]);
    expect(readSettings({...VALID, SIGN_IN_ALLOWED_EMAIL_DOMAINS: undefined, SIGN_IN_ALLOWED_GROUPS: 'api-teams'}).allowedGroups).toEqual(['api-teams']);
  });

  it('names every bad variable at once, and the message points to the README', () => {
    const error = (() => {
      try {
        readSettings({SIGN_IN_COOKIE_SECRET: 'short'});
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('readSettings accepted an empty environment');
    })();
    for (const name of Object.values(SETTING_NAMES).filter((name) => !/GROUPS_CLAIM|LIFETIME|SCOPES|PORT|CONTACT|ALLOWED_GROUPS/.test(name))) {
      expect(error.message).toContain(`  - ${name} `);
    }
    expect(error.message).toMatch(/did not start/);
    expect(error.message).toContain('lib/sign-in/README.md');
  });
});
