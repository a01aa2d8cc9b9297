import fs from 'node:fs';
import path from 'node:path';

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

/** Every file below dir (or those whose path below dir `only` matches), whatever its extension, read as text and normalised. */
export function readCorpus(dir: string, only?: RegExp): Corpus {
  const files = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => !only || only.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => ({file: path.relative(dir, file), text: normalise(fs.readFileSync(file, 'utf8'))}));
  return {files};
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  return corpus.files.filter((file) => file.text.includes(needle) && whole.test(file.text)).map((file) => file.file);
}
