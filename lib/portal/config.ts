/**
 * The portal's facts that the browser may see: product name, hosts, timings, texts and
 * size bands. Everything here ships in the live bundle, so nothing internal belongs here;
 * sections, top-nav entries and the public list live in `./sections.ts`, which only Node reads.
 * Every page's main.js holds this module, whole: a bundler keeps a module with every export that
 * any chunk reads. So the texts only some pages show (the reference's, the event APIs', the
 * changelogs', the guidelines', the search panel's and the portal's own pages') are modules of
 * their own in `./texts/`, as are the facts only some pages read (`./rules.ts`, `./redirect.ts`).
 */

import {PORTAL_NAME, PRODUCT} from './names';

export {PORTAL_NAME, PRODUCT};
export const BASE_URL = '/portal/';

export const COMPANY = {
  name: `${PRODUCT} GmbH`,
  address: 'Speicherstraße 12, 20457 Hamburg, Germany',
  imprintUrl: 'https://www.lindenkauf.example/imprint',
} as const;

export type Flavour = 'live' | 'internal';
export const FLAVOURS: readonly Flavour[] = ['live', 'internal'];

/** The flavour named by PORTAL_FLAVOUR (internal when unset), or a clear error. */
export function readFlavour(value: unknown): Flavour {
  const flavour = value ?? 'internal';
  if (!FLAVOURS.includes(flavour as Flavour)) {
    throw new Error(`PORTAL_FLAVOUR must be one of ${FLAVOURS.join(', ')} (found "${String(flavour)}").`);
  }
  return flavour as Flavour;
}

export const HOSTS = {
  live: 'developer.lindenkauf.example',
  internal: 'developer-internal.lindenkauf.example',
  /** The info banner shows only on this host. */
  develop: 'developer-develop.lindenkauf.example',
} as const;

/**
 * The hosts the "Try it" console may send a reader's requests and credentials to, and so the only
 * ones the CSP's connect-src may list: every origin a spec names (servers, `x-sandbox`, OAuth flow
 * and OpenID Connect URLs) and PORTAL_SANDBOX_URL must be https on a host one of these matches.
 * `*.` matches any subdomain, not the domain itself. Loopback passes in the dev server and tests
 * only (lib/openapi/origins.ts checks both). Widening this list widens every build's CSP.
 */
export const ALLOWED_API_HOSTS: readonly string[] = ['*.lindenkauf.example'];

export function portalUrl(host: string): string {
  return `https://${host}${BASE_URL}`;
}

/** Delays of spec section 9, in milliseconds. */
export const TIMINGS = {
  drawerCloseMs: 300,
  dropdownCloseMs: 300,
  infoBannerDelayMs: 1000,
  hashScrollDelayMs: 500,
  copiedIndicatorMs: 1500,
} as const;

/** Size bands of spec section 9, in CSS pixels. */
export const BREAKPOINTS = {
  /** At this width and below the mobile header with its drawer shows. */
  mobileHeaderMax: 860,
  /** From this width upward the side navigation shows. */
  sideNavMin: 768,
  tabletMin: 992,
  desktopMin: 1280,
} as const;

/**
 * Error reporting (spec sections 7 and 9): the Elastic APM RUM agent, started only when the build
 * names a collector in PORTAL_APM_SERVER_URL. plugins/error-reporting validates these at build time.
 */
export const ERROR_REPORTING = {
  /** Letters, digits, space, underscore and hyphen. */
  serviceName: 'api-portal',
  /**
   * The environment each report names, so the collector keeps apart what each deployment sees: a
   * build names its flavour, the dev server `devServer`, and a page on the develop host (which
   * serves the internal build) `develop`. Letters, digits, space, underscore and hyphen.
   */
  environments: {live: 'live', internal: 'internal', develop: 'develop', devServer: 'development'},
  /** At most this many events (errors, transactions) are sent per `eventsWindowMs`. */
  eventsLimit: 80,
  /** The agent's throttle window: fixed inside @elastic/apm-rum-core, not an option (a unit test checks it). */
  eventsWindowMs: 60_000,
  /** Queued events are sent this long after the first of them. */
  flushIntervalMs: 500,
  /** Share of transactions sampled: a number from 0 to 1. */
  transactionSampleRate: 1,
  /** After the load event the agent loads when the browser is idle, and at the latest after this long. */
  startTimeoutMs: 2000,
} as const;

