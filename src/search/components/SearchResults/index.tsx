import React, {type ReactNode, useEffect, useRef} from 'react';
import clsx from 'clsx';
import {highlightSegments, matchIndices} from '@site/src/search/highlight';
import type {SearchMatch} from '@site/lib/search/types';
import type {SearchView} from '@site/src/search/panel';
import {SEARCH_PANEL_TEXTS as TEXTS} from '@site/lib/portal/texts/search';
import styles from './styles.module.css';

export interface Props {
  view: SearchView;
  ids: {listbox: string; option: (index: number) => string};
  active: number;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
}

function Highlighted({text, indices}: {text: string; indices: SearchMatch['indices']}): ReactNode {
  return highlightSegments(text, indices).map((segment, index) => (segment.highlighted ? <mark key={index}>{segment.text}</mark> : segment.text));
}

function statusText(view: SearchView): string {
  switch (view.kind) {
    case 'results':
      return TEXTS.resultCount(view.items.length);
    case 'empty':
      return TEXTS.empty;
    case 'unavailable':
      return view.sessionEnded ? TEXTS.sessionEnded : view.devServer ? TEXTS.unavailableInDevServer : TEXTS.unavailable;
    default:
      return '';
  }
}

/**
 * The results as a listbox of options (ARIA 1.2 combobox: the input keeps the focus and points at
 * the selected option), or the message when there are none. A status line announces the count.
 */
export default function SearchResults({view, ids, active, onActivate, onChoose}: Props): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({block: 'nearest'});
  }, [active, view]);

  const status = statusText(view);
  return (
    <>
      <p role="status" className={clsx(view.kind === 'results' || view.kind === 'none' ? styles.visuallyHidden : styles.message)}>
        {status}
      </p>
      {view.kind === 'results' && (
        // Pressing an option must not take the focus from the input, or the list would close first.
        <ul
          ref={list}
          id={ids.listbox}
          role="listbox"
          aria-label={TEXTS.results}
          className={styles.list}
          data-query={view.query}
          aria-busy={view.final ? undefined : true}
          onMouseDown={(event) => event.preventDefault()}>
          {view.items.map((item, index) => (
            <li
              key={item.link}
              id={ids.option(index)}
              data-link={item.link}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.option, index === active && styles.active)}
              onMouseMove={() => index !== active && onActivate(index)}
              onClick={() => onChoose(index)}>
              <span className={styles.path}>{item.path}</span>
              <span className={styles.title}>
                <Highlighted text={item.title} indices={matchIndices(item.matches, 'title')} />
              </span>
              {item.text !== '' && (
                <span className={styles.text}>
                  <Highlighted text={item.text} indices={matchIndices(item.matches, 'text')} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
