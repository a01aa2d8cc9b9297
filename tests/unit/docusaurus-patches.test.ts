/**
 * The patches of Docusaurus internals (DOCUSAURUS_PATCHES.md) against what is installed: the
 * Markdown records each upstream file's SHA-256 and each package's version, and an upgrade that
 * changes one of those files fails here with the patch to re-check. The list exists only in the
 * Markdown; this test reads it from there.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SITE = path.resolve(__dirname, '../..');
const DOC = 'DOCUSAURUS_PATCHES.md';
const NODE_MODULES = path.join(SITE, 'node_modules');

interface Recorded {
  packages: Record<string, string>;
  files: {file: string; sha256: string}[];
}

interface Patch {
  title: string;
  upstream: string[];
  ours: string[];
}

const markdown = fs.readFileSync(path.join(SITE, DOC), 'utf8');

/** The one ```json block of the Markdown. */
function readRecorded(): Recorded {
  const blocks = [...markdown.matchAll(/^```json\n([\s\S]*?)^```$/gm)];
  if (blocks.length !== 1) {
    throw new Error(`${DOC} must hold exactly one \`\`\`json block (the recorded versions and hashes); it holds ${blocks.length}.`);
  }
  return JSON.parse(blocks[0]![1]!) as Recorded;
}

/** The first backticked path of each bullet below the line that starts with `label`. */
function listBelow(lines: readonly string[], label: string): string[] {
  const start = lines.findIndex((line) => line.startsWith(label));
  if (start < 0) {
    return [];
  }
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('- ')) {
      const item = /^- `([^`]+)`/.exec(line);
      if (!item) {
        throw new Error(`${DOC}: a bullet below ${label} does not start with a backticked path: ${line}`);
      }
      items.push(item[1]!);
    } else if (line.startsWith('  ') || (line === '' && items.length === 0)) {
      // A bullet's continuation, or the blank line between the label and the list.
    } else {
      break;
    }
  }
  return items;
}

/** The Markdown's patch sections: each `## ` section with an upstream files list. */
function readPatches(): Patch[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const lines = section.split('\n');
      return {title: lines[0]!.trim(), upstream: listBelow(lines, '**Upstream files'), ours: listBelow(lines, '**Our files')};
    })
    .filter((patch) => patch.upstream.length > 0 || patch.ours.length > 0);
}

/** `@scope/name/lib/x.js` -> `@scope/name`; `name/lib/x.js` -> `name`. */
const packageOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('@') ? 2 : 1)
    .join('/');

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Node's lookup of a package from a folder: <dir>/node_modules/<name>, then each parent's. */
function locate(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) {
      return candidate;
    }
    if (dir === path.dirname(dir)) {
      return undefined;
    }
  }
}

function expectNoProblems(problems: readonly string[]): void {
  if (problems.length > 0) {
    throw new Error(`${problems.length} problem(s) with ${DOC}:\n\n${problems.join('\n\n')}`);
  }
}

const recorded = readRecorded();
const patches = readPatches();

