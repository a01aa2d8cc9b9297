#!/usr/bin/env node
// The portal's MCP server over Streamable HTTP (lib/mcp/http.ts), the service nginx proxies
// /portal/mcp to: `node scripts/mcp-http.mjs <live|internal> [--build DIR] [--port N]`.
// It listens on 127.0.0.1 only (port MCP.http.port of lib/portal/config.ts unless --port or
// PORTAL_MCP_PORT names another); nginx is its only client.
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArguments} from './mcp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));

/** Starts the service; resolves to its URL and close(). */
export async function startMcpHttp({flavour, buildDir, port, log = console.error}) {
  const {loadPortalContent} = jiti(path.join(root, 'lib/mcp/server.ts'));
  const {startMcpHttpService} = jiti(path.join(root, 'lib/mcp/http.ts'));
  const content = await loadPortalContent({flavour, buildDir});
  return startMcpHttpService({content, port, log});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const argv = process.argv.slice(2);
    let port = process.env.PORTAL_MCP_PORT ? Number(process.env.PORTAL_MCP_PORT) : undefined;
    const at = argv.indexOf('--port');
    if (at >= 0) {
      port = Number(argv[at + 1]);
      argv.splice(at, 2);
    }
    if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
      throw new Error('--port (or PORTAL_MCP_PORT) must be a port number, 1 to 65535.');
    }
    const options = parseArguments(argv, 'Usage: node scripts/mcp-http.mjs <live|internal> [--build DIR] [--port N]');
    const service = await startMcpHttp({...options, port});
    console.error(`MCP service of the ${options.flavour} portal at ${service.url}, reading ${options.buildDir}`);
    const stop = () => service.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
