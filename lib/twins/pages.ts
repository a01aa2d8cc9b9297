/**
 * Twins of the pages written in React rather than Markdown (src/pages/*.tsx): written from the same
 * facts the pages render (the flavour's sections and the pages' texts), so a twin cannot drift from its page.
 */
import {PORTAL_NAME, ROUTES} from '../portal/config';
import {ERROR_PAGE_TEXTS, SUPPORT_PAGE_TEXTS} from '../portal/texts/pages';
import type {VisibleSection} from '../portal/sections';
import {type SiteAddress, twinHeader, twinUrl} from './format';

const link = (site: SiteAddress, title: string, sitePath: string) => `[${title}](${twinUrl(site, sitePath)})`;

/** The home page: one entry per section of the flavour. */
export function homeTwin(site: SiteAddress, sections: readonly VisibleSection[]): string {
  const lines = sections.map((section) => `- ${link(site, section.label, section.landing)}: ${section.summary}`);
  return `${twinHeader(`${PORTAL_NAME} Portal`, `Documentation, guidelines and support for the ${PORTAL_NAME}.`)}Everything partners and teams need to build on our shop: from your first token to production-ready integrations.\n\n${lines.join('\n')}\n`;
}

/** /support: the Support entry's pages that have a summary, as its cards show them. */
export function supportTwin(site: SiteAddress, sections: readonly VisibleSection[]): string | undefined {
  const support = sections.find((section) => section.landing === ROUTES.support);
  if (!support) {
    return undefined;
  }
  const lines = support.items.flatMap((item) => (item.summary ? [`- ${link(site, item.label, item.to)}: ${item.summary}`] : []));
  return `${twinHeader(support.label, SUPPORT_PAGE_TEXTS.description)}${SUPPORT_PAGE_TEXTS.lead}\n\n${lines.join('\n')}\n`;
}

/** /error: where unknown paths end, with the ways back. */
export function errorTwin(site: SiteAddress): string {
  const ways = [
    [ERROR_PAGE_TEXTS.home, ROUTES.home],
    [ERROR_PAGE_TEXTS.gettingStarted, ROUTES.gettingStarted],
    [ERROR_PAGE_TEXTS.support, ROUTES.support],
  ] as const;
  return `${twinHeader(ERROR_PAGE_TEXTS.heading, ERROR_PAGE_TEXTS.description)}${ERROR_PAGE_TEXTS.unknownPage} ${ERROR_PAGE_TEXTS.tryAgain}\n\n${ways.map(([label, to]) => `- ${link(site, label, to)}`).join('\n')}\n`;
}
