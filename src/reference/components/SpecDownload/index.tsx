import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {REFERENCE_TEXTS as TEXTS, ROUTES} from '@site/lib/portal/config';
import {joinSitePath} from '@site/lib/shared/paths';
import styles from './styles.module.css';

export interface Props {
  /** The spec key: the API's name in URLs (`checkout`). */
  spec: string;
  className?: string;
}

const FORMATS = ['yaml', 'json'] as const;

/**
 * "Download the OpenAPI spec: YAML · JSON", the API's spec bundled into one file
 * (lib/openapi/downloads.ts). Plain links: the files are static, not routes, which
 * Docusaurus' Link would try to open in the app.
 */
export default function SpecDownload({spec, className}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const href = (format: (typeof FORMATS)[number]) => joinSitePath(baseUrl, ROUTES.specDownload(spec, format));
  return (
    <p className={clsx(styles.download, className)}>
      {TEXTS.downloadSpec}:{' '}
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
