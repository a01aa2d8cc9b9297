import React, {type ReactNode} from 'react';
import DataPage from '../DataPage';
import ProfilePage from '../ProfilePage';

/** The route component of profile pages (plugins/openapi-reference/pages/writer.ts). */
export default function ProfileDataPage(): ReactNode {
  return <DataPage kind="profile" render={(data) => <ProfilePage content={data.content} sidebar={data.sidebar} />} />;
}
