import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import {CHANGELOG_TEXTS as TEXTS} from '@site/lib/portal/texts/changelog';
import {splitCodeSpans} from '@site/lib/reference/codeSpans';
import type {ChangelogPageData, ChangelogRelease} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  page: ChangelogPageData;
  sidebar: PropSidebar;
}

function WithCode({text}: {text: string}): ReactNode {
  return splitCodeSpans(text).map((piece, index) =>
    piece.code ? <code key={index}>{piece.text}</code> : <React.Fragment key={index}>{piece.text}</React.Fragment>,
  );
}

function Release({release}: {release: ChangelogRelease}): ReactNode {
  return (
    <section className={styles.release}>
      <Heading as="h2" id={release.anchor}>
        {TEXTS.release(release.version)}
        {release.date && (
          <>
            {' '}
            <time className={styles.date} dateTime={release.date}>
              {release.date}
            </time>
          </>
        )}
      </Heading>
      <MarkdownHtml value={release.note} />
      {release.initial && <p>{TEXTS.initial}</p>}
      {!release.initial && release.entries.length === 0 && <p>{TEXTS.noChanges}</p>}
      {release.entries.length > 0 && (
        <ul className={styles.entries}>
          {release.entries.map((entry, index) => (
            <li key={index} data-label={entry.label}>
              <strong className={styles[`label${entry.label}`]}>{TEXTS.labels[entry.label]}</strong>: <WithCode text={entry.text} />
              {entry.links.length > 0 && (
                <span className={styles.links}>
                  {' ('}
                  {entry.links.map((link, position) => (
                    <React.Fragment key={link.permalink}>
                      {position > 0 && ', '}
                      <Link to={link.permalink}>{link.label}</Link>
                    </React.Fragment>
                  ))}
                  {')'}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /rest/{spec}/changelog: the API's releases, newest first, made from its spec's history. */
export default function ChangelogPage({page, sidebar}: Props): ReactNode {
  const title = TEXTS.heading(page.spec.title);
  return (
    <ReferenceLayout sidebar={sidebar} description={TEXTS.lead}>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={TEXTS.feedTitle(page.spec.title)} href={page.feed} />
      </Head>
      <Heading as="h1">{title}</Heading>
      <p>{TEXTS.lead}</p>
      <p className={styles.meta}>
        <Link to={page.spec.permalink}>{page.spec.title}</Link> · <a href={page.feed}>{TEXTS.subscribe}</a>
      </p>
      {page.notice && <p className={styles.notice}>{page.notice}</p>}
      {page.releases.map((release) => (
        <Release key={release.anchor} release={release} />
      ))}
    </ReferenceLayout>
  );
}
