/**
 * The breadcrumb of spec section 2: Home, then the parent and active top entries, then the
 * side-nav entries leading to the page, without the page itself. Pure; see useBreadcrumbs.
 */
import type {TopNavEntryView} from './topNav';
import {normalizePath} from './topNav';

export interface Crumb {
  label: string;
  /** Site path (without the base path), possibly with a hash; none for a group without a page. */
  to?: string;
}

/** Front matter `breadcrumb: {title, hash}`: relabels the last crumb and adds a hash to its link. */
export interface BreadcrumbOverride {
  title?: string;
  hash?: string;
}

export interface BreadcrumbInput {
  home: Crumb;
  topNav: readonly TopNavEntryView[];
  /** The side-nav entries from the section root down to the page (Docusaurus' sidebar breadcrumbs). */
  sideNav: readonly Crumb[];
  localPathname: string;
  override?: BreadcrumbOverride;
}

/** Reads `breadcrumb` from front matter; anything that is not {title?: string, hash?: string} is ignored. */
export function readBreadcrumbOverride(frontMatter: Record<string, unknown> | undefined): BreadcrumbOverride | undefined {
  const value = frontMatter?.breadcrumb;
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  const {title, hash} = value as Record<string, unknown>;
  const override: BreadcrumbOverride = {};
  if (typeof title === 'string' && title.trim() !== '') {
    override.title = title.trim();
  }
  if (typeof hash === 'string' && hash.replace(/^#/, '').trim() !== '') {
    override.hash = hash.replace(/^#/, '').trim();
  }
  return override.title || override.hash ? override : undefined;
}

const sameLabel = (a: Crumb, b: Crumb | undefined) => b !== undefined && a.label.trim().toLowerCase() === b.label.trim().toLowerCase();

/** The part of a side-navigation entry the breadcrumb reads (Docusaurus' sidebar items). */
export interface SideNavEntry {
  type: string;
  /** Html entries have none; they never lead to a page. */
  label?: string;
  href?: string;
  linkUnlisted?: boolean;
  items?: readonly SideNavEntry[];
}

/** Every trail to an entry that leads to a page, by the entry's normalised href, in the side navigation's order. */
function trailIndex(items: readonly SideNavEntry[]): Map<string, SideNavEntry[][]> {
  const index = new Map<string, SideNavEntry[][]>();
  const visit = (entries: readonly SideNavEntry[], above: SideNavEntry[]) => {
    for (const entry of entries) {
      const trail = [...above, entry];
      if (entry.href !== undefined && (entry.type === 'link' || entry.type === 'category')) {
        const key = normalizePath(entry.href);
        const known = index.get(key);
        if (known) {
          known.push(trail);
        } else {
          index.set(key, [trail]);
        }
      }
      if (entry.type === 'category') {
        visit(entry.items ?? [], trail);
      }
    }
  };
  visit(items, []);
  return index;
}

// A side navigation is one object shared by all of its pages: indexed once, not walked per page
// (a big API's has every operation, and a build renders each of them).
const indexes = new WeakMap<readonly SideNavEntry[], Map<string, SideNavEntry[][]>>();

/**
 * The entries from the side navigation's root down to the page at `pathname` (hrefs and pathname
 * with the base URL). Links match by href, so pages that are not docs (the API reference) have a
 * trail too; a page without an entry of its own (a profile) hangs below the entry whose path
 * contains it most closely (Profiles).
 */
export function sideNavTrail(items: readonly SideNavEntry[], pathname: string): SideNavEntry[] {
  let index = indexes.get(items);
  if (!index) {
    index = trailIndex(items);
    indexes.set(items, index);
  }
  const target = normalizePath(pathname);
  const exact = index.get(target)?.[0];
  if (exact) {
    return exact;
  }
  for (let end = target.lastIndexOf('/'); end > 0; end = target.lastIndexOf('/', end - 1)) {
    const containing = index.get(target.slice(0, end))?.[0];
    if (containing) {
      return containing;
    }
  }
  return [];
}

export function buildBreadcrumbs({home, topNav, sideNav, localPathname, override}: BreadcrumbInput): Crumb[] {
  const pathname = normalizePath(localPathname);
  const isCurrent = (crumb: Crumb) => crumb.to !== undefined && normalizePath(crumb.to) === pathname;
  const crumbs: Crumb[] = [home];

  const entry = topNav.find((candidate) => candidate.active);
  if (entry) {
    crumbs.push({label: entry.label, to: entry.to});
    const item = entry.items.find((candidate) => candidate.active);
    if (item && !item.current) {
      crumbs.push({label: item.label, to: item.to});
    }
  }
  for (const crumb of sideNav) {
    // A side-nav group named like the dropdown item above it would only repeat it.
    if (!isCurrent(crumb) && !sameLabel(crumb, crumbs[crumbs.length - 1])) {
      crumbs.push(crumb);
    }
  }

  if (override && crumbs.length > 1) {
    const last = crumbs[crumbs.length - 1]!;
    crumbs[crumbs.length - 1] = {
      label: override.title ?? last.label,
      to: last.to !== undefined && override.hash ? `${last.to.split('#')[0]}#${override.hash}` : last.to,
    };
  }
  return crumbs;
}
