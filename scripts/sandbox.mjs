#!/usr/bin/env node
// `npm run sandbox`: the local sandbox for "Try it" (scripts/sandbox/server.mjs) on 127.0.0.1:4010,
// a mock of every API of the flavour and an OAuth 2 server, until Ctrl+C.
// PORTAL_FLAVOUR=internal mocks every API (unset: live, the public APIs only); PORTAL_SANDBOX_PORT
// picks another port (0: any free one); PORTAL_SANDBOX_ORIGINS (comma-separated) allows portal
// origins beyond loopback ones; PORTAL_SANDBOX_TOKEN_SECONDS sets the tokens' lifetime.
import {readSandboxOptions} from './sandbox/options.mjs';

try {
  const {port, flavour, origins, tokenSeconds} = readSandboxOptions(process.env);
  // Loaded once the settings are good: a wrong one is said at once, before Prism and the specs load.
  const {startSandbox} = await import('./sandbox/server.mjs');
  const sandbox = await startSandbox({port, flavour, origins, tokenSeconds});
  const {partnerClient, appClient, maxBodyBytes} = sandbox.clients;
  const scope = flavour === 'live' ? 'the public APIs; PORTAL_FLAVOUR=internal mocks every API' : 'every API';
  console.log(`Sandbox of the ${flavour} flavour (${scope}) at ${sandbox.origin}/ (Ctrl+C stops it):`);
  console.log(`  APIs:    ${sandbox.origin}/<spec>/...  (${sandbox.specs.length}: ${sandbox.specs.join(', ')})`);
  console.log(`  tokens:  ${sandbox.origin}/oauth2/token (client credentials: client id ${partnerClient.id}, secret ${partnerClient.secret})`);
  console.log(`           ${sandbox.origin}/oauth2/authorize (authorization code with PKCE S256: client id ${appClient.id}, signs in at once)`);
  console.log(`  scopes:  those the specs define; an operation answers 403 to a token without its scopes. Tokens live ${tokenSeconds} s.`);
  console.log(`  portals: loopback origins${origins.length > 0 ? ` and ${origins.join(', ')}` : ''} (PORTAL_SANDBOX_ORIGINS): CORS and redirect_uri.`);
  console.log(`  bodies:  up to ${maxBodyBytes} bytes.`);
  // One machine-readable line for scripts and tests.
  console.log(`SANDBOX_READY ${JSON.stringify({origin: sandbox.origin, flavour, specs: sandbox.specs})}`);
  const stop = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`The sandbox could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
