/**
 * What each pass of the reference hands the changelog plugin (plugins/api-changelogs): the specs
 * it loaded, with their histories, and each API's side navigation, so the changelogs neither load
 * the specs a second time nor make the navigation a second module.
 *
 * Docusaurus runs every plugin's allContentLoaded at once, on each load and reload, in no set
 * order: each side counts its own calls, and the changelog plugin's n-th call reads the reference's
 * n-th pass. Counted per generated-files folder, as a process (or a test) may build both flavours.
 */
import type {SpecHistory} from '../../lib/openapi/history';
import type {SpecModel} from '../../lib/openapi/model';
import type {PageWriter} from './pages/writer';

export interface ReferencePassShare {
  /** The APIs of the flavour, in file order, and their releases by spec key. */
  models: readonly SpecModel[];
  histories: ReadonlyMap<string, SpecHistory>;
  /** The route module of the side navigation each API's pages show, by spec key. */
  sidebars: ReadonlyMap<string, string>;
  /** The site files of the reference's writer: files under page-data/ (copied into the site, served by the dev server) and twins. */
  files: Pick<PageWriter, 'site' | 'url' | 'writeText' | 'writeTwin'>;
  /** The pass wrote nothing, as nothing it reads changed: the changelogs are what they were. */
  unchanged: boolean;
  /** Runs a step: an error it throws shows in the dev server's overlay, as the reference's own do, and is thrown on. */
  report: <T>(step: () => Promise<T>) => Promise<T>;
}

interface Deferred {
  promise: Promise<ReferencePassShare>;
  settle: (share: ReferencePassShare | Error) => void;
}

const channels = new Map<string, {passes: number; reads: number; deferred: Map<number, Deferred>}>();

function channelOf(generatedFilesDir: string) {
  let channel = channels.get(generatedFilesDir);
  if (!channel) {
    channel = {passes: 0, reads: 0, deferred: new Map()};
    channels.set(generatedFilesDir, channel);
  }
  return channel;
}

function deferredOf(generatedFilesDir: string, pass: number): Deferred {
  const {deferred} = channelOf(generatedFilesDir);
  let entry = deferred.get(pass);
  if (!entry) {
    let settle: Deferred['settle'] = () => undefined;
    const promise = new Promise<ReferencePassShare>((resolve, reject) => {
      settle = (share) => (share instanceof Error ? reject(share) : resolve(share));
    });
    // A failed pass is the reference's error to report; a reader that never comes must not make it unhandled.
    promise.catch(() => undefined);
    entry = {promise, settle};
    deferred.set(pass, entry);
  }
  return entry;
}

/** The reference's side: call once per allContentLoaded, then settle with the pass's share or its error. */
export function sharePass(generatedFilesDir: string): Deferred['settle'] {
  const channel = channelOf(generatedFilesDir);
  return deferredOf(generatedFilesDir, ++channel.passes).settle;
}

/** The changelog plugin's side: call once per allContentLoaded; rejects when the reference's pass failed. */
export function readPass(generatedFilesDir: string): Promise<ReferencePassShare> {
  const channel = channelOf(generatedFilesDir);
  const pass = ++channel.reads;
  const {promise} = deferredOf(generatedFilesDir, pass);
  // Read once: the share holds the specs, which a build frees after its pages (releaseCatalogue).
  const forget = () => channel.deferred.delete(pass);
  promise.then(forget, forget);
  return promise;
}
