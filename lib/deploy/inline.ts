/**
 * The inline code a build may contain, and the check that it contains nothing else. The
 * Content-Security-Policy allows inline scripts and <style> elements by hash; hashing whatever the
 * build emits would also allow a script injected into a page (a spec's description, a writer's
 * MDX), so only the texts listed here are hashed and any other fails the build. Pure, so tests
 * can check it without a build. The copies of Docusaurus' scripts are listed in DOCUSAURUS_PATCHES.md.
 */
import crypto from 'node:crypto';
import {APP_START_SCRIPT, BASE_URL, HOSTS, NOSCRIPT_CSS, type Flavour} from '../portal/config';
import {REDIRECT_KEEP_HASH_SCRIPT} from '../portal/redirect';

export type InlineKind = 'script' | 'style';
export type KnownInline = {kind: InlineKind; name: string; text: string};

/** The SHA-256 source expression CSP uses for an inline script or <style> element. */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Docusaurus's automatic storage namespace (`future.v4`, @docusaurus/core lib/server/storage.js):
 * part of the colour-mode script's text, so that script differs per host.
 */
function storageNamespace(siteUrl: string): string {
  return `-${crypto.createHash('md5').update(`${siteUrl}${BASE_URL}`).digest('hex').slice(0, 3)}`;
}

/**
 * The colour-mode script @docusaurus/theme-classic 3.10 puts before the body (lib/inlineScripts.js,
 * injectHtmlTags) for our colorMode settings (switch on, respectPrefersColorScheme) and no
 * announcement bar: it sets data-theme before the first paint.
 */
function colourModeScript(namespace: string): string {
  const theme = `(function() {
  function getSystemColorMode() {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  function getQueryStringTheme() {
    try {
      return new URLSearchParams(window.location.search).get('docusaurus-theme')
    } catch (e) {}
  }
  function getStoredTheme() {
    try {
      return window['localStorage'].getItem('theme${namespace}');
    } catch (err) {}
  }
  var initialTheme = getQueryStringTheme() || getStoredTheme();
  document.documentElement.setAttribute('data-theme', initialTheme || getSystemColorMode());
  document.documentElement.setAttribute('data-theme-choice', initialTheme || 'system');
})();`;
  const dataAttributes = `
(function() {
  try {
    const entries = new URLSearchParams(window.location.search).entries();
    for (var [searchKey, value] of entries) {
      if (searchKey.startsWith('docusaurus-data-')) {
        var key = searchKey.replace('docusaurus-data-',"data-")
        document.documentElement.setAttribute(key, value);
      }
    }
  } catch(e) {}
})();
`;
  return `\n${theme}\n${dataAttributes}\n\n            `;
}

/** The fixed list: every inline script and <style> element a build of the flavour may contain. */
export function knownInlineCode(flavour: Flavour): KnownInline[] {
  return [
    {kind: 'script', name: "the theme's colour-mode script (@docusaurus/theme-classic)", text: colourModeScript(storageNamespace(`https://${HOSTS[flavour]}`))},
    {kind: 'script', name: "the redirect pages' keep-the-hash script (REDIRECT_KEEP_HASH_SCRIPT, lib/portal/config.ts)", text: REDIRECT_KEEP_HASH_SCRIPT},
    {kind: 'script', name: "the pages' app start after the first paint (APP_START_SCRIPT, lib/portal/config.ts)", text: APP_START_SCRIPT},
    {kind: 'style', name: 'the no-JavaScript styles (NOSCRIPT_CSS, lib/portal/config.ts)', text: NOSCRIPT_CSS},
  ];
}

export type InlineCode = {kind: InlineKind; text: string; index: number};

/**
 * A page for allowedInlineHashes: its HTML, or the inline code found in it already (while the build
 * ran: deployFilesAhead in index.ts) and a way to read the HTML for the line of code it reports.
 */
export type CheckedPage = {file: string; html: string} | {file: string; html: () => string; codes: readonly InlineCode[]};

