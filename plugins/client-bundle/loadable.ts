/**
 * The browser build's `react-loadable` (the server build keeps the package, whose `Loadable.Capture`
 * tells Docusaurus which chunks a page's HTML links). What core's `ComponentCreator` uses of it in
 * the browser: `Loadable` and `Loadable.Map` with `loader`, `loading`, `render`, `delay` and
 * `timeout`, and the component's `preload`, which core's client entry awaits for the page's own
 * routes before it hydrates and `PendingNavigation` before it shows the next page. The package's
 * rules, kept here: one load per component, shared by its instances and started by the first
 * `preload` or render; a component whose load has ended renders what it loaded at once (so a
 * preloaded route hydrates as the server rendered it); until then, and on an error, the `loading`
 * component with `isLoading`, `pastDelay` (after `delay`, 200 ms unless given), `timedOut` (after
 * `timeout`, if given), `error` and `retry`, which starts the load again. Not kept, as nothing calls
 * them in the browser: `Capture`, `preloadAll` and `preloadReady` (whose `webpack` option of weak
 * ids this reads nothing of). About a third of the package's size (issue 34, item 4). A patch
 * listed in DOCUSAURUS_PATCHES.md.
 */
import {createElement, useEffect, useState, type ComponentType, type ReactNode} from 'react';

export interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: unknown;
  retry: () => void;
}

type Loader = () => Promise<unknown>;

interface Options<L> {
  loader: L;
  loading: ComponentType<LoadingProps>;
  render?: (loaded: never, props: object) => ReactNode;
  delay?: number | null;
  timeout?: number | null;
  modules?: string[];
  webpack?: () => unknown[];
}

/** A load as the package keeps it: read synchronously by a render, settled by `promise`. */
interface Load {
  loading: boolean;
  loaded: unknown;
  error: unknown;
  promise: Promise<unknown>;
}

type LoadableComponent = ComponentType<object> & {preload: () => Promise<unknown>};

/** Settles `state` with `promise`: its value loaded, or its error kept (and thrown on, for whoever waits). */
function settle(state: Load, promise: Promise<unknown>): Load {
  state.promise = promise.then(
    (loaded) => {
      state.loading = false;
      state.loaded = loaded;
      return loaded;
    },
    (error: unknown) => {
      state.loading = false;
      state.error = error;
      throw error;
    },
  );
  return state;
}

function load(loader: Loader): Load {
  return settle({loading: true, loaded: null, error: null, promise: Promise.resolve()}, loader());
}

/** `Loadable.Map`'s load: each key's module under its key, loaded once all are (at once if there are none). */
function loadMap(loaders: Record<string, Loader>): Load {
  const loaded: Record<string, unknown> = {};
  const keys = Object.keys(loaders);
  const all = Promise.all(
    keys.map((key) =>
      loaders[key]!().then((module) => {
        loaded[key] = module;
      }),
    ),
  ).then(() => loaded);
  return settle({loading: keys.length > 0, loaded, error: null, promise: Promise.resolve()}, all);
}

const resolve = (loaded: {__esModule?: boolean; default?: unknown}) => (loaded?.__esModule ? loaded.default : loaded);

function defaultRender(loaded: never, props: object) {
  return createElement(resolve(loaded) as ComponentType, props);
}

function createLoadableComponent<L>(loadFn: (loader: L) => Load, options: Options<L>): LoadableComponent {
  if (!options.loading) {
    throw new Error('react-loadable requires a `loading` component');
  }
  const {loader, loading, delay, timeout, render} = {delay: 200, timeout: null, render: defaultRender, ...options};
  let res: Load | undefined;
  const init = () => (res ??= loadFn(loader)).promise;

  function Loadable(props: object) {
    init();
    const current = res!;
    const [state, setState] = useState(() => ({
      loading: current.loading,
      loaded: current.loaded,
      error: current.error,
      pastDelay: delay === 0 && current.loading,
      timedOut: false,
    }));
    // Which load the instance follows: a retry starts another.
    const [attempt, setAttempt] = useState(current);

    useEffect(() => {
      const settle = () =>
        setState((previous) =>
          previous.loading === attempt.loading && previous.loaded === attempt.loaded && previous.error === attempt.error
            ? previous
            : {...previous, loading: attempt.loading, loaded: attempt.loaded, error: attempt.error},
        );
      if (!attempt.loading) {
        // The load ended between the render and now.
        settle();
        return undefined;
      }
      let mounted = true;
      const timers: ReturnType<typeof setTimeout>[] = [];
      if (typeof delay === 'number' && delay > 0) {
        timers.push(setTimeout(() => setState((previous) => ({...previous, pastDelay: true})), delay));
      }
      if (typeof timeout === 'number') {
        timers.push(setTimeout(() => setState((previous) => ({...previous, timedOut: true})), timeout));
      }
      const ended = () => {
        if (mounted) {
          settle();
          timers.forEach(clearTimeout);
        }
      };
      attempt.promise.then(ended, ended);
      return () => {
        mounted = false;
        timers.forEach(clearTimeout);
      };
    }, [attempt]);

    if (state.loading || state.error) {
      const retry = () => {
        res = loadFn(loader);
        setState((previous) => ({...previous, loading: true, error: null, timedOut: false, pastDelay: previous.pastDelay || delay === 0}));
        setAttempt(res);
      };
      return createElement(loading, {isLoading: state.loading, pastDelay: state.pastDelay, timedOut: state.timedOut, error: state.error, retry});
    }
    return state.loaded ? render(state.loaded as never, props) : null;
  }
  Loadable.preload = init;
  return Loadable;
}

export default function Loadable(options: Options<Loader>): LoadableComponent {
  return createLoadableComponent(load, options);
}

Loadable.Map = function LoadableMap(options: Options<Record<string, Loader>>): LoadableComponent {
  if (typeof options.render !== 'function') {
    throw new Error('LoadableMap requires a `render(loaded, props)` function');
  }
  return createLoadableComponent(loadMap, options);
};
