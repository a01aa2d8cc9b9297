import {type ComponentType, useEffect, useState} from 'react';

/**
 * A component of a chunk of its own, fetched once `wanted` turns true: undefined until it is
 * there (and if it never arrives), so the caller renders nothing in its place meanwhile. No
 * Suspense boundary, which would show its fallback behind a timer.
 */
export function useLazyComponent<P extends object>(load: () => Promise<{default: ComponentType<P>}>, wanted: boolean): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>();
  useEffect(() => {
    if (!wanted || component) {
      return undefined;
    }
    let current = true;
    load().then(
      (module) => {
        if (current) {
          // A function would be taken for an updater.
          setComponent(() => module.default);
        }
      },
      // Failed: try again the next time it is wanted.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, wanted, component]);
  return component;
}
