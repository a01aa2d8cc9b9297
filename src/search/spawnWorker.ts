import type {SearchWorkerPort} from './client';

/**
 * Starts the search worker. The bundler turns `new URL(..., import.meta.url)` into the worker's
 * own chunk, which is fetched only now, on the first sign of a search.
 */
export function spawnSearchWorker(): SearchWorkerPort {
  return new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'portal-search'});
}
