import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/**
 * Undoes the encodings a text goes through on its way into HTML, JS chunks and JSON:
 * HTML entities, JS/JSON string escapes and whitespace, so a sentence is found in any of them.
 */
export function normalise(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\[nrt]/g, ' ')
    .replace(/\\(["'`/\\])/g, '$1')
    .replace(/&#x([0-9a-fA-F]+);/g, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/g, (match, name: string) => ENTITIES[name] ?? match)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ');
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
 * For each run of letters and digits, the files (by index, in corpus order) in which it occurs as a
 * whole run. Built once per corpus: a search then reads only the files that can hold the text.
 */
const runIndexes = new WeakMap<Corpus, Map<string, number[]>>();
function runIndex(corpus: Corpus): Map<string, number[]> {
  let index = runIndexes.get(corpus);
  if (!index) {
    index = new Map();
    for (const [position, {text}] of corpus.files.entries()) {
      for (const run of new Set(text.split(BETWEEN_RUNS))) {
        const files = index.get(run);
        if (files) {
          files.push(position);
        } else {
          index.set(run, [position]);
        }
      }
    }
    runIndexes.set(corpus, index);
  }
  return index;
}

/**
 * The files of the corpus that contain the text as a whole: a text that starts or ends with a letter
 * or digit does not count inside a longer word, so a heading such as "Logging" is not found in a
 * library's `LoggingService` (a URL path still counts inside a longer URL).
 */
export function filesContaining(corpus: Corpus, text: string): string[] {
  const needle = normalise(text);
  const word = /^[\p{L}\p{N}]/u;
  const before = word.test(needle) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = word.test([...needle].at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  const whole = new RegExp(`${before}${escapeRegExp(needle)}${after}`, 'u');
  // Where the text occurs as a whole, each of its runs of letters and digits is a whole run of the
  // file too (inside the text a run ends at a non-letter or at the text's end, which the boundaries
  // above hold), so only the files holding its rarest run can hold it: the others are not read.
  const holding = [...needle.matchAll(RUN)].map(([run]) => runIndex(corpus).get(run) ?? []);
  const fewest = holding.sort((a, b) => a.length - b.length)[0];
  const candidates = fewest === undefined ? corpus.files : fewest.map((position) => corpus.files[position]!);
  return candidates.filter((file) => file.text.includes(needle) && whole.test(file.text)).map((file) => file.file);
}
