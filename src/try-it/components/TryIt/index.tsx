import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {useLazyComponentState} from '@site/src/shared/hooks/useLazyComponent';
import {useTryItOpen} from '@site/src/try-it/hooks/useTryItOpen';
import {TRY_IT_TEXTS as TEXTS} from '@site/src/try-it/tryItTexts';
import type {Props as ConsoleProps} from '@site/src/try-it/components/TryItConsole';
import styles from './styles.module.css';

export interface Props {
  /** The request body the panel shows, which the console starts with. */
  initialBody?: string;
}

// Its own chunk, with the OAuth client and the validator: fetched when a reader opens the console.
const loadConsole = () => import(/* webpackChunkName: "try-it-console" */ '@site/src/try-it/components/TryItConsole');

/** "Try it" in the operation page's panel: a button that opens the console (not there without JavaScript). */
export default function TryIt({initialBody}: Props): ReactNode {
  const {open, toggle} = useTryItOpen();
  const {Component: Console, failed} = useLazyComponentState<ConsoleProps>(loadConsole, open);
  return (
    <section className={`${styles.tryIt} portal-js-only`} aria-labelledby="try-it">
      <div className={styles.bar}>
        <Heading as="h2" id="try-it" className={styles.heading}>
          {TEXTS.heading}
        </Heading>
        <button
          type="button"
          className={`button button--sm ${open ? 'button--secondary' : 'button--primary'}`}
          aria-expanded={open}
          aria-controls="try-it-console"
          onClick={toggle}>
          {open ? TEXTS.close : TEXTS.open}
        </button>
      </div>
      {!open && <p className={styles.lead}>{TEXTS.lead}</p>}
      <div id="try-it-console" hidden={!open}>
        {open && (Console ? <Console initialBody={initialBody} /> : failed ? <p role="alert">{TEXTS.loadFailed}</p> : <p role="status">{TEXTS.loading}</p>)}
      </div>
    </section>
  );
}
