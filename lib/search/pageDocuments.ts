/**
 * The search documents of a build's pages, read on this thread and a worker thread: parsing the
 * HTML is most of the index's time, each page is read on its own, and after the server rendering
 * the build has both cores to itself. Both threads take the next page from a shared counter; the
 * documents come out in the pages' order, as one thread would give them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {shareWithWorker} from '../threads/sharedQueue';
import {type TokenisedDocument, withFieldTerms} from './fieldTerms';
import {documentsOfPage, type PageInput} from './extract';

/** A page to read: its HTML file and what the documents say of it. */
export type PageFile = Omit<PageInput, 'html'> & {file: string};

/** Below this many pages, a worker's start costs more than it saves. */
export const THREADED_MIN_PAGES = 1_000;

/** A page's documents, their fields tokenised here: on two threads, not on the one that builds the index. */
export const readPageFile = ({file, ...page}: PageFile): TokenisedDocument[] => withFieldTerms(documentsOfPage({...page, html: fs.readFileSync(file, 'utf8')}));

export async function documentsOfPages(
  pages: readonly PageFile[],
  {threads, minPages = THREADED_MIN_PAGES}: {threads: 1 | 2; minPages?: number},
): Promise<TokenisedDocument[]> {
  if (threads === 1 || pages.length < minPages) {
    return pages.flatMap(readPageFile);
  }
  const documents = await shareWithWorker(pages, {
    worker: path.join(__dirname, 'pageDocumentsWorker.cjs'),
    here: readPageFile,
    name: (page) => page.file,
    stopped: (code) => `The search index worker stopped (exit code ${code}) before it read every page.`,
    yieldEvery: 200,
  });
  return documents.flat();
}
