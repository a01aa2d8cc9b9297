import React, {type ReactNode} from 'react';
import InfoBanner from '@site/src/frame/components/InfoBanner';
import SessionEnded from '@site/src/shared/components/SessionEnded';

/**
 * Root stays mounted across navigations, so the info banner keeps its state: it appears once,
 * 1 second after the app mounts, and a dismissal holds for the whole visit. The notice of an
 * ended session lives here for the same reason: a fetch of any page may meet it.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <InfoBanner />
      {children}
      <SessionEnded />
    </>
  );
}
