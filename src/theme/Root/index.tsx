import React, {type ReactNode} from 'react';
import InfoBanner from '@site/src/frame/components/InfoBanner';

/**
 * Root stays mounted across navigations, so the info banner keeps its state: it appears once,
 * 1 second after the app mounts, and a dismissal holds for the whole visit.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <InfoBanner />
      {children}
    </>
  );
}
