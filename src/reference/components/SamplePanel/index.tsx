import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import CodeSamples from '@site/src/reference/components/CodeSamples';
import ExampleBlock from '@site/src/reference/components/ExampleBlock';
import SpecDownload from '@site/src/reference/components/SpecDownload';
import TryIt from '@site/src/try-it/components/TryIt';
import {useBodyExamples, useRequestSamples} from '@site/src/reference/hooks/useExamples';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {SchemaNode} from '@site/lib/reference/schemaModel';
import type {MediaTypeView, RequestSamples} from '@site/lib/reference/types';
import styles from './styles.module.css';

/** A body shown beside its schema: its media type and its examples. */
export interface PanelBody {
  media?: MediaTypeView;
  /** The schema viewer's tree of that body: the examples follow the options chosen in it. */
  tree?: SchemaNode;
}

export interface Props {
  /** The spec key, for the downloads. */
  spec: string;
  request?: PanelBody;
  samples?: RequestSamples;
  /** Responses with an example, by status. */
  responses?: (PanelBody & {status: string})[];
  /** A resource representation's example (profile pages). */
  example?: PanelBody;
  /** Offer the "Try it" console (operation pages; not webhooks, which the API sends). */
  tryIt?: boolean;
}

const NO_SAMPLES: RequestSamples = {request: {method: 'GET', url: '', headers: []}, custom: [], byExample: []};

function RequestPart({request, samples, tryIt}: Pick<Props, 'request' | 'samples' | 'tryIt'>): ReactNode {
  const body = useBodyExamples(request?.media, request?.tree);
  const shown = useRequestSamples(samples ?? NO_SAMPLES, body.selected, request?.media ? body : undefined);
  const examples = request?.media?.examples ?? [];
  const tryItPart = tryIt ? <TryIt initialBody={request?.media ? body.shown.text : undefined} /> : null;
  if (shown.length === 0 && examples.length === 0) {
    return tryItPart;
  }
  return (
    <>
      {tryItPart}
      <section className={styles.part}>
        <Heading as="h2" id="request-samples" className={styles.heading}>
          {shown.length > 0 ? TEXTS.requestSamples : TEXTS.requestExample}
        </Heading>
        {shown.length > 0 && <CodeSamples samples={shown} />}
        {examples.length > 0 && (
          <>
            <p className={styles.subheading}>{TEXTS.requestExample}</p>
            <ExampleBlock examples={examples} mediaType={request!.media!.mediaType} state={body} />
          </>
        )}
      </section>
    </>
  );
}

function ResponseExample({media, tree}: PanelBody): ReactNode {
  const body = useBodyExamples(media, tree);
  return media ? <ExampleBlock examples={media.examples} mediaType={media.mediaType} state={body} /> : null;
}

/**
 * The right-hand pane of an operation, webhook or profile page: the call in every language and the
 * examples of the request and of each response, beside the schemas (after the description on
 * narrow screens). Without JavaScript every sample and example is shown, each under its label.
 */
function ExamplePart({example}: {example: PanelBody}): ReactNode {
  return (
    <section className={styles.part}>
      <Heading as="h2" id="example" className={styles.heading}>
        {TEXTS.example}
      </Heading>
      <ResponseExample media={example.media} tree={example.tree} />
    </section>
  );
}

export default function SamplePanel({spec, request, samples, responses = [], example, tryIt = false}: Props): ReactNode {
  const initial = responses.find((response) => /^2/.test(response.status))?.status ?? responses[0]?.status;
  return (
    <aside className={styles.panel} aria-label={TEXTS.samplesPanel}>
      {example ? <ExamplePart example={example} /> : <RequestPart request={request} samples={samples} tryIt={tryIt} />}
      {responses.length > 0 && (
        <section className={styles.part}>
          <Heading as="h2" id="response-examples" className={styles.heading}>
            {TEXTS.responseExample}
          </Heading>
          <div className="portal-noscript-tabs">
            <Tabs defaultValue={initial} className={styles.statusTabs}>
              {responses.map((response) => (
                <TabItem key={response.status} value={response.status} label={response.status}>
                  <p className={`${styles.subheading} portal-noscript-only`}>
                    <ApiBadge kind="status">{response.status}</ApiBadge>
                  </p>
                  <p className={styles.mediaType}>
                    <code>{response.media!.mediaType.replace(/;.*$/, '')}</code>
                  </p>
                  <ResponseExample media={response.media} tree={response.tree} />
                </TabItem>
              ))}
            </Tabs>
          </div>
        </section>
      )}
      <SpecDownload spec={spec} className={styles.download} />
    </aside>
  );
}
