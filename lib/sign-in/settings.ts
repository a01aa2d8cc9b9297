import {z} from 'zod';

/**
 * The sign-in proxy's settings, read once from environment variables at start. A missing or bad one
 * stops the proxy with every problem named (the variable and what to set), so an operator never runs
 * a proxy that lets the wrong readers in or cannot finish a sign-in.
 */
export interface SignInSettings {
  /** The OpenID provider's issuer; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The internal host's origin as readers reach it; the callback is `<publicUrl>/oauth2/callback`. */
  publicUrl: URL;
  redirectUri: string;
  /** Seals the session cookies; at least 32 bytes. */
  cookieSecret: string;
  /** Lower-case domains; an empty list means "any domain" (then groups decide). */
  allowedEmailDomains: readonly string[];
  groupsClaim: string;
  /** An empty list means "any group" (then the email domain decides). */
  allowedGroups: readonly string[];
  sessionSeconds: number;
  scopes: string;
  port: number;
  /** Where a signed-in reader who is not allowed asks for access (shown on the 403 page). */
  accessContact: string;
}

/** The variables, in the order the README explains them. */
export const SETTING_NAMES = {
  issuer: 'SIGN_IN_ISSUER_URL',
  clientId: 'SIGN_IN_CLIENT_ID',
  clientSecret: 'SIGN_IN_CLIENT_SECRET',
  publicUrl: 'SIGN_IN_PUBLIC_URL',
  cookieSecret: 'SIGN_IN_COOKIE_SECRET',
  allowedEmailDomains: 'SIGN_IN_ALLOWED_EMAIL_DOMAINS',
  groupsClaim: 'SIGN_IN_GROUPS_CLAIM',
  allowedGroups: 'SIGN_IN_ALLOWED_GROUPS',
  sessionLifetime: 'SIGN_IN_SESSION_LIFETIME',
  scopes: 'SIGN_IN_SCOPES',
  port: 'SIGN_IN_PORT',
  accessContact: 'SIGN_IN_ACCESS_CONTACT',
} as const;

export const DEFAULTS = {
  groupsClaim: 'groups',
  sessionLifetime: '8h',
  scopes: 'openid email profile',
  /** oauth2-proxy's default port, which deploy/nginx/internal.conf proxies to. */
  port: 4180,
  accessContact: 'api-portal@lindenkauf.example',
} as const;

const MIN_SECRET_BYTES = 32;
const LIFETIME_UNITS = {m: 60, h: 3600, d: 86_400} as const;
const MAX_LIFETIME_SECONDS = 30 * 86_400;

