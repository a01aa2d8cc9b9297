import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/**
 * Undoes the encodings a text goes through on its way into HTML, JS chunks and JSON:
 * HTML entities, JS/JSON string escapes and whitespace, so a sentence is found in any of them.
 */
export function normalise(text: string): string {
  let result = text;
  // Each step's pattern starts with a backslash or an ampersand: a text without one has nothing for it.
  if (result.includes('\\')) {
    result = result
      .replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\\x([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\\[nrt]/g, ' ')
      .replace(/\\(["'`/\\])/g, '$1');
  }
  if (result.includes('&')) {
    result = result
      .replace(/&#x([0-9a-fA-F]+);/g, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_match, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&([a-z]+);/g, (match, name: string) => ENTITIES[name] ?? match);
  }
  return (
    result
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      // Each run of whitespace becomes one space; a lone space is left as it is (ten times faster than /\s+/ on a build).
      .replace(/\s\s+|[^\S ]/g, ' ')
  );
}

export interface Corpus {
  files: {file: string; text: string}[];
}

/** The precompressed copies lib/deploy writes beside text files, and how to read them. */
const DECOMPRESS: Record<string, (body: Buffer) => Buffer> = {
  '.gz': (body) => zlib.gunzipSync(body),
  '.br': (body) => zlib.brotliDecompressSync(body),
};

/**
 * Every file below dir (or those whose path below dir `only` matches), whatever its extension, read
 * as text and normalised. A `.gz` or `.br` file is read decompressed, as a browser receives it: where
 * it is byte for byte the file beside it that the corpus holds too, it is left out (that file is
 * scanned); any other is scanned under its own name.
 */
export function readCorpus(dir: string, only?: RegExp): Corpus {
  const names = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => !only || only.test(file))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());
  const held = new Set(names);
  const files: Corpus['files'] = [];
  for (const name of names) {
    const body = fs.readFileSync(path.join(dir, name));
    const decompress = DECOMPRESS[path.extname(name)];
    if (!decompress) {
      files.push({file: name, text: normalise(body.toString('utf8'))});
      continue;
    }
    const served = decompress(body);
    const source = name.slice(0, -path.extname(name).length);
    if (held.has(source) && served.equals(fs.readFileSync(path.join(dir, source)))) {
      continue;
    }
    files.push({file: name, text: normalise(served.toString('utf8'))});
  }
  return {files};
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs of letters and digits are what the whole-word boundaries below are made of. */
const RUN = /[\p{L}\p{N}]+/gu;
const BETWEEN_RUNS = /[^\p{L}\p{N}]+/u;

/**
 * For each run of letters and digits that a searched text holds, the files (by index, in corpus order)
 * in which it occurs as a whole run. Only those runs are kept: an index of every run of a build
 * (millions of hashes, ids and words) cost more to build and to collect than the searches it served.
 * The runs of a new batch of texts are added with one more pass over the corpus.
 */
const runIndexes = new WeakMap<Corpus, Map<string, number[]>>();
function runIndex(corpus: Corpus, runs: Iterable<string>): Map<string, number[]> {
  let index = runIndexes.get(corpus);
  if (!index) {
    index = new Map();
    runIndexes.set(corpus, index);
  }
  const added = new Map<string, number[]>();
  for (const run of runs) {
    if (!index.has(run)) {
      added.set(run, []);
    }
  }
  if (added.size > 0) {
    for (const [position, {text}] of corpus.files.entries()) {
      for (const run of text.split(BETWEEN_RUNS)) {
        const files = added.get(run);
        if (files !== undefined && files.at(-1) !== position) {
          files.push(position);
        }
      }
    }
    for (const [run, files] of added) {
      index.set(run, files);
    }
  }
  return index;
}

/** A text as the corpus holds it, with what a search for it as a whole needs. */
function searchFor(text: string) {
  const needle = normalise(text);
  const word = /^[\p{L}\p{N}]/u;
  const before = word.test(needle) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = word.test([...needle].at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return {needle, whole: new RegExp(`${before}${escapeRegExp(needle)}${after}`, 'u'), runs: [...needle.matchAll(RUN)].map(([run]) => run)};
}

/**
 * For each text, the files of the corpus that contain it as a whole: a text that starts or ends with
 * a letter or digit does not count inside a longer word, so a heading such as "Logging" is not found
 * in a library's `LoggingService` (a URL path still counts inside a longer URL). With `first`, at most
 * the first such file of each text: enough to tell whether the corpus holds it at all.
 */
export function filesContainingEach(corpus: Corpus, texts: readonly string[], {first = false} = {}): string[][] {
  const searches = texts.map(searchFor);
  const index = runIndex(
    corpus,
    searches.flatMap((search) => search.runs),
  );
  return searches.map(({needle, whole, runs}) => {
    // Where the text occurs as a whole, each of its runs of letters and digits is a whole run of the
    // file too (inside the text a run ends at a non-letter or at the text's end, which the boundaries
    // above hold), so only the files holding its rarest run can hold it: the others are not read.
    const fewest = runs.map((run) => index.get(run)!).sort((a, b) => a.length - b.length)[0];
    const candidates = fewest === undefined ? corpus.files : fewest.map((position) => corpus.files[position]!);
    const holds = (file: Corpus['files'][number]) => file.text.includes(needle) && whole.test(file.text);
    if (first) {
      const found = candidates.find(holds);
      return found ? [found.file] : [];
    }
    return candidates.filter(holds).map((file) => file.file);
  });
}

/** The files of the corpus that contain the text as a whole (see filesContainingEach). */
export function filesContaining(corpus: Corpus, text: string): string[] {
  return filesContainingEach(corpus, [text])[0]!;
}
