import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import RuleBadge from '@site/src/guidelines/components/RuleBadge';
import styles from './styles.module.css';

export interface Props {
  id: string;
  type: string;
  title: string;
  to: string;
}

/** What `[[R101001]]` in markdown becomes: the rule's type, id and title, linking its page. */
export default function RuleLink({id, type, title, to}: Props): ReactNode {
  return (
    <Link to={to} className={styles.link} data-rule-id={id}>
      <RuleBadge type={type} /> <span className={styles.id}>{id}</span> <span className={styles.title}>{title}</span>
    </Link>
  );
}
