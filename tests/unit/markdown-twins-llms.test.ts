import {readTwinHeader, sitePathOfPermalink, twinHeader, twinPathname, twinSitePath, twinUrl, twinUrlOfPermalink} from '../../lib/twins/format';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {LLMS_FILE, LLMS_FULL_FILE, llmsFiles, llmsFullSectionFile, type LlmsInput, type LlmsText, writeLlmsText} from '../../lib/twins/llms';
import {errorTwin, homeTwin, supportTwin} from '../../lib/twins/pages';
import {componentTwins, withRuleLine} from '../../plugins/markdown-twins/components';
import {llmsInput} from '../../plugins/markdown-twins/site';
import {sectionsFor} from '../../lib/portal/sections';

const site = {siteUrl: 'https://developer.lindenkauf.example', baseUrl: '/portal/'};

describe('twin addresses', () => {
  it('are the page URL plus .md, the home page index.md, hashes kept', () => {
    expect(twinSitePath('/rest/about-the-api/pagination')).toBe('/rest/about-the-api/pagination.md');
    expect(twinSitePath('/')).toBe('/index.md');
    expect(twinUrl(site, '/rest/x#cursor')).toBe('https://developer.lindenkauf.example/portal/rest/x.md#cursor');
    expect(twinUrl(site, '/')).toBe('https://developer.lindenkauf.example/portal/index.md');
    expect(twinUrlOfPermalink(site, '/portal/rest/checkout#servers')).toBe('https://developer.lindenkauf.example/portal/rest/checkout.md#servers');
    expect(sitePathOfPermalink(site, '/elsewhere/x')).toBeUndefined();
    expect(twinPathname('/portal/rest/pagination', '/portal/')).toBe('/portal/rest/pagination.md');
    expect(twinPathname('/portal/', '/portal/')).toBe('/portal/index.md');
    expect(twinPathname('/portal', '/portal/')).toBe('/portal/index.md');
  });

  it('start with a header llms.txt reads back', () => {
    expect(readTwinHeader(`${twinHeader('Pagination', 'How  pages\nwork.')}Body`)).toEqual({title: 'Pagination', summary: 'How pages work.'});
    expect(readTwinHeader(`${twinHeader('Errors')}Body`)).toEqual({title: 'Errors'});
    expect(readTwinHeader('No header')).toBeUndefined();
  });
});

/** A file of llmsFiles as it is written. */
const textOf = (files: Map<string, LlmsText>, file: string) => {
  const text = files.get(file);
  return text && [...text].join('');
};

