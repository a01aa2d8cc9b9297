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

/** Every file below dir, whatever its extension, read as text and normalised. */
export function readCorpus(dir: string): Corpus {
  const files = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => ({file: path.relative(dir, file), text: normalise(fs.readFileSync(file, 'utf8'))}));
  return {files};
}

/** The files of the corpus that contain the text. */
export function filesContaining(corpus: Corpus, text: string): string[] {
  const needle = normalise(text);
  return corpus.files.filter((file) => file.text.includes(needle)).map((file) => file.file);
}
