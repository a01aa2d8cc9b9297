import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import OperationPage from '../OperationPage';
import ProfilePage from '../ProfilePage';
import {SESSION} from '@site/lib/portal/config';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import {usePageData} from '@site/src/reference/hooks/usePageData';
import {useIsInternalFlavour} from '@site/src/shared/session/useSession';
import styles from './styles.module.css';

/** An operation or profile page, from its data file (see lib/reference/pageData). */
export default function DataPage(): ReactNode {
  const loaded = usePageData();
  const internal = useIsInternalFlavour();
  // The notice of the ended session (src/theme/Root) offers the sign-in; here only the page's place.
  const waiting = loaded.state === 'session-ended' && internal;
  const failed = loaded.state === 'failed' || (loaded.state === 'session-ended' && !waiting);
  switch (loaded.state) {
    case 'ready':
      return loaded.data.kind === 'operation' ? (
        <OperationPage content={loaded.data.content} sidebar={loaded.data.sidebar} />
      ) : (
        <ProfilePage content={loaded.data.content} sidebar={loaded.data.sidebar} />
      );
    case 'missing':
      return <NotFound />;
    default:
      return (
        <Layout>
          <main className={`container ${styles.status}`}>
            <p role={failed ? 'alert' : 'status'}>{waiting ? SESSION.texts.pageWaiting : failed ? TEXTS.pageUnavailable : TEXTS.loadingPage}</p>
          </main>
        </Layout>
      );
  }
}
