/**
 * The schema trees of one reference page, built in reading order with one shared context, so each
 * named schema is expanded where the reader meets it first. Pure: the server and the browser build
 * the same trees.
 *
 * The plugin plans each page once (planPage): it picks the deepest named depth that keeps the page
 * within PAGE_NODE_BUDGET rows, and records which schemas those trees read. The page then ships
 * exactly those schemas and that depth, and the browser rebuilds the identical trees (hydration).
 */
import {
  MAX_NAMED_DEPTH,
  OVER_BUDGET,
  buildSchemaTree,
  countNodes,
  createViewerContext,
  createViewerMemo,
  markRefs,
  trackReads,
  type SchemaNode,
  type TreeNode,
  type ViewerContext,
  type ViewerMemo,
} from './schemaModel';
import type {OperationPageData, ParameterView, ProfileLinks, RawSchema, SchemaBundle, SchemaMap, SchemaModule} from './types';

/**
 * At most this many viewer rows per page, where the spec allows: beyond it, named schemas deeper
 * down become marks that load when opened. Keeps GitHub's largest page well under 1 MB of HTML and
 * Stripe's (where every object links to every other) readable.
 */
export const PAGE_NODE_BUDGET = 1000;

/** What an operation or profile page loads: its data and what its viewers read. */
export interface PageContent<T> {
  page: T;
  viewer: SchemaBundle;
}

function schemaMapOf(modules: readonly SchemaModule[]): SchemaMap {
  return Object.fromEntries(modules.map(({ref, schema}) => [ref, schema]));
}

/** The viewer context of a page (or of an opened mark) from what it loaded. */
export function viewerContextOf(viewer: SchemaBundle): ViewerContext {
  return createViewerContext(schemaMapOf(viewer.schemas), viewer.profiles, {namedDepth: viewer.namedDepth, expansions: viewer.expansions});
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
  /** The trees of each callback's request and responses, after the operation's own. */
  callbacks: OperationTrees[];
}

/** The page's viewer data, as the fields of an operation page (or of one of its callbacks) read it. */
interface OperationSchemas extends Pick<OperationPageData, 'parameters' | 'requestBody' | 'responses'> {
  callbacks?: readonly OperationSchemas[];
}

/** `prefix` keeps node ids unique where one page shows several operations (its callbacks). */
export function buildOperationTrees(page: OperationSchemas, ctx: ViewerContext, prefix = ''): OperationTrees {
  const parameters = page.parameters.map((parameter, index) => describedNode(parameter, ctx, `${prefix}p${index}`));
  const requestBody = (page.requestBody?.content ?? []).map((media, index) => buildSchemaTree(media.schema ?? {}, ctx, {id: `${prefix}b${index}`}));
  const responses = page.responses.map((response, responseIndex) => ({
    headers: response.headers.map((header, index) => describedNode(header, ctx, `${prefix}r${responseIndex}h${index}`)),
    content: response.content.map((media, index) => buildSchemaTree(media.schema ?? {}, ctx, {id: `${prefix}r${responseIndex}m${index}`})),
  }));
  const callbacks = (page.callbacks ?? []).map((callback, index) => buildOperationTrees(callback, ctx, `${prefix}c${index}-`));
  return {ctx, parameters, requestBody, responses, callbacks};
}

export function operationTreeRoots(trees: OperationTrees): SchemaNode[] {
  return [
    ...trees.parameters,
    ...trees.requestBody,
    ...trees.responses.flatMap((response) => [...response.headers, ...response.content]),
    ...trees.callbacks.flatMap(operationTreeRoots),
  ];
}

export function buildProfileTree(ref: string, ctx: ViewerContext): {ctx: ViewerContext; root: SchemaNode} {
  return {ctx, root: buildSchemaTree({$ref: ref}, ctx, {id: 'profile'})};
}

export interface PagePlan {
  /** The deepest named depth (1 to MAX_NAMED_DEPTH) whose trees fit PAGE_NODE_BUDGET; 1 when none does. */
  namedDepth: number;
  /** The refs the trees read at that depth: what the page must ship. */
  reads: Set<string>;
  /** The refs of the marks in those trees: what a reader may open. */
  marks: Set<string>;
  nodes: number;
}

/** A plan and the trees it chose, which the page's Markdown twin writes rather than building them again. */
export type PlannedTrees<T> = PagePlan & {trees: T};

/** The memo of every plan over a schema map: its answers do not depend on the page (ViewerContext.memo). */
const memos = new WeakMap<SchemaMap, ViewerMemo>();

function memoOf(schemas: SchemaMap): ViewerMemo {
  let memo = memos.get(schemas);
  if (!memo) {
    memo = createViewerMemo();
    memos.set(schemas, memo);
  }
  return memo;
}

/**
 * Plans a page: builds its trees at each named depth from the deepest down until they fit the
 * budget. `schemas` holds every schema of the spec (the plugin resolves them lazily).
 */
export function planTrees<T>(
  schemas: SchemaMap,
  profiles: ProfileLinks,
  buildTrees: (ctx: ViewerContext) => T,
  rootsOf: (trees: T) => readonly TreeNode[],
): PlannedTrees<T> {
  let plan: PlannedTrees<T> | undefined;
  const memo = memoOf(schemas);
  for (let namedDepth = MAX_NAMED_DEPTH; namedDepth >= 1; namedDepth--) {
    // Each attempt reads through a tracker of its own; the memo, shared by every attempt and page,
    // reads again what its answers read.
    const tracked = trackReads(schemas);
    // A deeper attempt stops as soon as its trees pass the budget (nodes below the roots count
    // towards it as they join a tree, so no tree that fits is stopped); the last one is built whole.
    let trees: T;
    try {
      const ctx = createViewerContext(tracked.schemas, profiles, {namedDepth, ...(namedDepth > 1 ? {budget: PAGE_NODE_BUDGET} : {})});
      trees = buildTrees({...ctx, memo});
    } catch (error) {
      if (error === OVER_BUDGET) {
        continue;
      }
      throw error;
    }
    const roots = rootsOf(trees);
    const nodes = roots.reduce((sum, root) => sum + countNodes(root), 0);
    const marks = new Set<string>();
    roots.forEach((root) => markRefs(root, marks));
    plan = {namedDepth, reads: tracked.reads, marks, nodes, trees};
    if (nodes <= PAGE_NODE_BUDGET) {
      break;
    }
  }
  return plan!;
}

/** planTrees for trees that are their roots. */
export function planPage(schemas: SchemaMap, profiles: ProfileLinks, buildTrees: (ctx: ViewerContext) => readonly TreeNode[]): PagePlan {
  const {trees: _trees, ...plan} = planTrees(schemas, profiles, buildTrees, (roots) => roots);
  return plan;
}

export function planOperationPage(page: OperationSchemas, schemas: SchemaMap, profiles: ProfileLinks): PlannedTrees<OperationTrees> {
  return planTrees(schemas, profiles, (ctx) => buildOperationTrees(page, ctx), operationTreeRoots);
}

export function planProfilePage(ref: string, schemas: SchemaMap, profiles: ProfileLinks): PlannedTrees<SchemaNode> {
  return planTrees(
    schemas,
    profiles,
    (ctx) => buildProfileTree(ref, ctx).root,
    (root) => [root],
  );
}