/**
 * The "Try it" console reads at most this many bytes of a response body and says where it cut: an
 * endless or huge answer must not fill the reader's tab (issue 33).
 */
export const TRY_IT_LIMITS = {
  responseBodyBytes: 1_000_000,
} as const;

/**
 * The local sandbox (`npm run sandbox`, scripts/sandbox): the OAuth clients it issues tokens to, one
 * per grant the console offers, and the largest request body it reads. Test values of a mock on the
 * reader's machine, printed by its banner and documented in the README: no secret of a real server.
 */
export const LOCAL_SANDBOX = {
  /** The client-credentials grant: a confidential client, authenticated with HTTP Basic. */
  partnerClient: {id: 'sandbox-partner', secret: 'sandbox-secret'},
  /** The authorization-code grant with PKCE: a public client without a secret, as a single-page app is. */
  appClient: {id: 'sandbox-app'},
  maxBodyBytes: 1_000_000,
} as const;

/**
 * The internal host's sign-in (issue 33): the authenticating proxy's addresses (oauth2-proxy's
 * contract, lib/sign-in), and what the portal says when a session ends while a page is open. A fetch
 * without a session gets `endedStatus`, never the sign-in page; src/shared/session handles it, on
 * the internal flavour only.
 */
export const SESSION = {
  signInPath: '/oauth2/start',
  signOutPath: '/oauth2/sign_out',
  /** The query parameter of both: the path to return to, URL-encoded. */
  returnParameter: 'rd',
  endedStatus: 401,
  texts: {
    region: 'Session',
    ended: 'Your session on the internal portal has ended, so this page cannot load anything more.',
    signInAgain: 'Sign in again',
    /** After the link: where the reader comes back to. */
    comeBack: 'You come back to this page.',
    /** Where a page's content would be. */
    pageWaiting: 'This page loads once you have signed in again.',
    signOut: 'Sign out',
  },
} as const;

/** A code block with more line breaks than this collapses behind Show more. */
export const CODE_COLLAPSE_LINE_BREAKS = 15;

/** Search excerpt: characters kept on each side of a match. */
export const SEARCH_EXCERPT_RADIUS = 50;

export const STORAGE_KEYS = {
  preventInfoBanner: 'Prevent Info-Banner',
} as const;

export const TEXTS = {
  /** The search field of every page's top bar; the panel's texts are SEARCH_PANEL_TEXTS (./texts/search.ts). */
  search: {
    /** The input's accessible name. */
    label: 'Search',
    /**
     * Short enough to show whole in the narrowest field (8.5rem beside the top navigation from
     * 992px); the field's width bands are in src/css/custom.css, and a browser test measures it.
     */
    placeholder: 'Search',
    clear: 'Clear search',
    close: 'Close search',
  },
  copied: 'Copied!',
  /** Each page's Markdown twin (plugins/markdown-twins): copied whole, or opened. */
  pageMarkdown: {
    actions: 'This page as Markdown',
    copy: 'Copy page',
    copied: 'Copied!',
    failed: 'Copy failed',
    copyHint: 'Copies this page as Markdown, for an AI assistant or your notes',
    view: 'View as Markdown',
  },
  showMore: 'Show more',
  hide: 'Hide',
  markdownError: 'An error occurred:',
  /** Accessible name of a heading's permalink button, followed by the heading text. */
  copyLink: 'Copy link to',
  infoBanner: {
    lead: 'This environment is not stable and is for testing only.',
    live: 'Live portal (public content only)',
    internal: 'Internal portal (public and internal content)',
    dismiss: 'Dismiss',
    region: 'Environment notice',
  },
  header: {
    navLabel: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    drawerLabel: 'Menu',
    /** Accessible name of a dropdown toggle: the entry's label, then this. */
    submenu: 'pages',
    sectionPages: 'In this section',
    colorMode: 'Colour theme',
  },
  sideNav: {
    /** The side navigation's accessible name: the section label, then this. */
    label: 'pages',
  },
  breadcrumb: {
    label: 'Breadcrumbs',
    home: 'Home',
  },
  footer: {
    tagline: `Reference, design guidelines and support for building on the ${PRODUCT} shop.`,
    legalLabel: 'Legal and contact',
    socialLabel: `${PRODUCT} on social networks`,
    /** Appended to the accessible name of a link that opens in a new tab. */
    opensExternal: '(opens in a new tab)',
  },
} as const;

