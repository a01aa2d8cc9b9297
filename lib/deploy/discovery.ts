/**
 * Discovery documents of a flavour, served at the host root (deploy/nginx/portal.conf) and written
 * by the deploy step into the build's host-only folder (writeDeployFiles): the RFC 9727 API catalog
 * and the MCP discovery document (issue 35). Pure: the deploy step passes in the APIs it read from
 * the build's spec downloads, so a flavour lists only the APIs it ships.
 */
import {BASE_URL, HOSTS, MCP, PORTAL_NAME, ROUTES, type Flavour} from '../portal/config';
import {trimSlashes} from '../shared/paths';
import {DEPLOY_DIR} from './files';
import type {HeaderRule} from './policy';

/** Where the build keeps the documents; nginx serves them at /.well-known/<name> only. */
export const WELL_KNOWN_DIR = `${DEPLOY_DIR}/well-known`;
export const API_CATALOG = 'api-catalog';
export const MCP_DISCOVERY = 'mcp';
/** RFC 9727, section 5: the catalog's media type. */
export const API_CATALOG_TYPE = 'application/linkset+json';
export const MCP_DISCOVERY_TYPE = 'application/json';
/**
 * The Link header (RFC 8288) on the portal's pages and llms.txt: where an assistant starts and the
 * API catalog (RFC 9727's `api-catalog` relation), for tools that look at headers before content.
 */
export const DISCOVERY_LINK = `<${BASE_URL}llms.txt>; rel="describedby"; type="text/plain", </.well-known/${API_CATALOG}>; rel="api-catalog"`;

/** An API as the catalog lists it: from its spec download's `info` (an OpenAPI spec, or an event API's AsyncAPI document). */
export interface CatalogApi {
  key: string;
  title: string;
  version: string;
  /** Default `openapi`: a REST API. */
  kind?: 'openapi' | 'asyncapi';
}

/** Where a catalog entry's page, downloads and changelog are, by the kind of API. */
function addressesOf(api: CatalogApi) {
  return api.kind === 'asyncapi'
    ? {
        page: ROUTES.eventApi(api.key),
        download: (format: 'json' | 'yaml') => ROUTES.eventApiDownload(api.key, format),
        changelog: ROUTES.eventChangelog(api.key),
        feed: ROUTES.eventChangelogFeed(api.key),
      }
    : {
        page: ROUTES.api(api.key),
        download: (format: 'json' | 'yaml') => ROUTES.specDownload(api.key, format),
        changelog: ROUTES.apiChangelog(api.key),
        feed: ROUTES.changelogFeed(api.key),
      };
}

const urlOf = (flavour: Flavour, sitePath: string) => `https://${HOSTS[flavour]}/${trimSlashes(BASE_URL)}/${trimSlashes(sitePath)}`;

/** The Streamable HTTP endpoint's public URL, or none where the host does not offer it. */
export function mcpEndpoint(flavour: Flavour): string | undefined {
  return (MCP.http.offeredOn as readonly Flavour[]).includes(flavour) ? urlOf(flavour, MCP.route) : undefined;
}

/**
 * The API catalog (RFC 9727): the catalog's own entry lists each API's page as an `item`; each
 * API's entry, anchored at its page, names its spec downloads (`service-desc`, with the types nginx
 * serves them as), its page
 * (`service-doc`) and its changelog with the Atom feed (`version-history`, RFC 5829: the registered
 * relation for a resource's history of versions).
 */
