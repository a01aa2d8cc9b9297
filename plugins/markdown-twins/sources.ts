/**
 * The pages written in Markdown, from Docusaurus' loaded content: every doc of every docs instance
 * (a flavour loads only its own, plugins/public-filter) and the Markdown pages of src/pages, each
 * with its source file, site path, title and summary, in side-navigation order.
 */
import {sitePathOf} from '../../lib/reference/pageData';

export interface SourcePage {
  /** The source file, relative to the site directory (posix). */
  file: string;
  sitePath: string;
  title: string;
  summary?: string;
}

interface LoadedDoc {
  id: string;
  source: string;
  permalink: string;
  title: string;
  description?: string;
}

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

interface DocsContent {
  loadedVersions: {docs: LoadedDoc[]; sidebars: Record<string, SidebarItem[]>}[];
}

interface PagesContentItem {
  type: 'mdx' | 'jsx';
  source: string;
  permalink: string;
  title?: string;
  description?: string;
}

const siteFileOf = (source: string) => source.replace(/^@site\//, '');

/** Doc ids in the order the side navigation lists them. */
function sidebarOrder(sidebars: Record<string, SidebarItem[]>): string[] {
  const ids: string[] = [];
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id) {
        ids.push(item.id);
      }
      if (item.link?.type === 'doc' && item.link.id) {
        ids.push(item.link.id);
      }
      visit(item.items ?? []);
    }
  };
  Object.values(sidebars).forEach(visit);
  return ids;
}

export function sourcePages(allContent: Record<string, Record<string, unknown> | undefined>, baseUrl: string): SourcePage[] {
  const pages: SourcePage[] = [];
  const add = (source: string, permalink: string, title: string, summary: string | undefined) => {
    const sitePath = sitePathOf(permalink, baseUrl);
    if (sitePath !== undefined) {
      pages.push({file: siteFileOf(source), sitePath, title, ...(summary ? {summary} : {})});
    }
  };
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]) {
    const version = content.loadedVersions[0];
    if (!version) {
      continue;
    }
    const order = sidebarOrder(version.sidebars);
    const rank = (doc: LoadedDoc) => (order.includes(doc.id) ? order.indexOf(doc.id) : order.length);
    const docs = [...version.docs].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
    docs.forEach((doc) => add(doc.source, doc.permalink, doc.title, doc.description));
  }
  const pagesContent = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContentItem[];
  for (const page of pagesContent) {
    if (page.type === 'mdx') {
      add(page.source, page.permalink, page.title ?? page.permalink, page.description);
    }
  }
  return pages;
}
