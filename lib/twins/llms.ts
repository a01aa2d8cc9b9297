/**
 * llms.txt and llms-full.txt of a flavour (https://llmstxt.org): the portal's title and summary,
 * then one section of links per part of the portal, each link to a page's Markdown twin with the
 * twin's summary as its note. llms-full.txt holds every listed twin in the same order; one that
 * would pass the size limit is split by section into llms-full-{section}.txt (a section beyond the
 * limit into numbered parts), and llms.txt says so.
 */
import fs from 'node:fs';
import {type SiteAddress, oneLine, pageUrl, readTwinHeader, twinUrl} from './format';

/** A twin as llms.txt lists it. */
export interface TwinEntry {
  /** The page's site path (no base path). */
  sitePath: string;
  markdown: string;
}

/** A download llms.txt links: its title, where it is, one line on what it holds. */
export interface LlmsFile {
  title: string;
  sitePath: string;
  note: string;
}

/** A part of llms.txt: a heading and the twins listed under it, in order. */
export interface LlmsSection {
  /** File-name part of its llms-full file when split (`rest`, `reference`). */
  id: string;
  title: string;
  entries: TwinEntry[];
}

export interface LlmsInput extends SiteAddress {
  title: string;
  summary: string;
  /** Paragraphs after the summary. */
  details: string[];
  sections: LlmsSection[];
  /** Files a reader downloads as they are (the bundled specs), listed in a section of their own. */
  files: LlmsFile[];
  filesTitle: string;
  /** Further downloads, each group a section of its own after `files` (the event APIs' AsyncAPI documents). */
  fileGroups?: {title: string; files: LlmsFile[]}[];
  /** Listed last under "Optional": what an assistant may skip (operation and schema pages). */
  optional: TwinEntry[];
}

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
/** llms-full.txt beyond this is split by section. */
export const LLMS_FULL_LIMIT_BYTES = 10 * 1024 * 1024;

export const llmsFullSectionFile = (id: string, part?: number) => `llms-full-${id}${part ? `-${part}` : ''}.txt`;

/**
 * A file's text as the pieces it is written from, in order, made as they are read (each time it is
 * read): an llms-full file holds every twin it lists, and a many-API portal has a hundred megabytes of
 * twins, two bytes a character in memory. Joined, the whole file, its sections and their parts held
 * the twins over again at once: 0.4 GB more at the end of a hundred-API build (issue 34).
 */
export type LlmsText = Iterable<string>;

/** A section's file, or its numbered parts where one file would pass the limit too (a section of a thousand operations). */
function sectionParts(full: FullEntries, section: LlmsSection, limit: number): {section: LlmsSection; file: string}[] {
  if (fullBytes(full, section.entries) <= limit) {
    return [{section, file: llmsFullSectionFile(section.id)}];
  }
  const chunks: TwinEntry[][] = [[]];
  let bytes = 0;
  for (const entry of section.entries) {
    const size = full.bytes(entry) + SEPARATOR_BYTES;
    if (bytes + size > limit && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      bytes = 0;
    }
    chunks.at(-1)!.push(entry);
    bytes += size;
  }
  return chunks.map((entries, index) => ({
    section: {...section, title: `${section.title} (part ${index + 1} of ${chunks.length})`, entries},
    file: llmsFullSectionFile(section.id, index + 1),
  }));
}

function linkLine(site: SiteAddress, entry: TwinEntry): string {
  const header = readTwinHeader(entry.markdown);
  const title = header?.title ?? entry.sitePath;
  return `- [${escapeLinkText(title)}](${twinUrl(site, entry.sitePath)})${header?.summary ? `: ${header.summary}` : ''}`;
}

const escapeLinkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

const SEPARATOR = '\n---\n\n';
const SEPARATOR_BYTES = Buffer.byteLength(SEPARATOR);

/**
 * A twin in llms-full.txt: its text, then where it lives; as two pieces, and its size in bytes
 * counted once (the split counts each twin up to three times), without making its text.
 */
interface FullEntries {
  pieces: (entry: TwinEntry) => [string, string];
  bytes: (entry: TwinEntry) => number;
}

