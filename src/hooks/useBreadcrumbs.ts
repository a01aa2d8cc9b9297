import {useMemo} from 'react';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {useLocalPathname} from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {TEXTS} from '../portal/config';
import {type Crumb, buildBreadcrumbs, readBreadcrumbOverride} from './breadcrumbs';
import {useTopNav} from './useTopNav';

/** The breadcrumb of the docs page being viewed (spec section 2); front matter `breadcrumb` overrides its last entry. */
export function useBreadcrumbs(): Crumb[] {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const sidebarTrail = useSidebarBreadcrumbs();
  const {frontMatter} = useDoc();
  const topNav = useTopNav();
  const pathname = useLocalPathname();
  return useMemo(() => {
    const local = (href: string | undefined) => (href?.startsWith(baseUrl) ? `/${href.slice(baseUrl.length)}` : href);
    return buildBreadcrumbs({
      home: {label: TEXTS.breadcrumb.home, to: '/'},
      topNav,
      sideNav: (sidebarTrail ?? []).map((item) => ({
        label: item.label,
        to: item.type === 'category' && item.linkUnlisted ? undefined : local(item.href),
      })),
      localPathname: pathname,
      override: readBreadcrumbOverride(frontMatter as Record<string, unknown>),
    });
  }, [baseUrl, sidebarTrail, frontMatter, topNav, pathname]);
}
