/**
 * Texts of the changelog pages and feeds.
 * Apart from ../config.ts, which every page's main.js holds whole: only the chunks of
 * the pages that show them carry these (issue 34).
 */
import {PORTAL_NAME} from '../names';

export const CHANGELOG_TEXTS = {
  heading: (api: string) => `${api}: changelog`,
  lead: 'Every release of this API, newest first, made from the history of its OpenAPI spec or AsyncAPI document in git: what is new, changed, in preview, deprecated or breaking, each linked to its page.',
  allFeedTitle: `${PORTAL_NAME}: changelog of every API`,
  feedTitle: (api: string) => `${api}: changelog`,
  subscribe: 'Subscribe (Atom)',
  /** The link from an API page and the overview. */
  link: 'Changelog',
  release: (version: string) => `Version ${version}`,
  initial: 'First published version.',
  noChanges: 'No change a partner notices (the release changed the spec’s version only).',
  currentOnly: 'This build had no history of the spec, so only its current version is shown.',
  documentation: (count: number) =>
    `${count} description${count === 1 ? '' : 's'}, summar${count === 1 ? 'y' : 'ies'} or example${count === 1 ? '' : 's'} rewritten.`,
  labels: {New: 'New', Changed: 'Changed', Preview: 'Preview', Deprecated: 'Deprecated', Breaking: 'Breaking'},
} as const;
