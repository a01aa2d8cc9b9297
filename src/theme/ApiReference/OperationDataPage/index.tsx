import React, {type ReactNode} from 'react';
import DataPage from '../DataPage';
import OperationPage from '../OperationPage';

/** The route component of operation and webhook pages (plugins/openapi-reference/pages/writer.ts). */
export default function OperationDataPage(): ReactNode {
  return <DataPage kind="operation" render={(data) => <OperationPage content={data.content} sidebar={data.sidebar} />} />;
}
