/**
 * The history's disk cache. Everything in it is keyed by something immutable, so nothing is ever
 * invalidated: a version's facts by its git object id (the content), a diff by the pair of object
 * ids and the diff's own source, the object id of a file in a commit by that commit. Writes go
 * through a temporary file and a rename, so two builds sharing the folder never read half a file.
 * A cache that cannot be read or written is no error: the history is computed again.
 * Each flavour has entries of its own (a folder each): the live flavour's history is a part of the
 * internal one's, and no entry one flavour wrote is ever read by the other.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Flavour} from '../../portal/config';

export const DEFAULT_CACHE_DIR = path.join('node_modules', '.cache', 'portal-spec-history');

/** What the history needs of a version without parsing it again. */
export interface VersionFacts {
  /** False when the text does not parse as a spec; such a version is folded into the next one. */
  parses: boolean;
  version?: string;
  profiles: string[];
  /** x-public: true, as a build reads it (lib/openapi/load.ts); null for a text that does not parse. */
  public: boolean | null;
}

const sha1 = (...parts: string[]): string => parts.reduce((hash, part) => hash.update(part).update('\0'), crypto.createHash('sha1')).digest('hex');

/**
 * A digest of the diff's sources: a cached diff is only as good as the code that computed it, and
 * a changed check must not be hidden by diffs cached before it.
 */
function diffSourceDigest(): string {
  const dir = path.resolve(__dirname, '..');
  try {
    const files = [
      path.join(dir, 'diff.ts'),
      ...fs
        .readdirSync(path.join(dir, 'diff'))
        .sort()
        .map((file) => path.join(dir, 'diff', file)),
    ];
    return sha1(...files.map((file) => fs.readFileSync(file, 'utf8')));
  } catch {
    // Sources not beside this file (a packaged copy): the cache still keys on the contents.
    return 'unknown';
  }
}

let digest: string | undefined;

export class HistoryCache {
  private readonly dir: string;

  constructor(dir: string, flavour: Flavour) {
    this.dir = path.join(dir, flavour);
  }

  private read<T>(kind: string, key: string): T | undefined {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.dir, kind, `${key}.json`), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  private write(kind: string, key: string, value: unknown): void {
    const file = path.join(this.dir, kind, `${key}.json`);
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(temporary, JSON.stringify(value));
      fs.renameSync(temporary, file);
    } catch {
      fs.rmSync(temporary, {force: true});
    }
  }

  facts(blob: string): VersionFacts | undefined {
    const facts = this.read<VersionFacts>('versions', blob);
    // Facts written before publicness was one of them are read again: a missing flag is no answer.
    return facts?.public === undefined ? undefined : facts;
  }

  setFacts(blob: string, facts: VersionFacts): void {
    this.write('versions', blob, facts);
  }

  private diffKey(base: string, head: string): string {
    digest ??= diffSourceDigest();
    return sha1(digest, base, head);
  }

  diff<T>(baseBlob: string, headBlob: string): T | undefined {
    return this.read<T>('diffs', this.diffKey(baseBlob, headBlob));
  }

  setDiff(baseBlob: string, headBlob: string, changes: unknown): void {
    this.write('diffs', this.diffKey(baseBlob, headBlob), changes);
  }

  /** Object ids of the file in commits already read: `<commit>:<path>` (or `<commit>^:<path>`) → id (null: not there). */
  blobsOf(topLevel: string, file: string): Record<string, string | null> {
    return this.read<Record<string, string | null>>('blobs', sha1(topLevel, file)) ?? {};
  }

  setBlobsOf(topLevel: string, file: string, blobs: Record<string, string | null>): void {
    this.write('blobs', sha1(topLevel, file), blobs);
  }
}
