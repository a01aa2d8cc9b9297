/**
 * Sections, top-nav entries, redirects and the public list: the facts that decide what each
 * flavour contains. Only Node reads this module (docusaurus.config.ts, sidebars.ts, plugins/);
 * the browser receives the flavour-filtered view through the `portal-sections` plugin's global
 * data, so internal names never reach a live bundle.
 */
import {type Flavour, ROUTES} from './config';

export type SectionId = 'rest' | 'guidelines' | 'gateway' | 'wiki' | 'support';
/** The section of the guideline rules: its pages carry the rules' data (plugins/guideline-rules). */
export const GUIDELINES_SECTION: SectionId = 'guidelines';

export interface Section {
  id: SectionId;
  /** Content folder, relative to the site directory. */
  path: string;
  routeBasePath: string;
  /** Where the section's top-nav entry leads. */
  landing: string;
  /** One sentence for the home page. */
  summary: string;
  /** Other first path segments whose pages belong to the section (the API reference's). */
  alsoServes?: readonly string[];
}

export const SECTIONS: readonly Section[] = [
  {
    id: 'rest',
    path: 'docs',
    routeBasePath: 'rest',
    landing: ROUTES.gettingStarted,
    summary: 'Get access, authenticate and make your first call; learn how every Lindenkauf API behaves.',
    alsoServes: ['reference', 'profiles'],
  },
  {
    id: GUIDELINES_SECTION,
    path: 'guidelines',
    routeBasePath: 'guidelines',
    landing: '/guidelines',
    summary: 'The REST and event design rules every Lindenkauf API follows, each with an id and a type.',
  },
  {
    id: 'gateway',
    path: 'gateway',
    routeBasePath: 'gateway',
    landing: '/gateway/about-the-gateway/introduction',
    summary: 'Expose a backend through the Lindenkauf API Gateway: environments, integration and security.',
  },
  {
    id: 'support',
    path: 'support',
    routeBasePath: 'support',
    landing: ROUTES.support,
    summary: 'Answers to common questions, a glossary of API terms and the way to reach our API support.',
  },
  {
    id: 'wiki',
    path: 'wiki',
    routeBasePath: 'wiki',
    landing: '/wiki/introduction',
    summary: 'How Lindenkauf teams plan, specify, document, build and run their APIs.',
  },
];

/** A page of a grouped top-nav entry, listed in its dropdown (and in the drawer). */
export interface TopNavItem {
  label: string;
  /** Site path inside the entry's section, e.g. /guidelines/changelog. */
  to: string;
  /** One sentence for the card of the page on its section's own page (/support). */
  summary?: string;
}

export interface TopNavEntry {
  /** Shown in the header, the breadcrumb and as the first part of every page title. */
  label: string;
  section: SectionId;
  /** A non-public entry and its whole section exist only in the internal flavour. */
  public: boolean;
  /**
   * Makes the entry a group with a dropdown. An item is active on its own page and, when its
   * path has a folder below the section (e.g. /guidelines/rest/contract), on every page of that folder.
   */
  items?: readonly TopNavItem[];
}

/** Top navigation, in display order (spec section 2). */
export const TOP_NAV: readonly TopNavEntry[] = [
  {label: 'REST API', section: 'rest', public: true},
  {
    label: 'API Guidelines',
    section: 'guidelines',
    public: true,
    items: [
      {label: 'Overview', to: '/guidelines'},
      {label: 'Core principles', to: '/guidelines/core-principles/api-design'},
      {label: 'REST guidelines', to: '/guidelines/rest/contract'},
      {label: 'Event guidelines', to: '/guidelines/event/contract'},
      {label: 'Changelog', to: '/guidelines/changelog'},
    ],
  },
  {label: 'API Gateway', section: 'gateway', public: false},
  {
    label: 'Support',
    section: 'support',
    public: true,
    items: [
      {label: 'Overview', to: ROUTES.support},
      {label: 'FAQ', to: '/support/faq/topics', summary: 'Quick answers on access, authentication, limits, errors and this portal.'},
      {label: 'Glossary', to: `${ROUTES.glossary}/a-d`, summary: 'The terms of our APIs and guidelines, from access token to x-extensible-enum.'},
      {label: 'Contact', to: '/support/contact/get-in-touch', summary: 'Reach API support or partner onboarding, and what to include in your request.'},
    ],
  },
  {label: 'Wiki', section: 'wiki', public: false},
];

