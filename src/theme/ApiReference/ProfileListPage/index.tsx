import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {ProfileListPageData} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  page: ProfileListPageData;
  sidebar: PropSidebar;
}

/** /profiles and /profiles/{spec}: the resource representations (named schemas) of the APIs. */
export default function ProfileListPage({page, sidebar}: Props): ReactNode {
  const single = page.spec ? page.specs[0] : undefined;
  return (
    <ReferenceLayout sidebar={sidebar} description={TEXTS.profilesLead}>
      <Heading as="h1">{single ? `${TEXTS.profilesHeading}: ${single.title}` : TEXTS.profilesHeading}</Heading>
      <p>{TEXTS.profilesLead}</p>
      {page.specs.map((spec) => (
        <section key={spec.key}>
          {!single && (
            <Heading as="h2" id={spec.key}>
              <Link to={spec.permalink}>{spec.title}</Link>
            </Heading>
          )}
          <ul className={styles.list}>
            {spec.profiles.map((profile) => (
              <li key={profile.id}>
                <Link to={profile.permalink}>{profile.name}</Link> <code className={styles.id}>{profile.id}</code>
                {profile.deprecated && <ApiBadge kind="deprecated">{TEXTS.deprecated}</ApiBadge>}
                {profile.preview && <ApiBadge kind="preview">{TEXTS.preview}</ApiBadge>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ReferenceLayout>
  );
}
