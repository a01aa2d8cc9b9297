#!/usr/bin/env node
// Serves a built flavour through nginx with the deploy configuration (deploy/nginx), exactly as it
// is deployed: `npm run serve:nginx -- <live|internal> <port>` runs in the foreground on
// 127.0.0.1:<port> until interrupted (Ctrl+C or SIGTERM stops nginx too). The browser tests and
// the bench start it through startNginx().
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

/** The run directory: nginx.conf, the includes, temp paths and a web root holding the build as portal/. */
export function writeRunDir(buildDir, port) {
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
    .replaceAll('@WEB_ROOT@', path.join(runDir, 'www'))
    .replaceAll('@PORT@', String(port));
  fs.writeFileSync(path.join(runDir, 'nginx.conf'), config);
  fs.copyFileSync(path.join(NGINX_DIR, 'portal.conf'), path.join(runDir, 'portal.conf'));
  fs.copyFileSync(headersFileOf(buildDir), path.join(runDir, 'portal-headers.conf'));
  fs.writeFileSync(path.join(runDir, 'portal-brotli.conf'), brotli ? 'brotli on;\nbrotli_static on;\n' : '');
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

/** Starts nginx on 127.0.0.1:port for a build directory; resolves once it answers. */
export async function startNginx(buildDir, port, {stdio = 'inherit'} = {}) {
  checkBuild(buildDir);
  const nginx = findNginx();
  const runDir = writeRunDir(buildDir, port);
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
      if ((await fetch(url)).ok) {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [flavour, portArgument] = process.argv.slice(2);
  if (!['live', 'internal'].includes(flavour ?? '') || !/^\d+$/.test(portArgument ?? '')) {
    console.error('Usage: npm run serve:nginx -- <live|internal> <port>');
    process.exit(2);
  }
  try {
    const server = await startNginx(path.join(root, 'build', flavour), Number(portArgument));
    console.log(`nginx serves build/${flavour} at ${server.url} (Ctrl+C stops it)`);
    let stopping = false;
    const stop = async () => {
      if (!stopping) {
        stopping = true;
        await server.stop();
        process.exit(0);
      }
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
