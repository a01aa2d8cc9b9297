#!/usr/bin/env node
// Compares two builds of one flavour, for a change that must not change the site (a refactoring):
//   node scripts/compare-builds.mjs <before: build dir> <after: build dir>
// Files are paired by name with content hashes taken out of names; text files are compared with
// what a move of source files changes by itself taken out: asset hashes in names and references,
// the hash suffix of CSS-module class names (derived from the source file's path), webpack's
// numeric module and chunk ids, and the SRI/CSP hashes of what those changed. Prints each file that
// differs with its first difference, and exits 1 when any does. Compressed twins (.gz, .br) are
// checked by their source: a file identical after normalisation compresses the same.
import fs from 'node:fs';
import path from 'node:path';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('Usage: node scripts/compare-builds.mjs <before> <after>');
  process.exit(2);
}

const TEXT = /\.(html|json|md|txt|xml|atom|css|js|yaml|conf|svg|map)$|_headers$|_redirects$/;
const hashInName = (name) => name.replace(/([.~-])[0-9a-f]{8,20}(?=\.(js|css|json|svg|woff2?|png)$)/g, '$1#');

function normalise(text) {
  return (
    text
      // Asset names: main.1a2b3c4d.js, 17.0f1e2d3c.js, runtime~main.…, styles.….css
      .replace(/([./~-])[0-9a-f]{8,20}(?=\.(js|css)\b)/g, '$1#')
      // CSS-module classes: name_AbC1 (the suffix hashes the source file's path).
      .replace(/\b([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}\b(?=[^A-Za-z0-9_-])/g, '$1_#')
      // Integrity and CSP hashes of scripts and styles.
      .replace(/sha(256|384|512)-[A-Za-z0-9+/=]{20,}/g, 'sha$1-#')
      // Webpack's ids: chunk and module ids in the route table and the chunk map.
      .replace(/\b\d{2,6}(?=[:,}\]])/g, '#')
  );
}

function walk(root) {
  const files = new Map();
  for (const entry of fs.readdirSync(root, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) {
      continue;
    }
    const file = path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name));
    if (/\.(gz|br)$/.test(file)) {
      continue;
    }
    files.set(hashInName(file), file);
  }
  return files;
}

const left = walk(before);
const right = walk(after);
const differences = [];
for (const name of new Set([...left.keys(), ...right.keys()])) {
  const a = left.get(name);
  const b = right.get(name);
  if (!a || !b) {
    differences.push(`${name}: only in ${a ? 'before' : 'after'}`);
    continue;
  }
  const bufferA = fs.readFileSync(path.join(before, a));
  const bufferB = fs.readFileSync(path.join(after, b));
  if (bufferA.equals(bufferB)) {
    continue;
  }
  if (!TEXT.test(name)) {
    differences.push(`${name}: binary files differ`);
    continue;
  }
  const textA = normalise(bufferA.toString('utf8'));
  const textB = normalise(bufferB.toString('utf8'));
  if (textA === textB) {
    continue;
  }
  let at = 0;
  while (at < textA.length && textA[at] === textB[at]) {
    at++;
  }
  const around = (text) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  differences.push(`${name}: differs at ${at}\n  before: ${around(textA)}\n  after:  ${around(textB)}`);
}
const scripts = [...left.keys()].filter((name) => /\.js$/.test(name)).length;
console.log(`${left.size} files before, ${right.size} after (${scripts} scripts); ${differences.length} differ after normalisation.`);
for (const difference of differences.sort()) {
  console.log(difference);
}
process.exit(differences.length === 0 ? 0 : 1);
