/**
 * One-edit matching. The index keeps, for every term, the term and each of its one-deletion
 * variants; two words are at most one edit apart only if their variant sets meet (insertion,
 * deletion, substitution and transposition all leave a common variant), so a query needs only
 * the shards of its own variants. Candidates are then checked with the real distance.
 */
import {STEM_MARK} from './tokenize';

/** The word and every word made by deleting one of its characters, deduplicated. */
export function deletionVariants(word: string): string[] {
  const variants = new Set([word]);
  for (let index = 0; index < word.length; index += 1) {
    variants.add(word.slice(0, index) + word.slice(index + 1));
  }
  return [...variants];
}

/** Whether a and b are at most one insertion, deletion, substitution or adjacent transposition apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) {
    return true;
  }
  if (Math.abs(a.length - b.length) > 1) {
    return false;
  }
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) {
    start += 1;
  }
  if (a.length !== b.length) {
    const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
    return longer.slice(start + 1) === shorter.slice(start);
  }
  const substituted = a.slice(start + 1) === b.slice(start + 1);
  const transposed = a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  return substituted || transposed;
}

/** Digits mark ids (R102001, v2): they match exactly or by prefix, never with a typo. */
export function allowsTypos(word: string): boolean {
  return !/\d/.test(word) && !word.startsWith(STEM_MARK);
}
