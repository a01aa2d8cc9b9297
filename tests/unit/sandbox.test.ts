import {spawn, type ChildProcess} from 'node:child_process';
import {createHash, generateKeyPairSync, randomBytes, sign} from 'node:crypto';
import path from 'node:path';
import {LOCAL_SANDBOX} from '../../lib/portal/config';

const ROOT = path.resolve(__dirname, '..', '..');
const PORTAL = 'http://localhost:3000';
/** A portal origin beyond loopback, as an operator names one in PORTAL_SANDBOX_ORIGINS. */
const NAMED_PORTAL = 'https://portal.example.test';
const ELSEWHERE = 'https://elsewhere.example';
const PROBLEMS = 'https://developer.lindenkauf.example/portal/problems/';
const {partnerClient, appClient, maxBodyBytes} = LOCAL_SANDBOX;

jest.setTimeout(120_000);

interface Sandbox {
  origin: string;
  flavour: string;
  specs: string[];
  process: ChildProcess;
}

/** `npm run sandbox` as the reader runs it, on a free port, with `env` over ours (undefined: unset); resolves once it says it is ready. */
function startSandbox(env: Record<string, string | undefined>): Promise<Sandbox> {
  const merged: NodeJS.ProcessEnv = {...process.env, PORTAL_SANDBOX_PORT: '0'};
  delete merged.PORTAL_FLAVOUR;
  delete merged.PORTAL_SANDBOX_ORIGINS;
  delete merged.PORTAL_SANDBOX_TOKEN_SECONDS;
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined) {
      merged[name] = value;
    }
  }
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'sandbox.mjs')], {cwd: ROOT, env: merged});
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /^SANDBOX_READY (.*)$/m.exec(output);
      if (ready) {
        resolve({...(JSON.parse(ready[1]!) as {origin: string; flavour: string; specs: string[]}), process: child});
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`the sandbox exited (${code}):\n${output}`)));
  });
}

const stop = (sandbox: Sandbox | undefined) => sandbox?.process.kill('SIGTERM');

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

function tokenRequest(origin: string, body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/oauth2/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', ...headers},
    body: new URLSearchParams(body).toString(),
  });
}

async function clientCredentialsToken(origin: string, scope = 'checkout.read checkout.write'): Promise<string> {
  const response = await tokenRequest(origin, {grant_type: 'client_credentials', scope}, {Authorization: basic(partnerClient.id, partnerClient.secret)});
  expect(response.status).toBe(200);
  const token = (await response.json()) as {access_token: string; token_type: string; scope: string};
  expect(token.token_type).toMatch(/^bearer$/i);
  expect(token.scope).toBe(scope);
  return token.access_token;
}

const base64url = (buffer: Buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwtPart = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;

/** A JWT with `claims` signed by a key of our own (RS256), under the header of a real token: what a forger can make. */
function forgedToken(real: string, claims: Record<string, unknown>): string {
  const [header] = real.split('.');
  const {privateKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
  const signed = `${header}.${base64url(Buffer.from(JSON.stringify(claims)))}`;
  return `${signed}.${base64url(sign('sha256', Buffer.from(signed), privateKey))}`;
}

const getCheckout = (origin: string, authorization?: string) =>
  fetch(`${origin}/checkout/checkouts/CHK-9D21F0`, {
    headers: {Accept: 'application/hal+json', Origin: PORTAL, ...(authorization ? {Authorization: authorization} : {})},
  });

/** The authorize URL of the console's client, with a PKCE challenge; `overrides` change or (undefined) drop a parameter. */
function authorizeUrl(origin: string, challenge: string, overrides: Record<string, string | undefined> = {}): URL {
  const url = new URL(`${origin}/oauth2/authorize`);
  const parameters: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: appClient.id,
    redirect_uri: `${PORTAL}/portal/reference/specs/checkout/operations/getCheckout`,
    scope: 'checkout.read',
    state: 'st-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined) {
      url.searchParams.set(name, value);
    }
  }
  return url;
}

