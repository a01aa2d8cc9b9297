import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {ErrorsPageData} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  page: ErrorsPageData;
  sidebar: PropSidebar;
}

/** /rest/errors: every problem type the APIs return, with the operations that return it. */
export default function ErrorsPage({page, sidebar}: Props): ReactNode {
  return (
    <ReferenceLayout sidebar={sidebar} description={TEXTS.errorsLead}>
      <Heading as="h1">{TEXTS.errorsHeading}</Heading>
      <p>{TEXTS.errorsLead}</p>
      {page.problems.length === 0 && <p>{TEXTS.noProblems}</p>}
      {page.problems.map((problem) => (
        <section key={problem.type} className={styles.problem}>
          <Heading as="h2" id={problem.slug}>
            {problem.title}
          </Heading>
          <dl className={styles.facts}>
            <dt>type</dt>
            <dd>
              <code>{problem.type}</code>
            </dd>
            {problem.status !== undefined && (
              <>
                <dt>status</dt>
                <dd>
                  <code>{problem.status}</code>
                </dd>
              </>
            )}
          </dl>
          {problem.explanation && (
            <p>
              <Link to={problem.explanation}>How to handle {problem.title.toLowerCase()} problems</Link>
            </p>
          )}
          <details className={styles.operations}>
            <summary>
              Returned by {problem.operations.length} {problem.operations.length === 1 ? 'operation' : 'operations'}
            </summary>
            <ul>
              {problem.operations.map((operation) => (
                <li key={operation.permalink}>
                  <ApiBadge kind={operation.method}>{operation.method}</ApiBadge> <Link to={operation.permalink}>{operation.operationId}</Link>{' '}
                  <span className={styles.api}>
                    ({operation.specTitle}, <code>{operation.path}</code>)
                  </span>
                </li>
              ))}
            </ul>
          </details>
        </section>
      ))}
    </ReferenceLayout>
  );
}