/**
 * Our social network profiles (footer). Each icon is static/common/icons/<icon>.svg, an SVG of
 * our own, loaded at /portal/common/icons/ like every icon of the portal.
 */
export const SOCIAL_NETWORKS = [
  {network: 'Mastodon', icon: 'social-mastodon', url: 'https://social.lindenkauf.example/mastodon/@developers'},
  {network: 'LinkedIn', icon: 'social-linkedin', url: 'https://social.lindenkauf.example/linkedin/lindenkauf'},
  {network: 'YouTube', icon: 'social-youtube', url: 'https://social.lindenkauf.example/youtube/lindenkauf-developers'},
  {network: 'Instagram', icon: 'social-instagram', url: 'https://social.lindenkauf.example/instagram/lindenkauf'},
  {network: 'GitHub', icon: 'social-github', url: 'https://social.lindenkauf.example/github/lindenkauf'},
  {network: 'Bluesky', icon: 'social-bluesky', url: 'https://social.lindenkauf.example/bluesky/lindenkauf'},
] as const;

/** Where icons live, relative to the base path (spec section 7: /portal/common/icons/). */
export const ICONS_PATH = 'common/icons/';

/** Site paths (without the base path) of the portal's own pages, and of the API reference. */
export const ROUTES = {
  home: '/',
  error: '/error',
  support: '/support',
  /** The glossary's pages: search ranks their entries as definitions, below pages that teach the term. */
  glossary: '/support/glossary',
  /** The REST API's first page: its section's top-nav entry leads here (lib/portal/sections.ts). */
  gettingStarted: '/rest/getting-started/introduction',
  /** Reference overview: one section per API, anchored by the spec key. */
  reference: '/rest',
  referenceErrors: '/rest/errors',
  errorResponses: '/rest/about-the-api/error-responses',
  api: (spec: string) => `/rest/${spec}`,
  /** An API's changelog, made from its spec's git history (lib/openapi/changelog.ts, plugins/api-changelogs). */
  apiChangelog: (spec: string) => `/rest/${spec}/changelog`,
  /** Atom feeds of the changelogs: one per API, and one of every API of the flavour. Static files. */
  changelogFeed: (spec?: string) => (spec ? `/rest/${spec}/changelog.atom` : '/rest/changelog.atom'),
  /** Short form of an operation page; redirects to `operation`, keeping the hash. */
  apiOperation: (spec: string, operationId: string) => `/rest/${spec}/${operationId}`,
  /** A spec's landing page; redirects to the overview with the hash set to the spec key. */
  specLanding: (spec: string) => `/reference/specs/${spec}`,
  operation: (spec: string, operationId: string, version?: string) => `/reference/specs/${spec}/operations/${operationId}${version ? `/${version}` : ''}`,
  /** A webhook (OpenAPI 3.1 `webhooks`): the request the API sends, by the webhook's name. */
  webhook: (spec: string, name: string, version?: string) => `/reference/specs/${spec}/webhooks/${name}${version ? `/${version}` : ''}`,
  /** The event APIs (AsyncAPI, issue 36): their overview, one page per event API, one per message. In the REST section. */
  eventApis: '/reference/events',
  eventApi: (key: string) => `/reference/events/${key}`,
  eventMessage: (key: string, messageId: string) => `/reference/events/${key}/messages/${messageId}`,
  /** An event API's changelog from its document's git history (lib/asyncapi/changelog.ts), and its Atom feed. */
  eventChangelog: (key: string) => `/reference/events/${key}/changelog`,
  eventChangelogFeed: (key: string) => `/reference/events/${key}/changelog.atom`,
  profiles: (spec?: string) => (spec ? `/profiles/${spec}` : '/profiles'),
  /** `id` is the part of the profile URI after /profiles/{spec}/ and may contain slashes. */
  profile: (spec: string, id: string) => `/profiles/${spec}/${id}`,
  /**
   * Where the data of operation and profile pages lives: `{pageData}{page's site path}.json`, fetched
   * by the browser, so the route table and chunk map of every page stay the size of the docs.
   */
  pageData: '/page-data',
  /**
   * The dev server only: an event stream of the page data's version (lib/dev-server/
   * pageDataLink.ts), so an open page fetches its data again as soon as a saved spec's is written.
   */
  pageDataEvents: '/__page-data-events',
  /** The search index of the flavour (plugins/search-index), read by the search worker. */
  searchIndex: '/search-index/',
  /**
   * An API's spec for download, bundled into one file (no external `$ref`), as YAML or JSON
   * (lib/openapi/downloads.ts). A static file, not a route: link it with a plain
   * `<a href>`. Stable URLs: `/portal/openapi/checkout.yaml`, `/portal/openapi/checkout.json`.
   */
  specDownload: (spec: string, format: 'yaml' | 'json') => `/openapi/${spec}.${format}`,
  /** An event API's AsyncAPI document as written (YAML) and as JSON (lib/asyncapi/downloads.ts). */
  eventApiDownload: (key: string, format: 'yaml' | 'json') => `/asyncapi/${key}.${format}`,
} as const;

