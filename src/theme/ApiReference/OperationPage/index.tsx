import React, {type ReactNode, useMemo} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import PageHistory from '@site/src/reference/components/PageHistory';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import EventLinks from '@site/src/reference/components/EventLinks';
import MediaTypes from '@site/src/reference/components/MediaTypes';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import Responses from '@site/src/reference/components/Responses';
import SamplePanel from '@site/src/reference/components/SamplePanel';
import {SchemaRows} from '@site/src/reference/components/SchemaViewer';
import TwoPane from '@site/src/reference/components/TwoPane';
import VersionPicker from '@site/src/reference/components/VersionPicker';
import {AlternativeChoicesContext, useAlternativeChoicesStore} from '@site/src/reference/hooks/useAlternativeChoices';
import {RELEASE_TEXTS} from '@site/lib/portal/texts/releases';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import {type OperationTrees, type PageContent, buildOperationTrees, viewerContextOf} from '@site/lib/reference/pageTrees';
import type {CallbackView, OperationPageData, ParameterView, SecurityRequirementView} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  content: PageContent<OperationPageData>;
  sidebar: PropSidebar;
}

const PARAMETER_GROUPS: {in: ParameterView['in']; title: string}[] = [
  {in: 'path', title: 'Path parameters'},
  {in: 'query', title: 'Query parameters'},
  {in: 'header', title: 'Header parameters'},
  {in: 'cookie', title: 'Cookie parameters'},
];

function Security({security}: {security: readonly SecurityRequirementView[]}): ReactNode {
  if (security.length === 0) {
    return null;
  }
  return (
    <p className={styles.security}>
      {TEXTS.authentication}:{' '}
      {security.map((requirement) => (
        <span key={requirement.scheme}>
          {requirement.scheme}
          {requirement.scopes.length > 0 && (
            <>
              {' '}
              ({TEXTS.scopes.toLowerCase()}{' '}
              {requirement.scopes.map((scope, index) => (
                <React.Fragment key={scope}>
                  {index > 0 && ', '}
                  <code>{scope}</code>
                </React.Fragment>
              ))}
              )
            </>
          )}
        </span>
      ))}
    </p>
  );
}

function Parameters({
  parameters,
  nodes,
  ctx,
  idPrefix = '',
}: {
  parameters: readonly ParameterView[];
  nodes: OperationTrees['parameters'];
  ctx: OperationTrees['ctx'];
  idPrefix?: string;
}): ReactNode {
  return PARAMETER_GROUPS.map((group) => {
    const inGroup = nodes.filter((_node, index) => parameters[index]!.in === group.in);
    return (
      inGroup.length > 0 && (
        <section key={group.in}>
          <Heading as="h3" id={`${idPrefix}${group.in}-parameters`}>
            {group.title}
          </Heading>
          <SchemaRows nodes={inGroup} ctx={ctx} />
        </section>
      )
    );
  });
}

/** A callback's request and the answers the API expects, with its examples inline (the panel shows the operation's). */
function Callback({callback, index, trees}: {callback: CallbackView; index: number; trees: OperationTrees}): ReactNode {
  const id = `callback-${index}`;
  return (
    <section className={styles.callback}>
      <Heading as="h3" id={id}>
        {callback.name}: {callback.summary ?? `${callback.method.toUpperCase()} ${callback.expression}`}
      </Heading>
      <p className={styles.endpoint}>
        <ApiBadge kind={callback.method}>{callback.method}</ApiBadge>
        <code className={styles.path}>{callback.expression}</code>
      </p>
      <MarkdownHtml value={callback.description} />
      <Parameters parameters={callback.parameters} nodes={trees.parameters} ctx={trees.ctx} idPrefix={`${id}-`} />
      {callback.requestBody && (
        <>
          <p className={styles.subheading}>{TEXTS.requestBody}</p>
          <MediaTypes content={callback.requestBody.content} trees={trees.requestBody} ctx={trees.ctx} />
        </>
      )}
      <p className={styles.subheading}>{TEXTS.responses}</p>
      <Responses responses={callback.responses} trees={trees.responses} ctx={trees.ctx} idPrefix={`${id}-response-`} />
    </section>
  );
}

/**
 * An operation (or a webhook) of an API: what to send and what comes back on the left, the call in
 * every language and the examples in a panel on the right (after the description on narrow screens).
 */
