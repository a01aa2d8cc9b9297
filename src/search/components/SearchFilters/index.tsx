import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {SearchChip} from '@site/src/search/panel';
import {SEARCH_PANEL_TEXTS as TEXTS} from '@site/lib/portal/texts/search';
import styles from './styles.module.css';

export interface Props {
  chips: SearchChip[];
  onToggle: (id: string) => void;
}

/** One toggle button per top-nav entry of the flavour; none pressed searches every section. */
export default function SearchFilters({chips, onToggle}: Props): ReactNode {
  return (
    <div role="group" aria-label={TEXTS.filters} className={styles.chips}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          aria-pressed={chip.pressed}
          className={clsx(styles.chip, chip.pressed && styles.pressed)}
          onClick={() => onToggle(chip.id)}>
          {chip.label}
        </button>
      ))}
    </div>
  );
}
