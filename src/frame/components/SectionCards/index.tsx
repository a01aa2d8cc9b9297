import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface SectionCard {
  title: string;
  to: string;
  text: string;
}

export default function SectionCards({cards}: {cards: readonly SectionCard[]}): ReactNode {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Link to={card.to} className={styles.link}>
            <Heading as="h2" className={styles.title}>
              {card.title}
            </Heading>
            <p className={styles.text}>{card.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
