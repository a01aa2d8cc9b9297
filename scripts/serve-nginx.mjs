#!/usr/bin/env node
// Serves a built flavour through nginx with the deploy configuration (deploy/nginx), as it is
// deployed: the production server block of live.conf or internal.conf, with TLS swapped for a plain
// listen on 127.0.0.1:<port> and nothing else changed (productionServerBlock). Runs in the foreground
// until interrupted (Ctrl+C or SIGTERM stops everything it started):
//   npm run serve:nginx -- live <port> [--mcp-port N]   also the MCP service behind /portal/mcp
//   npm run serve:nginx -- internal <port> --sign-in   also the sign-in proxy and the local test provider
//   npm run serve:nginx -- internal <port> --insecure-no-sign-in   development only: no sign-in at all
// The browser tests and the bench start it through startNginx() and startSignIn().
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
/** The MCP service's port in production: live.conf's proxy_pass must name it (productionServerBlock checks). */
const MCP_PORT = jiti(path.join(root, 'lib/portal/config.ts')).MCP.http.port;
/** Whether a flavour's host proxies /portal/mcp to the MCP service (MCP.http.offeredOn). */
export const offersMcp = (flavour) => jiti(path.join(root, 'lib/portal/config.ts')).MCP.http.offeredOn.includes(flavour);
const NGINX_DIR = path.join(root, 'deploy', 'nginx');
const MODULES_DIR = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

/** The build's nginx headers (NGINX_HEADERS_FILE of lib/deploy, which writes it). */
export const headersFileOf = (buildDir) => path.join(buildDir, '_deploy', 'nginx-headers.conf');

const installed = () => [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean).find((candidate) => fs.existsSync(candidate));

/**
 * Debian's nginx, or NGINX_PATH; a clear message where there is none. With `install` (npm test),
 * as root on Debian, installs Debian's nginx package with apt first, saying so.
 */
export function findNginx({install = false, log = console.error} = {}) {
  if (!installed() && install && process.getuid?.() === 0 && fs.existsSync('/etc/debian_version')) {
    log("No nginx found: installing Debian's nginx package with apt-get (the browser tests run against it) ...");
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
  }
  const found = installed();
  if (!found) {
    throw new Error('nginx is not installed. On Debian: `sudo apt-get install nginx` (or set NGINX_PATH).');
  }
  return found;
}

const PRODUCTION_ROOT = (flavour) => `/srv/portal/${flavour}`;
/** Where internal.conf sends /oauth2/ (oauth2-proxy's port, and our proxy's default). */
const PRODUCTION_PROXY = 'http://127.0.0.1:4180';

/** One replacement that must happen, or the production file has changed under the script. */
function swap(text, from, to, file) {
  if (!(from instanceof RegExp ? from.test(text) : text.includes(from))) {
    throw new Error(`deploy/nginx/${file} no longer has ${from}: update productionServerBlock in scripts/serve-nginx.mjs to match it.`);
  }
  return from instanceof RegExp ? text.replace(from, to) : text.replaceAll(from, to);
}

/**
 * The `listen 443` server block of deploy/nginx/<flavour>.conf for loopback: its listen, ssl_*
 * lines, root and proxy_pass changed, every other line as in production. The port-80 redirect
 * server is left out. `noSignIn` (development only) switches the internal host's auth_request off.
 * `mcpPort` is where the MCP service listens (live: /portal/mcp), MCP.http.port unless given.
 */
export function productionServerBlock(flavour, {port, webRoot, proxyPort, mcpPort, noSignIn = false}) {
  const file = `${flavour}.conf`;
  const text = fs.readFileSync(path.join(NGINX_DIR, file), 'utf8');
  const blocks = [];
  for (let at = text.search(/^server\s*\{/m); at >= 0;) {
    let depth = 0;
    let end = at;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}' && --depth === 0) break;
    }
    blocks.push(text.slice(at, end + 1));
    const next = text.slice(end + 1).search(/^server\s*\{/m);
    at = next < 0 ? -1 : end + 1 + next;
  }
  const tls = blocks.find((block) => /^\s*listen 443 ssl/m.test(block));
  if (!tls) {
    throw new Error(`deploy/nginx/${file} has no \`listen 443 ssl\` server block.`);
  }
  let block = swap(tls, /^(\s*)listen 443 ssl( http2)?;/m, `$1listen 127.0.0.1:${port};`, file);
  block = block.replace(/^\s*ssl_\w+ [^\n]*\n/gm, '');
  block = swap(block, `root ${PRODUCTION_ROOT(flavour)};`, `root ${webRoot};`, file);
  if (offersMcp(flavour)) {
    block = swap(block, `proxy_pass http://127.0.0.1:${MCP_PORT};`, `proxy_pass http://127.0.0.1:${mcpPort ?? MCP_PORT};`, file);
  }
  if (flavour === 'internal') {
    block = swap(block, `proxy_pass ${PRODUCTION_PROXY};`, `proxy_pass http://127.0.0.1:${proxyPort ?? 4180};`, file);
    if (noSignIn) {
      block = swap(block, /^(\s*)auth_request \/oauth2\/auth;/m, '$1# --insecure-no-sign-in (development only): no sign-in.\n$1auth_request off;', file);
    }
  }
  return block.replace(/^(?=.)/gm, '  ');
}

