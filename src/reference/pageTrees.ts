/**
 * The schema trees of one reference page, built in reading order with one shared context, so each
 * named schema is expanded where the reader meets it first. Pure: the server and the browser build
 * the same trees.
 */
import {buildSchemaTree, createViewerContext, type SchemaNode, type ViewerContext} from './schemaModel';
import type {OperationPageData, ParameterView, ProfileLinks, RawSchema, SchemaMap} from './types';

/** A schema module as the plugin emits it: one per named schema and spec. */
export interface SchemaModule {
  ref: string;
  schema: RawSchema;
}

/** What an operation or profile page loads: its data and the schemas it needs. */
export interface PageContent<T> {
  page: T;
  schemas: readonly SchemaModule[];
}

export function schemaMapOf(modules: readonly SchemaModule[]): SchemaMap {
  return Object.fromEntries(modules.map(({ref, schema}) => [ref, schema]));
}

interface Described {
  name: string;
  required: boolean;
  deprecated: boolean;
  description?: ParameterView['description'];
  schema?: RawSchema;
}

/** A parameter or header as a row of the viewer: its own name, flags and description over its schema's. */
function describedNode(item: Described, ctx: ViewerContext, id: string): SchemaNode {
  const node = buildSchemaTree(item.schema ?? {}, ctx, {id, key: item.name});
  return {
    ...node,
    required: item.required,
    deprecated: item.deprecated || node.deprecated,
    ...(item.description ? {description: item.description} : {}),
  };
}

export interface OperationTrees {
  ctx: ViewerContext;
  parameters: SchemaNode[];
  requestBody: SchemaNode[];
  responses: {headers: SchemaNode[]; content: SchemaNode[]}[];
}

export function buildOperationTrees(page: OperationPageData, schemas: SchemaMap): OperationTrees {
  const ctx = createViewerContext(schemas, page.profiles);
  const parameters = page.parameters.map((parameter, index) => describedNode(parameter, ctx, `p${index}`));
  const requestBody = (page.requestBody?.content ?? []).map((media, index) => buildSchemaTree(media.schema ?? {}, ctx, {id: `b${index}`}));
  const responses = page.responses.map((response, responseIndex) => ({
    headers: response.headers.map((header, index) => describedNode(header, ctx, `r${responseIndex}h${index}`)),
    content: response.content.map((media, index) => buildSchemaTree(media.schema ?? {}, ctx, {id: `r${responseIndex}m${index}`})),
  }));
  return {ctx, parameters, requestBody, responses};
}

export function buildProfileTree(ref: string, schemas: SchemaMap, profiles: ProfileLinks): {ctx: ViewerContext; root: SchemaNode} {
  const ctx = createViewerContext(schemas, profiles);
  return {ctx, root: buildSchemaTree({$ref: ref}, ctx, {id: 'profile'})};
}
