import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ROUTES} from '@site/lib/portal/config';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import {joinSitePath} from '@site/lib/shared/paths';
import styles from './styles.module.css';

export interface Props {
  /** The spec key: the API's name in URLs (`checkout`), or the event API's (`order-events`). */
  spec: string;
  /** An OpenAPI spec (the default) or an event API's AsyncAPI document. */
  kind?: 'openapi' | 'asyncapi';
  className?: string;
}

const FORMATS = ['yaml', 'json'] as const;

/**
 * "Download the OpenAPI spec: YAML · JSON", the API's spec bundled into one file
 * (lib/openapi/downloads.ts), or an event API's AsyncAPI document as written (lib/asyncapi/downloads.ts). Plain links: the files are static, not routes, which
 * Docusaurus' Link would try to open in the app.
 */
export default function SpecDownload({spec, kind = 'openapi', className}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const route = kind === 'asyncapi' ? ROUTES.eventApiDownload : ROUTES.specDownload;
  const href = (format: (typeof FORMATS)[number]) => joinSitePath(baseUrl, route(spec, format));
  return (
    <p className={clsx(styles.download, className)}>
      {kind === 'asyncapi' ? TEXTS.downloadAsyncApi : TEXTS.downloadSpec}:{' '}
      {FORMATS.map((format, index) => (
        <React.Fragment key={format}>
          {index > 0 && ' · '}
          <a href={href(format)} download>
            {TEXTS.downloadFormats[format]}
          </a>
        </React.Fragment>
      ))}
    </p>
  );
}
