// Serving for the bench's load check and Lighthouse rows: a build directory through nginx with the
// deploy configuration (scripts/serve-nginx.mjs), on a free loopback port. Where the build reports
// errors to a collector on loopback (its Content-Security-Policy names it in connect-src, as
// PORTAL_APM_SERVER_URL=http://127.0.0.1:<port> makes it), the stand-in collector of the browser
// tests runs beside it, so the pages neither log failed requests nor wait on a closed port.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {headersFileOf, startNginx} from '../serve-nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const COLLECTOR = path.join(root, 'tests/e2e/apm-collector.mjs');

/** A loopback port nothing listens on (asked of the kernel, then released). */
export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something answers on 127.0.0.1:port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The loopback collector port a build's CSP allows (connect-src http://127.0.0.1:<port>), if any. */
export function collectorPort(buildDir) {
  const headers = headersFileOf(buildDir);
  const csp = fs.existsSync(headers) ? fs.readFileSync(headers, 'utf8') : '';
  const connect = /connect-src([^;"]*)/.exec(csp)?.[1] ?? '';
  const port = /http:\/\/(?:127\.0\.0\.1|localhost):(\d+)/.exec(connect)?.[1];
  return port ? Number(port) : undefined;
}

/** Starts the browser tests' APM collector on `port` unless something already listens there. */
async function startCollector(port) {
  if (await listening(port)) {
    return {stop: async () => {}};
  }
  const child = spawn(process.execPath, [COLLECTOR, String(port)], {stdio: 'ignore'});
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; !(await listening(port)); attempt += 1) {
    if (child.exitCode !== null || attempt > 100) {
      child.kill('SIGTERM');
      throw new Error(`The APM collector did not start on port ${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * Serves `buildDir` through nginx on a free port (with the collector its pages report to, if any).
 * Resolves to {url, collector, stop()}: url ends in /portal/.
 */
export async function serveBuild(buildDir) {
  const port = collectorPort(buildDir);
  const collector = port ? await startCollector(port) : undefined;
  try {
    const nginx = await startNginx(buildDir, await freePort());
    return {
      url: nginx.url,
      collector: port,
      async stop() {
        await nginx.stop();
        await collector?.stop();
      },
    };
  } catch (error) {
    await collector?.stop();
    throw error;
  }
}

/**
 * The live build in `siteDir` (a worktree of an earlier revision: its build/live) served by that
 * revision's own `npm run serve:nginx`, whose nginx configuration matches its deploy files (today's
 * would not read ba9c5d0's). Resolves to {url, stop()}.
 */
export async function serveRevision(siteDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve-nginx.mjs', 'live', String(port)], {cwd: siteDir, stdio: 'ignore'});
  const url = `http://127.0.0.1:${port}/portal/`;
  for (let attempt = 0; ; attempt += 1) {
    if (
      (await fetch(url).then(
        (response) => response.ok,
        () => false,
      )) === true
    ) {
      break;
    }
    if (child.exitCode !== null || attempt > 300) {
      child.kill('SIGTERM');
      throw new Error(`The baseline's nginx did not answer at ${url}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