/** Where APP_START_SCRIPT keeps the errors a page throws before its app starts (src/error-reporting/agent.ts drains it). */
export const EARLY_ERRORS_GLOBAL = '__portalEarlyErrors';

/**
 * How long after the load event APP_START_SCRIPT starts the app if the first contentful paint has
 * not been reported by then (a frame the browser does not render, such as an offscreen iframe's).
 * Not at the load event itself: on a fast machine it can come before the first paint is presented
 * (Lighthouse's observed run: load 410-440 ms, first contentful paint 490-500 ms on the home page).
 */
const APP_START_AFTER_LOAD_MS = 500;

/**
 * Ends every page's body: it adds the app's scripts, which the head preloads (`data-app-script`),
 * in order, in the task after the browser reports the page's first contentful paint (at once in a
 * hidden tab, which paints nothing; after a frame where paint entries are unsupported; at the
 * latest APP_START_AFTER_LOAD_MS after the load event). Deferred scripts ran before that paint, so
 * a slow phone showed the page's text only after the app's first long task (docusaurus.config.ts,
 * SSR_TEMPLATE; DOCUSAURUS_PATCHES.md). Until the app's error reporting starts, it keeps the page's
 * `error` and `unhandledrejection` events in `window[EARLY_ERRORS_GLOBAL]`, the array being its own
 * listener (`handleEvent`), so that error reporting can remove it; at most `eventsLimit` of them,
 * since a build without error reporting never drains it. The same text on every page, so a
 * Content-Security-Policy can allow it by one hash (lib/deploy/inline.ts). A script's `src` is the
 * link's attribute as written (`/portal/assets/js/…`), not the resolved URL: the bundler's chunk
 * loader looks for a script of a chunk by that attribute, and found none for the page's section
 * chunk (route data), so it added and ran the chunk a second time.
 */
export const APP_START_SCRIPT = `(function(){var q=window.${EARLY_ERRORS_GLOBAL}=[];q.handleEvent=function(e){q.length<${ERROR_REPORTING.eventsLimit}&&q.push(e)};addEventListener('error',q);addEventListener('unhandledrejection',q);var d;function s(){if(d)return;d=1;document.querySelectorAll('link[data-app-script]').forEach(function(l){var e=document.createElement('script');e.src=l.getAttribute('href');e.async=false;document.body.appendChild(e)})}var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(document.visibilityState==='hidden')s();else{addEventListener('load',function(){setTimeout(s,${APP_START_AFTER_LOAD_MS})});if(t.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(s)});else new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(s)}}).observe({type:'paint',buffered:true})}})()`;

