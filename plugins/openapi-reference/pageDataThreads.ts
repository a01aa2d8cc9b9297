/**
 * A build writes the specs' page data on two threads, this one and a worker thread: each spec's
 * files depend on nothing of another's (specPageData.ts), and this phase would otherwise keep one
 * core busy and the other idle for a minute of a many-spec build. The worker loads and models its
 * specs itself (load.ts, model.ts) from their files, which takes a fraction of a second per spec,
 * rather than being handed the models, and holds only its own specs in memory.
 */
import path from 'node:path';
import {shareWithWorker} from '../../lib/threads/sharedQueue';
import {operationKey} from '../../lib/openapi/changelog';
import type {SpecModel} from '../../lib/openapi/model';
import {type SpecPageDataContext, writeSpecPageData} from './specPageData';

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

/** Below this many pages in all, a worker's start costs more than it saves. */
export const THREADED_MIN_PAGES = 400;

/** The pages a spec has: its operations, their versions, webhooks and profiles. */
export const pagesOf = (model: SpecModel) =>
  [...model.operations, ...model.webhooks].reduce((sum, operation) => sum + 1 + operation.versions.length, 0) + model.profiles.length;

/** The jobs, heaviest first: taken in this order by whichever thread is free, they end close together. */
export const byWeight = (jobs: readonly PageDataJob[]): PageDataJob[] => [...jobs].sort((a, b) => pagesOf(b.model) - pagesOf(a.model));

/**
 * Writes every job's page data; returns each spec's files by spec key. `threads: 2` (a build) uses
 * the worker when the jobs have at least THREADED_MIN_PAGES pages; the dev server writes the one
 * spec that changed on this thread, and may hand its twins to `laterTwins` (writeSpecPageData).
 */
export async function writePageData(
  jobs: readonly PageDataJob[],
  {siteDir, threads, minPages = THREADED_MIN_PAGES, laterTwins}: {siteDir: string; threads: 1 | 2; minPages?: number; laterTwins?: (write: () => void) => void},
): Promise<Map<string, string[]>> {
  const results = new Map<string, string[]>();
  const total = jobs.reduce((sum, job) => sum + pagesOf(job.model), 0);
  if (threads === 1 || jobs.length < 2 || total < minPages) {
    for (const job of jobs) {
      results.set(job.model.spec.key, writeSpecPageData(job.model, job.ctx, laterTwins));
    }
    return results;
  }
  const queue = byWeight(jobs);
  const files = await shareWithWorker(queue, {
    worker: path.join(__dirname, 'pageDataWorker.cjs'),
    workerData: {siteDir},
    toWorker: (job): PageDataRequest => ({
      file: path.resolve(siteDir, job.model.spec.file),
      isNew: [...job.model.operations, ...job.model.webhooks].filter((operation) => operation.summary.isNew).map(operationKey),
      ctx: job.ctx,
    }),
    here: (job) => writeSpecPageData(job.model, job.ctx),
    name: (job) => path.resolve(siteDir, job.model.spec.file),
    stopped: (code) => `The page data worker stopped (exit code ${code}) before it wrote every spec's pages.`,
  });
  queue.forEach((job, index) => results.set(job.model.spec.key, files[index]!));
  return results;
}
