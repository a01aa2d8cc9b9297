import React, {type ReactNode, useMemo} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import PageHistory from '@site/src/reference/components/PageHistory';
import OperationList from '@site/src/reference/components/OperationList';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import SamplePanel from '@site/src/reference/components/SamplePanel';
import SchemaViewer from '@site/src/reference/components/SchemaViewer';
import TwoPane from '@site/src/reference/components/TwoPane';
import {AlternativeChoicesContext, useAlternativeChoicesStore} from '@site/src/reference/hooks/useAlternativeChoices';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import {type PageContent, buildProfileTree, viewerContextOf} from '@site/lib/reference/pageTrees';
import type {ProfilePageData} from '@site/lib/reference/types';

export interface Props {
  content: PageContent<ProfilePageData>;
  sidebar: PropSidebar;
}

/** /profiles/{spec}/{id}: one resource representation in the schema viewer, and where it is used. */
export default function ProfilePage({content: {page, viewer}, sidebar}: Props): ReactNode {
  const {profile, spec} = page;
  const {ctx, root} = useMemo(() => buildProfileTree(profile.ref, viewerContextOf(viewer)), [profile.ref, viewer]);
  const choices = useAlternativeChoicesStore();
  const intro = (
    <>
      <Heading as="h1">
        {profile.name}
        {profile.deprecated && (
          <>
            {' '}
            <ApiBadge kind="deprecated">{TEXTS.deprecated}</ApiBadge>
          </>
        )}
        {profile.preview && (
          <>
            {' '}
            <ApiBadge kind="preview">{TEXTS.preview}</ApiBadge>
          </>
        )}
      </Heading>
      <p>
        <Link to={spec.permalink}>{spec.title}</Link> · profile <code>{profile.id}</code>
      </p>
      <PageHistory history={page.history} />
      {page.uri && (
        <p>
          {TEXTS.profileUri}: <code>{page.uri}</code>
        </p>
      )}
    </>
  );
  const details = (
    <>
      <SchemaViewer root={{...root, typeHref: undefined}} ctx={ctx} />
      {page.usedBy.length > 0 && (
        <>
          <Heading as="h2" id="used-by">
            {TEXTS.usedBy}
          </Heading>
          <OperationList operations={page.usedBy} />
        </>
      )}
    </>
  );
  return (
    <ReferenceLayout
      wide={page.example !== undefined}
      sidebar={sidebar}
      keywords={[profile.name]}
      description={`${profile.name}: a resource representation of the ${spec.title}.`}>
      <AlternativeChoicesContext.Provider value={choices}>
        {page.example ? (
          <TwoPane intro={intro} panel={<SamplePanel spec={spec.key} example={{media: page.example, tree: root}} />}>
            {details}
          </TwoPane>
        ) : (
          <>
            {intro}
            {details}
          </>
        )}
      </AlternativeChoicesContext.Provider>
    </ReferenceLayout>
  );
}
