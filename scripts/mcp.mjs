#!/usr/bin/env node
// `npm run mcp -- <live|internal> [--build DIR]`: the portal's MCP server (lib/mcp) over stdio, for
// an assistant on this machine. It reads only the flavour's build (build/<flavour> unless --build
// names another), so build first. stdout is the protocol's: everything else goes to stderr.
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// jiti is how Docusaurus loads TypeScript config; here it loads the server's sources.
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));

const USAGE = 'Usage: npm run mcp -- <live|internal> [--build DIR]';

/** The flavour and build directory the arguments name, or an error saying what to write instead. */
export function parseArguments(argv, usage = USAGE) {
  const args = [...argv];
  let buildDir;
  const at = args.indexOf('--build');
  if (at >= 0) {
    buildDir = args[at + 1];
    if (!buildDir || buildDir.startsWith('--')) {
      throw new Error(`--build needs a directory. ${usage}`);
    }
    args.splice(at, 2);
  }
  const [flavour, ...rest] = args;
  if (flavour !== 'live' && flavour !== 'internal') {
    throw new Error(`Name the flavour to serve, live or internal${flavour ? ` (not "${flavour}")` : ''}. ${usage}`);
  }
  if (rest.length > 0) {
    throw new Error(`Unexpected argument ${rest[0]}. ${usage}`);
  }
  return {flavour, buildDir: path.resolve(buildDir ?? path.join(root, 'build', flavour))};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArguments(process.argv.slice(2));
    const {loadPortalContent, createPortalServer} = jiti(path.join(root, 'lib/mcp/server.ts'));
    const {StdioServerTransport} = jiti('@modelcontextprotocol/sdk/server/stdio.js');
    const server = createPortalServer(await loadPortalContent(options));
    await server.connect(new StdioServerTransport());
    console.error(`MCP server of the ${options.flavour} portal on stdio, reading ${options.buildDir}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
