import type {ReactNode} from 'react';

/**
 * The portal configures no announcement bar (its banner is the info banner, spec section 8), so the
 * classic theme's would render nothing on every page while its code, close button and styles sat
 * in main.js (issue 34: first-load JavaScript). Configuring `themeConfig.announcementBar` needs
 * this file removed.
 */
export default function AnnouncementBar(): ReactNode {
  return null;
}
