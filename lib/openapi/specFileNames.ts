/**
 * Which files of a specs folder are specs, without dependencies, so any reader of specs/ (the
 * content tests too) tells them apart the same way: `orders.yaml` is a spec; the lint exceptions
 * `orders.exceptions.yaml` (lib/lint) and the release notes `orders.changelog.yaml`
 * (changelog.ts) beside it are not.
 */
import {isExceptionsFile} from '../lint/files';

export const SPEC_EXTENSIONS = ['.yaml', '.yml', '.json'] as const;

export const releaseNotesFileOf = (specFile: string) => specFile.replace(/\.(ya?ml|json)$/, '.changelog.yaml');

const isReleaseNotesFile = (file: string) => file.endsWith('.changelog.yaml');

export function isSpecFileName(file: string): boolean {
  return SPEC_EXTENSIONS.some((extension) => file.endsWith(extension)) && !isExceptionsFile(file) && !isReleaseNotesFile(file);
}
