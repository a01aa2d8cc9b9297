import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme-original/Heading';
import type {Props} from '@theme/Heading';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {TEXTS} from '@site/lib/portal/config';
import {nodeText, useCopyPermalink} from '@site/src/content/hooks/useCopyPermalink';
import styles from './styles.module.css';

function isVisuallyHidden(className: string | undefined): boolean {
  return className?.split(/\s+/).includes('sr-only') ?? false;
}

function CopyPermalinkButton({id, heading}: {id: string; heading: string}): ReactNode {
  const {copied, copyPermalink} = useCopyPermalink(id);
  return (
    <span className={clsx(styles.permalink, copied && styles.copied)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.button)}
        aria-label={`${TEXTS.copyLink} ${heading}`}
        title={`${TEXTS.copyLink} ${heading}`}
        onClick={() => void copyPermalink()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5"
          />
        </svg>
      </button>
      <span role="status" className={styles.status}>
        {copied ? TEXTS.copied : ''}
      </span>
    </span>
  );
}

/** An h2 or h3 with an id: the heading, then a button that copies its absolute URL (spec section 1). */
function CopyableHeading({as: As, id, className, children, ...props}: Props & {id: string}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const anchorTargetClassName = useAnchorTargetClassName(id);
  return (
    <As {...props} id={id} className={clsx('anchor', anchorTargetClassName, styles.heading, className)}>
      {children}
      <CopyPermalinkButton id={id} heading={nodeText(children) || id} />
    </As>
  );
}

/**
 * Wraps the theme's Heading. h2 and h3 get a copy-permalink button instead of the `#` link; other
 * levels render as the theme does. Visually hidden headings (the footnotes label) get no control, so
 * nothing invisible is focusable.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  const {as: As, id, className} = props;
  if (isVisuallyHidden(className)) {
    const {as: _as, ...rest} = props;
    return <As {...rest} />;
  }
  if ((As === 'h2' || As === 'h3') && id) {
    return <CopyableHeading {...props} id={id} />;
  }
  return <Heading {...props} />;
}
