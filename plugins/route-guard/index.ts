import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';
import {readFlavour} from '../../lib/portal/config';
import {REDIRECTS, isVisibleIn} from '../../lib/portal/sections';

export interface RouteClaim {
  route: string;
  /** Site-relative file that claims the route. */
  file: string;
}

interface DocsContent {
  loadedVersions: {docs: {permalink: string; source: string}[]}[];
}
interface PageMetadata {
  permalink: string;
  source: string;
}

function toFile(source: string): string {
  return source.startsWith('@site/') ? aliasedSitePathToRelativePath(source) : source;
}

/** Routes that more than one file claims, with every claimant. */
export function findCollisions(claims: readonly RouteClaim[]): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const {route, file} of claims) {
    const key = route.replace(/\/$/, '') || '/';
    byRoute.set(key, [...(byRoute.get(key) ?? []), file]);
  }
  return new Map([...byRoute].filter(([, files]) => files.length > 1));
}

export function collisionMessage(collisions: Map<string, string[]>): string {
  const lines = [...collisions].map(([route, files]) => `- ${route} is claimed by ${files.join(' and ')}`);
  return `Route collision: two pages claim the same route.\n${lines.join('\n')}\nGive one of them another file name or \`slug\` in its front matter.`;
}

/**
 * Fails the build when two content files, or a file and a redirect, claim one route. Docusaurus
 * alone reports duplicate routes without saying which files are involved; this names both.
 */
export default function routeGuardPlugin(context: LoadContext): Plugin {
  const flavour = readFlavour(context.siteConfig.customFields?.flavour);
  const redirectClaims: RouteClaim[] = REDIRECTS.filter((redirect) => isVisibleIn(flavour, redirect)).map((redirect) => ({
    route: normalizeUrl([context.siteConfig.baseUrl, redirect.from]),
    file: `lib/portal/sections.ts (redirect ${redirect.from})`,
  }));
  return {
    name: 'route-guard',
    async allContentLoaded({allContent}) {
      const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      const pages = Object.values(allContent['docusaurus-plugin-content-pages'] ?? {}) as PageMetadata[][];
      const claims: RouteClaim[] = [
        ...docs.flatMap((content) =>
          content.loadedVersions.flatMap((version) => version.docs.map((doc) => ({route: doc.permalink, file: toFile(doc.source)}))),
        ),
        ...pages.flat().map((page) => ({route: page.permalink, file: toFile(page.source)})),
        ...redirectClaims,
      ];
      const collisions = findCollisions(claims);
      if (collisions.size > 0) {
        throw new Error(collisionMessage(collisions));
      }
    },
  };
}
