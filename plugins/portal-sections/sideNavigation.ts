import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {loadFreshModule} from '@docusaurus/utils';
import {normalizeUrl} from '@docusaurus/utils';
import type {SectionId} from '../../lib/portal/sections';
import {EVENT_TEXTS} from '../../lib/portal/texts/events';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type SidebarItemsGeneratorDoc = Parameters<SidebarItemsGeneratorOption>[0]['docs'][number];
type NormalizedSidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

/**
 * A doc id, a category, a folder whose docs are listed automatically (guideline rules), a link to
 * a page that is not a doc (the reference's pages), or the API reference group made from the specs.
 */
export type SideNavItem = string | SideNavCategory | SideNavFolder | SideNavLink | SideNavApiReference | SideNavEventApis;

export interface SideNavCategory {
  kind: 'category';
  /** Shown label; defaults to the linked doc's sidebar_label or title. */
  label?: string;
  /** Doc id the category itself links to. */
  doc?: string;
  items: SideNavItem[];
}

export interface SideNavFolder {
  kind: 'folder';
  dirName: string;
}

export interface SideNavLink {
  kind: 'link';
  label: string;
  /** Site path without the base URL, e.g. /profiles. */
  to: string;
}

export interface SideNavApiReference {
  kind: 'api-reference';
  label: string;
}

/** The "Event APIs" group: made from the event APIs of the flavour (plugins/event-reference). */
export interface SideNavEventApis {
  kind: 'event-apis';
  label: string;
}

export type SideNavigation = Record<SectionId, SideNavItem[]>;

export function category(labelOrLink: string | {label?: string; doc: string}, items: SideNavItem[]): SideNavCategory {
  return typeof labelOrLink === 'string' ? {kind: 'category', label: labelOrLink, items} : {kind: 'category', ...labelOrLink, items};
}

/** The guideline rules of one group: every file in guidelines/rules/<dirName>. */
export function rules(dirName: string): SideNavFolder {
  return {kind: 'folder', dirName: `rules/${dirName}`};
}

/** A page of the portal that is not a doc of this section. */
export function link(label: string, to: string): SideNavLink {
  return {kind: 'link', label, to};
}

/** The "API reference" group: the overview and one entry per API of the flavour with its operations. */
export function apiReference(label = 'API reference'): SideNavApiReference {
  return {kind: 'api-reference', label};
}

/** The "Event APIs" group: their overview and one entry per event API of the flavour with its messages. */
export function eventApis(label: string = EVENT_TEXTS.sidebarGroup): SideNavEventApis {
  return {kind: 'event-apis', label};
}

export class SideNavigationError extends Error {
  override name = 'SideNavigationError';
}

export interface ResolveContext {
  section: SectionId;
  /** Section folder relative to the site, for messages. */
  sectionPath: string;
  docs: readonly SidebarItemsGeneratorDoc[];
  /** Doc ids the live filter removed: entries naming them are dropped, not reported. */
  excluded: ReadonlySet<string>;
  baseUrl: string;
  /** Makes the API reference group (from the specs of the flavour); absent where none is wanted. */
  apiReference?: (label: string) => Promise<NormalizedSidebarItem>;
  /** Makes the Event APIs group (from the event APIs of the flavour); absent where none is wanted. */
  eventApis?: (label: string) => Promise<NormalizedSidebarItem>;
}

/** What resolving needs besides the docs: the API reference group, made beforehand (it loads the specs). */
interface Prepared {
  apiReference: Map<string, NormalizedSidebarItem>;
  eventApis?: Map<string, NormalizedSidebarItem>;
}

function docLabel(doc: SidebarItemsGeneratorDoc): string {
  const label = doc.frontMatter.sidebar_label;
  return typeof label === 'string' ? label : doc.title;
}

/**
 * Turns one section's side navigation into Docusaurus sidebar items, checking every doc id.
 * Returns null for an entry that is left out (a non-public doc in the live flavour).
 */
