/**
 * The API reference: static pages from the OpenAPI specs in specs/ (or PORTAL_SPECS_DIR).
 * See README.md beside this file for the routes, the data each page loads and the errors. This
 * file is the plugin's lifecycle; a pass (pass.ts) writes the pages through one writer per page
 * type (pages/), and the core it reads (load, model, lint, twins) is lib/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {NOSCRIPT_CSS, readFlavour} from '../../lib/portal/config';
import {CONSOLE_ORIGINS_FILE} from '../../lib/deploy/files';
import {readSandboxUrl} from '../../lib/openapi/console';
import {SpecInputError, specFiles, specInputs, specsDir} from '../../lib/openapi/load';
import {devTwinsEnabled, referenceTwinsDir} from '../../lib/twins/files';
import {pageDataLink} from '../../lib/dev-server/pageDataLink';
import {loadCatalogue, releaseCatalogue} from './catalogue';
import {checkHeapFor} from './heap';
import {createReferencePass} from './pass';
import {sharePass} from './passShare';
import {siteFile, writeRedirectPages} from './redirectPages';
import {timings} from './timings';
import {referenceWebpack} from './webpack';

export {referenceSidebarItems} from './sidebar';
export {catalogueApis, loadCatalogue} from './catalogue';
export {REFERENCE_DOCS_INSTANCE} from './pass';
export {type ReferencePassShare, readPass} from './passShare';
export {routeModuleWriter} from './pages/writer';

/**
 * Moves the files under `from` into `to`, merging folders that exist in both (as a recursive copy
 * would). After a build nothing reads the generated data again (the next pass writes it anew), and
 * renaming a few hundred megabytes of page data is a fraction of copying them.
 */
function moveInto(from: string, to: string): void {
  if (!fs.existsSync(from)) {
    return;
  }
  fs.mkdirSync(to, {recursive: true});
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const existing = fs.statSync(target, {throwIfNoEntry: false});
    if (entry.isDirectory() && existing?.isDirectory()) {
      moveInto(source, target);
      continue;
    }
    try {
      fs.renameSync(source, target);
    } catch (error) {
      // Another file system (a generated-files folder elsewhere): copied, as before.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') {
        throw error;
      }
      fs.cpSync(source, target, {recursive: true});
    }
  }
}

// The reload under way has published its page data and given the open pages a moment to fetch it
// (or has failed): plugins/event-reference waits for it in the dev server (referencePublished).
let published: Promise<void> = Promise.resolve();

/**
 * Resolves once this reload's page data is out and the open pages have fetched it. A saved spec
 * reloads the event pages too (they link its operations), and their work, run meanwhile on the
 * same thread, held the open page's fetch of its data by up to 0.9 s (issue 34, the writer's loop).
 */
export const referencePublished = (): Promise<void> => published;

let ahead: () => Promise<void> = () => Promise.resolve();

/**
 * The dev server: a saved spec's page data, written and published before the REST docs instance
 * reloads (plugins/portal-sections calls it first in that reload). Nothing when no spec changed
 * since the last pass, or before the first; a spec that fails to load is the reload's to report.
 */
export const writeSpecDataAhead = (): Promise<void> => ahead();

