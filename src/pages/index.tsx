import React, {type ReactNode} from 'react';
import FullPage from '@site/src/frame/components/FullPage';
import SectionCards from '@site/src/frame/components/SectionCards';
import {usePortalSections} from '@site/src/frame/hooks/usePortalSections';
import {PORTAL_NAME} from '@site/lib/portal/config';
import {HOME_PAGE_TEXTS} from '@site/lib/portal/texts/pages';

export default function Home(): ReactNode {
  const {sections} = usePortalSections();
  const cards = sections.map((section) => ({title: section.label, to: section.landing, text: section.summary}));
  return (
    <FullPage
      title={HOME_PAGE_TEXTS.title}
      heading={`${PORTAL_NAME} Portal`}
      description={`Documentation, guidelines and support for the ${PORTAL_NAME}.`}
      lead="Everything partners and teams need to build on our shop: from your first token to production-ready integrations.">
      <SectionCards cards={cards} />
    </FullPage>
  );
}
