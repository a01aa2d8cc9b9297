import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {SITE_DIR} from '../support/siteCopy';

export interface ContentPage {
  /** Site-relative path. */
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

export const CONTENT_DIRS = ['docs', 'guidelines', 'gateway', 'wiki', 'support', path.join('src', 'pages')];

export async function readPages(dirs: readonly string[] = CONTENT_DIRS): Promise<ContentPage[]> {
  const files = dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(SITE_DIR, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(dir, file)),
  );
  return Promise.all(
    files.sort().map(async (file) => {
      const filePath = path.join(SITE_DIR, file);
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: fs.readFileSync(filePath, 'utf8')});
      return {file, frontMatter, body: content};
    }),
  );
}

/** Words of prose: code blocks, JSX/HTML tags, link targets and table rulers do not count. */
export function proseWords(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*\|?[\s|:-]+\|?\s*$/gm, ' ')
    .replace(/^:::.*$/gm, ' ');
  return prose.split(/\s+/).filter((word) => /[A-Za-zÄÖÜäöüß]{2,}/.test(word)).length;
}

/** Inline and fenced code, where scopes and relations are named. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
}
