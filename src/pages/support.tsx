import React, {type ReactNode} from 'react';
import FullPage from '@site/src/frame/components/FullPage';
import SectionCards from '@site/src/frame/components/SectionCards';
import {usePortalSections} from '@site/src/frame/hooks/usePortalSections';
import {ROUTES} from '@site/lib/portal/config';
import {SUPPORT_PAGE_TEXTS} from '@site/lib/portal/texts/pages';

/**
 * The Support section's landing: a card for each page of the Support entry's dropdown that has a
 * summary (lib/portal/sections.ts), so this page and the top navigation cannot drift apart.
 */
export default function Support(): ReactNode {
  const {sections} = usePortalSections();
  const support = sections.find((section) => section.landing === ROUTES.support);
  if (!support) {
    throw new Error(`src/pages/support.tsx: no section of lib/portal/sections.ts lands on ${ROUTES.support}; give the Support section that landing.`);
  }
  const cards = support.items.flatMap((item) => (item.summary ? [{title: item.label, to: item.to, text: item.summary}] : []));
  return (
    <FullPage title={support.label} heading={support.label} description={SUPPORT_PAGE_TEXTS.description} lead={SUPPORT_PAGE_TEXTS.lead}>
      <SectionCards cards={cards} />
    </FullPage>
  );
}
