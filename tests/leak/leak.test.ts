import fs from 'node:fs';
import path from 'node:path';
import {SITE_DIR} from '../support/siteCopy';
import {readSpecs, type SpecFile} from '../content/specs';
import {internalNeedles, publicSourceText, readEventApiDocuments, type Needle} from './internalContent';
import {isPublicEventApi} from '../../lib/asyncapi/load';
import {filesContaining, filesContainingEach, normalise, readCorpus, type Corpus} from './scan';

const LIVE = path.join(SITE_DIR, 'build', 'live');
const INTERNAL = path.join(SITE_DIR, 'build', 'internal');

jest.setTimeout(120_000);

interface Leak {
  needle: Needle;
  files: string[];
}

/** The needles the corpus holds, with the files that hold them (with `first`, the first such file only). */
function leaksIn(corpus: Corpus, needles: readonly Needle[], options: {first?: boolean} = {}): Leak[] {
  const files = filesContainingEach(
    corpus,
    needles.map((needle) => needle.text),
    options,
  );
  return needles.map((needle, position) => ({needle, files: files[position]!})).filter((leak) => leak.files.length > 0);
}

/** Each build read once for all the tests below (a corpus is the build's text, normalised). */
const corpora = new Map<string, Corpus>();
function corpusOf(dir: string): Corpus {
  let corpus = corpora.get(dir);
  if (!corpus) {
    corpus = readCorpus(dir);
    corpora.set(dir, corpus);
  }
  return corpus;
}

function describeLeaks(leaks: readonly Leak[]): string {
  return leaks.map(({needle, files}) => `${needle.kind} "${needle.text}" (${needle.source}) found in ${files.slice(0, 3).join(', ')}`).join('\n');
}

