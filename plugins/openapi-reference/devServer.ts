/**
 * What the dev server shows of the reference beyond its pages. After a saved spec changed the
 * data files, the version module (`@portal/page-data-version`, JSON) is written again: hot module
 * replacement brings it to the open page, which fetches its data anew (src/reference/
 * pageDataVersion.ts). A spec that fails to load is an error of the client compilation, so the
 * dev server's overlay shows it with its file and line, while the last good pages stay (the
 * files of a failed reload are never touched); the next good save clears it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface Compilation {
  errors: Error[];
}
interface Compiler {
  hooks: {afterCompile: {tap: (name: string, callback: (compilation: Compilation) => void) => void}};
  webpack?: {WebpackError?: new (message: string) => Error};
}

export interface DevServerLink {
  /** The module `@portal/page-data-version` resolves to. */
  versionFile: string;
  /** Runs a step of loading; an error it throws is shown in the overlay, then thrown on (Docusaurus keeps the last good site). */
  report: <T>(step: () => Promise<T>) => Promise<T>;
  /** The pages' files are written: the version follows what they were made from, and the error is gone. */
  publish: (fingerprints: readonly string[]) => void;
  /** The client compilation's plugin that reports the error, if any. */
  overlay: {apply: (compiler: Compiler) => void};
}

const PLUGIN = 'portal-openapi-reference-errors';

export function devServerLink({generatedFilesDir, staticVersion, enabled}: {generatedFilesDir: string; staticVersion: string; enabled: boolean}): DevServerLink {
  const versionFile = enabled ? path.join(generatedFilesDir, 'openapi-reference-version.json') : staticVersion;
  let version = '';
  let error: string | undefined;
  const write = () => {
    const text = JSON.stringify({version, ...(error ? {error} : {})});
    if (!fs.existsSync(versionFile) || fs.readFileSync(versionFile, 'utf8') !== text) {
      fs.mkdirSync(path.dirname(versionFile), {recursive: true});
      fs.writeFileSync(versionFile, text);
    }
  };
  return {
    versionFile,
    async report(step) {
      try {
        return await step();
      } catch (caught) {
        if (enabled) {
          // The message (file, line, fix), not a stack trace: it is meant for the writer.
          error = `[openapi-reference] ${caught instanceof Error ? caught.message : String(caught)}`;
          write();
        }
        throw caught;
      }
    },
    publish(fingerprints) {
      if (enabled) {
        version = crypto.createHash('sha1').update(fingerprints.join('\0')).digest('hex').slice(0, 12);
        error = undefined;
        write();
      }
    },
    overlay: {
      apply(compiler) {
        compiler.hooks.afterCompile.tap(PLUGIN, (compilation) => {
          if (error) {
            const WebpackError = compiler.webpack?.WebpackError ?? Error;
            compilation.errors.push(new WebpackError(error));
          }
        });
      },
    },
  };
}
