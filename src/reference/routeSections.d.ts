// `@portal/route-sections`: the index of the browser build's route sections, which
// plugins/openapi-reference/routeSections.ts writes (the dev server's is noRouteSections.ts).
import type {SectionRoute} from './sectionRoutes';

export interface SectionModule {
  routes: SectionRoute[];
  chunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
}

export declare const baseUrl: string;
/** First path segment below the base path (lower case) -> section. */
export declare const segments: Record<string, string>;
export declare const sections: Record<string, () => Promise<SectionModule>>;