/** The run directory: nginx.conf, the includes, temp paths and a web root holding the build as portal/. */
export function writeRunDir(buildDir, port, {flavour = 'live', proxyPort, mcpPort, noSignIn = false} = {}) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  // nginx's workers may run as another user; they must be able to read the run directory.
  fs.chmodSync(runDir, 0o755);
  fs.mkdirSync(path.join(runDir, 'temp'));
  fs.mkdirSync(path.join(runDir, 'www'));
  fs.symlinkSync(path.resolve(buildDir), path.join(runDir, 'www', 'portal'));
  const brotli = BROTLI_MODULES.every((name) => fs.existsSync(path.join(MODULES_DIR, name)));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const config = fs
    .readFileSync(path.join(NGINX_DIR, 'nginx.conf.template'), 'utf8')
    .replaceAll('@LOAD_MODULES@', brotli ? BROTLI_MODULES.map((name) => `load_module ${path.join(MODULES_DIR, name)};`).join('\n') : '')
    // As root, workers would drop to nobody, who may not read a build under a home directory.
    .replaceAll('@USER@', isRoot ? 'user root;' : '')
    .replaceAll('@RUN_DIR@', runDir)
    .replace('@SERVER@', () => productionServerBlock(flavour, {port, webRoot: path.join(runDir, 'www'), proxyPort, mcpPort, noSignIn}));
  fs.writeFileSync(path.join(runDir, 'nginx.conf'), config);
  fs.copyFileSync(path.join(NGINX_DIR, 'portal.conf'), path.join(runDir, 'portal.conf'));
  fs.copyFileSync(headersFileOf(buildDir), path.join(runDir, 'portal-headers.conf'));
  fs.writeFileSync(path.join(runDir, 'portal-brotli.conf'), brotli ? fs.readFileSync(path.join(NGINX_DIR, 'brotli.conf')) : '');
  return runDir;
}

function checkBuild(buildDir) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${path.relative(root, buildDir) || buildDir} is not a build. Run \`npm run build\` first.`);
  }
  if (!fs.existsSync(headersFileOf(buildDir))) {
    throw new Error(
      `${path.relative(root, buildDir)} has no _deploy/nginx-headers.conf: build it with \`npm run build\` (scripts/build.mjs writes the deploy files).`,
    );
  }
}

/**
 * Starts nginx on 127.0.0.1:port for a build directory with the server block of `flavour` (live by
 * default: the bench's builds); resolves once it answers. The internal one asks the sign-in proxy
 * on `proxyPort` before serving anything, unless `noSignIn`. The live host passes /portal/mcp to
 * `mcpPort` (MCP.http.port unless given): startMcpService starts what answers there.
 */
export async function startNginx(buildDir, port, {stdio = 'inherit', flavour = 'live', proxyPort, mcpPort, noSignIn = false} = {}) {
  checkBuild(buildDir);
  const nginx = findNginx();
  const runDir = writeRunDir(buildDir, port, {flavour, proxyPort, mcpPort, noSignIn});
  const conf = path.join(runDir, 'nginx.conf');
  const test = spawnSync(nginx, ['-e', 'stderr', '-t', '-q', '-p', runDir, '-c', conf], {encoding: 'utf8'});
  if (test.status !== 0) {
    fs.rmSync(runDir, {recursive: true, force: true});
    throw new Error(`nginx rejected the configuration:\n${test.stderr}`);
  }
  const child = spawn(nginx, ['-e', 'stderr', '-p', runDir, '-c', conf, '-g', 'daemon off;'], {stdio: ['ignore', stdio, stdio]});
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}/portal/`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      fs.rmSync(runDir, {recursive: true, force: true});
      throw new Error(`nginx exited at start (code ${child.exitCode}); is port ${port} in use?`);
    }
    try {
      // The internal host answers a first request with a redirect to the sign-in (or a 401).
      if ((await fetch(url, {redirect: 'manual'})).status < 500) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (attempt > 200) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        // SIGQUIT: nginx finishes the requests in flight, then its workers and the master exit.
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(runDir, {recursive: true, force: true});
    },
  };
}

/** Loopback ports of the sign-in proxy and the local provider (tests/e2e/ports.json, which the browser tests share). */
const TEST_PORTS = JSON.parse(fs.readFileSync(path.join(root, 'tests/e2e/ports.json'), 'utf8'));

/**
 * The local test provider and the sign-in proxy for an internal host at http://127.0.0.1:<port>,
 * on the ports of tests/e2e/ports.json. Resolves to {proxyPort, issuer, stop()}.
 */
export async function startSignIn(port, {log = console.error} = {}) {
  const portalOrigin = `http://127.0.0.1:${port}`;
  // Loaded only here: the live flavour and the bench need neither oidc-provider nor the proxy.
  const {startTestProvider, TEST_CLIENT} = await import('./sign-in/test-provider.mjs');
  const {startSignInProxy} = await import('./sign-in-proxy.mjs');
  const provider = await startTestProvider({port: TEST_PORTS.provider, portalOrigin});
  try {
    const proxy = await startSignInProxy(
      {
        SIGN_IN_ISSUER_URL: provider.issuer,
        SIGN_IN_CLIENT_ID: TEST_CLIENT.id,
        SIGN_IN_CLIENT_SECRET: TEST_CLIENT.secret,
        SIGN_IN_PUBLIC_URL: portalOrigin,
        // A new secret per run: sessions end with the run.
        SIGN_IN_COOKIE_SECRET: randomBytes(32).toString('base64'),
        SIGN_IN_ALLOWED_EMAIL_DOMAINS: 'lindenkauf.example',
        SIGN_IN_ALLOWED_GROUPS: 'api-teams',
        SIGN_IN_SCOPES: 'openid email profile groups',
        SIGN_IN_PORT: String(TEST_PORTS.signIn),
      },
      {log},
    );
    return {
      proxyPort: TEST_PORTS.signIn,
      issuer: provider.issuer,
      async stop() {
        await proxy.close();
        await provider.close();
      },
    };
  } catch (error) {
    await provider.close();
    throw error;
  }
}

