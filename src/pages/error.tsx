import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import FullPage from '@site/src/components/FullPage';
import {TEXTS} from '@site/src/portal/config';

export default function ErrorPage(): ReactNode {
  const {state} = useLocation<{from?: string} | undefined>();
  return (
    <FullPage title={TEXTS.errorTitle} heading="This page does not exist" description="The requested page could not be found.">
      <p>
        {state?.from ? (
          <>
            There is no page at <code>{state.from}</code> in this portal.
          </>
        ) : (
          'The page you asked for does not exist in this portal, or it has moved.'
        )}{' '}
        Try the search, or start again from one of these pages:
      </p>
      <ul>
        <li>
          <Link to="/">Portal home</Link>
        </li>
        <li>
          <Link to="/rest/getting-started/introduction">Getting started with the REST API</Link>
        </li>
        <li>
          <Link to="/support">Support</Link>
        </li>
      </ul>
    </FullPage>
  );
}
