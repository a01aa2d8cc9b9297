// The median of a bench's repeated runs: these machines are noisy, and one slow run says little.
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
