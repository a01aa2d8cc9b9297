/**
 * Where a built page belongs in search: its module (the top-nav entry whose chip filters it) and
 * its kind. Both follow from the page's site path, so a new page type needs no change here
 * unless it gets a section of its own.
 */
import {ROUTES} from '../portal/config';
import type {Section} from '../portal/sections';
import {matchesRoute} from '../reference/pageData';
import type {SearchDocumentKind} from './types';
import {rulePermalink} from '../lint/rules';

/** Pages outside every section (home, legal pages): found while no chip is pressed. */
export const NO_MODULE = '';

export function moduleOfPath(sitePath: string, sections: readonly Pick<Section, 'id' | 'routeBasePath' | 'alsoServes'>[]): string {
  const first = sitePath.split('/')[1] ?? '';
  return sections.find((section) => section.routeBasePath === first || section.alsoServes?.includes(first))?.id ?? NO_MODULE;
}

const RULE_PATH = new RegExp(`^${rulePermalink('R000000').replace('r000000', 'r\\d{6}')}$`);

export function kindOfPath(sitePath: string): SearchDocumentKind {
  if (sitePath.startsWith(`${ROUTES.glossary}/`)) {
    return 'definition';
  }
  if (RULE_PATH.test(sitePath)) {
    return 'rule';
  }
  if (matchesRoute(ROUTES.operation(':spec', '*'), sitePath)) {
    return 'operation';
  }
  if (matchesRoute(ROUTES.webhook(':spec', '*'), sitePath)) {
    return 'webhook';
  }
  if (matchesRoute(ROUTES.profile(':spec', '*'), sitePath)) {
    return 'profile';
  }
  if (matchesRoute(ROUTES.eventMessage(':key', ':messageId'), sitePath)) {
    return 'event';
  }
  return 'page';
}

/**
 * A versioned operation page shows its operation for another media-type version; the operation's
 * own page stands for it in search (its version picker leads there), so results do not repeat.
 */
export function isIndexedPath(sitePath: string): boolean {
  return !matchesRoute(ROUTES.operation(':spec', ':operationId', ':version'), sitePath);
}
