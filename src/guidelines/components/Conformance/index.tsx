import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import RuleBadge from '@site/src/guidelines/components/RuleBadge';
import {LINT_TEXTS} from '@site/lib/portal/texts/guidelines';
import type {ConformanceSummary, ConformanceView} from '@site/lib/reference/types';
import styles from './styles.module.css';

/** One line: rules passed, and the findings by kind. */
export function ConformanceLine({conformance, to}: {conformance: ConformanceSummary; to?: string}): ReactNode {
  const counts = LINT_TEXTS.counts(conformance.errors, conformance.warnings, conformance.excepted);
  const text = `${LINT_TEXTS.passed(conformance.passed, conformance.automated)}${counts ? ` · ${counts}` : ''}`;
  const tone = conformance.errors > 0 ? styles.failing : conformance.warnings > 0 ? styles.warning : styles.passing;
  return <p className={clsx(styles.line, tone)}>{to ? <Link to={to}>{text}</Link> : text}</p>;
}

/** An API's lint result against the guidelines' automated rules, computed at build time. */
export default function Conformance({conformance}: {conformance: ConformanceView}): ReactNode {
  return (
    <section>
      <Heading as="h2" id="conformance">
        {LINT_TEXTS.conformanceHeading}
      </Heading>
      <ConformanceLine conformance={conformance} />
      {conformance.findings.length === 0 ? (
        <p>{LINT_TEXTS.clean}</p>
      ) : (
        <ul className={styles.findings}>
          {conformance.findings.map((finding, index) => (
            <li key={index} className={clsx(finding.exception && styles.excepted)}>
              <span className={styles.severity}>{finding.exception ? LINT_TEXTS.exception.replace(/:$/, '') : LINT_TEXTS.severity[finding.severity]}</span>{' '}
              <Link to={finding.rulePermalink}>
                <RuleBadge type={finding.type} /> {finding.ruleId} {finding.ruleTitle}
              </Link>{' '}
              <span className={styles.where}>({LINT_TEXTS.line(finding.line)})</span>
              <div>{finding.message}</div>
              {finding.exception && (
                <div className={styles.reason}>
                  {LINT_TEXTS.exception} {finding.exception}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {conformance.more > 0 && <p>{LINT_TEXTS.more(conformance.more)}</p>}
    </section>
  );
}
