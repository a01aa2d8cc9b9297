/** Spec keys name an API in every URL: they must not take a route the REST documentation uses. */
import {ROUTES} from '../portal/config';
import {joinSitePath} from '../shared/paths';
import {SpecInputError} from './load';
import type {SpecModel} from './model';

/** First path segments under /rest that docs pages (or the reference itself) already use. */
export function reservedSpecKeys(baseUrl: string, docsPermalinks: readonly string[]): Set<string> {
  const prefix = joinSitePath(baseUrl, `${ROUTES.reference}/`);
  const reserved = new Set([ROUTES.referenceErrors.split('/').pop()!]);
  for (const permalink of docsPermalinks) {
    if (permalink.startsWith(prefix)) {
      reserved.add(permalink.slice(prefix.length).split('/')[0]!);
    }
  }
  return reserved;
}

export function checkSpecKeys(models: readonly SpecModel[], reserved: ReadonlySet<string>): void {
  const clashes = models.filter((model) => reserved.has(model.spec.key));
  if (clashes.length > 0) {
    throw new SpecInputError(
      clashes
        .map(
          (model) =>
            `${model.spec.file}: the spec key "${model.spec.key}" would give the API the route ${ROUTES.api(model.spec.key)}, which the REST API documentation already uses. Rename the file (the key is its base name).`,
        )
        .join('\n'),
    );
  }
}
