import React, {type ReactNode, useMemo} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import CodeSamples from '@site/src/reference/components/CodeSamples';
import ExampleBlock from '@site/src/reference/components/ExampleBlock';
import KafkaTopic from '@site/src/reference/components/KafkaTopic';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import OperationList from '@site/src/reference/components/OperationList';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import SchemaViewer from '@site/src/reference/components/SchemaViewer';
import TwoPane from '@site/src/reference/components/TwoPane';
import {AlternativeChoicesContext, useAlternativeChoicesStore} from '@site/src/reference/hooks/useAlternativeChoices';
import {useBodyExamples} from '@site/src/reference/hooks/useExamples';
import {EVENT_TEXTS as TEXTS} from '@site/lib/portal/texts/events';
import {REFERENCE_TEXTS} from '@site/lib/portal/texts/reference';
import {viewerContextOf} from '@site/lib/reference/pageTrees';
import {type MessageTrees, buildMessageTrees} from '@site/lib/reference/eventTrees';
import type {EventMessageContent} from '@site/lib/reference/eventTypes';
import type {HttpMethod, MediaTypeView, OperationSummary} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  content: EventMessageContent;
  sidebar: PropSidebar;
}

/**
 * The headers and key of the example picked for the payload: one picker for the whole example. As
 * in ExampleBlock, every example is in the HTML; without JavaScript all are shown, each under its label.
 */
function FollowingExamples({label, media, picked}: {label: string; media: MediaTypeView | undefined; picked: string | undefined}): ReactNode {
  if (!media) {
    return null;
  }
  const current = media.examples.some((example) => example.key === picked) ? picked : media.examples[0]?.key;
  return (
    <div data-example-part={label}>
      <p className={styles.subheading}>{label}</p>
      {media.examples.map((example) => (
        <div key={example.key} hidden={example.key !== current} data-noscript-show="" data-example={example.key}>
          {media.examples.length > 1 && <p className={`${styles.exampleLabel} portal-noscript-only`}>{example.label}</p>}
          <CodeBlock language="json">{example.value}</CodeBlock>
        </div>
      ))}
    </div>
  );
}

/** The payload's examples with the REST pages' example picker; the headers and key follow the pick. */
function Examples({page, trees}: {page: EventMessageContent['page']; trees: MessageTrees}): ReactNode {
  const payload = useBodyExamples(page.payload.example, trees.payload);
  const picked = page.payload.example?.examples[payload.selected]?.key;
  return (
    <>
      {page.payload.example && (
        <div data-example-part={TEXTS.payloadExample}>
          <p className={styles.subheading}>{TEXTS.payloadExample}</p>
          <ExampleBlock examples={page.payload.example.examples} mediaType={page.payload.example.mediaType} state={payload} />
        </div>
      )}
      <FollowingExamples label={TEXTS.headersExample} media={page.headers?.example} picked={picked} />
      <FollowingExamples label={TEXTS.keyExample} media={page.key?.example} picked={picked} />
    </>
  );
}

/**
 * /reference/events/{key}/messages/{messageId}: a message's payload in the schema viewer (Avro
 * converted to the viewer's terms), its headers, envelope and Kafka key, its topic's settings, the
 * REST operations it announces changes of; beside them its examples and consumer samples.
 */