export default function OperationPage({content: {page, viewer}, sidebar}: Props): ReactNode {
  const {operation, spec} = page;
  const trees = useMemo(() => buildOperationTrees(page, viewerContextOf(viewer)), [page, viewer]);
  const choices = useAlternativeChoicesStore();
  const webhook = operation.webhook === true;
  const panelResponses = page.responses.flatMap((response, index) =>
    response.content[0] && response.content[0].examples.length > 0
      ? [{status: response.status, media: response.content[0], tree: trees.responses[index]!.content[0]}]
      : [],
  );
  const keywords = webhook ? [operation.operationId, operation.path] : [operation.operationId, `${operation.method.toUpperCase()} ${operation.path}`];
  const intro = (
    <>
      <header className={styles.header}>
        <p className={styles.api}>
          <Link to={spec.permalink}>{spec.title}</Link>
          {webhook && <> · {TEXTS.webhooks}</>}
        </p>
        <Heading as="h1" className={styles.title}>
          {operation.summary}
        </Heading>
        <p className={styles.endpoint}>
          <ApiBadge kind={operation.method}>{operation.method}</ApiBadge>
          {webhook ? (
            <span>
              {TEXTS.webhookEndpoint}: <code className={styles.path}>{operation.path}</code>
            </span>
          ) : (
            <code className={styles.path}>{operation.path}</code>
          )}
          {operation.deprecated && <ApiBadge kind="deprecated">{TEXTS.deprecated}</ApiBadge>}
          {operation.preview && <ApiBadge kind="preview">{TEXTS.preview}</ApiBadge>}
          {operation.isNew && <ApiBadge kind="new">{RELEASE_TEXTS.isNew}</ApiBadge>}
        </p>
        <p className={styles.operationId}>
          operationId <code>{operation.operationId}</code>
        </p>
        <PageHistory history={page.history} />
        <VersionPicker versions={page.versions} current={page.version} />
      </header>
      <MarkdownHtml value={operation.description} />
      <Security security={operation.security} />
    </>
  );
  const panel = (
    <SamplePanel
      spec={spec.key}
      request={page.requestBody ? {media: page.requestBody.content[0], tree: trees.requestBody[0]} : undefined}
      samples={page.samples}
      responses={panelResponses}
      tryIt={!page.operation.webhook}
    />
  );
  return (
    <ReferenceLayout
      wide
      sidebar={sidebar}
      activePath={operation.permalink}
      keywords={keywords}
      description={
        webhook
          ? `${operation.summary}: the ${operation.path} webhook of the ${spec.title}.`
          : `${operation.summary}: ${operation.method.toUpperCase()} ${operation.path} in the ${spec.title}.`
      }>
      <AlternativeChoicesContext.Provider value={choices}>
        <TwoPane intro={intro} panel={panel}>
          {page.parameters.length > 0 && (
            <>
              <Heading as="h2" id="parameters">
                {TEXTS.parameters}
              </Heading>
              <Parameters parameters={page.parameters} nodes={trees.parameters} ctx={trees.ctx} />
            </>
          )}

          {page.requestBody && (
            <>
              <Heading as="h2" id="request-body">
                {TEXTS.requestBody}
                {page.requestBody.required && (
                  <>
                    {' '}
                    <ApiBadge kind="required">{TEXTS.required}</ApiBadge>
                  </>
                )}
              </Heading>
              <MarkdownHtml value={page.requestBody.description} />
              <MediaTypes content={page.requestBody.content} trees={trees.requestBody} ctx={trees.ctx} firstInPanel />
            </>
          )}

          <Heading as="h2" id="responses">
            {TEXTS.responses}
          </Heading>
          <Responses responses={page.responses} trees={trees.responses} ctx={trees.ctx} firstInPanel />

          {page.callbacks.length > 0 && (
            <>
              <Heading as="h2" id="callbacks">
                {TEXTS.callbacks}
              </Heading>
              <p>{TEXTS.callbacksLead}</p>
              {page.callbacks.map((callback, index) => (
                <Callback
                  key={`${callback.name}-${callback.method}-${callback.expression}`}
                  callback={callback}
                  index={index}
                  trees={trees.callbacks[index]!}
                />
              ))}
            </>
          )}

          <EventLinks events={page.events} />
        </TwoPane>
      </AlternativeChoicesContext.Provider>
    </ReferenceLayout>
  );
}
