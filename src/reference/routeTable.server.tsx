/**
 * The server build's `@generated/routes`: the whole compact route table, whose routes of a
 * section report the chunk of the section's route data to react-loadable's capture. Docusaurus
 * puts the chunks of the modules a page reported into its HTML, so the page's own section data
 * downloads with main.js instead of after it (routeSections.ts). The report comes from a
 * react-loadable component of its own around the route's, whose one child keeps React's tree ids
 * (useId) those of the browser's. A patch listed in DOCUSAURUS_PATCHES.md ("Route data split by section").
 */
import {createElement, type ComponentType} from 'react';
import Loadable from 'react-loadable';
import type {RouteConfig} from 'react-router-config';
import routes from '@portal/route-table';
import index from '@portal/route-sections-index';
import {sectionOfPath} from './sectionRoutes';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};
interface ReporterProps {
  component: RouteComponent;
  props: object;
}

const reporters = new Map<string, ComponentType<ReporterProps> & {preload: () => Promise<unknown>}>();
function reporterOf(section: string) {
  if (!reporters.has(section)) {
    reporters.set(
      section,
      Loadable({
        loader: () => Promise.resolve({}),
        loading: () => null,
        modules: [index.chunkNames[section]!],
        webpack: () => [],
        render: (_loaded: unknown, {component, props}: ReporterProps) => createElement(component, props),
      }) as unknown as ComponentType<ReporterProps> & {preload: () => Promise<unknown>},
    );
  }
  return reporters.get(section)!;
}

function reporting(route: RouteConfig): RouteConfig {
  const section = typeof route.path === 'string' ? sectionOfPath(route.path, index.baseUrl, index.segments) : undefined;
  const nested = route.routes ? {routes: route.routes.map(reporting)} : {};
  if (section === undefined || !route.component) {
    return {...route, ...nested};
  }
  const component = route.component as RouteComponent;
  const Reporter = reporterOf(section);
  const Route: RouteComponent = (props) => createElement(Reporter, {component, props});
  Route.preload = () => Promise.all([Reporter.preload(), component.preload?.()]);
  return {...route, ...nested, component: Route};
}

export default routes.map(reporting);