export default function MessagePage({content: {page, viewer}, sidebar}: Props): ReactNode {
  const {message, api} = page;
  const {ctx, trees} = useMemo(() => {
    const viewerCtx = viewerContextOf(viewer);
    return {ctx: viewerCtx, trees: buildMessageTrees(page, viewerCtx)};
  }, [page, viewer]);
  const choices = useAlternativeChoicesStore();
  const restOperations: OperationSummary[] = page.rest.map((link) => ({
    operationId: link.operationId,
    method: link.method as HttpMethod,
    path: link.path,
    summary: `${link.summary} (${link.apiTitle})`,
    deprecated: false,
    preview: false,
    permalink: link.permalink,
  }));
  const intro = (
    <>
      <p className={styles.api}>
        <Link to={api.permalink}>{api.title}</Link>
      </p>
      <Heading as="h1">
        {message.name}
        {message.deprecated && (
          <>
            {' '}
            <ApiBadge kind="deprecated">{REFERENCE_TEXTS.deprecated}</ApiBadge>
          </>
        )}
      </Heading>
      {message.title && message.title !== message.name && <p className={styles.title}>{message.title}</p>}
      {message.summary && <p>{message.summary}</p>}
      <MarkdownHtml value={message.description} />
      <ul className={styles.facts}>
        {page.channels.map((channel) => (
          <li key={channel.id}>
            {TEXTS.carriedOn}: <Link to={channel.permalink}>{channel.address}</Link>
          </li>
        ))}
        {page.operations.map((operation) => (
          <li key={operation.id}>
            {TEXTS.sentBy}: <Link to={operation.permalink}>{operation.id}</Link> ({TEXTS.actions[operation.action]})
          </li>
        ))}
        <li>
          {TEXTS.payload}: <code>{message.contentType}</code> · {TEXTS.payloadFormat(message.payloadKind)}
        </li>
      </ul>
    </>
  );
  const hasExamples = page.payload.example || page.headers?.example || page.key?.example;
  const panel = (
    <aside className={styles.panel} aria-label={TEXTS.samplesPanel}>
      {hasExamples && (
        <section className={styles.part}>
          <Heading as="h2" id="examples" className={styles.heading}>
            {TEXTS.examples}
          </Heading>
          <Examples page={page} trees={trees} />
        </section>
      )}
      {page.samples.length > 0 && (
        <section className={styles.part}>
          <Heading as="h2" id="consumer-samples" className={styles.heading}>
            {TEXTS.consumerSamples}
          </Heading>
          <CodeSamples samples={page.samples} />
        </section>
      )}
    </aside>
  );
  return (
    <ReferenceLayout wide sidebar={sidebar} keywords={[message.name, message.id]} description={`${message.name}: an event of the ${api.title}.`}>
      <AlternativeChoicesContext.Provider value={choices}>
        <TwoPane intro={intro} panel={panel}>
          <Heading as="h2" id="payload">
            {TEXTS.payload}
          </Heading>
          <SchemaViewer root={trees.payload} ctx={ctx} />

          {trees.headers && (
            <>
              <Heading as="h2" id="headers">
                {TEXTS.headers}
              </Heading>
              <SchemaViewer root={trees.headers} ctx={ctx} />
            </>
          )}

          {page.envelope.length > 0 && (
            <>
              <Heading as="h2" id="envelope">
                {TEXTS.envelope}
              </Heading>
              <p>{TEXTS.envelopeLead}</p>
              <table className={styles.envelope}>
                <thead>
                  <tr>
                    <th scope="col">{TEXTS.envelopeAttribute}</th>
                    <th scope="col">{TEXTS.envelopeCarriedHeading}</th>
                    <th scope="col">{REFERENCE_TEXTS.example}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.envelope.map((attribute) => (
                    <tr key={attribute.name}>
                      <td>
                        <code>{attribute.name}</code>
                      </td>
                      <td>
                        {TEXTS.envelopeCarried[attribute.carried]} <code>{attribute.field}</code>
                      </td>
                      <td>{attribute.example !== undefined && <code>{attribute.example}</code>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}

          {trees.key && (
            <>
              <Heading as="h2" id="key">
                {TEXTS.key}
              </Heading>
              <SchemaViewer root={trees.key} ctx={ctx} />
            </>
          )}

          {page.correlationId && (
            <>
              <Heading as="h2" id="correlation-id">
                {TEXTS.correlationId}
              </Heading>
              <p>
                <code>{page.correlationId.location}</code>
              </p>
              <MarkdownHtml value={page.correlationId.description} />
            </>
          )}

          {page.channels.some((channel) => channel.kafka) && (
            <>
              <Heading as="h2" id="topic">
                {TEXTS.kafka.topic}
              </Heading>
              {page.channels.map((channel) => (
                <KafkaTopic key={channel.id} kafka={channel.kafka} />
              ))}
            </>
          )}

          {restOperations.length > 0 && (
            <>
              <Heading as="h2" id="rest">
                {TEXTS.rest}
              </Heading>
              <p>{TEXTS.restLead}</p>
              <OperationList operations={restOperations} />
            </>
          )}
        </TwoPane>
      </AlternativeChoicesContext.Provider>
    </ReferenceLayout>
  );
}
