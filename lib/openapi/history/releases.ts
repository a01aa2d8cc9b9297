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

/** A commit's version of the file as the log gives it, before it is read: its text may be missing (the commit deleted the file). */
export interface LoggedVersion {
  path: string;
  blob?: string;
}

/**
 * Where the live flavour's history of a file starts (an index into its versions, oldest first):
 * at the first public version of the newest unbroken run of public ones, so nothing of an internal
 * past is shown. A run breaks at a version that is not public, at a commit that deleted the file,
 * and at a rename whose source was not public in the rename's commit (`renameSourcePublic`): `git
 * log --follow` guesses renames by likeness, and may tie a new public file to a deleted internal
 * one. A text that does not parse (`isPublic` undefined) tells nothing: it neither breaks a run
 * nor starts one (nothing of it is shown: it is folded into the next release). `versions.length`
 * when no version at the end of the list is public.
 */
export function publicRunStart<T extends LoggedVersion>(
  versions: readonly T[],
  isPublic: (blob: string) => boolean | undefined,
  renameSourcePublic: (version: T, from: string) => boolean,
): number {
  let start = versions.length;
  for (let index = versions.length - 1; index >= 0; index--) {
    const version = versions[index]!;
    const publicness = version.blob === undefined ? false : isPublic(version.blob);
    if (publicness === false) {
      break;
    }
    if (publicness === true) {
      start = index;
    }
    const older = versions[index - 1];
    if (older && older.path !== version.path && !renameSourcePublic(version, older.path)) {
      break;
    }
  }
  return start;
}
