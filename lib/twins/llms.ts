/**
 * llms.txt and llms-full.txt of a flavour (https://llmstxt.org): the portal's title and summary,
 * then one section of links per part of the portal, each link to a page's Markdown twin with the
 * twin's summary as its note. llms-full.txt holds every listed twin in the same order; one that
 * would pass the size limit is split by section into llms-full-{section}.txt (a section beyond the
 * limit into numbered parts), and llms.txt says so.
 */
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

/** A section's file, or its numbered parts where one file would pass the limit too (a section of a thousand operations). */
function sectionParts(full: FullEntries, section: LlmsSection, limit: number): {section: LlmsSection; file: string}[] {
  if (Buffer.byteLength(fullText(full, section.entries)) <= limit) {
    return [{section, file: llmsFullSectionFile(section.id)}];
  }
  const chunks: TwinEntry[][] = [[]];
  let bytes = 0;
  for (const entry of section.entries) {
    const size = Buffer.byteLength(full(entry)) + 6;
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

/** A twin in llms-full.txt: its text, then where it lives. */
function fullEntry(site: SiteAddress, entry: TwinEntry): string {
  return `${entry.markdown.trimEnd()}\n\nSource: ${twinUrl(site, entry.sitePath)}\n`;
}

/**
 * Each twin's text as llms-full.txt holds it, made once: a many-API portal has a hundred megabytes
 * of twins, and the whole file, its sections and their parts each hold every twin again.
 */
type FullEntries = (entry: TwinEntry) => string;

function fullEntries(site: SiteAddress): FullEntries {
  const made = new Map<TwinEntry, string>();
  return (entry) => {
    let text = made.get(entry);
    if (text === undefined) {
      text = fullEntry(site, entry);
      made.set(entry, text);
    }
    return text;
  };
}

function fullText(full: FullEntries, entries: readonly TwinEntry[]): string {
  return entries.map(full).join('\n---\n\n');
}

/** The files to write at the site root: llms.txt, and llms-full.txt or its parts. */
export function llmsFiles(input: LlmsInput, limit = LLMS_FULL_LIMIT_BYTES): Map<string, string> {
  const site: SiteAddress = {siteUrl: input.siteUrl, baseUrl: input.baseUrl};
  const sections = input.sections.filter((section) => section.entries.length > 0);
  const full = fullEntries(site);
  const whole = fullText(full, [...sections.flatMap((section) => section.entries), ...input.optional]);
  const files = new Map<string, string>();
  const split = Buffer.byteLength(whole) > limit;
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
  files.set(LLMS_FILE, `${lines.join('\n').trimEnd()}\n`);

  if (split) {
    for (const {section, file} of parts) {
      files.set(file, fullText(full, section.entries));
    }
  } else {
    files.set(LLMS_FULL_FILE, whole);
  }
  return files;
}
