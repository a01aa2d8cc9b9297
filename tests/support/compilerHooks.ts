// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hook's callback may take anything
type Callback = (...args: any[]) => unknown;

/** A hook as our dev-server code taps it: `tap` or `tapPromise`, never both on one hook. */
type HookStandIn<C> = {tap: (name: string, callback: C) => void; tapPromise: (name: string, callback: C) => void};

/**
 * Stand-ins for a compiler's hooks (webpack's, Rspack's): each keeps the callback tapped on it in
 * `taps`, which a test calls by hand as the watcher would. Any hook name works; `Taps` types those
 * the test calls.
 */
export function compilerHooks<Taps extends Record<string, Callback>>(): {hooks: {[Name in keyof Taps]: HookStandIn<Taps[Name]>}; taps: Taps} {
  const taps: Record<string, Callback> = {};
  const hooks = new Proxy(
    {},
    {
      get: (_target, name: string): HookStandIn<Callback> => {
        const keep = (_plugin: string, callback: Callback) => {
          taps[name] = callback;
        };
        return {tap: keep, tapPromise: keep};
      },
    },
  );
  return {hooks: hooks as {[Name in keyof Taps]: HookStandIn<Taps[Name]>}, taps: taps as Taps};
}
