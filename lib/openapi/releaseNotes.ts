/**
 * A writer's notes to an API's releases: `orders.changelog.yaml` beside `orders.yaml`, one
 * markdown text per `info.version`, shown above that release's changes in its changelog.
 *
 * ```yaml
 * 2.4.0: |
 *   Orders can be returned at pick-up points. See [Returns](/rest/returns).
 * ```
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import * as z from 'zod';
import type {RenderedMarkdown} from '../reference/types';
import {SpecInputError, releaseNotesFileOf} from './load';
import {renderMarkdown} from './markdown';

const NOTES = z.record(z.string().min(1), z.string().trim().min(1, 'a note is empty'));

const EXAMPLE = `2.4.0: |\n  Orders can be returned at pick-up points.`;

/**
 * The notes of a spec's file, by version. `versions`: the spec's releases; a note to another
 * version is an error, unless the build has no history to tell (undefined).
 */
export function readReleaseNotes(siteDir: string, specFile: string, versions: readonly string[] | undefined): Map<string, RenderedMarkdown> {
  const file = releaseNotesFileOf(path.resolve(siteDir, specFile));
  if (!fs.existsSync(file)) {
    return new Map();
  }
  const shown = path.relative(siteDir, file).split(path.sep).join('/');
  let raw: unknown;
  try {
    raw = yaml.load(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const mark = (error as {mark?: {line: number}}).mark;
    throw new SpecInputError(
      `${shown}${mark ? `:${mark.line + 1}` : ''}: not valid YAML (${(error as Error).message.split('\n')[0]}). Write one markdown note per version, e.g.\n${EXAMPLE}`,
    );
  }
  const parsed = NOTES.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new SpecInputError(`${shown}: ${issue.message}${where}. The file maps each info.version of the spec to a markdown note, e.g.\n${EXAMPLE}`);
  }
  const unknown = versions ? Object.keys(parsed.data).filter((version) => !versions.includes(version)) : [];
  if (unknown.length > 0) {
    throw new SpecInputError(
      `${shown}: a note to version ${unknown.join(', ')}, which no release of ${path.basename(specFile)} has (its releases: ${versions!.join(', ')}). Name the info.version of a release.`,
    );
  }
  return new Map(
    Object.entries(parsed.data).flatMap(([version, text]) => {
      const rendered = renderMarkdown(text);
      return rendered ? [[version, rendered] as const] : [];
    }),
  );
}
