import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import FullPage from '@site/src/frame/components/FullPage';
import {ROUTES, TEXTS} from '@site/lib/portal/config';

/** Where the way back starts: pages every flavour has. */
const WAYS_BACK = [
  {to: ROUTES.home, label: TEXTS.error.home},
  {to: ROUTES.gettingStarted, label: TEXTS.error.gettingStarted},
  {to: ROUTES.support, label: TEXTS.error.support},
];

export default function ErrorPage(): ReactNode {
  const {state} = useLocation<{from?: string} | undefined>();
  return (
    <FullPage title={TEXTS.errorTitle} heading={TEXTS.error.heading} description={TEXTS.error.description}>
      <p>
        {state?.from ? (
          <>
            {TEXTS.error.noPageAt} <code>{state.from}</code> {TEXTS.error.inThisPortal}
          </>
        ) : (
          TEXTS.error.unknownPage
        )}{' '}
        {TEXTS.error.tryAgain}
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
