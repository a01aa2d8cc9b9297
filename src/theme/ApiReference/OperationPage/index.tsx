import React, {type ReactNode, useMemo} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import ApiBadge from '@site/src/components/ApiBadge';
import CodeSamples from '@site/src/components/CodeSamples';
import MarkdownHtml from '@site/src/components/MarkdownHtml';
import MediaTypes from '@site/src/components/MediaTypes';
import ReferenceLayout from '@site/src/components/ReferenceLayout';
import {SchemaRows} from '@site/src/components/SchemaViewer';
import VersionPicker from '@site/src/components/VersionPicker';
import {REFERENCE_TEXTS as TEXTS} from '@site/src/portal/config';
import {type PageContent, buildOperationTrees, viewerContextOf} from '@site/src/reference/pageTrees';
import type {OperationPageData, ParameterView} from '@site/src/reference/types';
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

/** An operation of an API: what to send, what comes back, and how to call it. */
export default function OperationPage({content: {page, viewer}, sidebar}: Props): ReactNode {
  const {operation, spec} = page;
  const trees = useMemo(() => buildOperationTrees(page, viewerContextOf(viewer)), [page, viewer]);
  return (
    <ReferenceLayout sidebar={sidebar} activePath={operation.permalink} keywords={[operation.operationId, `${operation.method.toUpperCase()} ${operation.path}`]} description={`${operation.summary}: ${operation.method.toUpperCase()} ${operation.path} in the ${spec.title}.`}>
      <header className={styles.header}>
        <p className={styles.api}>
          <Link to={spec.permalink}>{spec.title}</Link>
        </p>
        <Heading as="h1" className={styles.title}>
          {operation.summary}
        </Heading>
        <p className={styles.endpoint}>
          <ApiBadge kind={operation.method}>{operation.method}</ApiBadge>
          <code className={styles.path}>{operation.path}</code>
          {operation.deprecated && <ApiBadge kind="deprecated">{TEXTS.deprecated}</ApiBadge>}
          {operation.preview && <ApiBadge kind="preview">{TEXTS.preview}</ApiBadge>}
        </p>
        <p className={styles.operationId}>
          operationId <code>{operation.operationId}</code>
        </p>
        <VersionPicker versions={page.versions} current={page.version} />
      </header>
      <MarkdownHtml value={operation.description} />
      {operation.security.length > 0 && (
        <p className={styles.security}>
          {TEXTS.authentication}:{' '}
          {operation.security.map((requirement) => (
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
      )}

      {page.parameters.length > 0 && (
        <>
          <Heading as="h2" id="parameters">
            {TEXTS.parameters}
          </Heading>
          {PARAMETER_GROUPS.map((group) => {
            const nodes = trees.parameters.filter((_node, index) => page.parameters[index]!.in === group.in);
            return (
              nodes.length > 0 && (
                <section key={group.in}>
                  <Heading as="h3" id={`${group.in}-parameters`}>
                    {group.title}
                  </Heading>
                  <SchemaRows nodes={nodes} ctx={trees.ctx} />
                </section>
              )
            );
          })}
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
          <MediaTypes content={page.requestBody.content} trees={trees.requestBody} ctx={trees.ctx} />
        </>
      )}

      <Heading as="h2" id="responses">
        {TEXTS.responses}
      </Heading>
      {page.responses.map((response, index) => (
        <section key={response.status} className={styles.response}>
          <Heading as="h3" id={`response-${response.status.toLowerCase()}`}>
            <ApiBadge kind="status" className={styles.status}>
              {response.status}
            </ApiBadge>{' '}
            {response.status === 'default' ? 'Any other status' : (response.reason ?? `Status ${response.status}`)}
          </Heading>
          <MarkdownHtml value={response.description} />
          {response.headers.length > 0 && (
            <>
              <p className={styles.subheading}>{TEXTS.headers}</p>
              <SchemaRows nodes={trees.responses[index]!.headers} ctx={trees.ctx} />
            </>
          )}
          {response.content.length > 0 ? <MediaTypes content={response.content} trees={trees.responses[index]!.content} ctx={trees.ctx} /> : <p className={styles.subheading}>{TEXTS.noBody}</p>}
        </section>
      ))}

      {page.samples.length > 0 && (
        <>
          <Heading as="h2" id="request-samples">
            {TEXTS.requestSamples}
          </Heading>
          <CodeSamples samples={page.samples} />
        </>
      )}
    </ReferenceLayout>
  );
}
