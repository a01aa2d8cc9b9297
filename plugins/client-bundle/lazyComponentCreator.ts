/**
 * The browser build's `@docusaurus/ComponentCreator`: Docusaurus' own, run for a route only when
 * the route is first preloaded or rendered. Core's runs for every route of the table as main.js
 * starts (each a react-loadable class and its loader map), which was a measurable part of every
 * page's first long task, for routes the page never shows (issue 34, item 6). A patch listed in
 * DOCUSAURUS_PATCHES.md.
 */
import {createElement, type ComponentType} from 'react';
// The alias keeps this import on core's own module (plugins/client-bundle/index.ts).
import createLoadable from '@portal/docusaurus-component-creator';

type RouteComponent = ComponentType<object> & {preload: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const loadableOf = (): RouteComponent => (loadable ??= createLoadable(path, hash) as unknown as RouteComponent);
  const Route = (props: object) => createElement(loadableOf(), props);
  Route.preload = () => loadableOf().preload();
  return Route;
}
