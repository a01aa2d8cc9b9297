import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {TwinSourceError, docTwin, type DocTwinContext, type TwinRule} from '../../lib/twins/docs';

const ORIGIN = 'https://developer.lindenkauf.example';
const RULES: Record<string, TwinRule> = {
  R101001: {id: 'R101001', type: 'MUST', title: 'Provide an OpenAPI specification', sitePath: '/guidelines/r101001'},
};
// The pages of the fixtures' folder docs/getting-started/, by file.
const PAGES: Record<string, string> = {
  'docs/getting-started/scopes.md': '/rest/getting-started/scopes',
  'docs/about-the-api/pagination.mdx': '/rest/about-the-api/pagination',
};

const context: DocTwinContext = {
  siteUrl: ORIGIN,
  baseUrl: '/portal/',
  resolveDocLink: (href, fromFile) => {
    const [file, hash] = href.split('#');
    const sitePath = PAGES[path.posix.join(path.posix.dirname(fromFile), file!)];
    return sitePath && (hash ? `${sitePath}#${hash}` : sitePath);
  },
  isPage: (sitePath) => !/\.[a-z]+$/.test(sitePath),
  rule: (id) => RULES[id],
  component: (name, attributes) => (name === 'RuleIndex' ? `- [${attributes.group ?? 'all'} rules](/guidelines)` : undefined),
};

const FILE = 'docs/getting-started/authentication.md';
const twin = (source: string, summary?: string) => docTwin({source, file: FILE, title: 'Authentication', ...(summary ? {summary} : {})}, context);
/** The twin of a body after the header (`# Authentication` and a blank line). */
const body = (markdown: string) => twin(`---\ntitle: Authentication\n---\n\n${markdown}`).slice('# Authentication\n\n'.length);

const parse = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);

