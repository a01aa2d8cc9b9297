import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageTop from '@site/src/frame/components/PageTop';
import styles from './styles.module.css';

export interface Props {
  /** The first part of the page title (the top-nav label, or Portal / Error). */
  title: string;
  heading: string;
  lead?: ReactNode;
  description?: string;
  children?: ReactNode;
}

/** The full layout of spec section 2: no side navigation, no breadcrumb. */
export default function FullPage({title, heading, lead, description, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className={styles.main}>
        <header className={styles.hero}>
          <div className="container">
            <PageTop />
            <Heading as="h1" className={styles.heading}>
              {heading}
            </Heading>
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
        </header>
        <div className="container margin-vert--lg">{children}</div>
      </main>
    </Layout>
  );
}
