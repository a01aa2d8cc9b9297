import React, {createContext, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from './styles.module.css';

/**
 * True where a code block shows its code unhighlighted until the reader looks at it: a request
 * sample in a tab not shown yet (src/reference/components/CodeSamples). An operation page has a
 * sample in eleven languages; highlighting all of them on the server was a quarter of a many-API
 * build's HTML and much of its rendering time, for tabs most readers never open.
 */
export const PlainCodeContext = createContext(false);

/** The code, unhighlighted: while Prism loads (LazyHighlighted), and for a tab not shown yet. The word-wrap button works on it too. */
export default function PlainCode({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  return (
    // theme-common's types are React 19's, whose RefObject allows null.
    // tabIndex: a scrollable region must be reachable by keyboard, as the theme's pre is.
    <pre ref={codeBlockRef as RefObject<HTMLPreElement>} className={clsx(className, styles.plain, 'thin-scrollbar')} tabIndex={0}>
      <code>{metadata.code}</code>
    </pre>
  );
}
