/**
 * The dev server's `@portal/route-sections`: no section, so the whole route table stays in main.js
 * (the dev server rewrites routes.js as content changes). See routeSections.ts; a patch listed in
 * DOCUSAURUS_PATCHES.md ("Route data split by section").
 */
import type {SectionModule} from '@portal/route-sections';

export const baseUrl = '/';
export const segments: Record<string, string> = {};
export const sections: Record<string, () => Promise<SectionModule>> = {};
