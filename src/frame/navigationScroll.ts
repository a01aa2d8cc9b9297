/** Spec section 2: after navigation, scroll to the hash target after a delay, or to the top. */

export interface ScrollLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type ScrollDecision = {kind: 'none'} | {kind: 'top'} | {kind: 'hash'; id: string};

export function decideScroll(previous: ScrollLocation | undefined, next: ScrollLocation): ScrollDecision {
  const id = decodeHash(next.hash);
  if (previous === undefined) {
    // First load: the browser restores or jumps by itself; a hash target is scrolled to again
    // after the delay, when late content (icons, the banner) no longer moves it.
    return id ? {kind: 'hash', id} : {kind: 'none'};
  }
  const samePage = previous.pathname === next.pathname && previous.hash === next.hash;
  if (samePage) {
    // Only the query changed (or nothing): stay where the reader is.
    return {kind: 'none'};
  }
  return id ? {kind: 'hash', id} : {kind: 'top'};
}

function decodeHash(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (raw === '') {
    return undefined;
  }
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
