import React, {type ReactNode} from 'react';
import PortalRedirect from '@site/src/theme/PortalRedirect';
import {ROUTES} from '@site/src/portal/config';

/** Any unmatched path, in client navigation and in the static 404.html, ends on /error (spec section 8). */
export default function NotFoundContent(): ReactNode {
  return <PortalRedirect to={ROUTES.error} />;
}
