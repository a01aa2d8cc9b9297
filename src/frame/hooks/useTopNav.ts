import {useMemo} from 'react';
import {useLocalPathname} from '@docusaurus/theme-common/internal';
import {usePortalSections} from './usePortalSections';
import {type TopNavEntryView, buildTopNav} from '../topNav';

/** The top-nav entries of this flavour (from the portal-sections plugin), marked for the page being viewed. */
export function useTopNav(): TopNavEntryView[] {
  const {sections} = usePortalSections();
  const pathname = useLocalPathname();
  return useMemo(() => buildTopNav(sections, pathname), [sections, pathname]);
}
