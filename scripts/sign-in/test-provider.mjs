#!/usr/bin/env node
// A local OpenID provider (oidc-provider) on loopback, for the browser tests and for trying the
// internal portal's sign-in without a company identity provider: `npm run serve:nginx -- internal
// <port> --sign-in` starts it beside nginx and the proxy. It knows one client (the proxy: code flow
// with PKCE, end_session) and the two test readers below. Never for production: its keys and
// sessions live in memory and its passwords are in this file.
import fs from 'node:fs';
import http from 'node:http';
import {fileURLToPath} from 'node:url';
import {exportJWK, generateKeyPair} from 'jose';
import Provider from 'oidc-provider';

/** The two test readers (documented in lib/sign-in/README.md): one the portal lets in, one it refuses. The browser tests read the same file. */
export const TEST_READERS = JSON.parse(fs.readFileSync(new URL('./test-readers.json', import.meta.url), 'utf8'));

export const TEST_CLIENT = {id: 'portal-internal', secret: 'loopback-test-secret-not-for-production'};

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:4rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.4rem;font:inherit}button{margin-top:1rem;padding:.5rem 1rem;font:inherit}.error{color:#b00020}';

const layout = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><small>Local test provider: not a real identity provider.</small></p></main></body></html>`;

function loginForm(uid, {error = '', email = ''} = {}) {
  return layout(
    'Sign in to Lindenkauf (test)',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Email <input name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>`,
  );
}

const readerByEmail = (email) =>
  Object.values(TEST_READERS).find(
    (reader) =>
      reader.email ===
      String(email ?? '')
        .trim()
        .toLowerCase(),
  );

async function readForm(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) {
      throw new Error('form too large');
    }
  }
  return new URLSearchParams(body);
}

/**
 * Starts the provider on 127.0.0.1:port for a portal at portalOrigin (where the proxy's callback and
 * signed-out page are). Resolves to {issuer, close()}.
 */
export async function startTestProvider({port, portalOrigin}) {
  const issuer = `http://127.0.0.1:${port}`;
  const {privateKey} = await generateKeyPair('RS256', {extractable: true});
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [`${portalOrigin}/oauth2/callback`],
        post_logout_redirect_uris: [`${portalOrigin}/oauth2/signed_out`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // openid-client's default for a client with a secret.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: {keys: [{...(await exportJWK(privateKey)), kid: 'test-provider', use: 'sig', alg: 'RS256'}]},
    cookies: {keys: [crypto.randomUUID()]},
    pkce: {required: () => true},
    // Short lives: a test run or a try-out, nothing more.
    ttl: {AccessToken: 600, AuthorizationCode: 60, Grant: 8 * 3600, IdToken: 600, Interaction: 600, Session: 8 * 3600},
    claims: {openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'], groups: ['groups']},
    // The ID token carries the claims its scopes ask for, as most company providers do.
    conformIdTokenClaims: false,
    features: {
      devInteractions: {enabled: false},
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = layout('Sign out of Lindenkauf (test)?', `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>`);
        },
      },
    },
    interactions: {url: (ctx, interaction) => `/interaction/${interaction.uid}`},
    async findAccount(ctx, id) {
      const reader = readerByEmail(id);
      return reader
        ? {
            accountId: reader.email,
            claims: () => ({
              sub: reader.email,
              email: reader.email,
              email_verified: true,
              name: reader.name,
              preferred_username: reader.email,
              groups: reader.groups,
            }),
          }
        : undefined;
    },
    // A first-party client: the readers are never asked to consent.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) {
        return existing;
      }
      const grant = new ctx.oidc.provider.Grant({clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId});
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
  });
  // oidc-provider's own error pages would log every refused request as an unhandled error.
  provider.on('server_error', (ctx, error) => console.error(`test provider: ${error.message}`));
  const handleProvider = provider.callback();

  const server = http.createServer(async (request, response) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(request.url ?? '/', issuer).pathname);
    if (!match) {
      handleProvider(request, response);
      return;
    }
    try {
      const details = await provider.interactionDetails(request, response);
      if (match[1] !== details.uid) {
        throw new Error('interaction mismatch');
      }
      if (request.method === 'POST' && match[2]) {
        const form = await readForm(request);
        const reader = readerByEmail(form.get('email'));
        if (!reader || form.get('password') !== reader.password) {
          response.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'});
          response.end(loginForm(details.uid, {error: 'Unknown email address or wrong password.', email: form.get('email') ?? ''}));
          return;
        }
        await provider.interactionFinished(request, response, {login: {accountId: reader.email}}, {mergeWithLastSubmission: false});
        return;
      }
      response.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'});
      response.end(loginForm(details.uid));
    } catch (error) {
      response.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      response.end(`This sign-in has expired: start again from the portal. (${error.message})`);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port = '3107', portalOrigin = 'http://127.0.0.1:3102'] = process.argv.slice(2);
  const {issuer} = await startTestProvider({port: Number(port), portalOrigin});
  console.log(
    `Test OpenID provider at ${issuer} for ${portalOrigin}; readers: ${Object.values(TEST_READERS)
      .map((reader) => reader.email)
      .join(', ')}`,
  );
}
