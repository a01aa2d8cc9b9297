import fs from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {type Flavour, readFlavour} from '../../lib/portal/config';
import {parseFrontMatter} from '../front-matter';

/** A markdown file whose front matter says `public: false`. */
export interface NonPublicDoc {
  /** Path relative to the section folder, in posix form (what the docs plugin's `exclude` takes). */
  file: string;
  /** The doc id the docs plugin would give it. */
  docId: string;
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => posixPath(file))
    .sort();
}

function docIdOf(file: string, frontMatterId: unknown): string {
  const dir = path.posix.dirname(file);
  const base = typeof frontMatterId === 'string' ? frontMatterId : path.posix.basename(file).replace(/\.mdx?$/, '');
  return dir === '.' ? base : `${dir}/${base}`;
}

/** Every doc of a section folder (a folder of the site) that is marked `public: false`. */
export async function findNonPublicDocs(sectionDir: string, siteDir = path.dirname(sectionDir)): Promise<NonPublicDoc[]> {
  const docs = await Promise.all(
    markdownFiles(sectionDir).map(async (file) => {
      const filePath = path.join(sectionDir, file);
      const {frontMatter} = await parseFrontMatter({filePath, fileContent: fs.readFileSync(filePath, 'utf8'), siteDir});
      return frontMatter.public === false ? [{file, docId: docIdOf(file, frontMatter.id)}] : [];
    }),
  );
  return docs.flat();
}

/**
 * What a section leaves out in a flavour: nothing in the internal flavour, every
 * `public: false` doc in the live one. Excluded docs are never loaded, so they get no route,
 * chunk, sidebar entry, sitemap entry or search-index entry.
 */
export async function excludedDocs(flavour: Flavour, sectionDir: string): Promise<NonPublicDoc[]> {
  return flavour === 'live' ? findNonPublicDocs(sectionDir) : [];
}

interface LoadedDoc {
  source: string;
  frontMatter: {public?: unknown};
}
interface DocsContent {
  loadedVersions: {docs: LoadedDoc[]}[];
}

/**
 * The guard behind the filter: in the live flavour, it fails the build if any loaded doc is
 * still marked `public: false` (a filter that silently stopped working would leak).
 */
export default function publicFilterPlugin(context: LoadContext): Plugin {
  const flavour = readFlavour(context.siteConfig.customFields?.flavour);
  return {
    name: 'public-filter',
    async allContentLoaded({allContent}) {
      if (flavour !== 'live') {
        return;
      }
      const docsInstances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      const leaked = docsInstances
        .flatMap((content) => content.loadedVersions.flatMap((version) => version.docs))
        .filter((doc) => doc.frontMatter.public === false)
        .map((doc) => doc.source);
      if (leaked.length > 0) {
        throw new Error(`public-filter: these non-public docs were loaded in the live flavour:\n${leaked.join('\n')}`);
      }
    },
  };
}
