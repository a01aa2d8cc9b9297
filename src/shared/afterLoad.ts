/**
 * Work that must not compete with what makes a page usable (the error-reporting agent, the
 * navigation progress bar) waits for the load event, and then for an idle period.
 */
export type LoadingWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => unknown;
};

/** Calls `callback` once the load event has fired: at once where it has fired already. */
export function afterLoad(win: LoadingWindow, callback: () => void): void {
  if (win.document.readyState === 'complete') {
    callback();
  } else {
    win.addEventListener('load', callback, {once: true});
  }
}

/**
 * Calls `callback` after the load event when the browser is idle, at the latest `timeoutMs` after
 * load where given; where there is no requestIdleCallback (Safari), in the next task after load.
 */
export function idleAfterLoad(win: LoadingWindow, callback: () => void, timeoutMs?: number): void {
  afterLoad(win, () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => callback(), timeoutMs === undefined ? undefined : {timeout: timeoutMs});
    } else {
      win.setTimeout(callback, 0);
    }
  });
}
