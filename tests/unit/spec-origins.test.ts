import {ALLOWED_API_HOSTS} from '../../lib/portal/config';
import {hostAllowed, loopbackAllowed, originProblem, serverUrlsOf} from '../../lib/openapi/origins';

const strict = {loopback: false};
const kindOf = (value: string, options: {loopback: boolean; relative?: boolean} = strict) => originProblem(value, options)?.kind;

describe('originProblem: what a spec may name as an origin the console reaches', () => {
  it('passes https on a host under the allowlist, with a port and a path', () => {
    expect(ALLOWED_API_HOSTS).toEqual(['*.lindenkauf.example']);
    for (const value of [
      'https://api.lindenkauf.example',
      'https://api.sandbox.lindenkauf.example/v1/',
      'https://auth.lindenkauf.example/oauth2/token',
      'https://API.Lindenkauf.example:8443/x',
    ]) {
      expect({value, problem: originProblem(value, strict)}).toEqual({value, problem: undefined});
    }
  });

  it('refuses plain http, naming the https URL to use instead', () => {
    expect(originProblem('http://api.lindenkauf.example/v1', strict)).toEqual({
      kind: 'not-https',
      problem: 'is not https',
      fix: 'Use https://api.lindenkauf.example/v1.',
    });
    expect(kindOf('ftp://api.lindenkauf.example')).toBe('not-https');
  });

  it('refuses hosts outside the allowlist, the domain itself and look-alikes included, and says where the list lives', () => {
    for (const value of [
      'https://api.example.com',
      'https://lindenkauf.example',
      'https://evil-lindenkauf.example',
      'https://api.lindenkauf.example.evil.com',
    ]) {
      expect({value, kind: kindOf(value)}).toEqual({value, kind: 'not-allowed'});
    }
    expect(originProblem('https://api.example.com', strict)?.fix).toContain('ALLOWED_API_HOSTS in lib/portal/config.ts');
  });

  it('refuses credentials before the host, however they hide', () => {
    for (const value of [
      'https://user:secret@api.lindenkauf.example',
      'https://api.lindenkauf.example@evil.example',
      'https://evil.example\\@api.lindenkauf.example',
    ]) {
      expect({value, kind: kindOf(value)}).toEqual({value, kind: 'credentials'});
    }
  });

  it('refuses IP addresses, in every spelling the URL parser turns into one', () => {
    for (const value of ['https://10.0.0.7', 'https://[2001:db8::1]/v1', 'https://0x7f.1', 'https://3232235777']) {
      expect({value, kind: kindOf(value)}).toEqual({value, kind: 'ip-address'});
    }
  });

  it('refuses what would split a header: a comma, a semicolon, white space, control characters, quotes', () => {
    for (const value of [
      'https://a,b.lindenkauf.example',
      'https://api.lindenkauf.example;x',
      'https://api.lindenkauf.example https://evil.example',
      'https://api.linden\nkauf.example',
      "https://api.lindenkauf.example/'",
    ]) {
      expect({value, kind: kindOf(value)}).toEqual({value, kind: 'splits-header'});
    }
    expect(originProblem('https://a,b.lindenkauf.example', strict)?.problem).toMatch(/^contains a comma, which would split/);
  });

  it('refuses wildcards and what is no plain host name', () => {
    expect(kindOf('https://*.lindenkauf.example')).toBe('wildcard');
    for (const value of [
      'https://bücher.lindenkauf.example',
      'https://api_x.lindenkauf.example',
      'https://api.lindenkauf.example.',
      'https://-api.lindenkauf.example',
      'https://api.lindenkauf.example\\evil.example',
    ]) {
      expect({value, kind: kindOf(value)}).toEqual({value, kind: 'not-plain-host'});
    }
  });

  it('refuses what is not absolute; a server may be a path on the portal, but never a host without a scheme', () => {
    expect(kindOf('/oauth2/token')).toBe('not-absolute');
    expect(kindOf('api.lindenkauf.example')).toBe('not-absolute');
    expect(kindOf('/v1', {loopback: false, relative: true})).toBeUndefined();
    expect(kindOf('//evil.example/v1', {loopback: false, relative: true})).toBe('not-absolute');
    expect(kindOf('/\\evil.example/v1', {loopback: false, relative: true})).toBe('not-absolute');
  });

  it('refuses a server variable left without a value', () => {
    expect(originProblem('https://{tenant}.api.lindenkauf.example', strict)).toMatchObject({kind: 'variable', problem: expect.stringContaining('{tenant}')});
  });

  it('passes loopback only where allowed (dev server, tests), on http or https', () => {
    for (const value of ['http://127.0.0.1:4010', 'https://localhost:4010/x', 'http://[::1]:4010']) {
      expect({value, kind: kindOf(value)}).toEqual({value, kind: 'loopback'});
      expect({value, kind: kindOf(value, {loopback: true})}).toEqual({value, kind: undefined});
    }
    // Loopback never excuses the rest.
    expect(kindOf('http://user@127.0.0.1:4010', {loopback: true})).toBe('credentials');
    expect(kindOf('http://127.0.0.1:4010,http://evil.example', {loopback: true})).toBe('splits-header');
    expect(kindOf('http://api.example.com', {loopback: true})).toBe('not-https');
  });
});

describe('loopbackAllowed', () => {
  it('is true in the dev server and under jest, false in a production build and wherever NODE_ENV says nothing', () => {
    expect(loopbackAllowed({NODE_ENV: 'development'})).toBe(true);
    expect(loopbackAllowed({NODE_ENV: 'test'})).toBe(true);
    expect(loopbackAllowed({NODE_ENV: 'production'})).toBe(false);
    expect(loopbackAllowed({})).toBe(false);
  });
});

describe('hostAllowed', () => {
  it('matches `*.domain` on every subdomain but not the domain, and a plain entry on itself only', () => {
    expect(hostAllowed('a.b.lindenkauf.example')).toBe(true);
    expect(hostAllowed('lindenkauf.example')).toBe(false);
    expect(hostAllowed('xlindenkauf.example')).toBe(false);
    expect(hostAllowed('api.partner.example', ['api.partner.example'])).toBe(true);
    expect(hostAllowed('x.api.partner.example', ['api.partner.example'])).toBe(false);
  });
});

describe('serverUrlsOf', () => {
  it('fills each variable with its default, and once with each value of its enum', () => {
    expect(
      serverUrlsOf('https://{region}.api.lindenkauf.example/{base}', {region: {default: 'eu', enum: ['eu', 'us', 'evil.example/']}, base: {default: 'v1'}}),
    ).toEqual(['https://eu.api.lindenkauf.example/v1', 'https://us.api.lindenkauf.example/v1', 'https://evil.example/.api.lindenkauf.example/v1']);
    expect(serverUrlsOf('https://{tenant}.api.lindenkauf.example', undefined)).toEqual(['https://{tenant}.api.lindenkauf.example']);
  });
});
