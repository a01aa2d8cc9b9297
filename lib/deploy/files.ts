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