export function apiCatalog(flavour: Flavour, apis: readonly CatalogApi[]): string {
  // REST APIs first, then the event APIs, each by key.
  const isEvents = (api: CatalogApi) => (api.kind === 'asyncapi' ? 1 : 0);
  const sorted = [...apis].sort((a, b) => isEvents(a) - isEvents(b) || a.key.localeCompare(b.key));
  const catalogUrl = `https://${HOSTS[flavour]}/.well-known/${API_CATALOG}`;
  const linkset = [
    {anchor: catalogUrl, item: sorted.map((api) => ({href: urlOf(flavour, addressesOf(api).page), title: api.title}))},
    ...sorted.map((api) => {
      const at = addressesOf(api);
      return {
        anchor: urlOf(flavour, at.page),
        'service-desc': [
          {href: urlOf(flavour, at.download('json')), type: 'application/json', title: `${api.title} ${api.version}`},
          {href: urlOf(flavour, at.download('yaml')), type: 'application/yaml', title: `${api.title} ${api.version}`},
        ],
        'service-doc': [{href: urlOf(flavour, at.page), type: 'text/html', title: api.title}],
        'version-history': [
          {href: urlOf(flavour, at.changelog), type: 'text/html', title: `${api.title}: changelog`},
          {href: urlOf(flavour, at.feed), type: 'application/atom+xml', title: `${api.title}: changelog`},
        ],
      };
    }),
  ];
  return `${JSON.stringify({linkset}, null, 2)}\n`;
}

/**
 * /.well-known/mcp as peers publish it: Mintlify's fields (`transport`, `url`, `servers` with their
 * authentication) and the server card's (SEP-2127: `name`, `title`, `description`, `remotes`), so a
 * client that knows either finds the endpoint. None for a flavour whose host offers no endpoint:
 * the internal host's sign-in accepts browser sessions only, and a document pointing at an
 * endpoint nobody can use would only mislead.
 */
export function mcpDiscovery(flavour: Flavour): string | undefined {
  const url = mcpEndpoint(flavour);
  if (!url) {
    return undefined;
  }
  const document = {
    name: MCP.serverName,
    title: `${PORTAL_NAME} Portal`,
    description: `Search and read the ${PORTAL_NAME} documentation; list its APIs and get their operations, schemas, changes and guideline rules.`,
    version: '1.0.0',
    transport: 'http',
    url,
    servers: [{name: 'public', url, transport: 'http', authentication: 'none'}],
    remotes: [{type: 'streamable-http', url}],
    documentation: urlOf(flavour, 'llms.txt'),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** For llms.txt: where an assistant asks the portal, or that it cannot here. */
export function mcpLlmsParagraph(flavour: Flavour): string {
  const url = mcpEndpoint(flavour);
  return url
    ? `An MCP server answers at ${url} (Streamable HTTP, no sign-in): tools search, read_page, list_apis, get_operation, get_schema, list_changes and get_rule; it is described at https://${HOSTS[flavour]}/.well-known/${MCP_DISCOVERY}.`
    : 'This host offers no MCP endpoint over HTTP; readers with the build run the MCP server locally over stdio.';
}

/**
 * What a host sends for discovery besides the files: deploy/nginx/portal.conf sends it (held to
 * these values by tests/unit/discovery.test.ts), and the `_headers` manifest takes these rules.
 * Pages say `Vary: Accept` because nginx answers `Accept: text/markdown` with the twin; `_headers`
 * cannot leave the assets out of `${BASE_URL}*` as nginx does, and on them both headers do no harm.
 * The /.well-known/ documents have no extension a host could type them by.
 */
export function discoveryHeaderRules(flavour: Flavour): HeaderRule[] {
  return [
    {
      pattern: `${BASE_URL}*`,
      headers: [
        ['Link', DISCOVERY_LINK],
        ['Vary', 'Accept'],
      ],
      description:
        'pages: the Link to llms.txt and the API catalog; Vary: Accept, as a page asked for text/markdown is its twin (an edge rule: see the README)',
    },
    {pattern: `/.well-known/${API_CATALOG}`, headers: [['Content-Type', API_CATALOG_TYPE]], description: `the API catalog (RFC 9727), from ${WELL_KNOWN_DIR}/`},
    ...(mcpEndpoint(flavour)
      ? [
          {
            pattern: `/.well-known/${MCP_DISCOVERY}`,
            headers: [['Content-Type', MCP_DISCOVERY_TYPE]] as [string, string][],
            description: `the MCP server's description, from ${WELL_KNOWN_DIR}/`,
          },
        ]
      : []),
  ];
}
