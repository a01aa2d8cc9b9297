// The sandbox's APIs check a token as the real ones do (issue 33): Prism alone takes any `Bearer`
// string. A token must carry the sandbox's signature (its authorization server's JWKS), its issuer
// and a time within its lifetime, else 401; it must carry the scopes of one of the operation's
// security requirements, else 403 with `insufficient_scope` (RFC 6750 section 3.1).
import {createRequire} from 'node:module';
import {createLocalJWKSet, jwtVerify} from 'jose';
import {resolveRef} from './oauth.mjs';

const require = createRequire(import.meta.url);
// Prism's own router, so that a request meets the operation the mock answers it with.
const route = require('@stoplight/prism-http/dist/router').default;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Schemes whose credential is a bearer token of the sandbox's authorization server. */
function isBearer(scheme) {
  return scheme?.type === 'oauth2' || scheme?.type === 'openIdConnect' || (scheme?.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer');
}

/**
 * What an operation needs of a token: the scopes of each alternative of its security requirements
 * (`operation.security`, else the document's), or undefined when one alternative needs no bearer
 * token (none at all, or an API key or the like, which Prism checks).
 */
export function requiredScopes(document, path, method) {
  const pathItem = resolveRef(document, document.paths?.[path]);
  const operation = resolveRef(document, pathItem?.[method]);
  const requirements = Array.isArray(operation?.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  const schemes = isObject(document.components?.securitySchemes) ? document.components.securitySchemes : {};
  const alternatives = [];
  for (const requirement of requirements.filter(isObject)) {
    const entries = Object.entries(requirement);
    if (entries.length === 0 || entries.some(([name]) => !isBearer(resolveRef(document, schemes[name])))) {
      return undefined;
    }
    alternatives.push([...new Set(entries.flatMap(([, scopes]) => (Array.isArray(scopes) ? scopes.map(String) : [])))]);
  }
  return alternatives.length > 0 ? alternatives : undefined;
}

/** A quoted-string of an HTTP auth parameter. */
const quoted = (text) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * The token check of one API: `check(req, pathname)` resolves with undefined when the request may go
 * to the mock, else with the 401 or 403 to answer: {status, headers, detail}.
 */
export function accessCheck({document, operations, jwks, issuer, tokenUrl}) {
  const keys = createLocalJWKSet(jwks);
  return async (req, pathname) => {
    const matched = route({resources: operations, input: {method: String(req.method).toLowerCase(), url: {path: pathname}}});
    // No operation here: the mock answers (404, 405) as it would without a token.
    const alternatives = matched._tag === 'Right' ? requiredScopes(document, matched.right.path, matched.right.method) : undefined;
    if (!alternatives) {
      return undefined;
    }
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!bearer) {
      return {
        status: 401,
        headers: {'WWW-Authenticate': 'Bearer realm="sandbox"'},
        detail: `Send an access token of the sandbox: Authorization: Bearer <token>, from ${tokenUrl()}.`,
      };
    }
    let payload;
    try {
      ({payload} = await jwtVerify(bearer[1], keys, {issuer: issuer(), algorithms: ['RS256'], requiredClaims: ['exp']}));
    } catch (error) {
      const expired = error?.code === 'ERR_JWT_EXPIRED';
      const detail = expired
        ? 'The access token has expired. Get a new one and repeat the call.'
        : `The access token is not one this sandbox issued (signature, issuer or format). Get one from ${tokenUrl()}.`;
      return {status: 401, headers: {'WWW-Authenticate': `Bearer realm="sandbox", error="invalid_token", error_description=${quoted(detail)}`}, detail};
    }
    const granted = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : []);
    if (alternatives.some((scopes) => scopes.every((scope) => granted.has(scope)))) {
      return undefined;
    }
    const needed = alternatives[0];
    const detail = `The operation requires the scope${needed.length === 1 ? '' : 's'} ${needed.join(' ')}. Get a token with ${needed.length === 1 ? 'it' : 'them'} and repeat the call.`;
    return {
      status: 403,
      headers: {'WWW-Authenticate': `Bearer realm="sandbox", error="insufficient_scope", scope=${quoted(needed.join(' '))}`},
      detail,
    };
  };
}
