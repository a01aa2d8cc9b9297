import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import Conformance, {ConformanceLine} from '@site/src/guidelines/components/Conformance';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import EventMessageList from '@site/src/reference/components/EventMessageList';
import KafkaTopic from '@site/src/reference/components/KafkaTopic';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import SecuritySchemes from '@site/src/reference/components/SecuritySchemes';
import SpecDownload from '@site/src/reference/components/SpecDownload';
import {CHANGELOG_TEXTS} from '@site/lib/portal/texts/changelog';
import {EVENT_TEXTS as TEXTS} from '@site/lib/portal/texts/events';
import type {EventApiPageData, EventOwnerView} from '@site/lib/reference/eventTypes';
import styles from './styles.module.css';

export interface Props {
  page: EventApiPageData;
  sidebar: PropSidebar;
}

const requirements = (security: readonly {scheme: string; scopes: string[]}[]) =>
  security.map((requirement) => (
    <code key={requirement.scheme}>
      {requirement.scheme}
      {requirement.scopes.length > 0 ? ` (${requirement.scopes.join(', ')})` : ''}
    </code>
  ));

function Owner({owner}: {owner: EventOwnerView}): ReactNode {
  return (
    <p className={styles.meta}>
      {TEXTS.owner}: {owner.team}
      {(owner.email || owner.url) && <> · {TEXTS.contact}: </>}
      {owner.email && <a href={`mailto:${owner.email}`}>{owner.email}</a>}
      {owner.email && owner.url && ', '}
      {owner.url && <a href={owner.url}>{owner.url}</a>}
    </p>
  );
}

/** /reference/events/{key}: an event API's brokers, security, topics with their bindings and messages, operations, and its conformance. */
export default function ApiPage({page, sidebar}: Props): ReactNode {
  return (
    <ReferenceLayout sidebar={sidebar} keywords={page.channels.map((channel) => channel.address)} description={`${page.title}: topics, messages and brokers.`}>
      {page.changelog && (
        <Head>
          <link rel="alternate" type="application/atom+xml" title={CHANGELOG_TEXTS.feedTitle(page.title)} href={page.changelog.feed} />
        </Head>
      )}
      <Heading as="h1">{page.title}</Heading>
      <p className={styles.meta}>
        Version <code>{page.version}</code>
        {page.changelog && (
          <>
            {' '}
            · <Link to={page.changelog.permalink}>{CHANGELOG_TEXTS.link}</Link>
          </>
        )}
      </p>
      <SpecDownload spec={page.key} kind="asyncapi" />
      <Owner owner={page.owner} />
      {page.conformance && <ConformanceLine conformance={page.conformance} to="#conformance" />}
      <MarkdownHtml value={page.description} />

      {page.servers.length > 0 && (
        <>
          <Heading as="h2" id="brokers">
            {TEXTS.brokers}
          </Heading>
          <ul className={styles.servers}>
            {page.servers.map((server) => (
              <li key={server.id} data-server={server.id}>
                <code>{server.host}</code> · {TEXTS.protocol} <code>{server.protocol}</code>
                {server.protocolVersion && <> {server.protocolVersion}</>} · {server.id}
                <MarkdownHtml value={server.description} />
                <ul>
                  {server.schemaRegistry?.url && (
                    <li>
                      {TEXTS.schemaRegistry}: <code>{server.schemaRegistry.url}</code>
                      {server.schemaRegistry.vendor && <> ({server.schemaRegistry.vendor})</>}
                    </li>
                  )}
                  {server.security.length > 0 && (
                    <li>
                      {TEXTS.security}: {requirements(server.security)}
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}

      {page.securitySchemes.length > 0 && (
        <>
          <Heading as="h2" id="security">
            {TEXTS.security}
          </Heading>
          <SecuritySchemes schemes={page.securitySchemes} />
        </>
      )}

      <Heading as="h2" id="topics">
        {TEXTS.channels}
      </Heading>
      {page.channels.map((channel) => (
        <section key={channel.id} className={styles.channel} data-channel={channel.id}>
          <Heading as="h3" id={channel.anchor} className={styles.address}>
            {channel.address}
          </Heading>
          {(channel.title || channel.summary) && <p>{channel.summary ?? channel.title}</p>}
          <MarkdownHtml value={channel.description} />
          <KafkaTopic kafka={channel.kafka} />
          {channel.parameters.length > 0 && (
            <>
              <p className={styles.label}>{TEXTS.parameters}</p>
              <ul>
                {channel.parameters.map((parameter) => (
                  <li key={parameter.name}>
                    <code>{parameter.name}</code>
                    {parameter.description && <> — {parameter.description}</>}
                    {parameter.enum && <> ({parameter.enum.join(', ')})</>}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className={styles.label}>{TEXTS.messages}</p>
          <EventMessageList messages={channel.messages} />
        </section>
      ))}

      {page.operations.length > 0 && (
        <>
          <Heading as="h2" id="operations">
            {TEXTS.operations}
          </Heading>
          {page.operations.map((operation) => (
            <section key={operation.id} data-operation={operation.id}>
              <Heading as="h3" id={operation.anchor}>
                {operation.title ?? operation.id}
              </Heading>
              <p>
                {page.title} <strong>{TEXTS.actions[operation.action]}</strong> <Link to={`#${operation.channel.anchor}`}>{operation.channel.address}</Link>
                {operation.groupId && (
                  <>
                    {' '}
                    · {TEXTS.consumerGroup} <code>{operation.groupId}</code>
                  </>
                )}
                {operation.security.length > 0 && (
                  <>
                    {' '}
                    · {TEXTS.security}: {requirements(operation.security)}
                  </>
                )}
              </p>
              {operation.summary && <p>{operation.summary}</p>}
              <MarkdownHtml value={operation.description} />
              <EventMessageList messages={operation.messages} />
            </section>
          ))}
        </>
      )}

      {page.conformance && <Conformance conformance={page.conformance} />}
    </ReferenceLayout>
  );
}
