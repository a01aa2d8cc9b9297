import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_DIR} from '../support/siteCopy';

// The compatibility gate (npm run lint:specs -- --base) on our own specs and their history, in a
// clone of this repository: the releases of our specs pass it, and a breaking edit is caught.
// The clone gives the committed specs, rule pages and history; the gate's code is this working
// tree's, linked in as in every other test (tests/unit/compat-gate.test.ts runs the script so too):
// jiti then finds it compiled already, by its path, rather than compiling the clone's copy again.

jest.setTimeout(120_000);

const git = (cwd: string, ...args: string[]) => spawnSync('git', args, {cwd, encoding: 'utf8'});

let clone: string;

beforeAll(() => {
  clone = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-gate-'));
  // --shared: the clone reads this repository's objects rather than copying them; it only reads them.
  const cloned = git(os.tmpdir(), 'clone', '--quiet', '--shared', SITE_DIR, clone);
  expect(cloned.stderr).toBe('');
  // The clone holds the committed tree; HEAD's specs are what the working tree of this site has committed.
  for (const linked of ['node_modules', 'lib', 'plugins', 'src']) {
    fs.rmSync(path.join(clone, linked), {recursive: true, force: true});
    fs.symlinkSync(path.join(SITE_DIR, linked), path.join(clone, linked));
  }
  fs.copyFileSync(path.join(SITE_DIR, 'scripts/lint-specs.mjs'), path.join(clone, 'scripts/lint-specs.mjs'));
});

afterAll(() => {
  fs.rmSync(clone, {recursive: true, force: true});
});

const lint = (...args: string[]) => spawnSync(process.execPath, ['scripts/lint-specs.mjs', ...args], {cwd: clone, encoding: 'utf8'});

/** The commit before the first release of our specs' history that this gate guards. */
function beforeReleases(): string {
  const first = git(clone, 'log', '--format=%H', '--reverse', '--grep=^Transactional Communication API 1.8.0', '--', 'specs/transactionalCommunication.yaml')
    .stdout.trim()
    .split('\n')[0]!;
  expect(first).toMatch(/^[0-9a-f]{40}$/);
  return `${first}^`;
}

describe('the compatibility gate on our specs', () => {
  it('passes the releases in our specs history: a preview promoted, a property deprecated beside its successor, new optional properties, a new webhook', () => {
    const run = lint('--base', beforeReleases());
    expect(run.stdout).not.toMatch(/R10800[236] /);
    expect(run.status).toBe(0);
  });

  it('catches a breaking edit: a property removed from the current profile', () => {
    const file = path.join(clone, 'specs/orderManagement.yaml');
    const text = fs.readFileSync(file, 'utf8');
    const removed = text.replace(/\n {8}returnDeadline:\n(?: {10}.*\n)+/, '\n');
    expect(removed).not.toBe(text);
    fs.writeFileSync(file, removed);
    try {
      const run = lint('--base', 'HEAD');
      expect(run.stdout).toMatch(
        /^specs\/orderManagement\.yaml:\d+:\d+ {2}R108002 MUST NOT {2}The response property `returnDeadline` of GET \/orders\/\{orderId\} \(order-v2\) was removed/m,
      );
      expect(run.status).toBe(1);
    } finally {
      fs.writeFileSync(file, text);
    }
  });
});
