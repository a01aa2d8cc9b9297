import React, {type ReactNode} from 'react';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import ExampleBlock from '@site/src/reference/components/ExampleBlock';
import SchemaViewer from '@site/src/reference/components/SchemaViewer';
import {useBodyExamples} from '@site/src/reference/hooks/useExamples';
import type {SchemaNode, ViewerContext} from '@site/lib/reference/schemaModel';
import type {MediaTypeView} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  content: readonly MediaTypeView[];
  /** The schema tree of each media type, in the same order. */
  trees: readonly SchemaNode[];
  ctx: ViewerContext;
  /** The examples of the first media type are in the page's sample panel; show only the others' here. */
  firstInPanel?: boolean;
}

function InlineExamples({media, tree}: {media: MediaTypeView; tree?: SchemaNode}): ReactNode {
  const state = useBodyExamples(media, tree);
  return <ExampleBlock examples={media.examples} mediaType={media.mediaType} state={state} />;
}

/** A request or response body per media type: its schema in the viewer, and its examples where the panel does not show them. */
export default function MediaTypes({content, trees, ctx, firstInPanel = false}: Props): ReactNode {
  return (
    <>
      {content.map((media, index) => (
        <section key={media.mediaType} className={styles.media}>
          <p className={styles.mediaType}>
            <code>{media.mediaType.replace(/;.*$/, '')}</code>
            {media.profile && <ApiBadge kind="profile">profile {media.profile}</ApiBadge>}
          </p>
          {media.schema !== undefined && trees[index] && <SchemaViewer root={trees[index]} ctx={ctx} />}
          {!(firstInPanel && index === 0) && media.examples.length > 0 && <InlineExamples media={media} tree={trees[index]} />}
        </section>
      ))}
    </>
  );
}
