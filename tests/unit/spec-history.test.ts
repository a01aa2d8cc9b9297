/**
 * The history reader (lib/openapi/history.ts) on temporary git repositories with dated commits:
 * releases and folding, renames, uncommitted changes, missing history, the cache, and the live
 * flavour's history, which starts where the spec's newest run of public versions does.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {profileFirstSeen, readSpecHistory, type SpecHistory} from '../../lib/openapi/history';
import {publicRunStart} from '../../lib/openapi/history/releases';
import {parseSpecText, type OpenApiDocument} from '../../lib/openapi/load';
import type {Flavour} from '../../lib/portal/config';
import {AUDIT, ORDER_V1, SpecRepo, edited, internal, ordersSpec, withNote} from '../support/specRepo';

const FILE = 'specs/orders.yaml';
const repos: SpecRepo[] = [];
const newRepo = (): SpecRepo => {
  const repo = SpecRepo.create('spec-history-');
  repos.push(repo);
  return repo;
};
afterAll(() => repos.forEach((repo) => repo.remove()));

const date = (day: string): string => `${day}T12:00:00+00:00`;
const current = (repo: SpecRepo, file = FILE): OpenApiDocument => parseSpecText(repo.read(file), file) as OpenApiDocument;
const read = (repo: SpecRepo, file = FILE, now?: Date, flavour: Flavour = 'internal'): SpecHistory =>
  readSpecHistory({
    repoDir: repo.dir,
    file: repo.path(file),
    current: current(repo, file),
    cacheDir: path.join(repo.dir, '.cache'),
    flavour,
    ...(now ? {now: () => now} : {}),
  });
const checks = (history: SpecHistory, index: number): string[] => history.releases[index]!.changes.map((change) => change.check).sort();

const ORDER_V2 = edited(ORDER_V1, (schema) => {
  (schema.properties as Record<string, unknown>).total = {type: 'object', properties: {amount: {type: 'number'}, currency: {type: 'string'}}};
});
const described = edited(ORDER_V1, (schema) => {
  (schema.properties as Record<string, Record<string, unknown>>).total!.description = 'Total without shipping costs, in euros.';
});
const withGift = edited(described, (schema) => {
  (schema.properties as Record<string, unknown>).giftMessage = {type: 'string'};
});

/**
 * 1.0.0 → a description (folded) → 1.1.0 → a text that does not parse (folded) → 1.2.0 with
 * order-v2 → a summary fix (folded into 1.2.0, the newest release).
 */
function releasedRepo(): {repo: SpecRepo; commits: string[]} {
  const repo = newRepo();
  const commits = [
    (repo.write(FILE, ordersSpec({version: '1.0.0'})), repo.commit('Add the Orders API', date('2025-01-10'))),
    (repo.write(FILE, ordersSpec({version: '1.0.0', profiles: {'order-v1': described}})), repo.commit('Describe the total', date('2025-02-01'))),
    (repo.write(FILE, ordersSpec({version: '1.1.0', profiles: {'order-v1': withGift}})), repo.commit('Add giftMessage', date('2025-02-15'))),
    (repo.write(FILE, 'openapi: 3.1.0\ninfo: [unclosed\n'), repo.commit('Work in progress', date('2025-03-01'))),
    (repo.write(FILE, ordersSpec({version: '1.2.0', profiles: {'order-v1': withGift, 'order-v2': ORDER_V2}})),
    repo.commit('Offer order-v2', date('2025-03-10'))),
  ];
  const fixed = ordersSpec({version: '1.2.0', profiles: {'order-v1': withGift, 'order-v2': ORDER_V2}});
  (fixed.paths as Record<string, Record<string, Record<string, unknown>>>)['/orders/{orderId}']!.get!.summary = 'Read an order';
  repo.write(FILE, fixed);
  commits.push(repo.commit('Fix the summary', date('2025-04-01')));
  return {repo, commits};
}

