/**
 * The browser build's `@docusaurus/renderRoutes`: react-router-config's, called as the routes
 * render rather than when it is called. Core's App builds its top-level `<Switch>` once, as its
 * module loads (`const routesElement = renderRoutes(routes)`), from the route table as it is then;
 * a section's routes come into the table later (routeSections.ts), and the Switch would never
 * offer them. It follows the location, so it renders again with each navigation.
 * A patch listed in DOCUSAURUS_PATCHES.md ("Route data split by section").
 */
import {createElement, type ReactNode} from 'react';
import {useLocation} from 'react-router-dom';
import {renderRoutes as renderNow, type RouteConfig} from 'react-router-config';

interface Props {
  routes: RouteConfig[] | undefined;
  extraProps?: object;
  switchProps?: object;
}

function Routes({routes, extraProps, switchProps}: Props): ReactNode {
  useLocation();
  return renderNow(routes, extraProps, switchProps);
}

export default function renderRoutes(routes: RouteConfig[] | undefined, extraProps?: object, switchProps?: object): ReactNode {
  return createElement(Routes, {routes, extraProps, switchProps});
}
