// The sandbox's settings from the environment, validated: a clear message instead of a stack trace.

/** A token's lifetime unless PORTAL_SANDBOX_TOKEN_SECONDS says otherwise: the real APIs' (specs' securitySchemes). */
export const DEFAULT_TOKEN_SECONDS = 3600;
const MAX_TOKEN_SECONDS = 86_400;

const unset = (value) => value === undefined || value.trim() === '';

export function readSandboxOptions(env) {
  // Live unless told: a sandbox started without thinking must not serve the internal APIs.
  const flavour = unset(env.PORTAL_FLAVOUR) ? 'live' : env.PORTAL_FLAVOUR.trim();
  if (flavour !== 'live' && flavour !== 'internal') {
    throw new Error(
      `PORTAL_FLAVOUR must be live or internal (found ${JSON.stringify(env.PORTAL_FLAVOUR)}). Leave it unset for live (the public APIs); internal mocks every API.`,
    );
  }
  const rawPort = unset(env.PORTAL_SANDBOX_PORT) ? '4010' : env.PORTAL_SANDBOX_PORT;
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORTAL_SANDBOX_PORT must be a port number from 0 to 65535 (found ${JSON.stringify(rawPort)}).`);
  }
  const rawLifetime = unset(env.PORTAL_SANDBOX_TOKEN_SECONDS) ? String(DEFAULT_TOKEN_SECONDS) : env.PORTAL_SANDBOX_TOKEN_SECONDS;
  const tokenSeconds = Number(rawLifetime);
  if (!/^\d+$/.test(rawLifetime.trim()) || tokenSeconds > MAX_TOKEN_SECONDS) {
    throw new Error(
      `PORTAL_SANDBOX_TOKEN_SECONDS must be a whole number of seconds from 0 to ${MAX_TOKEN_SECONDS} (found ${JSON.stringify(rawLifetime)}); 0 issues tokens that have expired already.`,
    );
  }
  const origins = (env.PORTAL_SANDBOX_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin) {
      throw new Error(`PORTAL_SANDBOX_ORIGINS lists "${origin}", which is not an origin (scheme, host and port only, e.g. https://developer.example.com).`);
    }
  }
  return {port, flavour, origins, tokenSeconds};
}