describe('readSpecHistory', () => {
  let history: SpecHistory;
  let commits: string[];
  beforeAll(() => {
    const released = releasedRepo();
    commits = released.commits;
    history = read(released.repo);
  });

  it('makes a release of every commit that changes info.version, newest first', () => {
    expect(history.available).toBe(true);
    expect(history.notice).toBeUndefined();
    expect(history.releases.map(({version, commit, date: when, initial}) => ({version, commit, date: when, initial}))).toEqual([
      {version: '1.2.0', commit: commits[4], date: date('2025-03-10'), initial: false},
      {version: '1.1.0', commit: commits[2], date: date('2025-02-15'), initial: false},
      {version: '1.0.0', commit: commits[0], date: date('2025-01-10'), initial: true},
    ]);
  });

  it('folds the commits between two releases into the later one, and later commits into the newest', () => {
    expect(history.releases.map((release) => release.commits.map((commit) => commit.commit))).toEqual([
      [commits[5], commits[4], commits[3]],
      [commits[2], commits[1]],
      [commits[0]],
    ]);
    expect(history.releases[0]!.commits[0]).toEqual({commit: commits[5], date: date('2025-04-01'), subject: 'Fix the summary', path: FILE});
  });

  it("diffs each release against the one before, with the folded commits' changes included; none for the first", () => {
    expect(checks(history, 2)).toEqual([]);
    expect(checks(history, 1)).toEqual(['description-changed', 'property-added']);
    expect(checks(history, 0)).toEqual(['profile-added', 'summary-changed']);
  });

  it('skips a version that does not parse: its commit is folded into the next release', () => {
    expect(history.releases[0]!.commits.map((commit) => commit.subject)).toContain('Work in progress');
    expect(history.releases).toHaveLength(3);
  });

  it("lists each release's profiles, and when each profile first appeared", () => {
    expect(history.releases.map((release) => release.profiles)).toEqual([['order-v1', 'order-v2'], ['order-v1'], ['order-v1']]);
    const seen = profileFirstSeen(history);
    expect(seen.get('order-v1')).toEqual({date: date('2025-01-10'), commit: commits[0], version: '1.0.0'});
    expect(seen.get('order-v2')).toEqual({date: date('2025-03-10'), commit: commits[4], version: '1.2.0'});
  });
});

describe('renames', () => {
  it('follows the file through a rename, each commit with its path then', () => {
    const repo = newRepo();
    repo.write('specs/orders.yaml', ordersSpec({version: '1.0.0'}));
    const first = repo.commit('Add the Orders API', date('2025-01-10'));
    repo.git('mv', 'specs/orders.yaml', 'specs/order-management.yaml');
    const renamed = repo.commit('Rename the spec', date('2025-02-01'));
    repo.write('specs/order-management.yaml', ordersSpec({version: '1.1.0', profiles: {'order-v1': withGift}}));
    const release = repo.commit('Add giftMessage', date('2025-03-01'));

    const history = read(repo, 'specs/order-management.yaml');
    expect(history.releases.map((entry) => entry.version)).toEqual(['1.1.0', '1.0.0']);
    expect(history.releases.flatMap((entry) => entry.commits.map(({commit, path: file}) => [commit, file]))).toEqual([
      [release, 'specs/order-management.yaml'],
      [renamed, 'specs/order-management.yaml'],
      [first, 'specs/orders.yaml'],
    ]);
    expect(checks(history, 0)).toEqual(['description-changed', 'property-added']);
  });
});

describe('uncommitted changes', () => {
  const NOW = new Date('2025-05-05T08:00:00Z');

  it('fold into the newest release when info.version is unchanged, which then shows their changes', () => {
    const {repo} = releasedRepo();
    const spec = ordersSpec({
      version: '1.2.0',
      profiles: {'order-v1': withGift, 'order-v2': edited(ORDER_V2, (schema) => ((schema.properties as Record<string, unknown>).note = {type: 'string'}))},
    });
    repo.write(FILE, spec);
    const history = read(repo, FILE, NOW);
    expect(history.releases.map((release) => release.version)).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    expect(history.releases[0]!.commits[0]).toMatchObject({commit: 'working-tree', date: NOW.toISOString()});
    expect(history.releases[0]!.date).toBe(date('2025-03-10'));
    expect(checks(history, 0)).toEqual(['profile-added']);
  });

  it('make a release of their own, dated now, when they set a new info.version', () => {
    const {repo} = releasedRepo();
    const spec = parseSpecText(repo.read(FILE), FILE) as OpenApiDocument;
    spec.info.version = '1.3.0';
    (spec.components!.schemas!.OrderV2 as {properties: Record<string, unknown>}).properties.note = {type: 'string'};
    repo.write(FILE, spec);
    const history = read(repo, FILE, NOW);
    expect(history.releases.map(({version, commit, date: when}) => ({version, commit, date: when}))).toEqual([
      {version: '1.3.0', commit: 'working-tree', date: NOW.toISOString()},
      {version: '1.2.0', commit: expect.any(String), date: date('2025-03-10')},
      {version: '1.1.0', commit: expect.any(String), date: date('2025-02-15')},
      {version: '1.0.0', commit: expect.any(String), date: date('2025-01-10')},
    ]);
    expect(checks(history, 0)).toEqual(['property-added']);
  });
});

