import React, {type CSSProperties, type MutableRefObject, type ReactNode, useContext, useId} from 'react';
import clsx from 'clsx';
import HighlightedCode from '@portal/highlighted-code';
import type {Props} from '@theme/CodeBlock/Content';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {TEXTS} from '@site/lib/portal/config';
import {COLLAPSED_VISIBLE_LINES, useCodeCollapse} from '@site/src/content/hooks/useCodeCollapse';
import {useServerMarkup} from '@site/src/content/hooks/useServerMarkup';
import Chevron from '@site/src/shared/components/Chevron';
import PlainCode, {PlainCodeContext} from './PlainCode';
import styles from './styles.module.css';

/**
 * The highlighted code (plain where PlainCodeContext says so). Hydrating a page keeps the server's markup, so the browser neither loads
 * Prism nor tokenizes again (the largest part of a docs page's start-up work); code rendered in
 * the browser loads Prism on demand (plugins/lazy-prism).
 */
function Content(props: Props): ReactNode {
  const {wordWrap, metadata} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const plain = useContext(PlainCodeContext);
  // A plain block that turns highlighted (its tab shown) renders anew, as when its code changes.
  const {kept, marker, ref} = useServerMarkup(plain ? `plain\u0000${metadata.code}` : metadata.code);
  // The word-wrap button measures and styles the pre, which the theme's Content would hand it.
  useIsomorphicLayoutEffect(() => {
    if (kept) {
      // theme-common's types are React 19's, whose ref objects are writable.
      const preRef = codeBlockRef as MutableRefObject<HTMLPreElement | null>;
      preRef.current = ref.current?.querySelector('pre') ?? null;
    }
  }, [kept, codeBlockRef, ref]);
  return kept ? (
    <div key="server" ref={ref} data-server-markup={marker} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />
  ) : (
    <div key="client" ref={ref} data-server-markup={marker}>
      {plain ? <PlainCode {...props} /> : <HighlightedCode {...props} />}
    </div>
  );
}

/**
 * Wraps the theme's highlighted code. A block with more than CODE_COLLAPSE_LINE_BREAKS line breaks
 * starts collapsed behind a Show more / Hide toggle. Only the view is clipped: the copy button copies
 * the block's full code from the code block context either way.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {collapsible, collapsed, toggle, ref} = useCodeCollapse(metadata.code);
  const id = useId();
  if (!collapsible) {
    return <Content {...props} />;
  }
  return (
    <div ref={ref} className={styles.collapsible} style={{'--code-visible-lines': COLLAPSED_VISIBLE_LINES} as CSSProperties}>
      <div id={id} className={clsx(styles.code, collapsed && styles.collapsed)}>
        <Content {...props} />
      </div>
      <button type="button" className={styles.toggle} aria-expanded={!collapsed} aria-controls={id} onClick={toggle}>
        {collapsed ? TEXTS.showMore : TEXTS.hide}
        <Chevron open={!collapsed} />
      </button>
    </div>
  );
}
