/**
 * The tabs of an operation's request samples (pure, and apart from the generators in codeSamples,
 * which the page loads only when it must sample a body in the browser).
 */
import type {CodeSample} from '../../lib/reference/types';

/**
 * The spec's own samples first, then the generated ones. A generated sample for a language the
 * spec already covers is left out (its label, case aside: a spec's `Go` replaces ours), and labels
 * repeated within the spec's own get a number, since each names a tab.
 */
export function mergeSamples(custom: readonly CodeSample[], generated: readonly CodeSample[]): CodeSample[] {
  const seen = new Map<string, number>();
  const own = custom.map((sample) => {
    const key = sample.label.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? sample : {...sample, label: `${sample.label} (${count})`};
  });
  return [...own, ...generated.filter((sample) => !seen.has(sample.label.toLowerCase()))];
}
