/**
 * Where things live in the index files, shared by the builder (which decides) and the engine
 * (which finds). Shards are keyed by prefix: a term lives in the shard of its longest prefix
 * that names a shard.
 */
import {PREFIX_MAX_SHARDS} from './config';
import type {IndexManifest} from './types';

/** The shard key holding `term`, if any shard can. */
export function shardKeyFor(shards: Record<string, string>, term: string): string | undefined {
  for (let length = term.length; length >= 0; length -= 1) {
    const key = term.slice(0, length);
    if (Object.hasOwn(shards, key)) {
      return key;
    }
  }
  return undefined;
}

/**
 * Shard keys that may hold words starting with `prefix`: the one holding the prefix itself,
 * then the longer ones below it, nearest first, at most PREFIX_MAX_SHARDS.
 */
export function shardKeysCovering(shards: Record<string, string>, prefix: string): string[] {
  const own = shardKeyFor(shards, prefix);
  const below = Object.keys(shards)
    .filter((key) => key.startsWith(prefix) && key !== own)
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return [...(own === undefined ? [] : [own]), ...below].slice(0, PREFIX_MAX_SHARDS);
}

export function fragmentFile(manifest: Pick<IndexManifest, 'fragmentSet'>, group: number): string {
  return `f-${manifest.fragmentSet}-${group}.json`;
}

export function moduleOf(manifest: Pick<IndexManifest, 'modules' | 'docModules'>, doc: number): string {
  return manifest.modules[parseInt(manifest.docModules[doc]!, 36)]!;
}

/**
 * A posting's value: its score times two, plus one when the term is in the document's title,
 * heading, path, ids or keywords (the document names the word, rather than mentioning it).
 */
export function postingValue(score: number, naming: boolean): number {
  return score * 2 + (naming ? 1 : 0);
}

export function readPosting(value: number): {score: number; naming: boolean} {
  return {score: Math.floor(value / 2), naming: value % 2 === 1};
}
