/**
 * The short URLs of the reference, resolved in the browser. A direct load gets a static redirect
 * file (plugins/openapi-reference/redirectPages.ts); in-app navigation has no route for them and
 * lands on the not-found page, which asks here before it gives up. Pure: jest tests it.
 */
import {ROUTES} from '../../lib/portal/config';
import {trimSlashes} from '../../lib/shared/paths';

/** Where a short reference URL (a site path without the base URL) leads, or undefined. */
export function shortReferenceTarget(localPathname: string): string | undefined {
  const segments = trimSlashes(localPathname).split('/');
  const [first, second, third, ...rest] = segments;
  if (first === 'reference' && second === 'specs' && third && rest.length === 0) {
    return `${ROUTES.reference}#${third}`;
  }
  if (first === ROUTES.reference.slice(1) && second && third && !['errors'].includes(second)) {
    return ROUTES.operation(second, [third, ...rest].join('/'));
  }
  return undefined;
}