describe('docTwin', () => {
  it('starts with the header, drops the front matter and a leading h1, and ends with one newline', () => {
    const markdown = twin('---\ntitle: Authentication\ndescription: x\n---\n\n# Authentication in depth\n\nText.\n\n\n', 'How to get a token.');
    expect(markdown).toBe('# Authentication\n\n> How to get a token.\n\nText.\n');
  });

  it('keeps an h1 that does not lead the body', () => {
    expect(body('Intro.\n\n# Later\n')).toBe('Intro.\n\n# Later\n');
  });

  it('drops imports, exports and expressions, keeping an expression that is only a string', () => {
    const markdown = body("import Tabs from '@theme/Tabs';\nexport const x = 1;\n\nA{' '}{\"plain\"} {x + 1}b.\n\n{/* a note for writers */}\n\nEnd.");
    expect(markdown).toBe('A plain b.\n\nEnd.\n');
  });

  it('removes heading ids from headings, but not from code', () => {
    const markdown = body('## Token errors {#token-errors}\n\n### Use `code` here {#with-code}\n\n```mdx\n## Shown {#as-written}\n```\n');
    expect(markdown).toBe('## Token errors\n\n### Use `code` here\n\n```mdx\n## Shown {#as-written}\n```\n');
  });

  it('removes HTML comments, inline, on their own lines and over several lines, but not in code', () => {
    const markdown = body(
      'First <!-- inline --> line\nstill the paragraph\n<!-- own line -->\nand more.\n\n<!--\nseveral\nlines\n-->\n\nAfter `<!-- code -->`.\n\n```html\n<!-- kept -->\n```\n',
    );
    expect(markdown).toBe('First  line\nstill the paragraph\nand more.\n\nAfter `<!-- code -->`.\n\n```html\n<!-- kept -->\n```\n');
  });

  it('removes a comment with code spans in it', () => {
    expect(body('Text <!-- fix `retry` later --> on.\n\n<!-- `a`\n```\nb\n```\n-->\nEnd `<!--` and <!-- x -->.')).toBe('Text  on.\n\nEnd `<!--` and .\n');
  });

  it('knows code right after a JSX line, where CommonMark would still read HTML', () => {
    expect(body('<details>\n<summary>Example</summary>\n```md\n<!-- kept -->\n## Kept {#kept}\n:::info Kept\n```\n</details>\n')).toBe(
      '**Example**\n\n```md\n<!-- kept -->\n## Kept {#kept}\n:::info Kept\n```\n',
    );
  });

  it('reports the source line of an error after a comment over several lines', () => {
    const source = '---\ntitle: A\n---\n\n<!--\none\ntwo\n-->\n\nSee [[R999999]].\n';
    expect(() => twin(source)).toThrow(`${FILE}:10: unknown rule id R999999`);
  });

  it('turns admonitions into blockquotes led by their bold label and title', () => {
    const markdown = body(
      ':::warning[Rotate *now*]\n\nThe secret leaked.\n\n:::\n\n:::info Legacy title\n\nOld spelling.\n\n:::\n\n:::danger\n\nNo title.\n\n- a list\n\n:::\n',
    );
    expect(markdown).toBe(
      '> **Warning: Rotate _now_**\n>\n> The secret leaked.\n\n> **Info: Legacy title**\n>\n> Old spelling.\n\n> **Danger**\n>\n> No title.\n>\n> - a list\n',
    );
  });

  it('leaves admonition syntax in code as written', () => {
    expect(body('```mdx\n:::info Title\n\nText\n\n:::\n```\n')).toBe('```mdx\n:::info Title\n\nText\n\n:::\n```\n');
  });

  it('shows an accordion as its bold title and content, and unwraps groups, expanders and details', () => {
    const markdown = body(
      '<AccordionGroup>\n<Accordion title="Is the sandbox real?">\n\nNo, **generated**.\n\n</Accordion>\n</AccordionGroup>\n\n<TextExpander>\n\nLong aside.\n\n</TextExpander>\n\n<details>\n<summary>Do tokens *survive*?</summary>\n\nYes.\n\n</details>\n',
    );
    expect(markdown).toBe('**Is the sandbox real?**\n\nNo, **generated**.\n\nLong aside.\n\n**Do tokens _survive_?**\n\nYes.\n');
  });

  it('links rules with id, type and title to the rule twin, leaving code as written', () => {
    const markdown = body('Contract first ([[R101001]]), written as `[[R101001]]`:\n\n```md\n[[R101001]]\n```\n');
    expect(markdown).toBe(
      `Contract first ([R101001 MUST: Provide an OpenAPI specification](${ORIGIN}/portal/guidelines/r101001.md)), written as \`[[R101001]]\`:\n\n\`\`\`md\n[[R101001]]\n\`\`\`\n`,
    );
  });

  it('fails on an unknown rule id with file and line', () => {
    expect(() => body('Line one.\n\nSee [[R101001]] and\n[[R999999]].')).toThrow(TwinSourceError);
    expect(() => twin('---\ntitle: A\n---\n\nLine one.\n\nSee [[R101001]] and\n[[R999999]].')).toThrow(`${FILE}:8: unknown rule id R999999 in [[R999999]]`);
  });

  it('points relative doc links at the target twin, keeping the hash', () => {
    expect(body('[Scopes](./scopes.md#orders) and [paging](../about-the-api/pagination.mdx).')).toBe(
      `[Scopes](${ORIGIN}/portal/rest/getting-started/scopes.md#orders) and [paging](${ORIGIN}/portal/rest/about-the-api/pagination.md).\n`,
    );
  });

  it('points site links at twins for pages and at the file for static files, with or without the base path', () => {
    const markdown = body('[a](/rest/checkout) [b](/portal/rest/checkout#x) [c](/openapi/checkout.yaml) [d](pathname:///rest/changelog.atom) [home](/)');
    expect(markdown).toBe(
      `[a](${ORIGIN}/portal/rest/checkout.md) [b](${ORIGIN}/portal/rest/checkout.md#x) [c](${ORIGIN}/portal/openapi/checkout.yaml) [d](${ORIGIN}/portal/rest/changelog.atom) [home](${ORIGIN}/portal/index.md)\n`,
    );
  });

  it('leaves anchors and external links as they are', () => {
    const markdown = body('[here](#token-errors) [RFC](https://www.rfc-editor.org/rfc/rfc9457) [mail](mailto:api@lindenkauf.example)');
    expect(markdown).toBe('[here](#token-errors) [RFC](https://www.rfc-editor.org/rfc/rfc9457) [mail](mailto:api@lindenkauf.example)\n');
  });

  it('fails on a relative link that leads to no page, with file and line', () => {
    expect(() => twin('---\ntitle: A\n---\n\nText.\n\n[gone](./gone.md)\n')).toThrow(`${FILE}:7: the link ./gone.md does not lead to a page`);
  });

  it("fails on a relative image, which has no address outside the site's bundle", () => {
    expect(() => twin('---\ntitle: A\n---\n\n![Flow](./flow.svg)\n')).toThrow(`${FILE}:5: the link ./flow.svg does not lead to a page`);
  });

  it('gives images and reference definitions absolute URLs', () => {
    expect(body('![Flow](/img/flow.svg) [spec][s]\n\n[s]: /openapi/checkout.yaml')).toBe(
      `![Flow](${ORIGIN}/portal/img/flow.svg) [spec][s]\n\n[s]: ${ORIGIN}/portal/openapi/checkout.yaml\n`,
    );
  });

  it('keeps footnotes and tables in GitHub style', () => {
    const markdown = body('| Method | Idempotent |\n| --- | --- |\n| `POST` | No[^1] |\n\n[^1]: With an `Idempotency-Key` it is.\n');
    expect(markdown).toBe('| Method | Idempotent |\n| ------ | ---------- |\n| `POST` | No[^1]     |\n\n[^1]: With an `Idempotency-Key` it is.\n');
  });

  it("keeps a code block's language, puts its title before it and drops other meta", () => {
    expect(body('```yaml title="routes.yaml" showLineNumbers {1,3}\na: 1\n```\n\n```json {2}\n{}\n```\n')).toBe(
      'File: `routes.yaml`\n\n```yaml\na: 1\n```\n\n```json\n{}\n```\n',
    );
  });

  it('replaces known components by their Markdown and unwraps unknown elements and HTML', () => {
    const markdown = body(
      '<RuleIndex group="rest" />\n\n<Callout kind="x">\n\nInside **callout**.\n\n</Callout>\n\n| Relation |\n| --- |\n| <a id="customer"></a>`lk:customer` |\n\nA <a href="/rest/checkout">link</a>,<br />a <span>span</span>.\n',
    );
    expect(markdown).toBe(
      `- [rest rules](${ORIGIN}/portal/guidelines.md)\n\nInside **callout**.\n\n| Relation      |\n| ------------- |\n| \`lk:customer\` |\n\nA [link](${ORIGIN}/portal/rest/checkout.md),\\\na span.\n`,
    );
  });

  it('keeps text that reads as a directive, such as lk:status, as written', () => {
    expect(body('The relation lk:status and 10:30.')).toBe('The relation lk:status and 10:30.\n');
  });

  it('reports MDX syntax errors with file and line', () => {
    expect(() => twin('---\ntitle: A\n---\n\nText.\n\n<Accordion title="Q">\n\nNo end.\n')).toThrow(
      `${FILE}:7: Expected a closing tag for \`<Accordion>\`. Fix the MDX syntax.`,
    );
  });
});

