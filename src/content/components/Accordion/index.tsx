import React, {type ReactNode} from 'react';
import {AccordionGroupContext, useAccordion, useAccordionGroupState} from '@site/src/content/hooks/useAccordion';
import Chevron from '@site/src/shared/components/Chevron';
import styles from './styles.module.css';

export interface AccordionProps {
  title: string;
  children: ReactNode;
}

export function Accordion({title, children}: AccordionProps): ReactNode {
  const {id, open, toggle} = useAccordion();
  const panelId = `${id}-panel`;
  const buttonId = `${id}-button`;
  return (
    <div className={styles.accordion}>
      <h3 className={styles.heading}>
        <button type="button" id={buttonId} className={styles.button} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <span>{title}</span>
          <Chevron open={open} className={styles.chevron} />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** Accordions in a group: opening one closes the others. */
export function AccordionGroup({children}: {children: ReactNode}): ReactNode {
  const state = useAccordionGroupState();
  return (
    <AccordionGroupContext.Provider value={state}>
      <div className={styles.group}>{children}</div>
    </AccordionGroupContext.Provider>
  );
}
