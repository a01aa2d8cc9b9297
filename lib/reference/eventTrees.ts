/**
 * The schema trees of a message page, in reading order with one shared context (as pageTrees.ts
 * builds an operation's): the payload, then its headers, then the Kafka key. Pure: the build plans
 * the page with it and the browser builds the same trees.
 */
import {buildSchemaTree, type SchemaNode, type ViewerContext} from './schemaModel';
import type {EventMessagePageData} from './eventTypes';

export interface MessageTrees {
  payload: SchemaNode;
  headers?: SchemaNode;
  key?: SchemaNode;
}

export function buildMessageTrees(page: Pick<EventMessagePageData, 'payload' | 'headers' | 'key'>, ctx: ViewerContext): MessageTrees {
  const payload = buildSchemaTree(page.payload.schema, ctx, {id: 'message-payload'});
  const headers = page.headers ? buildSchemaTree(page.headers.schema, ctx, {id: 'message-headers'}) : undefined;
  const key = page.key ? buildSchemaTree(page.key.schema, ctx, {id: 'message-key'}) : undefined;
  return {payload, ...(headers ? {headers} : {}), ...(key ? {key} : {})};
}

export const messageTreeRoots = (trees: MessageTrees): SchemaNode[] => [
  trees.payload,
  ...(trees.headers ? [trees.headers] : []),
  ...(trees.key ? [trees.key] : []),
];
