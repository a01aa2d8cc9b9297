import {type ComponentType, useEffect, useState} from 'react';

export interface LazyComponent<P extends object> {
  /** Undefined until the chunk is there. */
  Component?: ComponentType<P>;
  /** The last attempt failed (offline, a deploy replaced the chunk); the next time it is wanted, it is tried again. */
  failed: boolean;
}

/**
 * A component of a chunk of its own, fetched once `wanted` turns true. No Suspense boundary,
 * which would show its fallback behind a timer: the caller renders what it likes meanwhile.
 */
export function useLazyComponentState<P extends object>(load: () => Promise<{default: ComponentType<P>}>, wanted: boolean): LazyComponent<P> {
  const [component, setComponent] = useState<ComponentType<P>>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || component) {
      return undefined;
    }
    let current = true;
    setFailed(false);
    load().then(
      (module) => {
        if (current) {
          // A function would be taken for an updater.
          setComponent(() => module.default);
        }
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, component]);
  return {...(component ? {Component: component} : {}), failed};
}

/** The component alone: undefined until it is there (and if it never arrives), so the caller renders nothing in its place. */
export function useLazyComponent<P extends object>(load: () => Promise<{default: ComponentType<P>}>, wanted: boolean): ComponentType<P> | undefined {
  return useLazyComponentState(load, wanted).Component;
}