/** No error body of the sandbox names an API it mocks: a live sandbox must not tell what an internal one has. */
function expectNoSpecKey(text: string, keys: readonly string[]): void {
  for (const key of keys) {
    expect(text).not.toContain(key);
  }
}

describe('npm run sandbox (internal flavour)', () => {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({PORTAL_FLAVOUR: 'internal', PORTAL_SANDBOX_ORIGINS: NAMED_PORTAL});
  });
  afterAll(() => stop(sandbox));
  const origin = () => sandbox!.origin;

  it('mocks every API of the flavour on one loopback origin', () => {
    expect(sandbox!.flavour).toBe('internal');
    expect(sandbox!.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox!.specs).toEqual(expect.arrayContaining(['checkout', 'benefits', 'orderManagement']));
  });

  it("answers an authorised call from the spec's example, with CORS headers for the portal", async () => {
    const response = await getCheckout(origin(), `Bearer ${await clientCredentialsToken(origin())}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(response.headers.get('content-type')).toMatch(/application\/hal\+json/);
    expect(await response.json()).toMatchObject({checkoutId: 'CHK-9D21F0'});
  });

  it('answers a preflight from a portal origin, on the APIs and on /oauth2, and refuses one from another origin', async () => {
    const preflight = (where: string, from: string) =>
      fetch(`${origin()}${where}`, {
        method: 'OPTIONS',
        headers: {Origin: from, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type'},
      });
    for (const where of ['/checkout/checkouts', '/oauth2/token']) {
      for (const from of [PORTAL, NAMED_PORTAL]) {
        const ours = await preflight(where, from);
        expect(ours.status).toBe(204);
        expect(ours.headers.get('access-control-allow-origin')).toBe(from);
        expect(ours.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      }
      const other = await preflight(where, ELSEWHERE);
      expect(other.status).toBe(403);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('names only the asking portal origin in CORS headers of /oauth2, never *', async () => {
    const keys = (from: string) => fetch(`${origin()}/oauth2/jwks`, {headers: {Origin: from}});
    expect((await keys(PORTAL)).headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect((await keys(ELSEWHERE)).headers.get('access-control-allow-origin')).toBeNull();
    const token = await tokenRequest(
      origin(),
      {grant_type: 'client_credentials', scope: 'checkout.read'},
      {
        Authorization: basic(partnerClient.id, partnerClient.secret),
        Origin: ELSEWHERE,
      },
    );
    expect(token.status).toBe(200);
    expect(token.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("rejects a call without a token, and an invalid body with the violations it found, in the portal's problem format", async () => {
    const anonymous = await getCheckout(origin());
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
    expect(anonymous.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await anonymous.json()).toMatchObject({type: `${PROBLEMS}unauthorized`, status: 401});
    const token = await clientCredentialsToken(origin());
    const invalid = await fetch(`${origin()}/checkout/checkouts`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/hal+json'},
      body: JSON.stringify({cartLines: []}),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      type: `${PROBLEMS}validation-failed`,
      title: 'Validation failed',
      status: 400,
      detail: 'The request contains 1 invalid field.',
      violations: [{field: 'cartLines', message: expect.stringContaining('fewer than 1 items')}],
    });
  });

  it('refuses a token the sandbox did not sign, or whose claims were changed, with 401 invalid_token', async () => {
    const real = await clientCredentialsToken(origin(), 'checkout.read');
    const claims = jwtPart(real.split('.')[1]!);
    const [header, , signature] = real.split('.');
    const widened = `${header}.${base64url(Buffer.from(JSON.stringify({...claims, scope: 'checkout.read checkout.write'})))}.${signature}`;
    for (const token of [forgedToken(real, claims), widened, 'not-a-jwt', `${header}.${real.split('.')[1]}.`]) {
      const response = await getCheckout(origin(), `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
      expect(await response.json()).toMatchObject({
        type: `${PROBLEMS}unauthorized`,
        status: 401,
        detail: expect.stringContaining('not one this sandbox issued'),
      });
    }
    expect((await getCheckout(origin(), `Bearer ${real}`)).status).toBe(200);
  });

  it("answers a token without the operation's scope with 403 insufficient_scope, naming the scope (the spec's security requirement)", async () => {
    const readOnly = await clientCredentialsToken(origin(), 'checkout.read');
    const create = (token: string) =>
      fetch(`${origin()}/checkout/checkouts`, {
        method: 'POST',
        headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/hal+json', Origin: PORTAL},
        body: JSON.stringify({cartLines: [{sku: 'PRD-100734-42', quantity: 1}]}),
      });
    const refused = await create(readOnly);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="sandbox", error="insufficient_scope", scope="checkout.write"');
    expect(refused.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(await refused.json()).toEqual({
      type: `${PROBLEMS}forbidden`,
      title: 'Forbidden',
      status: 403,
      detail: 'The operation requires the scope checkout.write. Get a token with it and repeat the call.',
    });
    expect((await create(await clientCredentialsToken(origin(), 'checkout.write'))).status).toBe(201);
    // Another API's scope opens nothing here.
    expect((await getCheckout(origin(), `Bearer ${await clientCredentialsToken(origin(), 'benefits.read')}`)).status).toBe(403);
  });

  it('issues tokens to its console clients only, for scopes the specs define', async () => {
    const asPartner = {Authorization: basic(partnerClient.id, partnerClient.secret)};
    const refusals: [Record<string, string>, Record<string, string>, number, string][] = [
      [{grant_type: 'client_credentials', scope: 'checkout.read'}, {Authorization: basic('partner-test', 'secret')}, 401, 'invalid_client'],
      [{grant_type: 'client_credentials', scope: 'checkout.read'}, {Authorization: basic(partnerClient.id, 'wrong')}, 401, 'invalid_client'],
      [{grant_type: 'client_credentials', scope: 'checkout.read', client_id: appClient.id}, {}, 400, 'unauthorized_client'],
      [{grant_type: 'client_credentials', scope: 'checkout.read admin'}, asPartner, 400, 'invalid_scope'],
      [{grant_type: 'client_credentials'}, asPartner, 400, 'invalid_scope'],
      [{grant_type: 'password', username: 'a', password: 'b'}, asPartner, 400, 'unsupported_grant_type'],
      [{grant_type: 'refresh_token', refresh_token: 'r'}, asPartner, 400, 'unsupported_grant_type'],
    ];
    for (const [body, headers, status, error] of refusals) {
      const response = await tokenRequest(origin(), body, headers);
      expect({body, status: response.status}).toEqual({body, status});
      expect(await response.json()).toEqual({error, error_description: expect.any(String)});
      if (status === 401) {
        expect(response.headers.get('www-authenticate')).toMatch(/^Basic /);
      }
    }
    // The client secret may come in the body as well (client_secret_post).
    const posted = await tokenRequest(origin(), {
      grant_type: 'client_credentials',
      scope: 'benefits.read',
      client_id: partnerClient.id,
      client_secret: partnerClient.secret,
    });
    expect(posted.status).toBe(200);
    const claims = jwtPart(((await posted.json()) as {access_token: string}).access_token.split('.')[1]!);
    expect(claims).toMatchObject({scope: 'benefits.read', client_id: partnerClient.id, iss: `${origin()}/oauth2`});
  });

  it('issues a token for the authorization-code grant with PKCE (S256), once, and refuses a wrong verifier, client or redirect_uri', async () => {
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const redirect = `${PORTAL}/portal/reference/specs/checkout/operations/getCheckout`;
    const authorizeCode = async () => {
      const answer = await fetch(authorizeUrl(origin(), challenge), {redirect: 'manual'});
      expect(answer.status).toBe(302);
      const back = new URL(answer.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(redirect);
      expect(back.searchParams.get('state')).toBe('st-1');
      return back.searchParams.get('code')!;
    };
    const exchange = async (code: string, changes: Record<string, string> = {}) =>
      tokenRequest(origin(), {grant_type: 'authorization_code', code, redirect_uri: redirect, client_id: appClient.id, code_verifier: verifier, ...changes});
    const wrong: [Record<string, string>, string][] = [
      [{code_verifier: base64url(randomBytes(32))}, 'invalid_grant'],
      [{redirect_uri: `${PORTAL}/portal/elsewhere`}, 'invalid_grant'],
      [{client_id: partnerClient.id}, 'unauthorized_client'],
    ];
    for (const [changes, error] of wrong) {
      const refused = await exchange(await authorizeCode(), changes);
      expect({changes, status: refused.status, error: ((await refused.json()) as {error: string}).error}).toEqual({changes, status: 400, error});
    }
    const code = await authorizeCode();
    const granted = await exchange(code);
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as Record<string, unknown>;
    expect(body).toMatchObject({access_token: expect.any(String), scope: 'checkout.read', expires_in: 3600});
    expect(body).not.toHaveProperty('id_token');
    expect(body).not.toHaveProperty('refresh_token');
    expect((await getCheckout(origin(), `Bearer ${String(body.access_token)}`)).status).toBe(200);
    // A code is good once.
    expect(((await (await exchange(code)).json()) as {error: string}).error).toBe('invalid_grant');
  });

  it('sends the reader back only to a portal origin; anything else is refused there, with an OAuth error and no redirect', async () => {
    const challenge = base64url(randomBytes(32));
    const named = await fetch(authorizeUrl(origin(), challenge, {redirect_uri: `${NAMED_PORTAL}/portal/rest/checkout/getCheckout`}), {redirect: 'manual'});
    expect(named.status).toBe(302);
    expect(new URL(named.headers.get('location')!).origin).toBe(NAMED_PORTAL);
    for (const redirectUri of [
      `${ELSEWHERE}/callback`,
      'https://portal.example.test.elsewhere.example/portal/',
      `${PORTAL}/portal/page#fragment`,
      'javascript:alert(1)',
      'not a url',
      undefined,
    ]) {
      const refused = await fetch(authorizeUrl(origin(), challenge, {redirect_uri: redirectUri}), {redirect: 'manual'});
      expect({redirectUri, status: refused.status, location: refused.headers.get('location')}).toEqual({redirectUri, status: 400, location: null});
      expect(await refused.json()).toEqual({error: 'invalid_request', error_description: expect.stringContaining('PORTAL_SANDBOX_ORIGINS')});
    }
    // An unknown client is not sent anywhere either.
    const stranger = await fetch(authorizeUrl(origin(), challenge, {client_id: 'partner-test'}), {redirect: 'manual'});
    expect(stranger.status).toBe(400);
    expect(stranger.headers.get('location')).toBeNull();
    // With a good client and redirect_uri, other errors go back to the portal, as RFC 6749 says.
    for (const [overrides, error] of [
      [{scope: 'orders.read admin'}, 'invalid_scope'],
      [{scope: undefined}, 'invalid_scope'],
      [{code_challenge: undefined}, 'invalid_request'],
      [{code_challenge_method: 'plain'}, 'invalid_request'],
      [{response_type: 'token'}, 'unsupported_response_type'],
    ] as const) {
      const answer = await fetch(authorizeUrl(origin(), challenge, overrides), {redirect: 'manual'});
      expect(answer.status).toBe(302);
      const back = new URL(answer.headers.get('location')!);
      expect([back.origin, back.searchParams.get('error'), back.searchParams.has('code')]).toEqual([PORTAL, error, false]);
    }
  });

  it('bounds request bodies: a clear 413 over the limit, on the APIs and on the token endpoint, with a length or streamed', async () => {
    const token = await clientCredentialsToken(origin());
    const targets = [
      {where: '/checkout/checkouts', headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'}},
      {where: '/oauth2/token', headers: {Authorization: basic(partnerClient.id, partnerClient.secret), 'Content-Type': 'application/x-www-form-urlencoded'}},
    ];
    // A body without Content-Length, in chunks: the bound holds while reading, not only on the declared length.
    const streamed = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < size; sent += 65_536) {
            controller.enqueue(new Uint8Array(Math.min(65_536, size - sent)).fill(120));
          }
          controller.close();
        },
      });
    for (const {where, headers} of targets) {
      for (const body of [() => 'x'.repeat(maxBodyBytes + 1), () => streamed(maxBodyBytes + 1)]) {
        const over = await fetch(`${origin()}${where}`, {method: 'POST', headers, body: body(), duplex: 'half'} as RequestInit);
        expect({where, status: over.status}).toEqual({where, status: 413});
        expect(await over.json()).toEqual({
          type: 'about:blank',
          title: 'Content Too Large',
          status: 413,
          detail: expect.stringContaining(`${maxBodyBytes} bytes`),
        });
      }
      // At the limit, the request is read and answered on its merits (not JSON; no grant type).
      const atLimit = await fetch(`${origin()}${where}`, {method: 'POST', headers, body: 'x'.repeat(maxBodyBytes)});
      expect({where, status: atLimit.status}).toEqual({where, status: 400});
    }
  });

  it('names no API in its error bodies', async () => {
    for (const where of [
      '/',
      '/no-such-api/things',
      '/checkout/no-such-path',
      '/oauth2/userinfo',
      '/oauth2/endsession?post_logout_redirect_uri=https://elsewhere.example',
    ]) {
      const response = await fetch(`${origin()}${where}`, {redirect: 'manual'});
      expect({where, status: response.status}).toEqual({where, status: 404});
      expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({type: `${PROBLEMS}not-found`, status: 404, detail: expect.any(String)});
      expectNoSpecKey(text, sandbox!.specs);
    }
  });
});