export function resolveSideNavigation(
  items: readonly SideNavItem[],
  context: ResolveContext,
  prepared: Prepared = {apiReference: new Map()},
): NormalizedSidebarItem[] {
  const byId = new Map(context.docs.map((doc) => [doc.id, doc]));

  const findDoc = (id: string): SidebarItemsGeneratorDoc | null => {
    const doc = byId.get(id);
    if (doc) {
      return doc;
    }
    if (context.excluded.has(id)) {
      return null;
    }
    throw new SideNavigationError(
      `sidebars.ts: the "${context.section}" side navigation names the doc "${id}", but there is no ` +
        `${context.sectionPath}/${id}.md or .mdx. Create that file or fix the entry in sidebars.ts.`,
    );
  };

  const resolve = (item: SideNavItem): NormalizedSidebarItem | null => {
    if (typeof item === 'string') {
      return findDoc(item) ? {type: 'doc', id: item} : null;
    }
    if (item.kind === 'link') {
      return {type: 'link', label: item.label, href: normalizeUrl([context.baseUrl, item.to])};
    }
    if (item.kind === 'api-reference') {
      const group = prepared.apiReference.get(item.label);
      if (!group) {
        throw new SideNavigationError(`sidebars.ts: the "${context.section}" side navigation asks for the API reference, which only the REST API section has.`);
      }
      return group;
    }
    if (item.kind === 'event-apis') {
      const group = prepared.eventApis?.get(item.label);
      if (!group) {
        throw new SideNavigationError(`sidebars.ts: the "${context.section}" side navigation asks for the Event APIs, which only the REST API section has.`);
      }
      return group;
    }
    if (item.kind === 'folder') {
      const hasDocs = context.docs.some((doc) => doc.sourceDirName === item.dirName || doc.sourceDirName.startsWith(`${item.dirName}/`));
      if (!hasDocs && context.excluded.size === 0) {
        throw new SideNavigationError(
          `sidebars.ts: the "${context.section}" side navigation lists the folder "${item.dirName}", but ` +
            `${context.sectionPath}/${item.dirName} holds no docs. Add docs there or remove the entry.`,
        );
      }
      return hasDocs ? {type: 'autogenerated', dirName: item.dirName} : null;
    }
    const linked = item.doc === undefined ? undefined : findDoc(item.doc);
    if (linked === null) {
      return null;
    }
    const children = item.items.map(resolve).filter((child) => child !== null);
    if (children.length === 0 && linked === undefined) {
      return null;
    }
    const label = item.label ?? (linked ? docLabel(linked) : undefined);
    if (label === undefined) {
      throw new SideNavigationError(`sidebars.ts: a category of the "${context.section}" side navigation has neither a label nor a doc.`);
    }
    return {
      type: 'category',
      label,
      items: children,
      collapsible: true,
      collapsed: true,
      ...(linked ? {link: {type: 'doc', id: linked.id}} : {}),
    };
  };

  return items.map(resolve).filter((item) => item !== null);
}

/** Every instance's sidebar file holds one autogenerated item at this folder; it marks the root. */
export const ROOT_DIR = '.';

/**
 * The docs plugin's sidebarItemsGenerator for one section. It reads sidebars.ts afresh each
 * time, so edits show in the dev server after the section reloads.
 */
function groupLabels(items: readonly SideNavItem[], kind: 'api-reference' | 'event-apis'): string[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [] : item.kind === kind ? [item.label] : item.kind === 'category' ? groupLabels(item.items, kind) : [],
  );
}

export function sideNavigationGenerator(sidebarsFile: string, context: Omit<ResolveContext, 'docs'>): SidebarItemsGeneratorOption {
  return async ({item, docs, defaultSidebarItemsGenerator, ...args}) => {
    if (item.dirName !== ROOT_DIR) {
      return defaultSidebarItemsGenerator({item, docs, ...args});
    }
    const sideNavigation = (await loadFreshModule(sidebarsFile)) as SideNavigation;
    const items = sideNavigation[context.section];
    if (!items) {
      throw new SideNavigationError(`sidebars.ts: there is no side navigation for section "${context.section}". Add a "${context.section}" key.`);
    }
    const apiReference = new Map<string, NormalizedSidebarItem>();
    for (const label of groupLabels(items, 'api-reference')) {
      if (context.apiReference) {
        apiReference.set(label, await context.apiReference(label));
      }
    }
    const eventApis = new Map<string, NormalizedSidebarItem>();
    for (const label of groupLabels(items, 'event-apis')) {
      if (context.eventApis) {
        eventApis.set(label, await context.eventApis(label));
      }
    }
    return resolveSideNavigation(items, {...context, docs}, {apiReference, eventApis});
  };
}
