/**
 * Texts of the portal's own pages (src/pages), apart from ../config.ts, which every page's main.js
 * holds whole: only these pages' chunks carry them (issue 34).
 */
import {PORTAL_NAME} from '../names';

/** The home page (/). */
export const HOME_PAGE_TEXTS = {
  title: 'Portal',
} as const;

/** The /error page, where every unknown path ends (spec section 8). */
export const ERROR_PAGE_TEXTS = {
  title: 'Error',
  heading: 'This page does not exist',
  description: 'The requested page could not be found.',
  /** Followed by the path the reader asked for. */
  noPageAt: 'There is no page at',
  inThisPortal: 'in this portal.',
  unknownPage: 'The page you asked for does not exist in this portal, or it has moved.',
  tryAgain: 'Try the search, or start again from one of these pages:',
  home: 'Portal home',
  gettingStarted: 'Getting started with the REST API',
  support: 'Support',
} as const;

/** The /support page; its cards are the Support entry's dropdown pages (lib/portal/sections.ts). */
export const SUPPORT_PAGE_TEXTS = {
  description: `FAQ, glossary and contact for the ${PORTAL_NAME}.`,
  lead: 'Stuck on a call, a term or an error? Start here.',
} as const;