export default function openApiReferencePlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const {baseUrl} = context.siteConfig;
  const flavour = readFlavour(context.siteConfig.customFields?.flavour);
  const production = process.env.NODE_ENV === 'production';
  const timed = timings();
  // Holds page-data/ (see lib/reference/pageData): read by the server build, then moved into the site (postBuild).
  const dataRoot = path.join(context.generatedFilesDir, 'openapi-reference-data');
  const link = pageDataLink({enabled: !production, dataRoot, baseUrl, source: 'openapi-reference'});
  // Tells the waiters of the pass under way (passes run one at a time). The pass settles right after
  // it publishes (pages/data.ts): from then on the other plugins may go on.
  let onSettled = () => {};
  const devServer = {...link, settle: () => link.settle().then(() => onSettled())};
  // Each page's Markdown twin (lib/twins), written beside its data; plugins/markdown-twins publishes them.
  const twinsDir = referenceTwinsDir(context.generatedFilesDir);
  const site = {siteUrl: context.siteConfig.url, baseUrl};
  // Read (and checked) once, as content loads: the overlay shows a bad value.
  let sandboxUrl: string | undefined;
  let pass: ReturnType<typeof createReferencePass> | undefined;
  const referencePass = () =>
    (pass ??= createReferencePass({
      context,
      flavour,
      site,
      sandboxUrl,
      dataRoot,
      twinsDir,
      twinsWanted: production || devTwinsEnabled(),
      production,
      devServer,
      timed,
    }));
  let passes: Promise<void> = Promise.resolve();
  if (!production) {
    // One at a time with the passes: the pass after it finds the spec's data written.
    ahead = () => {
      // A docs save moves no spec: its reload need not wait for a pass still under way (the last
      // save's, which can take a second), as it did in the queue below.
      if (!pass?.specsMoved()) {
        return Promise.resolve();
      }
      const next = passes.then(() => pass?.writeDataAhead()).catch(() => undefined);
      passes = next;
      return next;
    };
  }

  return {
    name: 'openapi-reference',
    // Without JavaScript, the sample panel's tabs and pickers show every sample and example, each
    // under its label (the HTML holds them all; scripts show one at a time).
    injectHtmlTags: () => ({headTags: [{tagName: 'noscript', innerHTML: `<style>${NOSCRIPT_CSS}</style>`}]}),
    // No getPathsToWatch: the REST API docs instance watches the specs (its side navigation lists
    // their operations), and its reload runs allContentLoaded below. Watching them here too made
    // every save two reloads, and two compiles.
    // Loading here reports bad specs before any page is compiled.
    async loadContent(): Promise<void> {
      await devServer.report(async () => {
        sandboxUrl = readSandboxUrl(process.env, production);
        const dir = specsDir(siteDir);
        const tooBig = production ? checkHeapFor({specs: specFiles(dir), inputs: specInputs(dir)}) : undefined;
        if (tooBig) {
          throw new SpecInputError(tooBig);
        }
        await timed.measureAsync('load, bundle and model', () => loadCatalogue(siteDir, flavour, {baseUrl}));
      });
    },
    async allContentLoaded(options) {
      // Docusaurus runs the reloads of two quick saves at once: one pass at a time, in the order
      // of the saves, so the later save's outcome (its pages, or its error) is the one that stays.
      // Counted as the call comes, so that the changelogs read this reload's pass (passShare.ts).
      const share = sharePass(context.generatedFilesDir);
      let resolvePublished = () => {};
      published = new Promise((resolve) => (resolvePublished = resolve));
      // This reload's waiters are told by this reload's pass, not by one still running when the save came.
      const next = passes.then(() => {
        onSettled = resolvePublished;
        return devServer.report(async () => share(await referencePass().run(options)));
      });
      passes = next.catch(() => undefined);
      // A pass that failed fails the changelogs' reading with its error: the reload, or the build, reports it once.
      next.catch((error: unknown) => share(error instanceof Error ? error : new Error(String(error))));
      void next.finally(resolvePublished).catch(() => undefined);
      await next;
      if (production) {
        releaseCatalogue();
      }
    },
    configureWebpack: referenceWebpack(context, {dataRoot, devServer, production}),
    async postBuild({outDir}) {
      const {redirects, origins, operationPages} = referencePass().outcome;
      moveInto(dataRoot, outDir);
      writeRedirectPages(outDir, baseUrl, redirects);
      fs.mkdirSync(path.dirname(path.join(outDir, CONSOLE_ORIGINS_FILE)), {recursive: true});
      fs.writeFileSync(path.join(outDir, CONSOLE_ORIGINS_FILE), JSON.stringify(origins));
      // PORTAL_REFERENCE_REPORT names a file for the bench: operations per spec and how many have a page.
      const report = process.env.PORTAL_REFERENCE_REPORT;
      if (report) {
        const specs = operationPages.map(({spec, file, routes, webhooks, callbacks}) => ({
          spec,
          file,
          operations: routes.length,
          rendered: routes.filter((route) => fs.existsSync(siteFile(outDir, route))).length,
          webhookPages: webhooks,
          operationsWithCallbacks: callbacks,
        }));
        fs.writeFileSync(report, JSON.stringify({specs}, null, 2));
      }
    },
  };
}
