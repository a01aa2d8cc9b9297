/**
 * Docusaurus' content loading in-process, for tests of what writers get wrong: the portal's docs
 * instances (their real options, from plugins/portal-sections, with the portal's front matter
 * parser and side navigation) and the pages plugin, run on a small copy of the site without
 * config loading, bundling or rendering. Each loads in a fraction of a second, where a real
 * build that fails at the same point takes tens of seconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import pluginContentPages, {validateOptions as validatePagesOptions} from '@docusaurus/plugin-content-pages';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {BASE_URL, HOSTS, type Flavour} from '../../lib/portal/config';
import {createParseFrontMatter} from '../../plugins/front-matter';
import {docsInstances} from '../../plugins/portal-sections';
import {SITE_DIR} from './siteCopy';

/** A temporary folder with copies of these site-relative files and folders only. */
export function copySiteParts(parts: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-parts-'));
  for (const part of parts) {
    fs.cpSync(path.join(SITE_DIR, part), path.join(dir, part), {recursive: true});
  }
  return dir;
}

/**
 * A copy of a TypeScript module of the site at `target`, its relative imports pointing back into
 * the site: the copy can be edited and loaded where the modules it imports do not exist.
 */
export function copyModule(file: string, target: string, change?: (content: string) => string): void {
  const from = path.dirname(path.join(SITE_DIR, file));
  const content = fs
    .readFileSync(path.join(SITE_DIR, file), 'utf8')
    .replace(
      /(from\s+|import\s*\(\s*)(['"])(\.\.?\/[^'"]+)\2/g,
      (_match, keyword: string, quote: string, relative: string) => `${keyword}${quote}${path.join(from, relative)}${quote}`,
    );
  const changed = change ? change(content) : content;
  if (change && changed === content) {
    throw new Error(`The edit of ${file} changed nothing; the test no longer breaks what it means to break.`);
  }
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, changed);
}

/** What the content plugins read of a LoadContext, as Docusaurus makes it for the portal's config. */
export function portalContext(siteDir: string, flavour: Flavour): LoadContext {
  const url = `https://${HOSTS[flavour]}`;
  return {
    siteDir,
    baseUrl: BASE_URL,
    outDir: path.join(siteDir, 'build'),
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    localizationDir: path.join(siteDir, 'i18n', 'en'),
    siteConfigPath: path.join(siteDir, 'docusaurus.config.ts'),
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      path: 'i18n',
      currentLocale: 'en',
      localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', translate: false, url, baseUrl: BASE_URL}},
    },
    siteConfig: {
      url,
      baseUrl: BASE_URL,
      customFields: {flavour},
      staticDirectories: ['static'],
      future: {faster: {mdxCrossCompilerCache: false}, experimental_vcs: {}},
      markdown: {
        format: 'mdx',
        parseFrontMatter: createParseFrontMatter(siteDir),
        mdx1Compat: {comments: true, admonitions: true, headingIds: true},
        hooks: {onBrokenMarkdownLinks: 'throw'},
      },
    },
  } as unknown as LoadContext;
}

export interface LoadedDoc {
  id: string;
  permalink: string;
  source: string;
  frontMatter: Record<string, unknown>;
}

export interface DocsContent {
  loadedVersions: {docs: LoadedDoc[]}[];
}

/**
 * One section's docs as the build loads them: the docs instance docusaurus.config.ts configures
 * for the section (plugins/portal-sections), with its side navigation from the copy's sidebars.ts
 * unless `sidebars` is false.
 */
export async function loadSection(siteDir: string, section: string, flavour: Flavour, {sidebars = true} = {}): Promise<DocsContent> {
  const instances = await docsInstances(siteDir, flavour, BASE_URL, {beforeDefaultRemarkPlugins: []});
  const instance = instances.find((config) => Array.isArray(config) && (config[1] as {id?: string}).id === section) as
    Exclude<PluginConfig, string> | undefined;
  if (!instance || !Array.isArray(instance)) {
    throw new Error(`The ${flavour} flavour has no section "${section}".`);
  }
  const [create, options] = instance as unknown as [(context: LoadContext, options: unknown) => Promise<Plugin>, Record<string, unknown>];
  const validated = validateDocsOptions({validate: normalizePluginOptions as never, options: {...options, ...(sidebars ? {} : {sidebarPath: false})} as never});
  const plugin = await create(portalContext(siteDir, flavour), validated);
  return (await quietly(() => plugin.loadContent!())) as DocsContent;
}

/** Runs `load` without Docusaurus' logger repeating on the console what the error it throws says. */
async function quietly(load: () => unknown): Promise<unknown> {
  const error = console.error;
  console.error = () => undefined;
  try {
    return await load();
  } finally {
    console.error = error;
  }
}

/** The pages of src/pages as the classic preset's pages plugin loads them. */
export async function loadPages(siteDir: string, flavour: Flavour): Promise<{permalink: string; source: string}[]> {
  const plugin = await pluginContentPages(portalContext(siteDir, flavour), validatePagesOptions({validate: normalizePluginOptions as never, options: {}}));
  return (await quietly(() => plugin.loadContent!())) as {permalink: string; source: string}[];
}

/** An error's message with the messages of its causes, as a build prints them. */
export function fullMessage(error: unknown): string {
  const messages: string[] = [];
  for (
    let current = error;
    current instanceof Error || (typeof current === 'object' && current !== null && 'message' in current);
    current = (current as {cause?: unknown}).cause
  ) {
    messages.push(String((current as Error).message));
  }
  return messages.length > 0 ? messages.join('\n') : String(error);
}

/** The message a promise rejects with (and its causes); fails the test when it resolves. */
export async function rejection(promise: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    return fullMessage(error);
  }
  throw new Error('Expected a failure, but it succeeded.');
}
