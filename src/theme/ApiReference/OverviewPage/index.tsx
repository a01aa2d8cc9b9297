import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {ConformanceLine} from '@site/src/guidelines/components/Conformance';
import OperationList from '@site/src/reference/components/OperationList';
import ReferenceLayout from '@site/src/reference/components/ReferenceLayout';
import {REFERENCE_ANCHORS, ROUTES} from '@site/lib/portal/config';
import {CHANGELOG_TEXTS} from '@site/lib/portal/texts/changelog';
import {EVENT_TEXTS} from '@site/lib/portal/texts/events';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {OverviewPageData} from '@site/lib/reference/types';

export interface Props {
  page: OverviewPageData;
  sidebar: PropSidebar;
}

/** /rest: one section per API (anchored by its spec key) with its operations. */
export default function OverviewPage({page, sidebar}: Props): ReactNode {
  return (
    <ReferenceLayout sidebar={sidebar} description={TEXTS.overviewLead}>
      <Heading as="h1">{TEXTS.overviewHeading}</Heading>
      <p>
        {TEXTS.overviewLead} See also the <Link to={ROUTES.referenceErrors}>{TEXTS.errorsHeading.toLowerCase()}</Link> and the{' '}
        <Link to={ROUTES.profiles()}>{TEXTS.profilesHeading.toLowerCase()}</Link>.
      </p>
      <p>
        <Link to={ROUTES.eventApis}>{EVENT_TEXTS.overviewLink}</Link>
      </p>
      {page.apis.map((api) => (
        <section key={api.key}>
          <Heading as="h2" id={api.key}>
            <Link to={api.permalink}>{api.title}</Link>
          </Heading>
          {api.summary && <p>{api.summary}</p>}
          <p>
            Version <code>{api.version}</code> · <Link to={ROUTES.apiChangelog(api.key)}>{CHANGELOG_TEXTS.link}</Link>
          </p>
          <ConformanceLine conformance={api.conformance} to={`${api.permalink}#conformance`} />
          <OperationList operations={api.operations} />
          {api.webhooks.length > 0 && (
            <>
              <Heading as="h3" id={`${api.key}-${REFERENCE_ANCHORS.webhooks}`}>
                {TEXTS.webhooks}
              </Heading>
              <OperationList operations={api.webhooks} />
            </>
          )}
        </section>
      ))}
    </ReferenceLayout>
  );
}
