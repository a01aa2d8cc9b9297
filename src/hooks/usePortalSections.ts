import {usePluginData} from '@docusaurus/useGlobalData';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import type {PortalSectionsData} from '../../plugins/portal-sections';

type PortalSection = PortalSectionsData['sections'][number];

/** The sections of the flavour this build is, in top-nav order. */
export function usePortalSections(): PortalSectionsData {
  return usePluginData('portal-sections') as PortalSectionsData;
}

/** The section of the docs page being viewed, or undefined outside the docs sections. */
export function useActiveSection(): PortalSection | undefined {
  const {sections} = usePortalSections();
  const activePlugin = useActivePlugin();
  return activePlugin ? sections.find((section) => section.id === activePlugin.pluginId) : undefined;
}
