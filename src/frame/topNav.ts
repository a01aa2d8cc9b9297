/**
 * The header's entries for one page: which top-nav entry and which dropdown item are active.
 * Pure, so that the header, the drawer and the breadcrumb agree (and jest can test it).
 */

export interface TopNavSection {
  label: string;
  landing: string;
  routeBasePath: string;
  /** Other first path segments whose pages belong to the section. */
  alsoServes?: readonly string[];
  items: readonly {label: string; to: string}[];
}

export interface TopNavLink {
  label: string;
  /** Site path (without the base path). */
  to: string;
  /** The page being viewed belongs here. */
  active: boolean;
  /** The page being viewed is this very link's page. */
  current: boolean;
}

export interface TopNavEntryView extends TopNavLink {
  /** Dropdown pages; empty for a plain entry. */
  items: TopNavLink[];
}

/**
 * A link's `aria-current`: `page` on its own page, `true` on another page it stands for (the
 * section's entry, the dropdown page of a folder), nothing elsewhere. The header, its dropdowns and
 * the drawer mark links alike.
 */
export function ariaCurrent(link: Pick<TopNavLink, 'active' | 'current'>): 'page' | 'true' | undefined {
  return link.current ? 'page' : link.active ? 'true' : undefined;
}

/** `/rest/x/` and `/rest/x` are one page. */
export function normalizePath(path: string): string {
  const [withoutHash] = path.split('#');
  const [withoutQuery] = withoutHash!.split('?');
  const trimmed = withoutQuery!.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The page belongs to the section: under its base path or one of the paths it also serves. */
export function isInSection(section: Pick<TopNavSection, 'routeBasePath' | 'alsoServes'>, localPathname: string): boolean {
  const pathname = normalizePath(localPathname);
  return [section.routeBasePath, ...(section.alsoServes ?? [])].some((segment) => isWithin(pathname, `/${segment}`));
}

/**
 * The section a page belongs to: the one whose docs live under its path, else the one that also
 * serves it (the API reference belongs to the REST API). A plain prefix match: Docusaurus'
 * `useActivePlugin` sorts with `localeCompare`, whose first call sets up ICU's collator, a long
 * task on a phone at every page load.
 */
export function activeSection<S extends Pick<TopNavSection, 'routeBasePath' | 'alsoServes'>>(sections: readonly S[], localPathname: string): S | undefined {
  const pathname = normalizePath(localPathname);
  return sections.find((section) => isWithin(pathname, `/${section.routeBasePath}`)) ?? sections.find((section) => isInSection(section, pathname));
}

/** The folder an item stands for: /guidelines/rest/contract stands for /guidelines/rest. */
function itemFolder(to: string, sectionBase: string): string | undefined {
  const folder = to.slice(0, to.lastIndexOf('/'));
  return folder.length > sectionBase.length && isWithin(folder, sectionBase) ? folder : undefined;
}

export function buildTopNav(sections: readonly TopNavSection[], localPathname: string): TopNavEntryView[] {
  const pathname = normalizePath(localPathname);
  return sections.map((section) => {
    const base = `/${section.routeBasePath}`;
    const items = section.items.map((item) => {
      const to = normalizePath(item.to);
      const folder = itemFolder(to, base);
      const current = pathname === to;
      return {label: item.label, to: item.to, current, active: current || (folder !== undefined && isWithin(pathname, folder))};
    });
    return {
      label: section.label,
      to: section.landing,
      active: isInSection(section, pathname),
      current: pathname === normalizePath(section.landing),
      items,
    };
  });
}
