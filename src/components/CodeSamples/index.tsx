import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {CodeSample} from '@site/src/reference/types';

/** Request samples (curl, JavaScript fetch), one tab each; the build wrote them with httpsnippet. */
export default function CodeSamples({samples}: {samples: readonly CodeSample[]}): ReactNode {
  if (samples.length === 0) {
    return null;
  }
  return (
    <Tabs groupId="request-sample">
      {samples.map((sample) => (
        <TabItem key={sample.label} value={sample.label} label={sample.label}>
          <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