/**
 * Without JavaScript, the sample panel's tabs and pickers show every sample and example, each
 * under its label: a <style> in a <noscript> of every page. Fixed, so the Content-Security-Policy
 * allows it by one hash (lib/deploy/inline.ts).
 */
export const NOSCRIPT_CSS =
  '[data-noscript-show][hidden],.portal-noscript-tabs [role=tabpanel][hidden]{display:block!important}.portal-noscript-only{display:block!important}.portal-js-only,.portal-noscript-tabs [role=tablist]{display:none!important}';

/** Schema viewer: an enumeration longer than this shows its first values and a Show all toggle. */
export const ENUM_VISIBLE_VALUES = 12;

/** Heading ids of API pages that other pages link to. */
export const REFERENCE_ANCHORS = {
  webhooks: 'webhooks',
} as const;

/**
 * The MCP server (lib/mcp, issue 35): how much one answer may hold and what the HTTP service
 * (scripts/mcp-http.mjs) accepts, so one client cannot tie it up for the others.
 */
/** Event APIs (issue 36): AsyncAPI 3 documents, one per event API, read by lib/asyncapi. */
export const EVENT_APIS = {
  /** The folder under the site, beside specs/ rather than in it: the OpenAPI readers take every YAML file of specs/. */
  dir: 'events',
  /** Points the portal at another folder (absolute, or relative to the site), as PORTAL_SPECS_DIR does for the specs. */
  dirEnv: 'PORTAL_EVENTS_DIR',
  /** The AsyncAPI major version read; older documents are converted with the AsyncAPI CLI. */
  asyncapiMajor: 3,
  /** Payload schema formats read, by media type without parameters: Avro (our guidelines' choice) ... */
  avroSchemaFormats: ['application/vnd.apache.avro', 'application/vnd.apache.avro+json', 'application/vnd.apache.avro+yaml'],
  /** ... and AsyncAPI's own JSON Schema dialect, the default when a payload names no format. */
  jsonSchemaFormats: [
    'application/vnd.aai.asyncapi',
    'application/vnd.aai.asyncapi+json',
    'application/vnd.aai.asyncapi+yaml',
    'application/schema+json',
    'application/schema+yaml',
  ],
  /** Problems one error lists; the rest are only counted. */
  maxListedProblems: 10,
  /** The `$id` prefix of the AsyncAPI specification's own JSON Schemas (@asyncapi/specs), whose compiled validators lib/asyncapi shares. */
  asyncapiSchemaIds: 'http://asyncapi.com/definitions/',
} as const;

export const MCP = {
  serverName: 'lindenkauf-api-portal',
  /** Where the Streamable HTTP service is served, under the base path. */
  route: '/mcp',
  /** Named schemas inlined below an operation's or schema's own before a reference is left for get_schema. */
  schemaDepth: 3,
  searchLimit: {default: 10, max: 50},
  /** Longer queries, URLs and names are refused: nothing of the portal is that long. */
  maxInputLength: 500,
  /** The request sample's language when none is asked for (a label of lib/reference/codeSamples.ts). */
  defaultSampleLanguage: 'curl',
  /** Parsed JSON files (page data, spec downloads) kept in memory, the least recently read going first. */
  cachedJsonFiles: 500,
  http: {
    port: 3110,
    maxBodyBytes: 64 * 1024,
    callTimeoutMs: 10_000,
    /** Per client address, in a sliding minute. */
    callsPerMinute: 120,
    health: '/mcp/health',
    /**
     * The hosts nginx proxies the endpoint on (deploy/nginx/live.conf). Not the internal one: its
     * sign-in proxy accepts browser sessions only, so an assistant could not pass it.
     */
    offeredOn: ['live'],
  },
} as const;
