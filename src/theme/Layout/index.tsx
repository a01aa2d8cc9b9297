import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useScrollAfterNavigation} from '@site/src/frame/hooks/useScrollAfterNavigation';

type Props = WrapperProps<typeof LayoutType>;

function ScrollAfterNavigation(): null {
  useScrollAfterNavigation();
  return null;
}

/** Wraps the classic Layout to add the scrolling after navigation of spec section 2. */
export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <>
      <ScrollAfterNavigation />
      <Layout {...props} />
    </>
  );
}
