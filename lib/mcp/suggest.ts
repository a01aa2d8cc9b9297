/** Names close to one a client got wrong, for tool errors that say what to ask for instead. */

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Up to `count` of `names` nearest to `wanted`, case ignored: those containing it or contained in
 * it first, then by edit distance, leaving out any that differ in more than half their letters.
 */
export function closestNames(wanted: string, names: readonly string[], count = 5): string[] {
  const needle = wanted.toLowerCase();
  return names
    .map((name) => {
      const lower = name.toLowerCase();
      const contains = needle.length >= 3 && (lower.includes(needle) || needle.includes(lower));
      return {name, contains, distance: editDistance(needle, lower)};
    })
    .filter(({name, contains, distance}) => contains || distance <= Math.max(2, Math.floor(Math.max(name.length, needle.length) / 2)))
    .sort((a, b) => Number(b.contains) - Number(a.contains) || a.distance - b.distance || (a.name < b.name ? -1 : 1))
    .slice(0, count)
    .map(({name}) => name);
}

/** `Did you mean a, b?` or an empty string. */
export function didYouMean(wanted: string, names: readonly string[]): string {
  const close = closestNames(wanted, names);
  return close.length > 0 ? ` Did you mean ${close.join(', ')}?` : '';
}

/** An error the client can fix: the SDK sends its message back as the tool's result, marked isError. */
export class ToolInputError extends Error {}
