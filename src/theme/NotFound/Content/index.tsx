import React, {type ReactNode} from 'react';
import {useLocalPathname} from '@docusaurus/theme-common/internal';
import PortalRedirect from '@site/src/theme/PortalRedirect';
import {ROUTES} from '@site/lib/portal/config';
import {shortReferenceTarget} from '@site/src/reference/shortUrls';

/**
 * Any unmatched path, in client navigation and in the static 404.html, ends on /error (spec
 * section 8), except a short reference URL, which leads to its page (the hash goes along).
 */
export default function NotFoundContent(): ReactNode {
  const pathname = useLocalPathname();
  return <PortalRedirect to={shortReferenceTarget(pathname) ?? ROUTES.error} />;
}
