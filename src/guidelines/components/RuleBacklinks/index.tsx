import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Backlink} from '../../../../lib/lint/rules';
import {RULE_ANCHORS} from '@site/lib/portal/rules';
import {RULE_TEXTS} from '@site/lib/portal/texts/guidelines';
import styles from './styles.module.css';

/** The pages that link a rule, listed on the rule's page. */
export default function RuleBacklinks({links}: {links: readonly Backlink[]}): ReactNode {
  return (
    <section className={styles.backlinks} aria-labelledby={RULE_ANCHORS.backlinks}>
      <Heading as="h2" id={RULE_ANCHORS.backlinks}>
        {RULE_TEXTS.linkedFrom}
      </Heading>
      {links.length === 0 ? (
        <p>{RULE_TEXTS.noBacklinks}</p>
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