function fullEntries(site: SiteAddress): FullEntries {
  const sizes = new Map<TwinEntry, number>();
  const pieces = (entry: TwinEntry): [string, string] => [entry.markdown.trimEnd(), `\n\nSource: ${twinUrl(site, entry.sitePath)}\n`];
  return {
    pieces,
    bytes: (entry) => {
      let size = sizes.get(entry);
      if (size === undefined) {
        const [text, source] = pieces(entry);
        size = Buffer.byteLength(text) + Buffer.byteLength(source);
        sizes.set(entry, size);
      }
      return size;
    },
  };
}

/** The bytes of the twins joined by the separator, as fullText writes them. */
const fullBytes = (full: FullEntries, entries: readonly TwinEntry[]) =>
  entries.reduce((sum, entry, index) => sum + full.bytes(entry) + (index > 0 ? SEPARATOR_BYTES : 0), 0);

function fullText(full: FullEntries, entries: readonly TwinEntry[]): LlmsText {
  return {
    *[Symbol.iterator]() {
      for (const [index, entry] of entries.entries()) {
        if (index > 0) {
          yield SEPARATOR;
        }
        yield* full.pieces(entry);
      }
    },
  };
}

/** The files to write at the site root: llms.txt, and llms-full.txt or its parts. */
export function llmsFiles(input: LlmsInput, limit = LLMS_FULL_LIMIT_BYTES): Map<string, LlmsText> {
  const site: SiteAddress = {siteUrl: input.siteUrl, baseUrl: input.baseUrl};
  const sections = input.sections.filter((section) => section.entries.length > 0);
  const full = fullEntries(site);
  const everything = [...sections.flatMap((section) => section.entries), ...input.optional];
  const files = new Map<string, LlmsText>();
  const split = fullBytes(full, everything) > limit;
  const parts = split
    ? [...sections, ...(input.optional.length > 0 ? [{id: 'optional', title: 'Optional', entries: input.optional}] : [])].flatMap((section) =>
        sectionParts(full, section, limit),
      )
    : [];

  const lines = [`# ${oneLine(input.title)}`, '', `> ${oneLine(input.summary)}`, ''];
  lines.push(...input.details.flatMap((paragraph) => [paragraph, '']));
  if (split) {
    lines.push(`The full text of every page is split by section, as one file would pass ${Math.round(limit / 1024 / 1024)} MB:`, '');
    lines.push(...parts.map(({section, file}) => `- [${section.title}](${pageUrl(site, `/${file}`)})`), '');
  } else {
    lines.push(`The full text of every page listed here is in [${LLMS_FULL_FILE}](${pageUrl(site, `/${LLMS_FULL_FILE}`)}).`, '');
  }
  for (const section of sections) {
    lines.push(`## ${section.title}`, '', ...section.entries.map((entry) => linkLine(site, entry)), '');
  }
  for (const group of [{title: input.filesTitle, files: input.files}, ...(input.fileGroups ?? [])].filter((candidate) => candidate.files.length > 0)) {
    lines.push(
      `## ${group.title}`,
      '',
      ...group.files.map((file) => `- [${escapeLinkText(file.title)}](${pageUrl(site, file.sitePath)}): ${oneLine(file.note)}`),
      '',
    );
  }
  if (input.optional.length > 0) {
    lines.push('## Optional', '', ...input.optional.map((entry) => linkLine(site, entry)), '');
  }
  files.set(LLMS_FILE, [`${lines.join('\n').trimEnd()}\n`]);

  if (split) {
    for (const {section, file} of parts) {
      files.set(file, fullText(full, section.entries));
    }
  } else {
    files.set(LLMS_FULL_FILE, fullText(full, everything));
  }
  return files;
}

/** Pieces are written in batches of about this many characters: a twin's pieces are small, a system call each would add up. */
const WRITE_BATCH_CHARS = 1 << 20;

/** Writes a file of llmsFiles piece by piece, never holding more than a batch of its text at once. */
export function writeLlmsText(file: string, text: LlmsText): void {
  const fd = fs.openSync(file, 'w');
  try {
    let batch: string[] = [];
    let length = 0;
    const flush = () => {
      const bytes = Buffer.from(batch.join(''));
      for (let written = 0; written < bytes.length;) {
        written += fs.writeSync(fd, bytes, written);
      }
      batch = [];
      length = 0;
    };
    for (const piece of text) {
      batch.push(piece);
      length += piece.length;
      if (length >= WRITE_BATCH_CHARS) {
        flush();
      }
    }
    flush();
  } finally {
    fs.closeSync(fd);
  }
}
