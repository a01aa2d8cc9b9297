import React, {type ReactNode, useEffect, useId, useRef} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import IconMenu from '@theme/Icon/Menu';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import Brand from '@site/src/frame/components/Brand';
import TopNav from '@site/src/frame/components/TopNav';
import SignOut from '@site/src/frame/components/SignOut';
import {useDrawerState} from '@site/src/frame/hooks/useDrawer';
import {MEDIA, useMediaQuery} from '@site/src/frame/hooks/useMediaQuery';
import {TEXTS} from '@site/lib/portal/config';
import {useIsInternalFlavour} from '@site/src/shared/session/useSession';
import {useLazyComponentState} from '@site/src/shared/hooks/useLazyComponent';
import styles from './styles.module.css';

/**
 * The drawer is a chunk of its own, out of every page's first load (issue 34): it is fetched when
 * a pointer or the focus reaches the menu button, and at the latest when the button opens it.
 */
const loadDrawer = () => import(/* webpackChunkName: "drawer" */ '@site/src/frame/components/Drawer');
const prepareDrawer = () => {
  // A failed fetch is tried again when the drawer is wanted (useLazyComponent).
  loadDrawer().catch(() => {});
};

/**
 * Ejected: the header of spec section 2 with our own size bands (Docusaurus switches at 996px).
 * Above 860px: logo, top-nav entries (groups with a dropdown), search, colour mode. At 860px and
 * below: menu button (opens the drawer), logo, search. Both parts are rendered and CSS shows one,
 * so the static HTML is right at every width.
 */
export default function Navbar(): ReactNode {
  const drawer = useDrawerState();
  const drawerId = useId();
  const {pathname} = useLocation();
  const isMobileHeader = useMediaQuery(MEDIA.mobileHeader);
  const {close, closeNow} = drawer;
  const internal = useIsInternalFlavour();
  // Once loaded it stays: closed, it renders nothing.
  const {Component: NavDrawer} = useLazyComponentState(loadDrawer, drawer.state !== 'closed');

  // A navigation not started from the drawer (e.g. Back) closes it too.
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current) {
      close();
    }
  }, [pathname, close]);

  // Growing past the mobile header band removes the drawer.
  useEffect(() => {
    if (isMobileHeader === false) {
      closeNow();
    }
  }, [isMobileHeader, closeNow]);

  return (
    <>
      <nav
        aria-label={TEXTS.header.navLabel}
        className={clsx(ThemeClassNames.layout.navbar.container, 'navbar', 'navbar--fixed-top', styles.header, internal && styles.withSignOut)}>
        <div className={styles.inner}>
          <button
            type="button"
            className={clsx('clean-btn', styles.menuButton)}
            aria-label={TEXTS.header.openMenu}
            aria-expanded={drawer.state === 'open'}
            aria-controls={drawer.state === 'closed' ? undefined : drawerId}
            aria-haspopup="dialog"
            onPointerEnter={prepareDrawer}
            onTouchStart={prepareDrawer}
            onFocus={prepareDrawer}
            onClick={drawer.open}>
            <IconMenu width={24} height={24} />
          </button>
          <Brand className={styles.brand} />
          <TopNav className={styles.topNav} />
          <div className={styles.tools}>
            <div className={styles.search}>
              <SearchBar />
            </div>
            <NavbarColorModeToggle className={styles.colorMode} />
            <SignOut place="header" />
          </div>
        </div>
      </nav>
      {NavDrawer && <NavDrawer drawer={drawer} id={drawerId} />}
    </>
  );
}
