import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {processAdmonitionProps} from '@docusaurus/theme-common';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';
import styles from './styles.module.css';

/** The portal's three admonition looks. Docusaurus' other keywords map onto the closest one. */
type Kind = 'info' | 'warning' | 'danger';

const KIND_OF_TYPE: Record<string, Kind> = {
  info: 'info',
  note: 'info',
  tip: 'info',
  important: 'info',
  secondary: 'info',
  success: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

const stroke = {fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round'} as const;

const ICONS: Record<Kind, ReactNode> = {
  // A circled "i".
  info: (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" {...stroke} />
      <path d="M12 11v6M12 7.5v.01" {...stroke} strokeWidth={2.4} />
    </svg>
  ),
  // A triangle with "!".
  warning: (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M10.3 3.9 2.2 18a2 2 0 0 0 1.7 3h16.2a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" {...stroke} />
      <path d="M12 9.5v4.5M12 17.5v.01" {...stroke} strokeWidth={2.4} />
    </svg>
  ),
  // An octagon with "×": stop.
  danger: (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7.9 2.5h8.2l5.4 5.4v8.2l-5.4 5.4H7.9l-5.4-5.4V7.9Z" {...stroke} />
      <path d="m9 9 6 6M15 9l-6 6" {...stroke} strokeWidth={2.4} />
    </svg>
  ),
};

/**
 * Each admonition type of the theme (theme-classic's Admonition/Types, with its legacy aliases):
 * its Infima colour and its default title. The theme's type components add nothing else, and
 * each brought an icon the portal replaces; so this renders the theme's layout itself and the
 * docs pages load none of them (issue 34). Listed in DOCUSAURUS_PATCHES.md.
 */
const THEME_TYPES: Record<string, {infima: string; title: string}> = {
  note: {infima: 'secondary', title: 'note'},
  tip: {infima: 'success', title: 'tip'},
  info: {infima: 'info', title: 'info'},
  warning: {infima: 'warning', title: 'warning'},
  danger: {infima: 'danger', title: 'danger'},
  secondary: {infima: 'secondary', title: 'secondary'},
  important: {infima: 'info', title: 'important'},
  success: {infima: 'success', title: 'success'},
  caution: {infima: 'warning', title: 'caution'},
};

function themeType(type: string): {infima: string; title: string} {
  const known = THEME_TYPES[type];
  if (known) {
    return known;
  }
  console.warn(`No admonition component found for admonition type "${type}". Using Info as fallback.`);
  return THEME_TYPES.info!;
}

/**
 * The theme's Admonition (`:::info`, `:::warning`, `:::danger`) with the portal's colours and
 * icons on the theme's markup. Titles (`:::warning[Title]`) work as in Docusaurus.
 */
export default function Admonition(unprocessed: Props): ReactNode {
  const props = processAdmonitionProps(unprocessed);
  const {infima, title} = themeType(props.type);
  const kind = KIND_OF_TYPE[props.type] ?? 'info';
  return (
    <AdmonitionLayout
      {...props}
      title={props.title ?? title}
      icon={props.icon ?? ICONS[kind]}
      className={clsx(`alert alert--${infima}`, styles.admonition, styles[kind], props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}
