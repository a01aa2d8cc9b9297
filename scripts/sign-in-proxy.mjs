#!/usr/bin/env node
// `npm run sign-in`: the internal portal's authenticating proxy (lib/sign-in), configured by the
// SIGN_IN_* environment variables (lib/sign-in/README.md). It refuses to start, naming each
// variable to fix, when one is missing or bad. scripts/serve-nginx.mjs starts it through
// startSignInProxy() with the local test provider's settings.
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// jiti is how Docusaurus loads TypeScript config; here it loads the proxy's sources.
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
const {readSettings} = jiti(path.join(root, 'lib/sign-in/settings.ts'));
const {createSignInServer} = jiti(path.join(root, 'lib/sign-in/server.ts'));

/** Starts the proxy from `env`; throws SignInSettingsError (every bad variable named) before listening. */
export async function startSignInProxy(env, {log = console.error} = {}) {
  const settings = readSettings(env);
  const proxy = createSignInServer(settings, {log});
  await proxy.listening;
  return {settings, url: `http://127.0.0.1:${settings.port}`, close: proxy.close};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const {settings, url, close} = await startSignInProxy(process.env);
    console.log(`Sign-in proxy on ${url} for ${settings.publicUrl.origin}, provider ${settings.issuer.href}`);
    const stop = () => close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
