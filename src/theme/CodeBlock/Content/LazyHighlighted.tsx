import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import PlainCode from './PlainCode';

// Prism and its grammars: a chunk of their own, fetched the first time a code block is rendered
// in the browser rather than hydrated (a client navigation, or the dev server).
const Highlighted = lazy(() => import(/* webpackChunkName: "prism" */ './Highlighted'));

export default function LazyHighlighted(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