describe('no internal byte reaches the live build', () => {
  let needles: Needle[];

  beforeAll(async () => {
    for (const dir of [LIVE, INTERNAL]) {
      if (!fs.existsSync(path.join(dir, 'index.html'))) {
        throw new Error(`${path.relative(SITE_DIR, dir)} is missing: run \`npm run build\` before the leak test.`);
      }
    }
    // Words that public pages use too (a heading such as "Overview") say nothing about a leak.
    const publicText = normalise(publicSourceText());
    needles = (await internalNeedles()).filter((needle) => !publicText.includes(normalise(needle.text)));
  });

  it('enumerates the internal content of the source tree', () => {
    const sources = new Set(needles.map((needle) => needle.source));
    expect([...sources].some((source) => source.startsWith('gateway/'))).toBe(true);
    expect([...sources].some((source) => source.startsWith('wiki/'))).toBe(true);
    // Every internal event API gives needles: its title, URLs, topics and messages.
    const internalEventFiles = readEventApiDocuments()
      .filter((api) => !isPublicEventApi(api.document))
      .map((api) => api.file);
    expect(internalEventFiles.filter((file) => !sources.has(file))).toEqual([]);
    for (const kind of ['url', 'title', 'heading', 'sentence'] as const) {
      expect(needles.filter((needle) => needle.kind === kind).length).toBeGreaterThan(10);
    }
  });

  it('finds no internal URL, title, heading or sentence in any file of build/live', () => {
    const leaks = leaksIn(corpusOf(LIVE), needles);
    expect(describeLeaks(leaks)).toBe('');
  });

  it('would fail with the filter switched off: the same check finds the content in the unfiltered build', () => {
    // build/internal is the same tree built without the live filter. Whether a needle is found is all
    // this test asks, so the search of each stops at its first file.
    const leaks = leaksIn(corpusOf(INTERNAL), needles, {first: true});
    const found = new Set(leaks.map((leak) => leak.needle));
    const missing = (kind: Needle['kind']) => needles.filter((needle) => needle.kind === kind && !found.has(needle));
    expect(missing('url').map((needle) => needle.text)).toEqual([]);
    expect(missing('title').map((needle) => needle.text)).toEqual([]);
    expect(missing('heading').length).toBeLessThanOrEqual(needles.filter((needle) => needle.kind === 'heading').length * 0.05);
    expect(missing('sentence').length).toBeLessThanOrEqual(needles.filter((needle) => needle.kind === 'sentence').length * 0.05);
  });

  // The API pages offer each spec for download (lib/openapi/downloads.ts): openapi/{spec}.yaml and .json.
  const downloads = (dir: string) =>
    fs
      .readdirSync(path.join(dir, 'openapi'))
      .filter((name) => /\.(yaml|json)$/.test(name))
      .sort();
  const filesOf = (specs: readonly SpecFile[]) => specs.flatMap((spec) => [`${spec.name}.json`, `${spec.name}.yaml`]).sort();

  it('offers the spec downloads of the public APIs only on live, of every API on internal', () => {
    const specs = readSpecs();
    const publicSpecs = specs.filter((spec) => spec.document['x-public'] === true);
    expect(publicSpecs.length).toBeGreaterThan(0);
    expect(publicSpecs.length).toBeLessThan(specs.length);
    expect(downloads(LIVE)).toEqual(filesOf(publicSpecs));
    expect(downloads(INTERNAL)).toEqual(filesOf(specs));
  });

  // The event API pages offer each AsyncAPI document for download (lib/asyncapi/downloads.ts): asyncapi/{key}.yaml and .json.
  const eventDownloads = (dir: string) =>
    fs.existsSync(path.join(dir, 'asyncapi'))
      ? fs
          .readdirSync(path.join(dir, 'asyncapi'))
          .filter((name) => /\.(yaml|json)$/.test(name))
          .sort()
      : [];

  it('offers the AsyncAPI downloads of the public event APIs only on live, of every event API on internal', () => {
    const apis = readEventApiDocuments();
    const filesOfEvents = (keys: readonly string[]) => keys.flatMap((key) => [`${key}.json`, `${key}.yaml`]).sort();
    expect(eventDownloads(LIVE)).toEqual(filesOfEvents(apis.filter((api) => isPublicEventApi(api.document)).map((api) => api.key)));
    expect(eventDownloads(INTERNAL)).toEqual(filesOfEvents(apis.map((api) => api.key)));
  });

  // Changelogs (lib/openapi/changelog.ts, plugins/api-changelogs): a page and an Atom feed per API, and a feed of all APIs.
  const changelogsOf = (dir: string) =>
    fs
      .readdirSync(path.join(dir, 'rest'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, 'rest', entry.name, 'changelog.atom')))
      .map((entry) => entry.name)
      .sort();
  const feedTitles = (dir: string) =>
    [...fs.readFileSync(path.join(dir, 'rest', 'changelog.atom'), 'utf8').matchAll(/<entry>\s*<title type="html"><!\[CDATA\[(.+?) [^ \]]+\]\]><\/title>/g)].map(
      (match) => match[1]!,
    );

  it('publishes the changelogs and feeds of the public APIs only on live, of every API on internal', () => {
    const specs = readSpecs();
    const publicSpecs = specs.filter((spec) => spec.document['x-public'] === true);
    expect(changelogsOf(LIVE)).toEqual(publicSpecs.map((spec) => spec.name).sort());
    expect(changelogsOf(INTERNAL)).toEqual(specs.map((spec) => spec.name).sort());
    for (const spec of publicSpecs) {
      expect(fs.existsSync(path.join(LIVE, 'rest', spec.name, 'changelog.html'))).toBe(true);
    }
    const titleOf = (spec: SpecFile) => (spec.document.info as {title: string}).title;
    const internalTitles = specs.filter((spec) => spec.document['x-public'] !== true).map(titleOf);
    expect(feedTitles(INTERNAL)).toEqual(expect.arrayContaining(internalTitles));
    expect(feedTitles(LIVE).filter((title) => internalTitles.includes(title))).toEqual([]);
    expect(new Set(feedTitles(LIVE))).toEqual(new Set(publicSpecs.map(titleOf)));
  });

  // Markdown twins (plugins/markdown-twins): every page's .md, llms.txt and llms-full.txt.
  // The same files as readCorpus(dir, /\.md$|^llms(-full)?(-[a-z]+(-\d+)?)?\.txt$/) reads, taken from the build's corpus read above.
  const twinCorpus = (dir: string): Corpus => ({files: corpusOf(dir).files.filter(({file}) => /\.md$|^llms(-full)?(-[a-z]+(-\d+)?)?\.txt$/.test(file))});

  it('reads the Markdown twins, llms.txt and llms-full.txt as it reads the HTML: none leaks on live, the internal ones hold internal titles', () => {
    const live = twinCorpus(LIVE);
    expect(live.files.map((file) => file.file)).toEqual(
      expect.arrayContaining(['llms.txt', 'llms-full.txt', 'index.md', path.join('rest', 'about-the-api', 'pagination.md')]),
    );
    expect(describeLeaks(leaksIn(live, needles))).toBe('');
    // The same check finds the internal sections' titles in the internal twins, so it can fail.
    const found = leaksIn(
      twinCorpus(INTERNAL),
      needles.filter((needle) => needle.kind === 'title'),
    );
    expect(found.length).toBeGreaterThan(10);
    expect(found.some((leak) => leak.files.includes('llms.txt'))).toBe(true);
  });

  it('scans the spec downloads too: an internal API or event API is found in its files on internal', () => {
    // readCorpus reads every file whatever its extension, so the scan of build/live above covers .yaml and .json.
    const corpus = readCorpus(path.join(INTERNAL, 'openapi'));
    for (const spec of readSpecs().filter((candidate) => candidate.document['x-public'] !== true)) {
      const title = (spec.document.info as {title: string}).title;
      expect({title, files: filesContaining(corpus, title)}).toEqual({title, files: expect.arrayContaining([`${spec.name}.json`, `${spec.name}.yaml`])});
    }
    const events = readCorpus(path.join(INTERNAL, 'asyncapi'));
    for (const api of readEventApiDocuments().filter((candidate) => !isPublicEventApi(candidate.document))) {
      const title = (api.document.info as {title: string}).title;
      expect({title, files: filesContaining(events, title)}).toEqual({title, files: expect.arrayContaining([`${api.key}.json`, `${api.key}.yaml`])});
    }
  });
});
