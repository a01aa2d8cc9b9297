import {hkdfSync} from 'node:crypto';
import {EncryptJWT, jwtDecrypt} from 'jose';

/**
 * Sealed cookies: the session (who signed in) and the flow of one sign-in (PKCE verifier, state,
 * nonce, where to return). Sealed means encrypted and authenticated (JWE, dir + A256GCM): the
 * browser can neither read nor change them, and each carries its own expiry, checked on every use,
 * so a cookie kept past its Max-Age is refused too.
 */

/** Who signed in, with what the authorisation decision needs. */
export interface Session {
  /** The provider's subject (`sub`). */
  subject: string;
  /** The name nginx receives as X-Auth-Request-User: preferred_username, else email, else sub. */
  user: string;
  email: string;
  emailVerified: boolean;
  groups: readonly string[];
}

/** One sign-in in progress, between /oauth2/start and /oauth2/callback. */
export interface SignInFlow {
  codeVerifier: string;
  state: string;
  nonce: string;
  /** The checked path to return to (redirect.ts). */
  returnTo: string;
}

/** Each kind has its own key, so a flow cookie can never be replayed as a session. */
type Kind = 'session' | 'flow';

const ISSUER = 'lindenkauf-portal-sign-in';

/** A 32-byte key per kind from the operator's secret (any length from 32 bytes up). */
function keyOf(secret: string, kind: Kind): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `portal ${kind} cookie`, 32));
}

async function seal(kind: Kind, payload: object, secret: string, lifetimeSeconds: number, now: number): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new EncryptJWT({...payload})
    .setProtectedHeader({alg: 'dir', enc: 'A256GCM'})
    .setIssuer(ISSUER)
    .setAudience(kind)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .encrypt(keyOf(secret, kind));
}

async function unseal(kind: Kind, sealed: string | undefined, secret: string, now: number): Promise<Record<string, unknown> | undefined> {
  if (!sealed) {
    return undefined;
  }
  try {
    const {payload} = await jwtDecrypt(sealed, keyOf(secret, kind), {
      issuer: ISSUER,
      audience: kind,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      currentDate: new Date(now),
      requiredClaims: ['exp', 'iat'],
    });
    return payload;
  } catch {
    // Tampered, sealed with another secret, or expired: no session, the reader signs in again.
    return undefined;
  }
}

export const sealSession = (session: Session, secret: string, lifetimeSeconds: number, now = Date.now()) =>
  seal('session', session, secret, lifetimeSeconds, now);

export async function unsealSession(sealed: string | undefined, secret: string, now = Date.now()): Promise<Session | undefined> {
  const payload = await unseal('session', sealed, secret, now);
  if (
    !payload ||
    typeof payload.subject !== 'string' ||
    typeof payload.user !== 'string' ||
    typeof payload.email !== 'string' ||
    typeof payload.emailVerified !== 'boolean' ||
    !Array.isArray(payload.groups) ||
    !payload.groups.every((group) => typeof group === 'string')
  ) {
    return undefined;
  }
  return {subject: payload.subject, user: payload.user, email: payload.email, emailVerified: payload.emailVerified, groups: payload.groups};
}

/** A sign-in must finish within this time (the provider's login form included). */
export const FLOW_SECONDS = 600;

export const sealFlow = (flow: SignInFlow, secret: string, now = Date.now()) => seal('flow', flow, secret, FLOW_SECONDS, now);

export async function unsealFlow(sealed: string | undefined, secret: string, now = Date.now()): Promise<SignInFlow | undefined> {
  const payload = await unseal('flow', sealed, secret, now);
  const fields = ['codeVerifier', 'state', 'nonce', 'returnTo'] as const;
  if (!payload || !fields.every((field) => typeof payload[field] === 'string')) {
    return undefined;
  }
  return {codeVerifier: payload.codeVerifier, state: payload.state, nonce: payload.nonce, returnTo: payload.returnTo} as SignInFlow;
}
