import React, {type CSSProperties, type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {TEXTS} from '@site/src/portal/config';
import {COLLAPSED_VISIBLE_LINES, useCodeCollapse} from '@site/src/hooks/useCodeCollapse';
import Chevron from '@site/src/components/Chevron';
import styles from './styles.module.css';
// Side effect: Prism's extra languages, registered where code is shown (plugins/lazy-prism).
import './prismLanguages';

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