describe(`the patches of Docusaurus internals (${DOC})`, () => {
  test('every patch names the upstream files it touches and the files of ours that hold it', () => {
    expect(patches.length).toBeGreaterThan(0);
    expectNoProblems(
      patches.flatMap(({title, upstream, ours}) => [
        ...(upstream.length === 0
          ? [`The patch '${title}' lists no upstream files (a "**Upstream files:**" list of \`<path under node_modules>\` bullets).`]
          : []),
        ...(ours.length === 0 ? [`The patch '${title}' lists none of our files (a "**Our files:**" list of \`<path in the repository>\` bullets).`] : []),
      ]),
    );
  });

  test('the recorded files are exactly the upstream files the patches name', () => {
    const named = new Set(patches.flatMap((patch) => patch.upstream));
    const hashed = new Set(recorded.files.map((entry) => entry.file));
    expectNoProblems([
      ...[...named]
        .filter((file) => !hashed.has(file))
        .map(
          (file) =>
            `${file} is named by a patch but has no hash in the json block: add {"file": "${file}", "sha256": "${fs.existsSync(path.join(NODE_MODULES, file)) ? sha256(path.join(NODE_MODULES, file)) : '<the file is not installed>'}"}.`,
        ),
      ...[...hashed]
        .filter((file) => !named.has(file))
        .map((file) => `${file} has a hash in the json block, but no patch names it: name it under the patch that depends on it, or drop its entry.`),
      ...recorded.files
        .filter((entry, index) => recorded.files.findIndex((other) => other.file === entry.file) !== index)
        .map((entry) => `${entry.file} is in the json block twice.`),
    ]);
  });

  test('the installed Docusaurus packages are the recorded versions', () => {
    const packages = new Set(['@docusaurus/core', '@docusaurus/plugin-content-docs', ...recorded.files.map((entry) => packageOf(entry.file))]);
    expectNoProblems(
      [...packages].flatMap((name) => {
        const want = recorded.packages[name];
        if (want === undefined) {
          return [`${name} holds a recorded file, but the json block's "packages" has no version for it: add "${name}": "<its installed version>".`];
        }
        const manifest = path.join(NODE_MODULES, name, 'package.json');
        if (!fs.existsSync(manifest)) {
          return [`${name} is not installed (no node_modules/${name}/package.json), but the patches depend on it (recorded: ${want}).`];
        }
        const installed = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
        return installed === want
          ? []
          : [
              `${name} is ${installed}, the patches were checked against ${want}: go through "On an upgrade" in ${DOC} (the hash test names each file that changed), then record ${installed}.`,
            ];
      }),
    );
  });

  test('the copies Docusaurus core loads are the ones whose hashes are recorded', () => {
    const coreDir = path.join(NODE_MODULES, '@docusaurus', 'core');
    expectNoProblems(
      Object.keys(recorded.packages).flatMap((name) => {
        const loaded = locate(name, coreDir);
        return loaded === undefined || path.relative(NODE_MODULES, loaded) === name
          ? []
          : [
              `Docusaurus core loads ${name} from ${path.relative(SITE, loaded)}, not node_modules/${name}: record that copy's files (paths under node_modules) instead.`,
            ];
      }),
    );
  });

  test('the upstream files are byte for byte the ones the patches were checked against', () => {
    const patchesOf = (file: string) => patches.filter((patch) => patch.upstream.includes(file)).map((patch) => `'${patch.title}'`);
    const recheck = (file: string) => {
      const titles = patchesOf(file);
      return `re-check the patch${titles.length > 1 ? 'es' : ''} ${titles.join(' and ') || '(none names it)'} in ${DOC}`;
    };
    expectNoProblems(
      recorded.files.flatMap(({file, sha256: want}) => {
        const installed = path.join(NODE_MODULES, file);
        if (!fs.existsSync(installed)) {
          return [`Docusaurus no longer has ${file}: ${recheck(file)}, then update or drop its entry.`];
        }
        const actual = sha256(installed);
        return actual === want ? [] : [`Docusaurus changed ${file}: ${recheck(file)}, then update its hash (now ${actual}).`];
      }),
    );
  });

  test('our files that hold the patches exist and point to the list', () => {
    const ours = [...new Set(patches.flatMap((patch) => patch.ours))];
    expectNoProblems(
      ours.flatMap((file) => {
        const titles = patches
          .filter((patch) => patch.ours.includes(file))
          .map((patch) => `'${patch.title}'`)
          .join(' and ');
        const absolute = path.join(SITE, file);
        if (!fs.existsSync(absolute)) {
          return [`${file}, named by ${titles} in ${DOC}, does not exist: if it moved, put its new path in ${DOC}; if the patch is gone, drop its section.`];
        }
        return fs.readFileSync(absolute, 'utf8').includes(DOC) ? [] : [`${file} (${titles}) has no comment that points to ${DOC}: add one where the patch is.`];
      }),
    );
  });
});
