#!/usr/bin/env node
// `npm run sandbox`: the local sandbox for "Try it" (scripts/sandbox/server.mjs) on 127.0.0.1:4010,
// a mock of every API of the flavour and an OAuth 2 server, until Ctrl+C.
// PORTAL_SANDBOX_PORT picks another port (0: any free one); PORTAL_FLAVOUR=live mocks the public APIs only;
// PORTAL_SANDBOX_ORIGINS (comma-separated) allows portal origins beyond loopback ones.
import {readSandboxOptions} from './sandbox/options.mjs';
import {startSandbox} from './sandbox/server.mjs';

try {
  const {port, flavour, origins} = readSandboxOptions(process.env);
  const sandbox = await startSandbox({port, flavour, origins});
  console.log(`Sandbox of the ${flavour} flavour at ${sandbox.origin}/ (Ctrl+C stops it):`);
  console.log(`  APIs:   ${sandbox.origin}/<spec>/...  (${sandbox.specs.length}: ${sandbox.specs.join(', ')})`);
  console.log(`  tokens: ${sandbox.origin}/oauth2/token (client credentials; any client id and secret)`);
  console.log(`          ${sandbox.origin}/oauth2/authorize (authorization code with PKCE, signs in at once)`);
  // One machine-readable line for scripts and tests.
  console.log(`SANDBOX_READY ${JSON.stringify({origin: sandbox.origin, specs: sandbox.specs})}`);
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