/** The MCP service (scripts/mcp-http.mjs) on a build, for the host nginx passes /portal/mcp on from. Resolves to {url, close()}. */
export async function startMcpService(buildDir, flavour, port, {log = console.error} = {}) {
  const {startMcpHttp} = await import('./mcp-http.mjs');
  return startMcpHttp({flavour, buildDir, port, log});
}

const USAGE = `Usage: npm run serve:nginx -- <live|internal> <port> [--mcp-port N] [--sign-in | --insecure-no-sign-in]
  live also starts the MCP service behind /portal/mcp, on --mcp-port (default: MCP.http.port of lib/portal/config.ts)
  internal needs one of:
    --sign-in              the sign-in proxy and the local test provider (lib/sign-in/README.md)
    --insecure-no-sign-in  no sign-in at all: development on loopback only, never in production`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const mcpAt = args.indexOf('--mcp-port');
  const mcpPortArgument = mcpAt >= 0 ? args.splice(mcpAt, 2)[1] : String(MCP_PORT);
  const flags = args.filter((arg) => arg.startsWith('--'));
  const [flavour, portArgument] = args.filter((arg) => !arg.startsWith('--'));
  const signIn = flags.includes('--sign-in');
  const noSignIn = flags.includes('--insecure-no-sign-in');
  const known = flags.every((flag) => ['--sign-in', '--insecure-no-sign-in'].includes(flag));
  if (
    !['live', 'internal'].includes(flavour ?? '') ||
    !/^\d+$/.test(portArgument ?? '') ||
    !/^\d+$/.test(mcpPortArgument ?? '') ||
    !known ||
    (signIn && noSignIn) ||
    (flavour === 'live' && flags.length)
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  if (flavour === 'internal' && !signIn && !noSignIn) {
    console.error(`The internal portal is served only behind its sign-in.\n${USAGE}`);
    process.exit(2);
  }
  const port = Number(portArgument);
  const stops = [];
  try {
    const signInServers = signIn ? await startSignIn(port) : undefined;
    if (signInServers) {
      stops.push(signInServers.stop);
    }
    const buildDir = path.join(root, 'build', flavour);
    const mcpPort = Number(mcpPortArgument);
    // Before nginx, so that once nginx answers (what the browser tests wait for) so does /portal/mcp.
    const mcp = offersMcp(flavour) ? await startMcpService(buildDir, flavour, mcpPort) : undefined;
    if (mcp) {
      stops.push(() => mcp.close());
    }
    const server = await startNginx(buildDir, port, {flavour, proxyPort: signInServers?.proxyPort, mcpPort, noSignIn});
    stops.unshift(server.stop);
    console.log(`nginx serves build/${flavour} at ${server.url} (Ctrl+C stops it)`);
    if (mcp) {
      console.log(`The MCP endpoint: ${server.url}mcp (the service on ${mcp.url})`);
    }
    if (signInServers) {
      const {TEST_READERS} = await import('./sign-in/test-provider.mjs');
      console.log(`Sign in at the local test provider (${signInServers.issuer}), password ${TEST_READERS.allowed.password} for both:
  ${TEST_READERS.allowed.email}  (group ${TEST_READERS.allowed.groups.join(', ')}): allowed
  ${TEST_READERS.refused.email}  (group ${TEST_READERS.refused.groups.join(', ')}): signed in but not allowed (the 403 page)
Sign out: ${server.url.replace(/\/portal\/$/, '')}/oauth2/sign_out`);
    }
    if (noSignIn) {
      console.log('--insecure-no-sign-in: anyone who reaches this port reads the internal portal. Development on loopback only.');
    }
    let stopping = false;
    const stop = async () => {
      if (!stopping) {
        stopping = true;
        for (const each of stops) {
          await each();
        }
        process.exit(0);
      }
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    for (const each of stops) {
      await each().catch(() => {});
    }
    process.exit(1);
  }
}
