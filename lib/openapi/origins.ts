/**
 * The one check of an origin a spec or the build's environment names: a URL the "Try it" console
 * may send a reader's requests or credentials to, and whose origin the CSP's connect-src lists.
 * It must be https on a plain host name that ALLOWED_API_HOSTS (lib/portal/config.ts) matches;
 * loopback passes only where the caller allows it (the dev server and tests). Pure.
 */
import {ALLOWED_API_HOSTS} from '../portal/config';

export type OriginProblemKind =
  'splits-header' | 'variable' | 'not-absolute' | 'credentials' | 'wildcard' | 'loopback' | 'ip-address' | 'not-plain-host' | 'not-https' | 'not-allowed';

export interface OriginProblem {
  kind: OriginProblemKind;
  /** What is wrong, as the end of a sentence that starts with the URL ("… is not https"). */
  problem: string;
  /** What to write instead. */
  fix: string;
}

export interface OriginOptions {
  /** http(s) on 127.0.0.1, localhost or [::1] passes: the dev server and tests only. */
  loopback: boolean;
  /** A path starting with one `/` passes: it names no origin (a server relative to the portal). */
  relative?: boolean;
}

/**
 * Loopback origins pass in the dev server (`docusaurus start` sets NODE_ENV=development) and in
 * tests (jest sets NODE_ENV=test); a production build, and anything that does not say, is strict.
 */
export function loopbackAllowed(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

const allowlist = () => ALLOWED_API_HOSTS.join(', ');
const EXAMPLE = 'https://api.sandbox.lindenkauf.example';
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether an allowlist entry matches a (lower-case) host: `*.d` any subdomain of d, else the host itself. */
export function hostAllowed(host: string, allowed: readonly string[] = ALLOWED_API_HOSTS): boolean {
  return allowed.some((pattern) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern));
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * What is wrong with a URL as an origin the console may reach, with the fix; undefined when it
 * passes. Checked on the text as written: the URL parser drops tabs and line breaks, turns `\` into
 * `/` and `0x7f.1` into an address, and keeps a comma in a host, which would split a header.
 */
export function originProblem(value: string, {loopback, relative = false}: OriginOptions): OriginProblem | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  const splitter = /[\s\u0000-\u001f\u007f,;"'`<>]/u.exec(value);
  if (splitter) {
    const what =
      splitter[0] === ','
        ? 'a comma'
        : splitter[0] === ';'
          ? 'a semicolon'
          : /\s/.test(splitter[0])
            ? 'white space'
            : `the character ${JSON.stringify(splitter[0])}`;
    return {
      kind: 'splits-header',
      problem: `contains ${what}, which would split or break the Content-Security-Policy header the origin goes into`,
      fix: `Name one URL, for example ${EXAMPLE}.`,
    };
  }
  const variable = /\{[^}]*\}?/.exec(value);
  if (variable) {
    return {
      kind: 'variable',
      problem: `has ${variable[0]} in it, a server variable without a default`,
      fix: "Give the variable a `default` under the server's `variables`.",
    };
  }
  if (relative && /^\/(?![/\\])/.test(value)) {
    return undefined;
  }
  const parts = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(value);
  let url: URL | undefined;
  try {
    url = parts ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!parts || !url) {
    return {
      kind: 'not-absolute',
      problem: `is not an absolute https URL${relative ? ' or a path starting with /' : ''}`,
      fix: `Write the whole URL, for example ${EXAMPLE}${relative ? ', or a path such as /v1 on the portal itself' : '/oauth2/token'}.`,
    };
  }
  const scheme = parts[1]!.toLowerCase();
  const authority = parts[2]!;
  if (authority.includes('@')) {
    return {
      kind: 'credentials',
      problem: 'carries credentials (user:password@) before its host',
      fix: 'Remove them: readers give credentials in the console, never in a URL.',
    };
  }
  const hostPort = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(authority);
  const host = hostPort?.[1]?.toLowerCase() ?? '';
  if (host.includes('*')) {
    return {kind: 'wildcard', problem: 'has a wildcard in its host', fix: `Name one host, for example ${EXAMPLE}.`};
  }
  // The parser's host must be the one written: else the browser reaches another host than a reviewer reads.
  const plain = hostPort !== null && host !== '' && url.hostname === host;
  if (plain && isLoopback(host)) {
    if (!loopback) {
      return {
        kind: 'loopback',
        problem: 'is a loopback address, which only the dev server and tests may use',
        fix: `Name the API's https host under ${allowlist()}; a local build points the console at a local sandbox with PORTAL_SANDBOX_URL instead.`,
      };
    }
    return scheme === 'http' || scheme === 'https' ? undefined : {kind: 'not-https', problem: 'is not http(s)', fix: 'Use http://127.0.0.1:<port>.'};
  }
  if (host.startsWith('[') || /^[0-9.]+$/.test(host) || /^\d+\.\d+\.\d+\.\d+$/.test(url.hostname)) {
    return {kind: 'ip-address', problem: 'names its host by IP address', fix: `Name the host by a DNS name under ${allowlist()}, for example ${EXAMPLE}.`};
  }
  if (!plain || !host.split('.').every((label) => LABEL.test(label))) {
    return {
      kind: 'not-plain-host',
      problem: 'does not name a plain host name (ASCII letters, digits and hyphens, labels separated by dots)',
      fix: `Write the host as DNS has it, for example ${EXAMPLE}.`,
    };
  }
  if (scheme !== 'https') {
    return {kind: 'not-https', problem: 'is not https', fix: `Use https://${authority}${value.slice(parts[0]!.length)}.`};
  }
  if (!hostAllowed(host)) {
    return {
      kind: 'not-allowed',
      problem: `names the host ${host}, which is outside the hosts the console may reach (${allowlist()})`,
      fix: `Use a host under ${allowlist()}; another domain needs a security review and an entry in ALLOWED_API_HOSTS in lib/portal/config.ts.`,
    };
  }
  return undefined;
}

/**
 * The URLs a server entry stands for: its URL with every variable at its default, and once with
 * each other value of each variable's enum. Each of them must pass, since a reader may pick any.
 */
export function serverUrlsOf(url: string, variables: unknown): string[] {
  const vars = typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {};
  const valueOf = (name: string, key: 'default' | 'enum'): unknown => {
    const variable = vars[name];
    return typeof variable === 'object' && variable !== null ? (variable as Record<string, unknown>)[key] : undefined;
  };
  const fill = (name: string, value?: string) =>
    url.replace(/\{([^}]+)\}/g, (whole, other: string) => {
      const chosen = other === name && value !== undefined ? value : valueOf(other, 'default');
      return typeof chosen === 'string' ? chosen : whole;
    });
  const urls = [fill('')];
  for (const name of Object.keys(vars)) {
    const values = valueOf(name, 'enum');
    for (const value of Array.isArray(values) ? values : []) {
      if (typeof value === 'string') {
        urls.push(fill(name, value));
      }
    }
  }
  return [...new Set(urls)];
}
