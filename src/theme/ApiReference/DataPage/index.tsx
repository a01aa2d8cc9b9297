import React, {type ReactNode} from 'react';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import {SESSION} from '@site/lib/portal/config';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {PageData} from '@site/lib/reference/pageData';
import {usePageData} from '@site/src/reference/hooks/usePageData';
import {useIsInternalFlavour} from '@site/src/shared/session/useSession';
import styles from './styles.module.css';

type Kind = PageData<PropSidebar>['kind'];

interface DataPageProps<K extends Kind> {
  /** The kind of page its route pattern holds (lib/reference/pageData: DATA_PAGE_PATTERNS). */
  kind: K;
  render: (data: Extract<PageData<PropSidebar>, {kind: K}>) => ReactNode;
}

/**
 * An operation or profile page, from its data file (see lib/reference/pageData): the states while
 * it loads, and `render` once it is there. Each kind is a route component of its own
 * (OperationDataPage, ProfileDataPage), so that an operation page does not load the profile
 * page's code, nor a profile page the operation page's.
 */
export default function DataPage<K extends Kind>({kind, render}: DataPageProps<K>): ReactNode {
  const loaded = usePageData();
  const internal = useIsInternalFlavour();
  // The notice of the ended session (src/theme/Root) offers the sign-in; here only the page's place.
  const waiting = loaded.state === 'session-ended' && internal;
  const failed = loaded.state === 'failed' || (loaded.state === 'session-ended' && !waiting);
  switch (loaded.state) {
    case 'ready':
      // A route pattern holds pages of one kind: a file of another is none of its pages.
      return loaded.data.kind === kind ? render(loaded.data as Extract<PageData<PropSidebar>, {kind: K}>) : <NotFound />;
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
