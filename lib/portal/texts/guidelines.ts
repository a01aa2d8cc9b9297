/**
 * Texts of the guideline pages, apart from ../config.ts, which every page's main.js holds whole:
 * only the guidelines' chunks carry these (issue 34).
 */

/** The guideline rules: the index on /guidelines, each group's rule table and a rule's backlinks. */
export const RULE_TEXTS = {
  index: 'Rule index',
  filters: 'Filter rules',
  type: 'Rule type',
  group: 'Group',
  allGroups: 'All groups',
  count: (shown: number, total: number) => `Showing ${shown} of ${total} rules`,
  noMatch: 'No rule matches this filter.',
  showAll: 'Show all rules',
  tableHeading: 'Rules',
  columns: {type: 'Type', id: 'Id', title: 'Rule'},
  linkedFrom: 'Linked from',
  noBacklinks: 'No page links this rule yet.',
} as const;

/** The guidelines' own linter (lib/lint) on rule pages, the rule index and API pages. */
export const LINT_TEXTS = {
  badge: 'Automated check',
  severity: {error: 'error', warn: 'warning'},
  badgeTitle: (severity: string) => `The API linter checks this rule on every spec and reports a breach as ${severity === 'error' ? 'an error' : 'a warning'}.`,
  checks: 'The API linter checks:',
  filter: 'Automated',
  conformanceHeading: 'Guideline conformance',
  passed: (passed: number, automated: number) => `Passes ${passed} of ${automated} automated guideline rules`,
  counts: (errors: number, warnings: number, excepted: number) =>
    [
      errors > 0 && `${errors} ${errors === 1 ? 'error' : 'errors'}`,
      warnings > 0 && `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`,
      excepted > 0 && `${excepted} excepted`,
    ]
      .filter(Boolean)
      .join(', '),
  clean: 'No findings.',
  line: (line: number) => `line ${line}`,
  exception: 'Declared exception:',
  more: (count: number) => `${count} more findings: run npm run lint:specs for all of them.`,
} as const;
