/**
 * Facts of the guidelines' rules, apart from ./config.ts, which every page's main.js holds whole:
 * only the guideline pages' chunks (and Node: the front-matter plugin, the linter, MCP) read them
 * (issue 34).
 */

/**
 * Rule types of the guidelines (spec section 3: MUST, SHOULD, MAY and the NOT variants), in the
 * order the rule index offers them. plugins/front-matter validates rule files against this list.
 */
export const RULE_TYPES = ['MUST', 'MUST NOT', 'SHOULD', 'SHOULD NOT', 'MAY'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/**
 * Heading ids on guideline pages. A rule's breadcrumb ends on its group's rule table
 * (plugins/front-matter adds the hash), and the browser tests find the backlinks by theirs.
 */
export const RULE_ANCHORS = {
  ruleTable: 'rules',
  backlinks: 'linked-from',
} as const;
