import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Backlink} from '../../../plugins/guideline-rules';
import styles from './styles.module.css';

/** The pages that link a rule, listed on the rule's page. */
export default function RuleBacklinks({links}: {links: readonly Backlink[]}): ReactNode {
  return (
    <section className={styles.backlinks} aria-labelledby="linked-from">
      <Heading as="h2" id="linked-from">
        Linked from
      </Heading>
      {links.length === 0 ? (
        <p>No page links this rule yet.</p>
      ) : (
        <ul>
          {links.map((link) => (
            <li key={link.permalink}>
              <Link to={link.permalink}>{link.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
