/**
 * The "API reference" group of the REST API side navigation: the overview, the problem types, and
 * one collapsed entry per API of the flavour with its operations (grouped by tag when an API has
 * many). Hrefs carry the base URL, as doc permalinks do, so the active entry is marked.
 */
import {normalizeUrl} from '@docusaurus/utils';
import {ROUTES} from '../../src/portal/config';
import type {OperationSummary} from '../../src/reference/types';
import type {SpecModel} from './model';

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
}

function operationLink(operation: OperationSummary): SidebarLink {
  const marks = [operation.deprecated ? 'deprecated' : '', operation.preview ? 'preview' : ''].filter(Boolean).map((mark) => ` sidebar-operation--${mark}`).join('');
  return {type: 'link', label: operation.summary, href: operation.permalink, className: `sidebar-operation sidebar-operation--${operation.method}${marks}`};
}

function category(label: string, items: SidebarCategory['items']): SidebarCategory {
  return {type: 'category', label, items, collapsible: true, collapsed: true};
}

export function apiSidebarItems(model: SpecModel, baseUrl: string): SidebarCategory {
  const operations = model.operations.map((operation) => operation.summary);
  const overview: SidebarLink = {type: 'link', label: 'Overview', href: normalizeUrl([baseUrl, ROUTES.api(model.spec.key)])};
  if (operations.length <= OPERATIONS_PER_GROUP) {
    return category(model.title, [overview, ...operations.map(operationLink)]);
  }
  const tags = [...new Set(operations.map((operation) => operation.tag ?? 'Other operations'))];
  return category(model.title, [
    overview,
    ...tags.map((tag) => category(tag, operations.filter((operation) => (operation.tag ?? 'Other operations') === tag).map(operationLink))),
  ]);
}

export function referenceSidebarItems(models: readonly SpecModel[], baseUrl: string, label: string): SidebarCategory {
  return category(label, [
    {type: 'link', label: 'All APIs', href: normalizeUrl([baseUrl, ROUTES.reference])},
    {type: 'link', label: 'Problem types', href: normalizeUrl([baseUrl, ROUTES.referenceErrors])},
    ...models.map((model) => apiSidebarItems(model, baseUrl)),
  ]);
}
