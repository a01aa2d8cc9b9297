import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {EventLinkView} from '@site/lib/reference/types';
import styles from './styles.module.css';

/**
 * On a REST operation page: the messages of the event APIs that announce a change of its resource,
 * each linked to its page with its topics. The build gives only those of the flavour's event APIs.
 */
export default function EventLinks({events}: {events: readonly EventLinkView[] | undefined}): ReactNode {
  if (!events || events.length === 0) {
    return null;
  }
  return (
    <section>
      <Heading as="h2" id="events">
        {TEXTS.eventsOfOperation}
      </Heading>
      <p>{TEXTS.eventsOfOperationLead}</p>
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={event.permalink} className={styles.item}>
            <Link to={event.permalink} className={styles.name}>
              {event.name}
            </Link>
            <span className={styles.summary}>{event.summary}</span>
            <span className={styles.meta}>
              {event.apiTitle}
              {event.topics.map((topic) => (
                <code key={topic} className={styles.topic}>
                  {topic}
                </code>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
