/**
 * A build writes the specs' page data on two threads, this one and a worker thread: each spec's
 * files depend on nothing of another's (specPageData.ts), and this phase would otherwise keep one
 * core busy and the other idle for a minute of a many-spec build. The worker loads and models its
 * specs itself (load.ts, model.ts) from their files, which takes a fraction of a second per spec,
 * rather than being handed the models, and holds only its own specs in memory. The specs' lint
 * (lint.ts) follows in the same queue: the thread done with its page data first lints while the
 * other still writes (the largest spec's, most often), rather than this thread linting alone after.
 */
import path from 'node:path';
import {shareWithWorker} from '../../lib/threads/sharedQueue';
import {operationKey} from '../../lib/openapi/changelog';
import type {SpecModel} from '../../lib/openapi/model';
import type {SpecLintResult} from '../../lib/lint/lint';
import {type SpecPageDataContext, writeSpecPageData} from './specPageData';
import {type LintAhead, type LintRequest, lintRequest} from './lint';
import type {Rule} from '../../lib/lint/rules';

export interface PageDataJob {
  model: SpecModel;
  ctx: SpecPageDataContext;
}

/** A spec's page data to write: the worker loads and models the spec from its file. */
export interface PageDataRequest {
  /** The spec file, absolute. */
  file: string;
  /** operationKey of each operation the catalogue marked new (from the spec's git history). */
  isNew: string[];
  ctx: SpecPageDataContext;
}

/** What the worker is asked: a spec's page data, or a spec's lint. */
export type WorkerRequest = {pages: PageDataRequest} | {lint: LintRequest};

/** The specs to lint after the page data, and the rules (lint.ts, lintsAhead). */
export interface LintsAhead {
  rules: Rule[];
  specs: LintAhead[];
}

/** Below this many pages in all, a worker's start costs more than it saves. */
export const THREADED_MIN_PAGES = 400;

/** The pages a spec has: its operations, their versions, webhooks and profiles. */
export const pagesOf = (model: SpecModel) =>
  [...model.operations, ...model.webhooks].reduce((sum, operation) => sum + 1 + operation.versions.length, 0) + model.profiles.length;

/** The jobs, heaviest first: taken in this order by whichever thread is free, they end close together. */
export const byWeight = (jobs: readonly PageDataJob[]): PageDataJob[] => [...jobs].sort((a, b) => pagesOf(b.model) - pagesOf(a.model));

/**
 * The dev server's options (one thread: twins later, the open pages' files first) and a build's
 * (two threads, lints after the page data): each only where it is acted on.
 */
export type WritePageDataOptions = {siteDir: string} & (
  | {threads: 1; laterTwins?: (write: () => void) => void; first?: {files: ReadonlySet<string>; written: () => Promise<void>}}
  | {threads: 2; minPages?: number; lints?: LintsAhead}
);

/**
 * Writes every job's page data; returns each spec's files by spec key. `threads: 2` (a build) uses
 * the worker when the jobs have at least THREADED_MIN_PAGES pages, and then lints `lints` after
 * them on both threads (their `keep` gets each result); the dev server writes the one spec that
 * changed on this thread, and may hand its twins to `laterTwins` (writeSpecPageData). With `first`,
 * the dev server's open pages (their data files): those of the jobs' specs are written first, and
 * `first.written` is awaited (the pages are told, and fetch them) before the full write.
 */
export async function writePageData(jobs: readonly PageDataJob[], options: WritePageDataOptions): Promise<Map<string, string[]>> {
  const results = new Map<string, string[]>();
  const {siteDir} = options;
  if (options.threads === 1) {
    const {first, laterTwins} = options;
    if (first && jobs.map((job) => writeSpecPageData(job.model, job.ctx, undefined, first.files)).some((files) => files.length > 0)) {
      await first.written();
    }
    jobs.forEach((job) => results.set(job.model.spec.key, writeSpecPageData(job.model, job.ctx, laterTwins)));
    return results;
  }
  const {minPages = THREADED_MIN_PAGES, lints} = options;
  const total = jobs.reduce((sum, job) => sum + pagesOf(job.model), 0);
  if (jobs.length < 2 || total < minPages) {
    // Too little for a worker; lintModels lints what is not linted ahead.
    jobs.forEach((job) => results.set(job.model.spec.key, writeSpecPageData(job.model, job.ctx)));
    return results;
  }
  const queue: (PageDataJob | LintAhead)[] = [...byWeight(jobs), ...(lints?.specs ?? [])];
  const done = await shareWithWorker<PageDataJob | LintAhead, string[] | SpecLintResult | undefined>(queue, {
    worker: path.join(__dirname, 'pageDataWorker.cjs'),
    workerData: {siteDir, rules: lints?.rules ?? []},
    toWorker: (item): WorkerRequest =>
      'request' in item
        ? {lint: item.request}
        : {
            pages: {
              file: path.resolve(siteDir, item.model.spec.file),
              isNew: [...item.model.operations, ...item.model.webhooks].filter((operation) => operation.summary.isNew).map(operationKey),
              ctx: item.ctx,
            },
          },
    here: (item) => ('request' in item ? lintRequest(lints!.rules, item.request) : writeSpecPageData(item.model, item.ctx)),
    name: (item) => ('request' in item ? item.request.specPath : path.resolve(siteDir, item.model.spec.file)),
    stopped: (code) => `The page data worker stopped (exit code ${code}) before it wrote every spec's pages.`,
  });
  queue.forEach((item, index) => {
    const result = done[index];
    if ('request' in item) {
      if (result) {
        item.keep(result as SpecLintResult);
      }
    } else {
      results.set(item.model.spec.key, result as string[]);
    }
  });
  return results;
}
