import React, {lazy, Suspense, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from './styles.module.css';

// Prism and its grammars: a chunk of their own, fetched the first time a code block is rendered
// in the browser rather than hydrated (a client navigation, or the dev server).
const Highlighted = lazy(() => import(/* webpackChunkName: "prism" */ './Highlighted'));

/** The code, unhighlighted, for the moment Prism takes to arrive; the word-wrap button works on it too. */
function PlainCode({className}: Props): ReactNode {
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

export default function LazyHighlighted(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
