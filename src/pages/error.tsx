import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import FullPage from '@site/src/frame/components/FullPage';
import {ROUTES} from '@site/lib/portal/config';
import {ERROR_PAGE_TEXTS} from '@site/lib/portal/texts/pages';

/** Where the way back starts: pages every flavour has. */
const WAYS_BACK = [
  {to: ROUTES.home, label: ERROR_PAGE_TEXTS.home},
  {to: ROUTES.gettingStarted, label: ERROR_PAGE_TEXTS.gettingStarted},
  {to: ROUTES.support, label: ERROR_PAGE_TEXTS.support},
];

export default function ErrorPage(): ReactNode {
  const {state} = useLocation<{from?: string} | undefined>();
  return (
    <FullPage title={ERROR_PAGE_TEXTS.title} heading={ERROR_PAGE_TEXTS.heading} description={ERROR_PAGE_TEXTS.description}>
      <p>
        {state?.from ? (
          <>
            {ERROR_PAGE_TEXTS.noPageAt} <code>{state.from}</code> {ERROR_PAGE_TEXTS.inThisPortal}
          </>
        ) : (
          ERROR_PAGE_TEXTS.unknownPage
        )}{' '}
        {ERROR_PAGE_TEXTS.tryAgain}
      </p>
      <ul>
        {WAYS_BACK.map(({to, label}) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </FullPage>
  );
}
