/**
 * Search documents from a page's Markdown twin, for the dev server, which renders no HTML. A twin
 * is read line by line, as cheaply as a save needs: its `#` line is the page's title, each `##` and
 * `###` line (outside code) a section whose id is the heading's slug (Docusaurus' own slugger), and
 * the text is the Markdown without its syntax. Headings with a writer's own id (`## Title {#id}`)
 * link to their slug instead; code blocks count as text, as they do on a built page.
 */
// The slugger Docusaurus itself uses for heading ids (@docusaurus/utils' createSlugger wraps it), so anchors match the pages'.
import GithubSlugger from 'github-slugger';
import type {SearchDocument, SearchDocumentKind} from './types';

export interface TwinInput {
  markdown: string;
  sitePath: string;
  module: string;
  kind: SearchDocumentKind;
}

/** Markdown as the words a reader sees: link targets, emphasis, escapes and list and table marks dropped. */
function plain(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/[*_`|]+/g, ' ')
    .replace(/\\(.)/g, '$1')
    .replace(/^[\s|:-]+$/, '');
}

interface Section {
  title: string;
  anchor?: string;
  lines: string[];
}

export function documentsOfTwin({markdown, sitePath, module, kind}: TwinInput): SearchDocument[] {
  const slugger = new GithubSlugger();
  const sections: Section[] = [{title: '', lines: []}];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    const heading = fence === undefined ? /^(#{1,6})\s+(.*?)\s*#*$/.exec(line) : null;
    if (heading) {
      const title = plain(heading[2]!).replace(/\s+/g, ' ').trim();
      const anchor = slugger.slug(title);
      if (heading[1] === '#' && !sections[0]!.title) {
        sections[0]!.title = title;
      } else if (heading[1]!.length <= 3) {
        sections.push({title, anchor, lines: []});
      } else {
        sections.at(-1)!.lines.push(title);
      }
      continue;
    }
    sections.at(-1)!.lines.push(fence === undefined ? plain(line) : line);
  }
  const text = (section: Section) => section.lines.join(' ').replace(/\s+/g, ' ').trim();
  const [page, ...rest] = sections;
  return [
    {id: sitePath, path: sitePath, title: page!.title, module, kind, text: text(page!)},
    ...rest.map((section): SearchDocument => ({
      id: `${sitePath}#${section.anchor}`,
      path: `${sitePath}#${section.anchor}`,
      title: section.title,
      module,
      kind: kind === 'definition' ? 'definition' : 'heading',
      text: text(section),
    })),
  ];
}
