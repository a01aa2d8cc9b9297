/**
 * The search documents of a build's pages, read on this thread and a worker thread: parsing the
 * HTML is most of the index's time, each page is read on its own, and after the server rendering
 * the build has both cores to itself. Both threads take the next page from a shared counter; the
 * documents come out in the pages' order, as one thread would give them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {SearchDocument} from '../../src/search/types';
import {documentsOfPage, type PageInput} from './extract';

/** A page to read: its HTML file and what the documents say of it. */
export type PageFile = Omit<PageInput, 'html'> & {file: string};

export interface PageDocumentsWorkerData {
  pages: PageFile[];
  /** One Int32: the index of the next page to read, shared by both threads (Atomics.add). */
  next: SharedArrayBuffer;
}

export type PageDocumentsReply = {index: number; documents: SearchDocument[]} | {index: number; error: string} | {done: true};

/** Below this many pages, a worker's start costs more than it saves. */
export const THREADED_MIN_PAGES = 1_000;

export const readPageFile = ({file, ...page}: PageFile): SearchDocument[] => documentsOfPage({...page, html: fs.readFileSync(file, 'utf8')});

export async function documentsOfPages(pages: readonly PageFile[], {threads, minPages = THREADED_MIN_PAGES}: {threads: 1 | 2; minPages?: number}): Promise<SearchDocument[]> {
  const documents: SearchDocument[][] = new Array(pages.length);
  if (threads === 1 || pages.length < minPages) {
    pages.forEach((page, index) => (documents[index] = readPageFile(page)));
    return documents.flat();
  }
  const next = new SharedArrayBuffer(4);
  const take = () => Atomics.add(new Int32Array(next), 0, 1);
  const worker = new Worker(path.join(__dirname, 'pageDocumentsWorker.cjs'), {workerData: {pages: [...pages], next} satisfies PageDocumentsWorkerData});
  try {
    const workerDone = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: PageDocumentsReply) => {
        if ('done' in reply) {
          resolve();
        } else if ('error' in reply) {
          reject(new Error(`${pages[reply.index]!.file}: ${reply.error}`));
        } else {
          documents[reply.index] = reply.documents;
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`The search index worker stopped (exit code ${code}) before it read every page.`)));
    });
    // Read once this thread's share is done.
    workerDone.catch(() => undefined);
    for (let index = take(); index < pages.length; index = take()) {
      documents[index] = readPageFile(pages[index]!);
      // Lets the worker's replies in now and then, so they do not pile up in memory.
      if (index % 200 === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await workerDone;
    return documents.flat();
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
