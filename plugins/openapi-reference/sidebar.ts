/**
 * The "API reference" group of the REST API side navigation: the overview, the problem types, and
 * one collapsed entry per API of the flavour. Hrefs carry the base URL, as doc permalinks do, so the
 * active entry is marked.
 *
 * An API with up to OPERATIONS_PER_GROUP operations lists them everywhere. A bigger one lists only
 * its tags (links to the tag sections of its API page) in the navigation every REST API page loads;
 * its own pages load a navigation with all of its operations, grouped by tag (fullApiSidebar).
 * So GitHub's 1,223 operations weigh on GitHub's pages only.
 */
import {normalizeUrl} from '@docusaurus/utils';
import {REFERENCE_ANCHORS, ROUTES} from '../../lib/portal/config';
import {REFERENCE_TEXTS} from '../../lib/portal/texts/reference';
import type {OperationSummary} from '../../lib/reference/types';
import {type SpecModel, operationTags} from '../../lib/openapi/model';

const WEBHOOKS_LABEL = REFERENCE_TEXTS.webhooks;
const WEBHOOKS_ANCHOR = REFERENCE_ANCHORS.webhooks;

/** An API with more operations than this lists them under its tags. */
export const OPERATIONS_PER_GROUP = 25;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  items: (SidebarLink | SidebarCategory)[];
  collapsible: true;
  collapsed: true;
  /** Set on an API's entry: which spec it lists. */
  customProps?: {apiSpec: string};
}

function operationLink(operation: OperationSummary): SidebarLink {
  const marks = [operation.deprecated ? 'deprecated' : '', operation.preview ? 'preview' : '', operation.isNew ? 'new' : '']
    .filter(Boolean)
    .map((mark) => ` sidebar-operation--${mark}`)
    .join('');
  return {type: 'link', label: operation.summary, href: operation.permalink, className: `sidebar-operation sidebar-operation--${operation.method}${marks}`};
}

function category(label: string, items: SidebarCategory['items']): SidebarCategory {
  return {type: 'category', label, items, collapsible: true, collapsed: true};
}

/** An API's entry: all of its operations (`full`), or, for a big API, links to its tags. */
export function apiSidebarItems(model: SpecModel, baseUrl: string, detail: 'full' | 'compact'): SidebarCategory {
  const apiHref = normalizeUrl([baseUrl, ROUTES.api(model.spec.key)]);
  const overview: SidebarLink = {type: 'link', label: 'Overview', href: apiHref};
  // Webhooks come last, under their own heading, as on the API page.
  const webhooks =
    model.webhooks.length === 0
      ? []
      : [
          detail === 'compact' && hasCompactEntry(model)
            ? {type: 'link' as const, label: WEBHOOKS_LABEL, href: `${apiHref}#${WEBHOOKS_ANCHOR}`}
            : category(
                WEBHOOKS_LABEL,
                model.webhooks.map((webhook) => operationLink(webhook.summary)),
              ),
        ];
  const entry = (items: SidebarCategory['items']): SidebarCategory => ({
    ...category(model.title, [overview, ...items, ...webhooks]),
    customProps: {apiSpec: model.spec.key},
  });
  if (!hasCompactEntry(model)) {
    return entry(model.operations.map((operation) => operationLink(operation.summary)));
  }
  const tags = operationTags(model);
  if (detail === 'compact') {
    return entry(tags.map((tag): SidebarLink => ({type: 'link', label: tag.name, href: `${apiHref}#${tag.anchor}`})));
  }
  return entry(tags.map((tag) => category(tag.name, tag.operations.map(operationLink))));
}

export function referenceSidebarItems(models: readonly SpecModel[], baseUrl: string, label: string): SidebarCategory {
  return category(label, [
    {type: 'link', label: 'All APIs', href: normalizeUrl([baseUrl, ROUTES.reference])},
    {type: 'link', label: 'Problem types', href: normalizeUrl([baseUrl, ROUTES.referenceErrors])},
    ...models.map((model) => apiSidebarItems(model, baseUrl, 'compact')),
  ]);
}

/** Whether an API's pages need a navigation of their own (its shared entry lists tags only). */
export function hasCompactEntry(model: SpecModel): boolean {
  return model.operations.length + model.webhooks.length > OPERATIONS_PER_GROUP;
}

type Item = {type: string; items?: Item[]; customProps?: Record<string, unknown>};

/** The section's navigation with one API's entry swapped for the entry listing all its operations. */
export function fullApiSidebar<T extends Item>(items: readonly T[], model: SpecModel, baseUrl: string): T[] {
  return items.map((item): T => {
    if (item.customProps?.apiSpec === model.spec.key) {
      return apiSidebarItems(model, baseUrl, 'full') as unknown as T;
    }
    return item.items ? {...item, items: fullApiSidebar(item.items, model, baseUrl)} : item;
  });
}