/** Plain http only where nothing leaves the machine: the local test provider and serve:nginx. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const secureUrl = (what: string, example: string) =>
  z
    .string({error: `is not set: set it to ${what}, e.g. ${example}`})
    .trim()
    .refine((value) => URL.canParse(value), {error: `is not a URL: set it to ${what}, e.g. ${example}`})
    .transform((value) => new URL(value))
    .refine((url) => url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url)), {
      error: `must be an https URL (plain http only on loopback): ${what}, e.g. ${example}`,
    })
    .refine((url) => !url.search && !url.hash && !url.username && !url.password, {error: `must have no query, fragment or credentials, e.g. ${example}`});

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const DOMAIN = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/;

const schema = z.object({
  [SETTING_NAMES.issuer]: secureUrl("your OpenID provider's issuer URL", 'https://login.lindenkauf.example/realms/staff'),
  [SETTING_NAMES.clientId]: z
    .string({error: 'is not set: set it to the client id the provider registered for the portal'})
    .trim()
    .min(1, {error: 'is empty: set it to the client id the provider registered for the portal'}),
  [SETTING_NAMES.clientSecret]: z.string({error: "is not set: set it to that client's secret"}).min(1, {error: "is empty: set it to that client's secret"}),
  [SETTING_NAMES.publicUrl]: secureUrl('the internal host as readers reach it', 'https://developer-internal.lindenkauf.example').refine(
    (url) => url.pathname === '/',
    {error: 'must be an origin without a path (the proxy answers under /oauth2/), e.g. https://developer-internal.lindenkauf.example'},
  ),
  [SETTING_NAMES.cookieSecret]: z
    .string({error: `is not set: set it to at least ${MIN_SECRET_BYTES} random bytes, e.g. the output of \`openssl rand -base64 32\``})
    .refine((value) => Buffer.byteLength(value, 'utf8') >= MIN_SECRET_BYTES, {
      error: `is shorter than ${MIN_SECRET_BYTES} bytes: set it to the output of \`openssl rand -base64 32\``,
    }),
  [SETTING_NAMES.allowedEmailDomains]: z
    .string()
    .optional()
    .transform((value) => list(value).map((domain) => domain.toLowerCase().replace(/^@/, '')))
    .refine((domains) => domains.every((domain) => DOMAIN.test(domain)), {
      error: 'must be a comma-separated list of email domains, e.g. lindenkauf.example,staff.lindenkauf.example',
    }),
  [SETTING_NAMES.groupsClaim]: z
    .string()
    .optional()
    .transform((value) => value?.trim() || DEFAULTS.groupsClaim)
    .refine((claim) => /^[\w.:/-]+$/.test(claim), {error: "must be the name of the ID token claim that lists a reader's groups, e.g. groups"}),
  [SETTING_NAMES.allowedGroups]: z
    .string()
    .optional()
    .transform((value) => list(value)),
  [SETTING_NAMES.sessionLifetime]: z
    .string()
    .optional()
    .transform((value) => value?.trim() || DEFAULTS.sessionLifetime)
    .refine((value) => /^\d+[mhd]$/.test(value), {error: 'must be a number followed by m, h or d (minutes, hours, days), e.g. 8h'})
    .transform((value) => Number(value.slice(0, -1)) * LIFETIME_UNITS[value.slice(-1) as keyof typeof LIFETIME_UNITS])
    .refine((seconds) => seconds >= 60 && seconds <= MAX_LIFETIME_SECONDS, {error: 'must be between 1m and 30d, e.g. 8h'}),
  [SETTING_NAMES.scopes]: z
    .string()
    .optional()
    .transform((value) => value?.trim().split(/\s+/).join(' ') || DEFAULTS.scopes)
    .refine((scopes) => scopes.split(' ').includes('openid'), {error: 'must include openid, e.g. "openid email profile"'}),
  [SETTING_NAMES.port]: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value) : DEFAULTS.port))
    .refine((port) => Number.isInteger(port) && port > 0 && port < 65_536, {error: 'must be a TCP port (1-65535), e.g. 4180'}),
  [SETTING_NAMES.accessContact]: z
    .string()
    .optional()
    .transform((value) => value?.trim() || DEFAULTS.accessContact)
    .refine((value) => /^[^\s@<>"]+@[^\s@<>"]+$/.test(value), {error: 'must be an email address readers write to for access'}),
});

/** Thrown when the environment does not configure a working proxy; `problems` has one line per variable. */
export class SignInSettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The sign-in proxy is not configured (it did not start):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee lib/sign-in/README.md.`);
    this.name = 'SignInSettingsError';
  }
}

/** The settings from `env` (process.env), or a SignInSettingsError naming each missing or bad variable. */
export function readSettings(env: Record<string, string | undefined>): SignInSettings {
  const picked = Object.fromEntries(Object.values(SETTING_NAMES).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const result = schema.safeParse(picked);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0] ?? 'settings')} ${issue.message}`);
  // Checked apart from the schema, so that it is reported beside every other problem.
  if (!list(picked[SETTING_NAMES.allowedEmailDomains]).length && !list(picked[SETTING_NAMES.allowedGroups]).length) {
    problems.push(
      `${SETTING_NAMES.allowedEmailDomains} and ${SETTING_NAMES.allowedGroups} are both empty: set at least one (e.g. ${SETTING_NAMES.allowedEmailDomains}=lindenkauf.example), or nobody may read the portal`,
    );
  }
  if (!result.success || problems.length) {
    throw new SignInSettingsError(problems);
  }
  const values = result.data;
  const publicUrl = values[SETTING_NAMES.publicUrl];
  return {
    issuer: values[SETTING_NAMES.issuer],
    clientId: values[SETTING_NAMES.clientId],
    clientSecret: values[SETTING_NAMES.clientSecret],
    publicUrl,
    redirectUri: new URL('/oauth2/callback', publicUrl).href,
    cookieSecret: values[SETTING_NAMES.cookieSecret],
    allowedEmailDomains: values[SETTING_NAMES.allowedEmailDomains],
    groupsClaim: values[SETTING_NAMES.groupsClaim],
    allowedGroups: values[SETTING_NAMES.allowedGroups],
    sessionSeconds: values[SETTING_NAMES.sessionLifetime],
    scopes: values[SETTING_NAMES.scopes],
    port: values[SETTING_NAMES.port],
    accessContact: values[SETTING_NAMES.accessContact],
  };
}

/** Plain http is allowed for the issuer only on loopback (the local test provider). */
export const issuerIsLoopback = (settings: Pick<SignInSettings, 'issuer'>) => settings.issuer.protocol === 'http:';
