import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import RuleBadge from '@site/src/guidelines/components/RuleBadge';
import {TEXTS} from '@site/lib/portal/config';
import type {ConformanceSummary, ConformanceView} from '@site/lib/reference/types';
import styles from './styles.module.css';

/** One line: rules passed, and the findings by kind. */
export function ConformanceLine({conformance, to}: {conformance: ConformanceSummary; to?: string}): ReactNode {
  const counts = TEXTS.lint.counts(conformance.errors, conformance.warnings, conformance.excepted);
  const text = `${TEXTS.lint.passed(conformance.passed, conformance.automated)}${counts ? ` · ${counts}` : ''}`;
  const tone = conformance.errors > 0 ? styles.failing : conformance.warnings > 0 ? styles.warning : styles.passing;
  return <p className={clsx(styles.line, tone)}>{to ? <Link to={to}>{text}</Link> : text}</p>;
}

/** An API's lint result against the guidelines' automated rules, computed at build time. */
export default function Conformance({conformance}: {conformance: ConformanceView}): ReactNode {
  return (
    <section>
      <Heading as="h2" id="conformance">
        {TEXTS.lint.conformanceHeading}
      </Heading>
      <ConformanceLine conformance={conformance} />
      {conformance.findings.length === 0 ? (
        <p>{TEXTS.lint.clean}</p>
      ) : (
        <ul className={styles.findings}>
          {conformance.findings.map((finding, index) => (
            <li key={index} className={clsx(finding.exception && styles.excepted)}>
              <span className={styles.severity}>{finding.exception ? TEXTS.lint.exception.replace(/:$/, '') : TEXTS.lint.severity[finding.severity]}</span>{' '}
              <Link to={finding.rulePermalink}>
                <RuleBadge type={finding.type} /> {finding.ruleId} {finding.ruleTitle}
              </Link>{' '}
              <span className={styles.where}>({TEXTS.lint.line(finding.line)})</span>
              <div>{finding.message}</div>
              {finding.exception && (
                <div className={styles.reason}>
                  {TEXTS.lint.exception} {finding.exception}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {conformance.more > 0 && <p>{TEXTS.lint.more(conformance.more)}</p>}
    </section>
  );
}
