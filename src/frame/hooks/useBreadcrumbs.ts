import {useMemo} from 'react';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import {useLocalPathname} from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {TEXTS} from '../../../lib/portal/config';
import {type BreadcrumbOverride, type Crumb, buildBreadcrumbs, sideNavTrail} from '../breadcrumbs';
import {useTopNav} from './useTopNav';

/**
 * The breadcrumb of the page being viewed (spec section 2), from the side navigation in context
 * (a docs page's, or the one the API reference provides); `override` relabels its last entry.
 */
export function useBreadcrumbs(override?: BreadcrumbOverride): Crumb[] {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const sidebar = useDocsSidebar();
  const {pathname: fullPathname} = useLocation();
  const topNav = useTopNav();
  const pathname = useLocalPathname();
  return useMemo(() => {
    const sidebarTrail = sidebar ? sideNavTrail(sidebar.items, fullPathname) : [];
    const local = (href: string | undefined) => (href?.startsWith(baseUrl) ? `/${href.slice(baseUrl.length)}` : href);
    return buildBreadcrumbs({
      home: {label: TEXTS.breadcrumb.home, to: '/'},
      topNav,
      sideNav: sidebarTrail.map((item) => ({
        label: item.label ?? '',
        to: item.type === 'category' && item.linkUnlisted ? undefined : local(item.href),
      })),
      localPathname: pathname,
      override,
    });
  }, [baseUrl, sidebar, fullPathname, override, topNav, pathname]);
}
