import React, {useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useTabs} from '@docusaurus/theme-common/internal';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {CodeSample} from '@site/lib/reference/types';
import {PlainCodeContext} from '@site/src/theme/CodeBlock/Content/PlainCode';
import styles from './styles.module.css';

/** The tab group whose choice the portal remembers across pages and visits. */
export const SAMPLE_TAB_GROUP = 'request-sample';

/**
 * A sample's code: highlighted once its tab has been shown, plain before (PlainCodeContext). The
 * server renders the tab shown first, so only that sample is highlighted in the HTML; hydration
 * matches it, and a tab the reader picks (or the remembered language) is highlighted in the
 * browser then, loading Prism as a client-rendered code block does.
 */
function SampleCode({sample}: {sample: CodeSample}): ReactNode {
  const selected = useTabs().selectedValue === sample.label;
  const [shown, setShown] = useState(selected);
  if (selected && !shown) {
    setShown(true);
  }
  return (
    <PlainCodeContext.Provider value={!shown}>
      <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
    </PlainCodeContext.Provider>
  );
}

/**
 * Request samples, one tab per language: the spec's own (`x-codeSamples`) first, then the
 * generated ones. The reader's language is remembered (the tab group). Without JavaScript every
 * sample is shown under its label (the first highlighted, the others plain).
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
            <SampleCode sample={sample} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
