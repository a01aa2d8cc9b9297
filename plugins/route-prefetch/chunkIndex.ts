/** A route's chunk tree as `@generated/routesChunkNames` has it: chunk names at the leaves. */
export interface ChunkTree {
  [key: string]: ChunkTree | string;
}

const isTree = (value: unknown): value is ChunkTree => typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/** The leaves below a node, in key order: what core's `flat` gives, without its key paths. */
function leaves(tree: ChunkTree): unknown[] {
  return Object.values(tree).flatMap((value) => (isTree(value) ? leaves(value) : [value]));
}

/**
 * Route path -> the chunk names its routes need, built once. Core's prefetch scans every route
 * (with a regex each) for every match of every link that scrolls into view; a docs page's sidebar
 * made that 130-160 ms of one task on a throttled phone. Keys are the route names without their
 * hash suffix (`/portal/rest-4f1` -> `/portal/rest`), exactly as core compares them.
 * Mirrors core's lib/client/docusaurus.js and flat.js (DOCUSAURUS_PATCHES.md).
 */
export function chunkNamesByRoute(routesChunkNames: Readonly<Record<string, ChunkTree>>): Map<string, unknown[]> {
  const index = new Map<string, unknown[]>();
  for (const [nameWithHash, tree] of Object.entries(routesChunkNames)) {
    const routePath = nameWithHash.replace(/-[^-]+$/, '');
    index.set(routePath, [...(index.get(routePath) ?? []), ...leaves(tree)]);
  }
  return index;
}
