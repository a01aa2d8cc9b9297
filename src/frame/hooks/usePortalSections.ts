import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocalPathname} from '@docusaurus/theme-common/internal';
import type {PortalSectionsData} from '../../../lib/portal/sections';
import {activeSection} from '../topNav';

type PortalSection = PortalSectionsData['sections'][number];

/** The sections of the flavour this build is, in top-nav order. */
export function usePortalSections(): PortalSectionsData {
  return usePluginData('portal-sections') as PortalSectionsData;
}

/**
 * The section of the page being viewed: its docs instance's, or the section that also serves its
 * path (the API reference belongs to the REST API). Undefined on full-layout pages.
 */
export function useActiveSection(): PortalSection | undefined {
  const {sections} = usePortalSections();
  return activeSection(sections, useLocalPathname());
}
