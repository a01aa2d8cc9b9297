import fs from 'node:fs';
import path from 'node:path';

/** Where the build keeps what only the host reads; deploy/nginx refuses to serve it. */
export const DEPLOY_DIR = '_deploy';
/** scripts/serve-nginx.mjs finds it with headersFileOf. */
export const NGINX_HEADERS_FILE = `${DEPLOY_DIR}/nginx-headers.conf`;
export const HEADERS_MANIFEST = '_headers';
/**
 * The origins the "Try it" consoles of the build send requests to (a JSON list), written by
 * plugins/openapi-reference: the CSP's connect-src lists exactly these.
 */
export const CONSOLE_ORIGINS_FILE = `${DEPLOY_DIR}/console-origins.json`;
/**
 * scripts/build.mjs sets this for the Docusaurus process it starts with a message channel: told when
 * postBuild starts (bundlerFilesFinal), it starts the deploy step's work on the bundler's files and
 * the pages while postBuild runs (deployFilesAhead in index.ts).
 */
export const BUNDLER_FILES_FINAL_ENV = 'PORTAL_BUNDLER_FILES_FINAL_MESSAGE';

/** Tells scripts/build.mjs, where it started the build, that the bundler's files are final (postBuild). */
export function bundlerFilesFinal(): void {
  const message = process.env[BUNDLER_FILES_FINAL_ENV];
  if (message && process.send) {
    process.send(message);
  }
}

/**
 * What tells a file read while the build ran (deployFilesAhead) from the same file at the deploy
 * step: its size and modification time, to the nanosecond. Taken before the file is read, so a file
 * written after that has another.
 */
export function fileStamp(file: string): string {
  const {size, mtimeNs} = fs.statSync(file, {bigint: true});
  return `${size}:${mtimeNs}`;
}

/** Every file under `dir`, at any depth (folders left out). */
export function filesOf(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile());
}
