import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import {EVENT_TEXTS as TEXTS} from '@site/lib/portal/texts/events';
import type {EventOverviewPageData} from '@site/lib/reference/eventTypes';
import styles from './styles.module.css';

export interface Props {
  page: EventOverviewPageData;
  sidebar: PropSidebar;
}

/** /reference/events: each event API of the flavour with its summary, owner, topics and message count. */
export default function OverviewPage({page, sidebar}: Props): ReactNode {
  return (
    <ReferenceLayout sidebar={sidebar} description={TEXTS.overviewLead}>
      <Heading as="h1">{TEXTS.overviewHeading}</Heading>
      <p>{TEXTS.overviewLead}</p>
      {page.apis.length === 0 && <p>{TEXTS.noEventApis}</p>}
      {page.apis.map((api) => (
        <section key={api.key} className={styles.api}>
          <Heading as="h2" id={api.key}>
            <Link to={api.permalink}>{api.title}</Link>
          </Heading>
          {api.summary && <p>{api.summary}</p>}
          <p className={styles.meta}>
            Version <code>{api.version}</code> · {TEXTS.owner}: {api.owner.team} · {TEXTS.messageCount(api.messageCount)}
          </p>
          {api.topics.length > 0 && (
            <p className={styles.topics}>
              {TEXTS.topics}:{' '}
              {api.topics.map((topic) => (
                <code key={topic}>{topic}</code>
              ))}
            </p>
          )}
        </section>
      ))}
    </ReferenceLayout>
  );
}