describe('docTwin on every real source file', () => {
  const siteDir = path.join(__dirname, '../..');
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      return entry.isDirectory() ? walk(relative) : /\.mdx?$/.test(entry.name) ? [relative] : [];
    });
  const files = [...['docs', 'guidelines', 'gateway', 'wiki', 'support'].flatMap(walk), ...walk('src/pages')];
  const known = new Set(files);
  const rules = new Map<string, TwinRule>();
  for (const file of files.filter((name) => name.startsWith('guidelines/rules/'))) {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(siteDir, file), 'utf8'))?.[1] ?? '';
    const field = (key: string) => new RegExp(`^${key}: *(.+)$`, 'm').exec(frontMatter)?.[1]?.trim() ?? '';
    rules.set(field('id'), {id: field('id'), type: field('type'), title: field('title'), sitePath: `/guidelines/${field('id').toLowerCase()}`});
  }
  const realContext: DocTwinContext = {
    siteUrl: ORIGIN,
    baseUrl: '/portal/',
    // A relative link must name a source file that exists; its site path is the file's path without extension.
    resolveDocLink: (href, fromFile) => {
      const [file, hash] = href.split('#');
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decodeURI(file!)));
      return known.has(target) ? `/${target.replace(/\.mdx?$/, '')}${hash ? `#${hash}` : ''}` : undefined;
    },
    isPage: (sitePath) => !/\.[a-z0-9]+$/i.test(sitePath),
    rule: (id) => rules.get(id),
    component: (name) => (['RuleIndex', 'ApiChangelogs'].includes(name) ? `- [${name} entry](/rest/changelog)` : undefined),
  };

  it('finds the sources and the rules', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(rules.size).toBeGreaterThan(20);
  });

  it.each(files)('%s becomes plain Markdown without HTML, heading ids, components, directives or rule syntax', (file) => {
    const markdown = docTwin({source: fs.readFileSync(path.join(siteDir, file), 'utf8'), file, title: 'Title', summary: 'Summary.'}, realContext);
    expect(markdown.endsWith('\n') && !markdown.endsWith('\n\n')).toBe(true);
    const leftovers: string[] = [];
    visit(parse(markdown), (node) => {
      if (node.type === 'html') {
        leftovers.push(`html: ${node.value}`);
      } else if (node.type === 'text' && /\{#|<[A-Z]|:::|\[\[R/.test(node.value)) {
        leftovers.push(`text: ${node.value}`);
      } else if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !/^(https?:|mailto:|#)/.test(node.url)) {
        leftovers.push(`url: ${node.url}`);
      }
    });
    expect(leftovers).toEqual([]);
  });
});
