import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import {EVENT_TEXTS as TEXTS} from '@site/lib/portal/texts/events';
import type {EventMessageSummary} from '@site/lib/reference/eventTypes';
import styles from './styles.module.css';

/** Messages as a list of event type and summary, each linking its page. */
export default function EventMessageList({messages}: {messages: readonly EventMessageSummary[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {messages.map((message) => (
        <li key={message.permalink} className={styles.item}>
          <Link to={message.permalink} className={styles.name}>
            {message.name}
          </Link>
          <span className={styles.summary}>{message.summary}</span>
          {message.deprecated && <ApiBadge kind="deprecated">{TEXTS.deprecated}</ApiBadge>}
        </li>
      ))}
    </ul>
  );
}
