// `@portal/route-sections-index`: what the server build knows of the route sections
// (plugins/openapi-reference/routeSections.ts writes it; routeTable.server.ts reads it).
declare const index: {
  baseUrl: string;
  segments: Record<string, string>;
  /** Section -> the chunk name of its route data. */
  chunkNames: Record<string, string>;
};
export default index;