describe('llms.txt', () => {
  const twin = (sitePath: string, title: string, summary?: string, body = 'Text.') => ({sitePath, markdown: `${twinHeader(title, summary)}${body}\n`});
  const input = (sections: LlmsInput['sections'], optional: LlmsInput['optional'] = []): LlmsInput => ({
    ...site,
    title: 'Portal',
    summary: 'All about it.',
    details: ['Every page as Markdown.'],
    sections,
    files: [{title: 'Checkout API (YAML)', sitePath: '/openapi/checkout.yaml', note: 'The spec.'}],
    filesTitle: 'OpenAPI specs',
    optional,
  });

  it('has a title, a summary, sections of links with notes, the files and an Optional section', () => {
    const files = llmsFiles(
      input(
        [{id: 'rest', title: 'REST API', entries: [twin('/rest/pagination', 'Pagination', 'Pages with cursors.'), twin('/rest/errors', 'Errors [list]')]}],
        [twin('/reference/specs/checkout/operations/getCheckout', 'Get a checkout')],
      ),
    );
    expect(textOf(files, LLMS_FILE)).toBe(
      [
        '# Portal',
        '',
        '> All about it.',
        '',
        'Every page as Markdown.',
        '',
        'The full text of every page listed here is in [llms-full.txt](https://developer.lindenkauf.example/portal/llms-full.txt).',
        '',
        '## REST API',
        '',
        '- [Pagination](https://developer.lindenkauf.example/portal/rest/pagination.md): Pages with cursors.',
        '- [Errors \\[list\\]](https://developer.lindenkauf.example/portal/rest/errors.md)',
        '',
        '## OpenAPI specs',
        '',
        '- [Checkout API (YAML)](https://developer.lindenkauf.example/portal/openapi/checkout.yaml): The spec.',
        '',
        '## Optional',
        '',
        '- [Get a checkout](https://developer.lindenkauf.example/portal/reference/specs/checkout/operations/getCheckout.md)',
        '',
      ].join('\n'),
    );
    const full = textOf(files, LLMS_FULL_FILE)!;
    expect(full.indexOf('# Pagination')).toBeLessThan(full.indexOf('# Errors'));
    expect(full.indexOf('# Errors')).toBeLessThan(full.indexOf('# Get a checkout'));
    expect(full).toContain('Source: https://developer.lindenkauf.example/portal/rest/pagination.md');
  });

  it('splits llms-full.txt by section beyond the limit, and says so', () => {
    const big = 'x'.repeat(600);
    const files = llmsFiles(
      input(
        [
          {id: 'rest', title: 'REST API', entries: [twin('/rest/a', 'A', undefined, big)]},
          {id: 'guidelines', title: 'Guidelines', entries: [twin('/guidelines/b', 'B', undefined, big)]},
        ],
        [twin('/reference/c', 'C')],
      ),
      1000,
    );
    expect(files.has(LLMS_FULL_FILE)).toBe(false);
    expect([...files.keys()].sort()).toEqual(
      [LLMS_FILE, llmsFullSectionFile('guidelines'), llmsFullSectionFile('optional'), llmsFullSectionFile('rest')].sort(),
    );
    expect(textOf(files, llmsFullSectionFile('rest'))).toContain('# A');
    expect(textOf(files, llmsFullSectionFile('rest'))).not.toContain('# B');
    expect(textOf(files, LLMS_FILE)).toContain(`- [Guidelines](https://developer.lindenkauf.example/portal/${llmsFullSectionFile('guidelines')})`);
  });

  it('splits a section beyond the limit into numbered parts, each within it', () => {
    const big = 'x'.repeat(400);
    const entries = ['a', 'b', 'c', 'd'].map((name) => twin(`/reference/${name}`, name.toUpperCase(), undefined, big));
    const files = llmsFiles(input([{id: 'rest', title: 'REST API', entries: [twin('/rest/a', 'A')]}], entries), 1000);
    const parts = [...files.keys()].filter((file) => file.startsWith('llms-full-optional-')).sort();
    expect(parts).toEqual([llmsFullSectionFile('optional', 1), llmsFullSectionFile('optional', 2)]);
    expect(parts.every((file) => Buffer.byteLength(textOf(files, file)!) <= 1000)).toBe(true);
    expect(textOf(files, LLMS_FILE)).toContain(`- [Optional (part 2 of 2)](https://developer.lindenkauf.example/portal/${llmsFullSectionFile('optional', 2)})`);
    expect(parts.map((file) => textOf(files, file)!).join('')).toContain('# D');
  });
});