describe('npm run sandbox without PORTAL_FLAVOUR', () => {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    // Tokens that have expired when issued: the one way to meet an expired token signed by the sandbox.
    sandbox = await startSandbox({PORTAL_SANDBOX_TOKEN_SECONDS: '0'});
  });
  afterAll(() => stop(sandbox));

  it('mocks the live flavour: the public APIs only, and says nothing of the others', async () => {
    expect(sandbox!.flavour).toBe('live');
    expect(sandbox!.specs).toContain('checkout');
    expect(sandbox!.specs).not.toContain('benefits');
    const internal = await fetch(`${sandbox!.origin}/benefits/benefits`);
    expect(internal.status).toBe(404);
    expectNoSpecKey(await internal.text(), ['benefits', ...sandbox!.specs]);
    // Nor tokens for an internal API's scopes.
    const scope = await tokenRequest(
      sandbox!.origin,
      {grant_type: 'client_credentials', scope: 'benefits.read'},
      {Authorization: basic(partnerClient.id, partnerClient.secret)},
    );
    expect(scope.status).toBe(400);
    expect(((await scope.json()) as {error: string}).error).toBe('invalid_scope');
  });

  it('refuses an expired token with 401 invalid_token', async () => {
    const token = await clientCredentialsToken(sandbox!.origin, 'checkout.read');
    const response = await getCheckout(sandbox!.origin, `Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
    expect(await response.json()).toMatchObject({type: `${PROBLEMS}unauthorized`, detail: 'The access token has expired. Get a new one and repeat the call.'});
  });
});

describe('npm run sandbox with a flavour it does not know', () => {
  it('does not start, and says which values it takes', async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'sandbox.mjs')], {
      cwd: ROOT,
      env: {...process.env, PORTAL_SANDBOX_PORT: '0', PORTAL_FLAVOUR: 'staging'},
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORTAL_FLAVOUR must be live or internal (found "staging"). Leave it unset for live');
  });
});
