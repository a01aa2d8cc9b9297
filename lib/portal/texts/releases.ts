/**
 * What reference pages say of the releases of an operation, a schema or a message (src/reference/
 * components/PageHistory, the "New" mark), apart from the changelog pages' texts (./changelog.ts),
 * which an operation page does not show (issue 34).
 */
export const RELEASE_TEXTS = {
  firstAppeared: 'Added in',
  lastChanged: 'Last changed in',
  isNew: 'New',
  /** How long an operation carries the "New" mark after the release that added it. */
  newForDays: 90,
} as const;
