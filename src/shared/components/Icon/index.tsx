import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useIcon} from '@site/src/frame/hooks/useIcon';
import styles from './styles.module.css';

export interface Props {
  /** File name in static/common/icons/, without .svg. */
  name: string;
  className?: string;
}

/**
 * A decorative icon from /portal/common/icons/<name>.svg, inlined so it takes the text colour.
 * Give the surrounding control its accessible name. While loading it keeps its place; an icon
 * without valid SVG content renders nothing (the error 'invalid icon syntax' is logged).
 */
export default function Icon({name, className}: Props): ReactNode {
  const icon = useIcon(name);
  if (icon.status === 'invalid') {
    return null;
  }
  return (
    <span
      className={clsx(styles.icon, className)}
      data-icon={name}
      aria-hidden="true"
      {...(icon.status === 'ready' && {dangerouslySetInnerHTML: {__html: icon.svg}})}
    />
  );
}