describe('llms-full files', () => {
  const twin = (sitePath: string, title: string, body: string) => ({sitePath, markdown: `${twinHeader(title)}${body}\n`});
  const input = (optional: LlmsInput['optional']): LlmsInput => ({
    ...site,
    title: 'Portal',
    summary: 'All about it.',
    details: [],
    sections: [{id: 'rest', title: 'REST API', entries: [twin('/rest/a', 'A', 'Text.')]}],
    files: [],
    filesTitle: 'OpenAPI specs',
    optional,
  });

  it('are split by their size in bytes, not in characters', () => {
    // 300 characters, 900 bytes: two of them pass a limit of 1000 bytes, though not in characters.
    const arrows = '→'.repeat(300);
    const files = llmsFiles(input([twin('/reference/a', 'A', arrows), twin('/reference/b', 'B', arrows)]), 1000);
    const parts = [...files.keys()].filter((file) => file.startsWith('llms-full-optional-')).sort();
    expect(parts).toEqual([llmsFullSectionFile('optional', 1), llmsFullSectionFile('optional', 2)]);
    expect(parts.every((file) => Buffer.byteLength(textOf(files, file)!) <= 1000)).toBe(true);
  });

  it('are written as their text, which reads the same each time', () => {
    const files = llmsFiles(input([twin('/reference/b', 'B', 'Ä → ✓ '.repeat(400_000))]));
    const full = textOf(files, LLMS_FULL_FILE)!;
    expect(textOf(files, LLMS_FULL_FILE)).toBe(full);
    expect(full.split('\n---\n\n').map((entry) => entry.split('\n')[0])).toEqual(['# A', '# B']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-'));
    try {
      for (const [file, text] of files) {
        writeLlmsText(path.join(dir, file), text);
        expect(fs.readFileSync(path.join(dir, file), 'utf8')).toBe(textOf(files, file));
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the layout of a flavour', () => {
  const published = [
    '/',
    '/error',
    '/support',
    '/support/faq/topics',
    '/rest/getting-started/introduction',
    '/rest',
    '/rest/checkout',
    '/rest/checkout/changelog',
    '/rest/errors',
    '/reference/specs/checkout/operations/getCheckout',
    '/reference/specs/checkout/operations/getCheckout/checkout-v1',
    '/profiles/checkout/checkout',
    '/terms-and-conditions',
    '/gateway/about-the-gateway/introduction',
  ].map((sitePath) => ({sitePath, markdown: twinHeader(sitePath)}));

  it('puts docs under their section, the reference after REST, details under Optional, the rest under Legal', () => {
    const {sections, optional, files} = llmsInput({
      site,
      title: 'Portal',
      sections: sectionsFor('live'),
      apis: [{key: 'checkout', title: 'Checkout API'}],
      published,
      order: ['/rest/getting-started/introduction', '/support/faq/topics'],
    });
    const bySection = Object.fromEntries(sections.map((section) => [section.id, section.entries.map((entry) => entry.sitePath)]));
    expect(bySection.rest).toEqual(['/rest/getting-started/introduction']);
    expect(bySection.reference).toEqual(['/rest', '/rest/checkout', '/rest/checkout/changelog', '/rest/errors']);
    expect(bySection.support).toEqual(['/support', '/support/faq/topics']);
    expect(bySection.legal).toEqual(['/terms-and-conditions', '/gateway/about-the-gateway/introduction']);
    expect(optional.map((entry) => entry.sitePath)).toEqual(['/profiles/checkout/checkout', '/reference/specs/checkout/operations/getCheckout']);
    // Home, the error page and versioned pages are not listed.
    expect(sections.flatMap((section) => section.entries).map((entry) => entry.sitePath)).not.toContain('/');
    expect(files.map((file) => file.sitePath)).toEqual(['/openapi/checkout.yaml', '/openapi/checkout.json']);
  });
});

describe('twins of the React pages and components', () => {
  it('list what the pages show', () => {
    const sections = sectionsFor('live');
    expect(homeTwin(site, sections)).toContain('- [REST API](https://developer.lindenkauf.example/portal/rest/getting-started/introduction.md)');
    expect(homeTwin(site, sections)).not.toContain('/gateway/');
    expect(supportTwin(site, sections)).toContain('[Glossary](https://developer.lindenkauf.example/portal/support/glossary/a-d.md)');
    expect(errorTwin(site)).toMatch(/^# This page does not exist/);
    const components = componentTwins({
      site,
      apis: [{key: 'checkout', title: 'Checkout API'}],
      rules: new Map([['R101001', {id: 'R101001', type: 'MUST', title: 'Provide a spec', group: 'rest/contract', permalink: '/guidelines/r101001'}]]),
    });
    expect(components('RuleIndex')).toBe(
      '**rest/contract**\n\n- [R101001 MUST: Provide a spec](https://developer.lindenkauf.example/portal/guidelines/r101001.md)',
    );
    expect(components('ApiChangelogs')).toBe('- [Checkout API](https://developer.lindenkauf.example/portal/rest/checkout/changelog.md)');
    expect(components('Unknown')).toBeUndefined();
  });

  it('say on a rule page what its badge says: type, id and the linter', () => {
    const page = {title: 'Use camelCase', summary: 'Names in camelCase.'};
    const rule = {id: 'R102001', type: 'MUST', title: 'Use camelCase', group: 'rest/json', permalink: '/guidelines/r102001', automated: true};
    expect(withRuleLine(`${twinHeader(page.title, page.summary)}Body.\n`, page, rule)).toBe(
      '# Use camelCase\n\n> Names in camelCase.\n\n**MUST** · R102001 · checked by the API linter\n\nBody.\n',
    );
    expect(withRuleLine('# Other\n\nBody.\n', page, rule)).toBe('# Other\n\nBody.\n');
    expect(withRuleLine(`${twinHeader(page.title, page.summary)}Body.\n`, page, undefined)).toBe(`${twinHeader(page.title, page.summary)}Body.\n`);
  });
});
