import React, {type ReactNode} from 'react';
import FullPage from '@site/src/components/FullPage';
import SectionCards from '@site/src/components/SectionCards';

const CARDS = [
  {title: 'FAQ', to: '/support/faq/topics', text: 'Quick answers on access, authentication, limits, errors and this portal.'},
  {title: 'Glossary', to: '/support/glossary/a-d', text: 'The terms of our APIs and guidelines, from access token to x-extensible-enum.'},
  {title: 'Contact', to: '/support/contact/get-in-touch', text: 'Reach API support or partner onboarding, and what to include in your request.'},
];

export default function Support(): ReactNode {
  return (
    <FullPage
      title="Support"
      heading="Support"
      description="FAQ, glossary and contact for the Lindenkauf Consumer API."
      lead="Stuck on a call, a term or an error? Start here.">
      <SectionCards cards={CARDS} />
    </FullPage>
  );
}
