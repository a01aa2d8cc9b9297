import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ApiChangelogsGlobalData} from '@site/lib/reference/types';

/** The generated changelog of each API of the flavour, for the hand-written changelog page. */
export default function ApiChangelogs(): ReactNode {
  const {changelogs} = usePluginData('api-changelogs') as ApiChangelogsGlobalData;
  return (
    <ul>
      {changelogs.map((changelog) => (
        <li key={changelog.key}>
          <Link to={changelog.permalink}>{changelog.title}</Link>
        </li>
      ))}
    </ul>
  );
}
