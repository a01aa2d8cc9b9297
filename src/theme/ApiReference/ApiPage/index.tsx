import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import Conformance, {ConformanceLine} from '@site/src/guidelines/components/Conformance';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import OperationList from '@site/src/reference/components/OperationList';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import SecuritySchemes from '@site/src/reference/components/SecuritySchemes';
import SpecDownload from '@site/src/reference/components/SpecDownload';
import {REFERENCE_ANCHORS} from '@site/lib/portal/config';
import {CHANGELOG_TEXTS} from '@site/lib/portal/texts/changelog';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {ApiPageData} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  page: ApiPageData;
  sidebar: PropSidebar;
}

/** /rest/{spec}: an API's description, its spec for download, servers, authentication and scopes, operations by tag, and its guideline conformance. */
export default function ApiPage({page, sidebar}: Props): ReactNode {
  return (
    <ReferenceLayout sidebar={sidebar} description={`${page.title}: operations, authentication and servers.`}>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={CHANGELOG_TEXTS.feedTitle(page.title)} href={page.changelog.feed} />
      </Head>
      <Heading as="h1">{page.title}</Heading>
      <p className={styles.meta}>
        Version <code>{page.version}</code> · <Link to={page.profilesPermalink}>{TEXTS.profilesHeading}</Link> ·{' '}
        <Link to={page.changelog.permalink}>{CHANGELOG_TEXTS.link}</Link>
      </p>
      <SpecDownload spec={page.key} />
      <ConformanceLine conformance={page.conformance} to="#conformance" />
      <MarkdownHtml value={page.description} />

      {page.servers.length > 0 && (
        <>
          <Heading as="h2" id="servers">
            {TEXTS.servers}
          </Heading>
          <ul>
            {page.servers.map((server) => (
              <li key={server.url}>
                <code>{server.url}</code>
                {server.sandbox && (
                  <>
                    {' '}
                    <ApiBadge kind="sandbox">{TEXTS.sandbox}</ApiBadge>
                  </>
                )}
                {server.description && <> — {server.description}</>}
                {server.sandbox && (
                  <ul>
                    <li>
                      {TEXTS.sandboxTokenUrl}: <code>{server.sandbox.tokenUrl}</code>
                    </li>
                    {server.sandbox.authorizationUrl && (
                      <li>
                        {TEXTS.sandboxAuthorizationUrl}: <code>{server.sandbox.authorizationUrl}</code>
                      </li>
                    )}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {page.securitySchemes.length > 0 && (
        <>
          <Heading as="h2" id="authentication">
            {TEXTS.authentication}
          </Heading>
          <SecuritySchemes schemes={page.securitySchemes} />
        </>
      )}

      <Heading as="h2" id="operations">
        {TEXTS.operations}
      </Heading>
      {page.tags.map((tag) => (
        <section key={tag.name}>
          <Heading as="h3" id={tag.anchor}>
            {tag.name}
          </Heading>
          <MarkdownHtml value={tag.description} />
          <OperationList operations={tag.operations} />
        </section>
      ))}

      {page.webhooks.length > 0 && (
        <>
          <Heading as="h2" id={REFERENCE_ANCHORS.webhooks}>
            {TEXTS.webhooks}
          </Heading>
          <p>{TEXTS.webhooksLead}</p>
          <OperationList operations={page.webhooks} />
        </>
      )}

      <Conformance conformance={page.conformance} />
    </ReferenceLayout>
  );
}
