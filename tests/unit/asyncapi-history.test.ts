import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {eventChangelogPage} from '../../lib/asyncapi/changelog';
import {readEventHistory} from '../../lib/asyncapi/history';
import type {EventApiModel} from '../../lib/asyncapi/types';
import type {Flavour} from '../../lib/portal/config';

/** A stand-in for lib/asyncapi's modelling, enough for releases: version, visibility, one topic and its events. */
function model(text: string): EventApiModel | undefined {
  const document = yaml.load(text) as {info: {version: string}; 'x-public'?: boolean; events: string[]} | undefined;
  if (!document?.info) {
    return undefined;
  }
  return {
    key: 'order-events',
    file: '',
    shown: '',
    public: document['x-public'] === true,
    title: 'Order Events',
    version: document.info.version,
    owner: {team: 'Team Orders'},
    servers: [],
    securitySchemes: [],
    channels: [{id: 'lifecycle', address: 'lindenkauf.order.order-lifecycle.v1', pointer: '/channels/lifecycle', parameters: [], messageIds: document.events}],
    operations: [],
    messages: document.events.map((id) => ({
      id,
      name: id,
      pointer: `/components/messages/${id}`,
      contentType: 'application/json',
      schemaFormat: 'application/schema+json;version=draft-07',
      payloadKind: 'json-schema' as const,
      payload: {type: 'object'},
      payloadSource: {},
      examples: [],
      channelIds: ['lifecycle'],
      deprecated: false,
      rest: [],
    })),
    schemas: {},
    document: {},
  };
}

const text = (version: string, events: string[], isPublic: boolean) => yaml.dump({info: {version}, 'x-public': isPublic, events});

let repo: string;
let file: string;

function commit(content: string, subject: string, date: string): void {
  fs.writeFileSync(file, content);
  const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
  execFileSync('git', ['add', '.'], {cwd: repo, env});
  execFileSync('git', ['-c', 'user.name=Writer', '-c', 'user.email=writer@lindenkauf.example', 'commit', '-q', '-m', subject], {cwd: repo, env});
}

const read = (flavour: Flavour, current = model(fs.readFileSync(file, 'utf8'))!) =>
  readEventHistory({repoDir: repo, file, current, flavour, model: async (source) => model(source), now: () => new Date('2026-11-27T10:00:00Z')});

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'event-history-'));
  execFileSync('git', ['init', '-q'], {cwd: repo});
  fs.mkdirSync(path.join(repo, 'events'));
  file = path.join(repo, 'events', 'order-events.yaml');
  commit(text('0.9.0', ['OrderPlaced'], false), 'Order events for the order service', '2026-01-10T09:00:00Z');
  commit(text('1.0.0', ['OrderPlaced'], true), 'Publish the order events to partners', '2026-03-02T09:00:00Z');
  commit(text('1.0.0', ['OrderPlaced', 'OrderCancelled'], true), 'Draft OrderCancelled', '2026-04-01T09:00:00Z');
  commit(text('1.1.0', ['OrderPlaced', 'OrderCancelled'], true), 'Release 1.1.0', '2026-04-15T09:00:00Z');
});

afterAll(() => fs.rmSync(repo, {recursive: true, force: true}));

describe('readEventHistory: an event API’s releases from git', () => {
  test('internal: every release, newest first, commits between releases folded into the later one, each with its changes', async () => {
    const history = await read('internal');
    expect(history.available).toBe(true);
    expect(history.releases.map((release) => [release.version, release.date.slice(0, 10), release.initial])).toEqual([
      ['1.1.0', '2026-04-15', false],
      ['1.0.0', '2026-03-02', false],
      ['0.9.0', '2026-01-10', true],
    ]);
    expect(history.releases[0]!.changes.map((change) => change.message)).toEqual(['Event `OrderCancelled` added on `lindenkauf.order.order-lifecycle.v1`.']);
    expect(history.releases[1]!.changes).toEqual([]);
  });

  test('live: starts with the public run, so the internal 0.9.0 is not shown', async () => {
    const history = await read('live');
    expect(history.releases.map((release) => release.version)).toEqual(['1.1.0', '1.0.0']);
    expect(history.releases.at(-1)!.initial).toBe(true);
  });

  test('uncommitted changes with a new version are a release of their own', async () => {
    const committed = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, text('1.2.0', ['OrderPlaced', 'OrderCancelled', 'OrderShipped'], true));
      const history = await read('internal');
      expect(history.releases[0]).toMatchObject({version: '1.2.0', commit: 'working-tree', date: '2026-11-27T10:00:00.000Z'});
    } finally {
      fs.writeFileSync(file, committed);
    }
  });

  test('without git history it says so in one line and gives the current version', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'event-no-history-'));
    try {
      const loose = path.join(outside, 'order-events.yaml');
      fs.writeFileSync(loose, text('1.1.0', ['OrderPlaced'], true));
      const history = await readEventHistory({
        repoDir: outside,
        file: loose,
        current: model(text('1.1.0', ['OrderPlaced'], true))!,
        flavour: 'live',
        model: async (source) => model(source),
      });
      expect(history.available).toBe(false);
      expect(history.notice).toMatch(/^order-events\.yaml: no git history \(not a git repository\)/);
      expect(history.releases.map((release) => release.version)).toEqual(['1.1.0']);
    } finally {
      fs.rmSync(outside, {recursive: true, force: true});
    }
  });
});

describe('eventChangelogPage: the same changelog page data as a REST API’s', () => {
  test('releases anchored by version, entries labelled as REST ones are and linked to the message pages that still exist', async () => {
    const current = model(fs.readFileSync(file, 'utf8'))!;
    const page = eventChangelogPage(current, await read('internal', current), '/portal/');
    expect(page.permalink).toBe('/portal/reference/events/order-events/changelog');
    expect(page.feed).toBe('/portal/reference/events/order-events/changelog.atom');
    expect(page.spec).toEqual({key: 'order-events', title: 'Order Events', permalink: '/portal/reference/events/order-events'});
    expect(page.releases.map((release) => [release.version, release.anchor, release.date])).toEqual([
      ['1.1.0', 'v1-1-0', '2026-04-15'],
      ['1.0.0', 'v1-0-0', '2026-03-02'],
      ['0.9.0', 'v0-9-0', '2026-01-10'],
    ]);
    expect(page.releases[0]!.entries).toEqual([
      {
        label: 'New',
        text: 'Event `OrderCancelled` added on `lindenkauf.order.order-lifecycle.v1`.',
        links: [{label: 'OrderCancelled', permalink: '/portal/reference/events/order-events/messages/OrderCancelled'}],
      },
    ]);
  });
});
