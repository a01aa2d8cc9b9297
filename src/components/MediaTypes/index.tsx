import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import ApiBadge from '@site/src/components/ApiBadge';
import SchemaViewer from '@site/src/components/SchemaViewer';
import {REFERENCE_TEXTS as TEXTS} from '@site/src/portal/config';
import type {SchemaNode, ViewerContext} from '@site/src/reference/schemaModel';
import type {MediaTypeView} from '@site/src/reference/types';
import styles from './styles.module.css';

export interface Props {
  content: readonly MediaTypeView[];
  /** The schema tree of each media type, in the same order. */
  trees: readonly SchemaNode[];
  ctx: ViewerContext;
}

/** A request or response body per media type: its schema in the viewer and an example payload. */
export default function MediaTypes({content, trees, ctx}: Props): ReactNode {
  return (
    <>
      {content.map((media, index) => (
        <section key={media.mediaType} className={styles.media}>
          <p className={styles.mediaType}>
            <code>{media.mediaType.replace(/;.*$/, '')}</code>
            {media.profile && <ApiBadge kind="profile">profile {media.profile}</ApiBadge>}
          </p>
          {media.schema !== undefined && trees[index] && <SchemaViewer root={trees[index]} ctx={ctx} />}
          {media.example !== undefined && (
            <div className={styles.example}>
              <p className={styles.label}>{media.generated ? TEXTS.generatedExample : TEXTS.example}</p>
              <CodeBlock language={/json/.test(media.mediaType) ? 'json' : 'text'}>{media.example}</CodeBlock>
            </div>
          )}
        </section>
      ))}
    </>
  );
}
