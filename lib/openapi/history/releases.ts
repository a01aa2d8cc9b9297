/**
 * From a file's versions to its releases, without I/O: a release is a version that changes
 * `info.version`; the versions before it since the previous release are folded into it, and the
 * versions after the newest release (the same info.version) are folded into that one.
 */

/** One version of the file: a commit, or the working tree. */
export interface Version {
  commit: string;
  date: string;
  subject: string;
  path: string;
  /** Object id of the file's text: what documents and diffs are keyed by. */
  blob: string;
  /** Undefined when the text does not parse (or has no info.version): folded into the next release. */
  version?: string;
}

export interface ReleaseGroup {
  /** The version that set this release's info.version. */
  release: Version;
  /** Oldest first, the release version included. */
  versions: Version[];
  /** The newest version of the group that parses: the release's document. */
  last: Version;
}

/** Versions oldest first → releases oldest first. */
export function foldReleases(versions: readonly Version[]): ReleaseGroup[] {
  const groups: ReleaseGroup[] = [];
  let pending: Version[] = [];
  for (const version of versions) {
    pending.push(version);
    if (version.version === undefined || version.version === groups.at(-1)?.release.version) {
      continue;
    }
    groups.push({release: version, versions: pending, last: version});
    pending = [];
  }
  const newest = groups.at(-1);
  if (newest && pending.length > 0) {
    foldInto(newest, pending);
  }
  return groups;
}

/** Adds later versions to a release; the newest of them that parses becomes its document. */
export function foldInto(group: ReleaseGroup, later: readonly Version[]): void {
  group.versions.push(...later);
  group.last = [...later].reverse().find((version) => version.version !== undefined) ?? group.last;
}
