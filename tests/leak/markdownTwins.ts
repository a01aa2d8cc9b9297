import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {BASE_URL, HOSTS} from '../../lib/portal/config';
import {LLMS_FILE, LLMS_FULL_FILE} from '../../lib/twins/llms';
import {mcpEndpoint} from '../../lib/deploy/discovery';
import {SITE_DIR} from '../support/siteCopy';

/**
 * The Markdown twins of a build (plugins/markdown-twins): every page has one at its URL plus `.md`,
 * each is plain Markdown whose links all lead somewhere in the build, and llms.txt lists them in
 * the llmstxt.org format. One test file per flavour (markdown-twins-<flavour>.test.ts), so that
 * jest's two workers parse the two flavours' twins side by side.
 */
export type Flavour = 'live' | 'internal';
export const outDir = (flavour: Flavour) => path.join(SITE_DIR, 'build', flavour);
const siteRoot = (flavour: Flavour) => `https://${HOSTS[flavour]}${BASE_URL}`;

export function filesOf(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(extension) && !file.startsWith(`_deploy${path.sep}`))
    .sort();
}

/** HTML pages of the build that are pages (not the 404 page, not a redirect's meta refresh). */
function pageFiles(flavour: Flavour): string[] {
  return filesOf(outDir(flavour), '.html').filter(
    (file) => file !== '404.html' && !/<meta[^>]*http-equiv="?refresh/i.test(fs.readFileSync(path.join(outDir(flavour), file), 'utf8')),
  );
}

const twinOf = (htmlFile: string) => htmlFile.replace(/\.html$/, '.md');

const processor = unified().use(remarkParse).use(remarkGfm).freeze();

/** What the tests read of a twin: its text, what is left of other syntax in it, and its links. */
interface Twin {
  text: string;
  leftovers: string[];
  links: string[];
}

/**
 * A twin, parsed once and walked once for every test that reads it. Only what the tests read is kept,
 * not the syntax tree: holding the trees of every twin of a build cost more in garbage collection
 * than the walk.
 */
const twins = new Map<string, Twin>();
function readTwin(file: string): Twin {
  let twin = twins.get(file);
  if (!twin) {
    const text = fs.readFileSync(file, 'utf8');
    twin = {text, ...leftoversAndLinks(processor.parse(text) as Root)};
    twins.set(file, twin);
  }
  return twin;
}

/** What is left of JSX, HTML or our own syntax in a twin (it must be none), and the URLs of its links, images and definitions. */
function leftoversAndLinks(tree: Root): {leftovers: string[]; links: string[]} {
  const leftovers: string[] = [];
  const links: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'html') {
      leftovers.push(`html: ${node.value.slice(0, 60)}`);
    }
    if (node.type === 'text') {
      for (const pattern of [/<\/?[A-Za-z][\w.-]*[\s/>]/, /^:::/m, /\[\[R\d{6}\]\]/, /\{#[\w-]+\}/]) {
        const match = pattern.exec(node.value);
        if (match) {
          leftovers.push(`text: ${node.value.slice(Math.max(0, match.index - 20), match.index + 40)}`);
        }
      }
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      links.push(node.url);
    }
  });
  return {leftovers, links};
}

/** The files of each build (relative paths), listed once: a link's target is looked up here, not on disk. */
const buildFiles = new Map<Flavour, Set<string>>();
function isBuildFile(flavour: Flavour, file: string): boolean {
  let files = buildFiles.get(flavour);
  if (!files) {
    const dir = outDir(flavour);
    files = new Set(
      fs
        .readdirSync(dir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile() || (entry.isSymbolicLink() && fs.statSync(path.join(entry.parentPath, entry.name)).isFile()))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    );
    buildFiles.set(flavour, files);
  }
  return files.has(path.join(outDir(flavour), file));
}

/** The file a URL of the site leads to, or undefined when there is none. */
function targetOf(flavour: Flavour, url: string): string | undefined {
  const sitePath = decodeURIComponent(url.slice(siteRoot(flavour).length).split('#')[0]!.split('?')[0]!);
  const candidates = sitePath === '' ? ['index.html'] : [sitePath, `${sitePath}.html`, path.join(sitePath, 'index.html')];
  return candidates.find((candidate) => isBuildFile(flavour, candidate));
}

/** The tests of one flavour's twins. */
export function describeTwins(flavour: Flavour): void {
  describe(`the Markdown twins of the ${flavour} build`, () => {
    const pages = pageFiles(flavour);
    const twins = pages.map(twinOf).filter((file) => fs.existsSync(path.join(outDir(flavour), file)));

    it('exist for every page', () => {
      expect(pages.length).toBeGreaterThan(flavour === 'live' ? 300 : 500);
      expect(pages.map(twinOf).filter((file) => !twins.includes(file))).toEqual([]);
    });

    it('are plain Markdown: a title, one final newline, no JSX, HTML, directive, rule-link or heading-id syntax left', () => {
      const problems: string[] = [];
      for (const file of twins) {
        const {text, leftovers} = readTwin(path.join(outDir(flavour), file));
        if (!/^# \S/.test(text)) {
          problems.push(`${file}: does not start with its title`);
        }
        if (!text.endsWith('\n') || text.endsWith('\n\n')) {
          problems.push(`${file}: does not end in exactly one newline`);
        }
        problems.push(...leftovers.map((leftover) => `${file}: ${leftover}`));
      }
      expect(problems).toEqual([]);
    });

    it('link only to pages, twins and files of the same build, and to its MCP endpoint', () => {
      // The MCP endpoint is a service beside the files (tests/e2e/mcp.spec.ts calls it through nginx).
      const endpoint = mcpEndpoint(flavour);
      const broken: string[] = [];
      for (const file of [...twins, LLMS_FILE]) {
        for (const url of readTwin(path.join(outDir(flavour), file)).links) {
          if (url.startsWith('/') || url.startsWith('.')) {
            broken.push(`${file}: relative link ${url}`);
          } else if (url.startsWith(siteRoot(flavour)) && url !== endpoint && targetOf(flavour, url) === undefined) {
            broken.push(`${file}: ${url}`);
          }
        }
      }
      expect(broken).toEqual([]);
    });

    it('are listed in llms.txt in the llmstxt.org format, with their full text in llms-full.txt', () => {
      const llms = fs.readFileSync(path.join(outDir(flavour), LLMS_FILE), 'utf8');
      const lines = llms.split('\n');
      expect(lines[0]).toMatch(/^# \S/);
      expect(lines[1]).toBe('');
      expect(lines[2]).toMatch(/^> \S/);
      // After the summary: paragraphs, then H2 sections holding lists of links with notes; no other heading level.
      expect(
        lines
          .filter((line) => /^#/.test(line))
          .slice(1)
          .every((line) => line.startsWith('## ')),
      ).toBe(true);
      const listed = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(?:: .+)?$/gm)].map((match) => match[1]!);
      const listedTwins = listed.filter((url) => url.endsWith('.md'));
      expect(listedTwins.length).toBeGreaterThan(pages.length / 2);
      expect(llms).toContain('## Optional');

      const full = fs.readFileSync(path.join(outDir(flavour), LLMS_FULL_FILE), 'utf8');
      for (const url of listedTwins) {
        expect(full).toContain(`Source: ${url}`);
      }
    });
  });
}
