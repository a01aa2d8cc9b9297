/**
 * Whether a build's specs fit the heap Node gives it, said before the build spends minutes on
 * them: a many-spec build that runs out of memory otherwise dies in the server rendering or the
 * search index with V8's stack of a fatal error.
 *
 * The estimate is the peak of the build's main thread (the heap V8 had committed at the end of the
 * search index), measured on 2 cores: 620 MiB for Stripe's spec alone (2.4 MiB of JSON), 2,019 MiB
 * for 52 specs (31.3 MiB). Between and beyond, it grows with the specs' size: about 49 MiB of heap
 * per MiB of spec, over 505 MiB for the portal itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';

export const HEAP_CHECK_ENV = 'PORTAL_HEAP_CHECK';
const BASE_MIB = 505;
const MIB_PER_SPEC_MIB = 49;
/** What a server-rendering thread takes beside the main thread, for the machine's memory. */
const THREAD_MIB = 1024;

const mib = (bytes: number) => bytes / 2 ** 20;

export function estimateHeapMiB(specBytes: number): number {
  return Math.ceil(BASE_MIB + MIB_PER_SPEC_MIB * mib(specBytes));
}

export interface HeapCheck {
  specs: number;
  specBytes: number;
  /** V8's heap limit of this process, in MiB. */
  limitMiB: number;
  /** Server-rendering threads of the build. */
  threads: number;
}

/** The message for a build whose estimate exceeds the heap it has; undefined when it fits. */
export function heapProblem({specs, specBytes, limitMiB, threads}: HeapCheck): string | undefined {
  const need = estimateHeapMiB(specBytes);
  if (need <= limitMiB) {
    return undefined;
  }
  const setting = Math.ceil(need / 512) * 512;
  return [
    `${specs} spec(s) with ${mib(specBytes).toFixed(1)} MiB of OpenAPI need about ${need} MiB of heap for this build, and Node may use ${Math.round(limitMiB)} MiB here.`,
    `Set NODE_OPTIONS=--max-old-space-size=${setting} and build on a machine with at least ${setting + threads * THREAD_MIB} MiB of free memory (${threads} server-rendering thread(s) take about ${THREAD_MIB} MiB each),`,
    `or build fewer specs into one portal (PORTAL_SPECS_DIR). ${HEAP_CHECK_ENV}=off skips this check.`,
  ].join('\n');
}

/**
 * The check for this process: the specs (and the files they read, whose size counts too), V8's
 * limit, Docusaurus' rendering threads.
 */
export function checkHeapFor(
  {specs, inputs = specs}: {specs: readonly string[]; inputs?: readonly string[]},
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (env[HEAP_CHECK_ENV] === 'off') {
    return undefined;
  }
  const specBytes = inputs.reduce((sum, file) => sum + (fs.statSync(file, {throwIfNoEntry: false})?.size ?? 0), 0);
  // At most one Docusaurus rendering thread per core unless told otherwise (DOCUSAURUS_PATCHES.md).
  const threads = Number.parseInt(env.DOCUSAURUS_SSG_WORKER_THREAD_COUNT ?? '', 10) || os.availableParallelism();
  return heapProblem({specs: specs.length, specBytes, limitMiB: mib(v8.getHeapStatistics().heap_size_limit), threads});
}