describe('without history', () => {
  const expectCurrentOnly = (history: SpecHistory, reason: string): void => {
    expect(history.available).toBe(false);
    expect(history.notice).toBe(`specs/orders.yaml: no git history (${reason}): the changelog shows the current version only`);
    expect(history.notice).not.toContain('\n');
    expect(history.reason).toBe(reason);
    expect(history.releases).toEqual([{version: '1.2.0', date: '', commit: '', commits: [], changes: [], initial: true, profiles: ['order-v1', 'order-v2']}]);
  };

  it('a shallow clone says so and shows the current version only', () => {
    const {repo} = releasedRepo();
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-history-clone-'));
    try {
      execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repo.dir}`, clone]);
      const file = path.join(clone, FILE);
      const history = readSpecHistory({
        repoDir: clone,
        file,
        current: parseSpecText(fs.readFileSync(file, 'utf8'), file) as OpenApiDocument,
        cacheDir: path.join(clone, '.cache'),
        flavour: 'internal',
      });
      expectCurrentOnly(history, 'shallow clone');
    } finally {
      fs.rmSync(clone, {recursive: true, force: true});
    }
  });

  it('a folder that is no git repository (a tarball) says so', () => {
    const {repo} = releasedRepo();
    fs.rmSync(path.join(repo.dir, '.git'), {recursive: true, force: true});
    expectCurrentOnly(read(repo), 'not a git repository');
  });

  it('a file that was never committed says so', () => {
    const {repo} = releasedRepo();
    repo.write('specs/drafts.yaml', repo.read(FILE));
    const history = read(repo, 'specs/drafts.yaml');
    expect(history.available).toBe(false);
    expect(history.notice).toBe('specs/drafts.yaml: no git history (the file is not committed): the changelog shows the current version only');
  });

  it('a machine without git says so', () => {
    const {repo} = releasedRepo();
    const saved = process.env.PATH;
    process.env.PATH = path.join(os.tmpdir(), 'no-such-bin');
    try {
      expectCurrentOnly(read(repo), 'git is not installed');
    } finally {
      process.env.PATH = saved;
    }
  });
});

describe('the cache', () => {
  it('keeps the diffs, so a second read takes them from the cache instead of diffing again', () => {
    const {repo} = releasedRepo();
    const first = read(repo);
    const diffs = path.join(repo.dir, '.cache', 'internal', 'diffs');
    const files = fs.readdirSync(diffs);
    // One diff per release after the first.
    expect(files).toHaveLength(2);
    // What a second read returns comes from these files: mark them, and the mark shows.
    for (const file of files) {
      const changes = JSON.parse(fs.readFileSync(path.join(diffs, file), 'utf8')) as {message: string}[];
      fs.writeFileSync(path.join(diffs, file), JSON.stringify(changes.map((change) => ({...change, message: `cached: ${change.message}`}))));
    }
    const second = read(repo);
    expect(second.releases.map((release) => release.version)).toEqual(first.releases.map((release) => release.version));
    expect(second.releases.flatMap((release) => release.changes).every((change) => change.message.startsWith('cached: '))).toBe(true);
    expect(second.releases[0]!.changes).toHaveLength(first.releases[0]!.changes.length);
  });

  it('keys diffs by the pair of contents: a new release diffs only the pairs it changes', () => {
    const {repo} = releasedRepo();
    read(repo);
    const diffs = path.join(repo.dir, '.cache', 'internal', 'diffs');
    const before = fs.readdirSync(diffs);
    repo.write(FILE, ordersSpec({version: '1.3.0', profiles: {'order-v2': ORDER_V2}}));
    repo.commit('Retire order-v1', date('2026-05-01'));
    const history = read(repo);
    // The summary fix after 1.2.0 now lies between two releases and moves into 1.3.0, so 1.2.0's
    // document is its release commit again: two new pairs; 1.0.0 → 1.1.0 is taken from the cache.
    const after = fs.readdirSync(diffs);
    expect(after.filter((file) => !before.includes(file))).toHaveLength(2);
    expect(after.length).toBe(before.length + 2);
    expect(history.releases[0]!.commits.map((commit) => commit.subject)).toEqual(['Retire order-v1', 'Fix the summary']);
    expect(checks(history, 0)).toEqual(['profile-removed']);
  });
});

describe('the live flavour', () => {
  const releasesOf = (history: SpecHistory) =>
    history.releases.map(({version, initial, commits}) => ({version, initial, commits: commits.map((commit) => commit.subject)}));

  /** Public at first, then internal twice (losing an operation and a property), public again, then a public release. */
  function publishedRepo(): SpecRepo {
    const repo = newRepo();
    repo.write(FILE, ordersSpec({version: '0.9.0'}));
    repo.commit('A public draft', date('2024-11-01'));
    repo.write(FILE, internal(ordersSpec({version: '1.0.0', profiles: {'order-v1': withNote}, paths: AUDIT})));
    repo.commit('Add the audit trail', date('2025-01-10'));
    repo.write(FILE, internal(ordersSpec({version: '1.1.0'}), 'no x-public'));
    repo.commit('Drop the audit trail and the note', date('2025-02-01'));
    repo.write(FILE, ordersSpec({version: '1.1.0'}));
    repo.commit('Publish the Orders API', date('2025-03-01'));
    repo.write(FILE, ordersSpec({version: '1.2.0', profiles: {'order-v1': withGift}}));
    repo.commit('Add giftMessage', date('2025-04-01'));
    return repo;
  }

  it('starts at the first commit of the newest unbroken run in which the spec was public', () => {
    const repo = publishedRepo();
    const live = read(repo, FILE, undefined, 'live');
    expect(releasesOf(live)).toEqual([
      {version: '1.2.0', initial: false, commits: ['Add giftMessage']},
      {version: '1.1.0', initial: true, commits: ['Publish the Orders API']},
    ]);
    expect(checks(live, 0)).toEqual(['description-changed', 'property-added']);
    expect(JSON.stringify(live.releases)).not.toMatch(/audit|internalNote/i);
    expect(live.leftOut).toEqual(['0.9.0', '1.0.0', '1.1.0']);
  });

  it('leaves the internal flavour the whole history, the removals included', () => {
    const history = read(publishedRepo());
    expect(history.releases.map((release) => release.version)).toEqual(['1.2.0', '1.1.0', '1.0.0', '0.9.0']);
    expect(history.releases[1]!.commits.map((commit) => commit.subject)).toEqual(['Drop the audit trail and the note']);
    expect(checks(history, 1)).toEqual(expect.arrayContaining(['operation-removed', 'property-removed']));
    expect(history.leftOut).toBeUndefined();
  });

  it('is the current version alone when the spec is public only in uncommitted changes', () => {
    const repo = newRepo();
    repo.write(FILE, internal(ordersSpec({version: '1.0.0', paths: AUDIT}), 'no x-public'));
    repo.commit('Add the audit trail', date('2025-01-10'));
    repo.write(FILE, ordersSpec({version: '1.1.0'}));
    const live = read(repo, FILE, new Date('2025-05-05T08:00:00Z'), 'live');
    expect(live).toEqual({
      available: true,
      releases: [{version: '1.1.0', date: '', commit: '', commits: [], changes: [], initial: true, profiles: ['order-v1']}],
      leftOut: ['1.0.0'],
    });
  });

  it('never follows a rename into an internal file: the new public file starts at the rename', () => {
    const repo = newRepo();
    repo.write('specs/orders-internal.yaml', internal(ordersSpec({version: '1.0.0', paths: AUDIT})));
    repo.commit('Add the internal orders API', date('2025-01-10'));
    repo.write('specs/orders-internal.yaml', internal(ordersSpec({version: '1.1.0'})));
    repo.commit('Drop the audit trail', date('2025-02-01'));
    fs.rmSync(repo.path('specs/orders-internal.yaml'));
    repo.write(FILE, ordersSpec({version: '1.1.0'}));
    const published = repo.commit('Add the public Orders API', date('2025-03-01'));

    // git's likeness guess ties the two files: the internal flavour shows the internal file's past.
    expect(read(repo).releases.flatMap((release) => release.commits.map((commit) => commit.path))).toEqual([
      FILE,
      'specs/orders-internal.yaml',
      'specs/orders-internal.yaml',
    ]);
    const live = read(repo, FILE, undefined, 'live');
    expect(live.releases.map(({version, commit, initial, commits}) => ({version, commit, initial, paths: commits.map((entry) => entry.path)}))).toEqual([
      {version: '1.1.0', commit: published, initial: true, paths: [FILE]},
    ]);
    expect(live.leftOut).toEqual(['1.0.0', '1.1.0']);
  });

  it('follows a rename whose source was public', () => {
    const repo = newRepo();
    repo.write('specs/orders.yaml', ordersSpec({version: '1.0.0'}));
    repo.commit('Add the Orders API', date('2025-01-10'));
    repo.git('mv', 'specs/orders.yaml', 'specs/order-management.yaml');
    repo.commit('Rename the spec', date('2025-02-01'));
    const live = read(repo, 'specs/order-management.yaml', undefined, 'live');
    expect(live.releases.flatMap((release) => release.commits.map((commit) => commit.subject))).toEqual(['Rename the spec', 'Add the Orders API']);
    expect(live.leftOut).toEqual([]);
  });

  it('stops at a rename whose source was not public in its commit, even where the version the log lists before it was', () => {
    // In a branchy history the log's previous entry need not be the rename's parent: the source is checked in the parent itself.
    const versions = [
      {path: 'specs/old.yaml', blob: 'public-1'},
      {path: 'specs/orders.yaml', blob: 'public-2'},
      {path: 'specs/orders.yaml', blob: 'public-3'},
    ];
    const isPublic = (blob: string) => blob.startsWith('public');
    expect(publicRunStart(versions, isPublic, () => false)).toBe(1);
    expect(publicRunStart(versions, isPublic, () => true)).toBe(0);
    expect(publicRunStart([{path: FILE, blob: 'public-1'}, {path: FILE}, {path: FILE, blob: 'public-2'}], isPublic, () => true)).toBe(2);
    expect(
      publicRunStart(
        [
          {path: FILE, blob: 'public-1'},
          {path: FILE, blob: 'internal'},
        ],
        isPublic,
        () => true,
      ),
    ).toBe(2);
  });

  it('neither breaks nor starts a run at a version that does not parse', () => {
    const publicness = (blob: string) => (blob === 'broken' ? undefined : blob.startsWith('public'));
    const versions = (...blobs: string[]) => blobs.map((blob) => ({path: FILE, blob}));
    expect(publicRunStart(versions('internal', 'public-1', 'broken', 'public-2'), publicness, () => true)).toBe(1);
    expect(publicRunStart(versions('internal', 'broken', 'public-1'), publicness, () => true)).toBe(2);
    expect(publicRunStart(versions('internal', 'broken'), publicness, () => true)).toBe(2);
    // The released repository's work-in-progress commit does not parse: the live history is the whole one.
    const {repo} = releasedRepo();
    const live = read(repo, FILE, undefined, 'live');
    expect(live.releases).toEqual(read(repo).releases);
    expect(live.leftOut).toEqual([]);
  });

  it('keeps cache entries of its own: none the internal flavour wrote is read', () => {
    const repo = publishedRepo();
    read(repo);
    const diffs = path.join(repo.dir, '.cache', 'internal', 'diffs');
    for (const file of fs.readdirSync(diffs)) {
      const changes = JSON.parse(fs.readFileSync(path.join(diffs, file), 'utf8')) as {message: string}[];
      fs.writeFileSync(path.join(diffs, file), JSON.stringify(changes.map((change) => ({...change, message: `internal: ${change.message}`}))));
    }
    const live = read(repo, FILE, undefined, 'live');
    expect(live.releases[0]!.changes.length).toBeGreaterThan(0);
    expect(live.releases[0]!.changes.some((change) => change.message.startsWith('internal: '))).toBe(false);
    expect(fs.readdirSync(path.join(repo.dir, '.cache', 'live', 'diffs'))).toHaveLength(1);
  });
});
