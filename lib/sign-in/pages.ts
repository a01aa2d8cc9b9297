import {cspHash} from '../deploy/inline';
import {COMPANY, PORTAL_NAME} from '../portal/config';
import {escapeHtml} from '../shared/html';

/**
 * The few pages the proxy shows itself: the start hop, "not allowed", "signed out" and "sign-in
 * failed". Each is self-contained (inline style and script allowed by hash only), never cached, and
 * in our own words.
 */

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c1e21}h1{font-size:1.5rem}a{color:#0b5cad}p.small{color:#555;font-size:.875rem}';

/**
 * Keeps the part of the address after `#` (a heading, a tab), which browsers never send: the server
 * only knows the path, so the page itself adds the fragment before the sign-in leaves this host.
 */
const START_SCRIPT =
  "var d=document.getElementById('rd');var q=new URLSearchParams();q.set('hop','1');q.set('rd',d.dataset.rd+location.hash);location.replace('/oauth2/start?'+q.toString());";

const CSP = `default-src 'none'; style-src ${cspHash(STYLE)}; script-src ${cspHash(START_SCRIPT)}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

/** Headers of every page and answer of the proxy: never stored, by any cache. */
export const NO_STORE = 'private, no-store';

export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': CSP,
  'Cache-Control': NO_STORE,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(PORTAL_NAME)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
<p class="small">${escapeHtml(PORTAL_NAME)} (internal) · ${escapeHtml(COMPANY.name)}</p>${script ? `<script>${script}</script>` : ''}
</body>
</html>
`;
}

/** The hop of /oauth2/start that adds the fragment; without script, a plain link (the fragment is lost). */
export function startPage(returnTo: string): string {
  const href = `/oauth2/start?hop=1&rd=${encodeURIComponent(returnTo)}`;
  return page(
    'Signing in',
    `<p id="rd" data-rd="${escapeHtml(returnTo)}">Taking you to your company's sign-in. If nothing happens, <a href="${escapeHtml(href)}">continue to the sign-in</a>.</p>`,
    START_SCRIPT,
  );
}

export function forbiddenPage({who, reason, contact}: {who: string; reason: string; contact: string}): string {
  const mail = `mailto:${contact}?subject=${encodeURIComponent(`Access to the internal ${PORTAL_NAME} portal`)}`;
  return page(
    'You are signed in, but not allowed here',
    `<p>You signed in as <strong>${escapeHtml(who)}</strong>. The internal ${escapeHtml(PORTAL_NAME)} portal is only for ${escapeHtml(COMPANY.name)}'s own API teams.</p>
<p>${escapeHtml(reason)}</p>
<h2>How to get access</h2>
<p>Write to <a href="${escapeHtml(mail)}">${escapeHtml(contact)}</a> with your name, your team and why you need the internal documentation. The public documentation is open to everyone without signing in.</p>
<p>Signed in with the wrong account? <a href="/oauth2/sign_out">Sign out</a> and sign in again with your company account.</p>`,
  );
}

export function signedOutPage(): string {
  return page(
    'You have signed out',
    `<p>Your session on the internal ${escapeHtml(PORTAL_NAME)} portal has ended.</p><p><a href="/oauth2/start?rd=%2Fportal%2F">Sign in again</a></p>`,
  );
}

export function failedPage(detail: string): string {
  return page(
    'Signing in did not work',
    `<p>${escapeHtml(detail)}</p><p><a href="/oauth2/start?rd=%2Fportal%2F">Try again</a>. If it keeps failing, tell the portal's operators what this page says and when it happened.</p>`,
  );
}

export function allowedPage(): string {
  return page('You may read the internal portal', `<p><a href="/portal/">Go to the internal ${escapeHtml(PORTAL_NAME)} portal</a></p>`);
}
