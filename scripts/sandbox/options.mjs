// The sandbox's settings from the environment, validated: a clear message instead of a stack trace.
export function readSandboxOptions(env) {
  const flavour = env.PORTAL_FLAVOUR ?? 'internal';
  if (flavour !== 'live' && flavour !== 'internal') {
    throw new Error(`PORTAL_FLAVOUR must be live or internal (found ${JSON.stringify(flavour)}).`);
  }
  const rawPort = env.PORTAL_SANDBOX_PORT ?? '4010';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORTAL_SANDBOX_PORT must be a port number from 0 to 65535 (found ${JSON.stringify(rawPort)}).`);
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
  return {port, flavour, origins};
}
