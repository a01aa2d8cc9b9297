/**
 * Routes of data pages (see lib/reference/pageData) preload the page's data with their component, so a page is
 * complete on its first render: when the app hydrates, and before a navigation shows the next page.
 * Relies on core's route preloading (DOCUSAURUS_PATCHES.md).
 */
import {type ComponentType, createElement} from 'react';
import type {RouteConfig} from 'react-router-config';
import {isDataPagePath, sitePathOf} from '../../lib/reference/pageData';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

/** A route path (base path included) that renders a data page: a page's own, or a pattern of them (which matches itself). */
export function isDataRoutePath(routePath: string, baseUrl: string): boolean {
  const sitePath = sitePathOf(routePath, baseUrl);
  return sitePath !== undefined && isDataPagePath(sitePath);
}

/**
 * `loadCurrent` loads the data of the page the browser is at. Docusaurus preloads a route without
 * saying for which path; when it hydrates or navigates, the address bar already shows that path.
 */
export function withPageData(routes: readonly RouteConfig[], baseUrl: string, loadCurrent: () => Promise<unknown>): RouteConfig[] {
  const wrapped = new Map<RouteComponent, RouteComponent>();
  const preloading = (component: RouteComponent): RouteComponent => {
    if (!wrapped.has(component)) {
      const Wrapper: RouteComponent = (props) => createElement(component, props);
      Wrapper.preload = () => Promise.all([component.preload?.(), loadCurrent()]);
      wrapped.set(component, Wrapper);
    }
    return wrapped.get(component)!;
  };
  const visit = (route: RouteConfig): RouteConfig => ({
    ...route,
    ...(route.routes ? {routes: route.routes.map(visit)} : {}),
    ...(route.component && typeof route.path === 'string' && isDataRoutePath(route.path, baseUrl)
      ? {component: preloading(route.component as RouteComponent)}
      : {}),
  });
  return routes.map(visit);
}
