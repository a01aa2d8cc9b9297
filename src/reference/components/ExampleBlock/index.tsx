import React, {type ReactNode, useId} from 'react';
import CodeBlock from '@theme/CodeBlock';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import type {BodyExamples} from '@site/src/reference/hooks/useExamples';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {ExampleView} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  examples: readonly ExampleView[];
  mediaType: string;
  state: BodyExamples;
}

const languageOf = (mediaType: string) => (/json/i.test(mediaType) ? 'json' : /xml/i.test(mediaType) ? 'xml' : 'text');

/**
 * A body's examples: a picker labelled by each example's summary, its description, and the
 * payload (with the options chosen in the viewer in place). Every example is in the HTML; without
 * JavaScript all are shown, each under its label.
 */
export default function ExampleBlock({examples, mediaType, state}: Props): ReactNode {
  const pickerId = useId();
  if (examples.length === 0) {
    return null;
  }
  const {selected, select, shown} = state;
  return (
    <div className={styles.examples}>
      {examples.length > 1 ? (
        <div className={`${styles.picker} portal-js-only`}>
          <label htmlFor={pickerId}>{TEXTS.exampleChoice}</label>
          <select id={pickerId} className="portal-select" value={selected} onChange={(event) => select(Number(event.target.value))}>
            {examples.map((example, index) => (
              <option key={example.key} value={index}>
                {example.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {examples.map((example, index) => {
        const current = index === selected;
        const generated = example.generated || (current && shown.generated);
        return (
          <div key={example.key} hidden={!current} data-noscript-show="" data-example={example.key}>
            {examples.length > 1 && <p className={`${styles.label} portal-noscript-only`}>{example.label}</p>}
            {generated && <p className={styles.note}>{current && shown.generated ? TEXTS.optionGenerated : `${TEXTS.example} ${TEXTS.generatedLabel}`}</p>}
            <MarkdownHtml value={example.description} className={styles.description} />
            <CodeBlock language={languageOf(mediaType)}>{current ? shown.text : example.value}</CodeBlock>
          </div>
        );
      })}
    </div>
  );
}
