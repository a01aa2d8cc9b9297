import {spawn, type ChildProcess} from 'node:child_process';
import {createHash, randomBytes} from 'node:crypto';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const PORTAL = 'http://localhost:3000';

jest.setTimeout(120_000);

interface Sandbox {
  origin: string;
  specs: string[];
  process: ChildProcess;
}

/** `npm run sandbox` as the reader runs it, on a free port; resolves once it says it is ready. */
function startSandbox(flavour: 'live' | 'internal'): Promise<Sandbox> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'sandbox.mjs')], {
    cwd: ROOT,
    env: {...process.env, PORTAL_SANDBOX_PORT: '0', PORTAL_FLAVOUR: flavour},
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /^SANDBOX_READY (.*)$/m.exec(output);
      if (ready) {
        resolve({...(JSON.parse(ready[1]!) as {origin: string; specs: string[]}), process: child});
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`the sandbox exited (${code}):\n${output}`)));
  });
}

const stop = (sandbox: Sandbox | undefined) => sandbox?.process.kill('SIGTERM');

async function clientCredentialsToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/oauth2/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${Buffer.from('partner-test:secret').toString('base64')}`},
    body: 'grant_type=client_credentials&scope=checkout.read%20checkout.write',
  });
  expect(response.status).toBe(200);
  const token = (await response.json()) as {access_token: string; token_type: string};
  expect(token.token_type).toMatch(/^bearer$/i);
  return token.access_token;
}

describe('npm run sandbox (internal flavour)', () => {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox('internal');
  });
  afterAll(() => stop(sandbox));

  it('mocks every API of the flavour on one loopback origin', () => {
    expect(sandbox!.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox!.specs).toEqual(expect.arrayContaining(['checkout', 'benefits', 'orderManagement']));
  });

  it("answers an authorised call from the spec's example, with CORS headers for the portal", async () => {
    const token = await clientCredentialsToken(sandbox!.origin);
    const response = await fetch(`${sandbox!.origin}/checkout/checkouts/CHK-9D21F0`, {
      headers: {Authorization: `Bearer ${token}`, Accept: 'application/hal+json', Origin: PORTAL},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(response.headers.get('content-type')).toMatch(/application\/hal\+json/);
    expect(await response.json()).toMatchObject({checkoutId: 'CHK-9D21F0'});
  });

  it('answers a preflight from the portal and refuses one from another origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${sandbox!.origin}/checkout/checkouts`, {
        method: 'OPTIONS',
        headers: {Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type'},
      });
    const ours = await preflight(PORTAL);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const other = await preflight('https://elsewhere.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("rejects a call without a token, and an invalid body with the violations it found, in the portal's problem format", async () => {
    const anonymous = await fetch(`${sandbox!.origin}/checkout/checkouts/CHK-9D21F0`, {headers: {Accept: 'application/hal+json'}});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await anonymous.json()).toMatchObject({type: 'https://developer.lindenkauf.example/portal/problems/unauthorized', status: 401});
    const token = await clientCredentialsToken(sandbox!.origin);
    const invalid = await fetch(`${sandbox!.origin}/checkout/checkouts`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/hal+json'},
      body: JSON.stringify({cartLines: []}),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      type: 'https://developer.lindenkauf.example/portal/problems/validation-failed',
      title: 'Validation failed',
      status: 400,
      detail: 'The request contains 1 invalid field.',
      violations: [{field: 'cartLines', message: expect.stringContaining('fewer than 1 items')}],
    });
  });

  it('issues a token for the authorization-code grant with PKCE (S256), and refuses a wrong verifier', async () => {
    const base64url = (buffer: Buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const redirect = `${PORTAL}/portal/reference/specs/checkout/operations/getCheckout`;
    const authorizeCode = async () => {
      const authorize = new URL(`${sandbox!.origin}/oauth2/authorize`);
      Object.entries({
        response_type: 'code',
        client_id: 'partner-test',
        redirect_uri: redirect,
        scope: 'checkout.read',
        state: 'st-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).forEach(([name, value]) => authorize.searchParams.set(name, value));
      const answer = await fetch(authorize, {redirect: 'manual'});
      expect(answer.status).toBe(302);
      const back = new URL(answer.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(redirect);
      expect(back.searchParams.get('state')).toBe('st-1');
      return back.searchParams.get('code')!;
    };
    const exchange = async (codeVerifier: string) =>
      fetch(`${sandbox!.origin}/oauth2/token`, {
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: await authorizeCode(),
          redirect_uri: redirect,
          client_id: 'partner-test',
          code_verifier: codeVerifier,
        }).toString(),
      });
    expect((await exchange(base64url(randomBytes(32)))).status).toBeGreaterThanOrEqual(400);
    const granted = await exchange(verifier);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toHaveProperty('access_token');
  });
});

describe('npm run sandbox (live flavour)', () => {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox('live');
  });
  afterAll(() => stop(sandbox));

  it('mocks the public APIs only', async () => {
    expect(sandbox!.specs).toContain('checkout');
    expect(sandbox!.specs).not.toContain('benefits');
    const internal = await fetch(`${sandbox!.origin}/benefits/benefits`);
    expect(internal.status).toBe(404);
  });
});