const EXECUTABLE_TYPES = new Set(['text/javascript', 'module', 'application/javascript']);

/**
 * The inline code of an HTML file that CSP checks: executable inline scripts (not those with src,
 * not data blocks such as JSON-LD) and <style> elements, with the index each starts at.
 */
export function inlineCodeOf(html: string): InlineCode[] {
  const found: InlineCode[] = [];
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const kind = (match[1] ?? '').toLowerCase() as InlineKind;
    const attributes = match[2] ?? '';
    const text = match[3] ?? '';
    if (text === '') {
      continue;
    }
    if (kind === 'script') {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (/\bsrc\s*=/i.test(attributes) || (type !== undefined && !EXECUTABLE_TYPES.has(type))) {
        continue;
      }
    }
    found.push({kind, text, index: match.index});
  }
  return found;
}

/**
 * The line `index` is on, for an error only: the app start script ends every page, and counting
 * the lines of every page up to it took seconds of a hundred-API build's deploy step.
 */
function lineAt(html: string, index: number): number {
  let line = 1;
  for (let at = html.indexOf('\n'); at !== -1 && at < index; at = html.indexOf('\n', at + 1)) {
    line += 1;
  }
  return line;
}

/** The executable inline scripts of an HTML file. */
export function inlineScripts(html: string): string[] {
  return inlineCodeOf(html)
    .filter((code) => code.kind === 'script')
    .map((code) => code.text);
}

export class UnknownInlineCodeError extends Error {}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > 100 ? `${flat.slice(0, 100)}…` : flat);
}

/**
 * The hashes the policy lists: those of the known inline code the pages contain. Any other inline
 * script or <style> element fails with each distinct one's first file and line, its hash, and the fix.
 */
export function allowedInlineHashes(pages: Iterable<CheckedPage>, known: readonly KnownInline[]): {scriptHashes: string[]; styleHashes: string[]} {
  const allowed = new Map(known.map((code) => [`${code.kind}\n${code.text}`, code]));
  const used = new Set<KnownInline>();
  const unknown = new Map<string, {code: InlineCode; file: string; line: number; files: number}>();
  for (const page of pages) {
    const {file} = page;
    const html = () => (typeof page.html === 'string' ? page.html : page.html());
    for (const code of 'codes' in page ? page.codes : inlineCodeOf(html())) {
      const key = `${code.kind}\n${code.text}`;
      const match = allowed.get(key);
      if (match) {
        used.add(match);
        continue;
      }
      const seen = unknown.get(key);
      if (seen) {
        seen.files += 1;
      } else {
        unknown.set(key, {code, file, line: lineAt(html(), code.index), files: 1});
      }
    }
  }
  if (unknown.size > 0) {
    const lines = [...unknown.values()].map(
      ({code, file, line, files}) =>
        `  ${file}:${line}${files > 1 ? ` (and ${files - 1} more file${files > 2 ? 's' : ''})` : ''}: inline ${code.kind} ${excerpt(code.text)}, ${cspHash(code.text)}`,
    );
    throw new UnknownInlineCodeError(
      [
        `Inline code the Content-Security-Policy does not allow (it allows only the inline scripts and <style> elements listed in lib/deploy/inline.ts):`,
        ...lines,
        'Move the code into a file the page loads (a module under src/, a stylesheet, or a file under static/), or render it without',
        'dangerouslySetInnerHTML if it came from content. If Docusaurus changed one of its own after an upgrade, review the new text and',
        `update knownInlineCode in lib/deploy/inline.ts. The list today: ${known.map((code) => code.name).join('; ')}.`,
      ].join('\n'),
    );
  }
  const hashes = (kind: InlineKind) => [...new Set([...used].filter((code) => code.kind === kind).map((code) => cspHash(code.text)))].sort();
  return {scriptHashes: hashes('script'), styleHashes: hashes('style')};
}
