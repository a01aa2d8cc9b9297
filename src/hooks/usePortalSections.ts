import {usePluginData} from '@docusaurus/useGlobalData';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {useLocalPathname} from '@docusaurus/theme-common/internal';
import type {PortalSectionsData} from '../../plugins/portal-sections';
import {isInSection} from '../lib/topNav';

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
  const activePlugin = useActivePlugin();
  const pathname = useLocalPathname();
  return activePlugin ? sections.find((section) => section.id === activePlugin.pluginId) : sections.find((section) => (section.alsoServes ?? []).length > 0 && isInSection(section, pathname));
}
