import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/config';
import type {CodeSample} from '@site/lib/reference/types';
import styles from './styles.module.css';

/** The tab group whose choice the portal remembers across pages and visits. */
export const SAMPLE_TAB_GROUP = 'request-sample';

/**
 * Request samples, one tab per language: the spec's own (`x-codeSamples`) first, then the
 * generated ones. The reader's language is remembered (the tab group). Without JavaScript every
 * sample is shown under its label.
 */
export default function CodeSamples({samples}: {samples: readonly CodeSample[]}): ReactNode {
  if (samples.length === 0) {
    return null;
  }
  return (
    // The same call in eleven languages is no text to search: it would outweigh the page's own words.
    <div className="portal-noscript-tabs" data-search-skip="">
      <Tabs groupId={SAMPLE_TAB_GROUP} className={styles.tabs}>
        {samples.map((sample) => (
          <TabItem key={sample.label} value={sample.label} label={sample.label}>
            <p className={`${styles.label} portal-noscript-only`}>{sample.label}</p>
            {sample.custom && <p className={styles.note}>{TEXTS.customSample}</p>}
            <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