export interface Redirect {
  from: string;
  /** Target path, optionally with a hash. */
  to: string;
  public: boolean;
}

/**
 * The problem catalogue (rule R107002): each problem type's slug and the one HTTP status it is
 * sent with. Each has a section on the error-responses page; the linter checks specs against it.
 */
export const PROBLEM_STATUS = {
  'validation-failed': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'not-acceptable': 406,
  conflict: 409,
  'precondition-failed': 412,
  'unsupported-media-type': 415,
  'rate-limit-exceeded': 429,
  'internal-error': 500,
  'service-unavailable': 503,
} as const satisfies Record<string, number>;

export const PROBLEM_TYPES = Object.keys(PROBLEM_STATUS) as (keyof typeof PROBLEM_STATUS)[];

/** Problem type URIs: this base plus the slug. */
export const PROBLEM_TYPE_BASE = 'https://developer.lindenkauf.example/portal/problems/';

export const REDIRECTS: readonly Redirect[] = [
  {from: '/errors/ValidationError', to: `${ROUTES.errorResponses}#validation-failed`, public: true},
  // Problem type URIs resolve to their explanation, so a `type` in a response is a working link.
  ...PROBLEM_TYPES.map((slug) => ({from: `/problems/${slug}`, to: `${ROUTES.errorResponses}#${slug}`, public: true})),
  {from: '/link-relations', to: '/rest/link-relations', public: true},
];

export function isVisibleIn(flavour: Flavour, item: {public: boolean}): boolean {
  return flavour === 'internal' || item.public;
}

export interface VisibleSection extends Section {
  label: string;
  /** The dropdown pages of a grouped top-nav entry; empty for a plain entry. */
  items: TopNavItem[];
}

/** The sections a flavour contains, in top-nav order, each with its top-nav label and items. */
export function sectionsFor(flavour: Flavour): VisibleSection[] {
  return TOP_NAV.filter((entry) => isVisibleIn(flavour, entry)).map((entry) => ({
    ...sectionById(entry.section),
    label: entry.label,
    items: (entry.items ?? []).map((item) => ({...item})),
  }));
}

function sectionById(id: SectionId): Section {
  const section = SECTIONS.find((candidate) => candidate.id === id);
  if (!section) {
    throw new Error(
      `lib/portal/sections.ts: the top-nav entry for section "${id}" names no section. ` +
        `Add {id: '${id}', ...} to SECTIONS or fix the entry's section (known: ${SECTIONS.map((s) => s.id).join(', ')}).`,
    );
  }
  return section;
}

/** Checks what TypeScript cannot: every section has exactly one top-nav entry. */
export function validateSections(): void {
  // An entry naming an unknown section first: a renamed section also leaves its own without an entry.
  TOP_NAV.forEach((entry) => sectionById(entry.section));
  for (const section of SECTIONS) {
    const entries = TOP_NAV.filter((entry) => entry.section === section.id);
    if (entries.length !== 1) {
      throw new Error(`lib/portal/sections.ts: section "${section.id}" has ${entries.length} top-nav entries; give it exactly one in TOP_NAV.`);
    }
  }
  TOP_NAV.forEach((entry) => {
    const section = sectionById(entry.section);
    // A dropdown item outside its section would show one section's entry as active on another's page.
    for (const item of entry.items ?? []) {
      const base = `/${section.routeBasePath}`;
      if (item.to !== base && !item.to.startsWith(`${base}/`)) {
        throw new Error(
          `lib/portal/sections.ts: the "${entry.label}" dropdown item "${item.label}" leads to ${item.to}, ` +
            `outside its section (${base}). Point it to a page under ${base}/ or move it to that section's entry.`,
        );
      }
    }
  });
}

/** What the browser learns about the sections: only those of the flavour it was built for. */
export interface PortalSectionsData {
  flavour: Flavour;
  sections: {
    id: string;
    label: string;
    landing: string;
    routeBasePath: string;
    /** Other first path segments whose pages belong to the section. */
    alsoServes: string[];
    summary: string;
    /** Dropdown pages of a grouped top-nav entry (empty for a plain entry); a summary makes a page a card on its section's page. */
    items: {label: string; to: string; summary?: string}[];
  }[];
}
