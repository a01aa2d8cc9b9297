import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import Chevron from '@site/src/shared/components/Chevron';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import MediaTypes from '@site/src/reference/components/MediaTypes';
import {SchemaRows} from '@site/src/reference/components/SchemaViewer';
import {useExpandable} from '@site/src/shared/hooks/useExpandable';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {OperationTrees} from '@site/lib/reference/pageTrees';
import type {ResponseView} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  responses: readonly ResponseView[];
  trees: OperationTrees['responses'];
  ctx: OperationTrees['ctx'];
  /** Prefix of the responses' ids, unique on the page (callbacks have responses of their own). */
  idPrefix?: string;
  /** The first media type's examples are in the page's sample panel. */
  firstInPanel?: boolean;
}

const statusText = (response: ResponseView) => (response.status === 'default' ? 'Any other status' : (response.reason ?? `Status ${response.status}`));

/** 2xx responses are read most: they are open. Every other one is a line that opens to its body. */
export const opensByDefault = (response: ResponseView) => /^2/.test(response.status);

interface BodyProps {
  response: ResponseView;
  trees: OperationTrees['responses'][number];
  ctx: OperationTrees['ctx'];
  idPrefix: string;
  firstInPanel: boolean;
}

function ResponseBody({response, trees, ctx, idPrefix, firstInPanel}: BodyProps): ReactNode {
  return (
    <>
      {response.headers.length > 0 && (
        <>
          <p className={styles.subheading}>{TEXTS.headers}</p>
          <SchemaRows nodes={trees.headers} ctx={ctx} />
        </>
      )}
      {response.sameAs ? (
        <p className={styles.sameAs}>
          <a href={`#${idPrefix}${response.sameAs.toLowerCase()}`}>{TEXTS.sameBodyAs(response.sameAs)}</a>
        </p>
      ) : null}
      {response.content.length > 0 ? (
        <MediaTypes content={response.content} trees={trees.content} ctx={ctx} firstInPanel={firstInPanel} />
      ) : (
        <p className={styles.subheading}>{TEXTS.noBody}</p>
      )}
    </>
  );
}

function Problems({response}: {response: ResponseView}): ReactNode {
  if (response.problems.length === 0) {
    return null;
  }
  return (
    <span className={styles.problems}>
      {TEXTS.problemTypes}:{' '}
      {response.problems.map((problem, index) => (
        <React.Fragment key={problem.type}>
          {index > 0 && ', '}
          <Link to={problem.permalink}>{problem.title}</Link>
        </React.Fragment>
      ))}
    </span>
  );
}

/** A response shown as one line (status, description, problem types) whose button opens its body. */
function CollapsedResponse(props: BodyProps): ReactNode {
  const {response, idPrefix} = props;
  const id = `${idPrefix}${response.status.toLowerCase()}`;
  const {hash} = useLocation();
  const {expanded, toggle} = useExpandable(false, hash === `#${id}`);
  const bodyId = `${id}-body`;
  return (
    <section className={clsx(styles.response, styles.collapsed)} id={id}>
      <Heading as="h3" className={styles.line}>
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={toggle}>
          <Chevron open={expanded} />
          <ApiBadge kind="status" className={styles.status}>
            {response.status}
          </ApiBadge>
          <span>{statusText(response)}</span>
        </button>
      </Heading>
      <div className={styles.summary}>
        <MarkdownHtml value={response.description} className={styles.description} />
        <Problems response={response} />
      </div>
      <div id={bodyId} className={styles.body} hidden={!expanded} data-noscript-show="">
        <ResponseBody {...props} />
      </div>
    </section>
  );
}

function OpenResponse(props: BodyProps): ReactNode {
  const {response, idPrefix} = props;
  return (
    <section className={styles.response} id={`${idPrefix}${response.status.toLowerCase()}`}>
      <Heading as="h3">
        <ApiBadge kind="status" className={styles.status}>
          {response.status}
        </ApiBadge>{' '}
        {statusText(response)}
      </Heading>
      <MarkdownHtml value={response.description} />
      <Problems response={response} />
      <ResponseBody {...props} />
    </section>
  );
}

/** An operation's (or a callback's) responses: success ones open, the others one line each. */
export default function Responses({responses, trees, ctx, idPrefix = 'response-', firstInPanel = false}: Props): ReactNode {
  return (
    <>
      {responses.map((response, index) => {
        const props = {response, trees: trees[index]!, ctx, idPrefix, firstInPanel};
        return opensByDefault(response) ? <OpenResponse key={response.status} {...props} /> : <CollapsedResponse key={response.status} {...props} />;
      })}
    </>
  );
}
