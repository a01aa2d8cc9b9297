import path from 'node:path';
import {diffSpecs, type SpecChange} from '../../lib/openapi/diff';
import type {SpecHistory, SpecRelease} from '../../lib/openapi/history';
import {LABEL_ORDER, changelogFeed, labelOf, changelogPage, newOperations, operationKey, pageHistories, releaseAnchor} from '../../lib/openapi/changelog';
import {loadSpecs, type OpenApiDocument} from '../../lib/openapi/load';
import {buildSpecModel, type SpecModel} from '../../lib/openapi/model';
import {SITE_DIR} from '../support/siteCopy';

const BASE_URL = '/portal/';
let model: SpecModel;
let current: OpenApiDocument;

beforeAll(async () => {
  const spec = (await loadSpecs(SITE_DIR, path.join(SITE_DIR, 'specs'))).specs.find((candidate) => candidate.key === 'orderManagement')!;
  model = buildSpecModel(spec, {baseUrl: BASE_URL});
  current = spec.document;
});

const clone = (document: OpenApiDocument): OpenApiDocument => JSON.parse(JSON.stringify(document)) as OpenApiDocument;
type Json = Record<string, Record<string, unknown>>;

/** The spec before shipments had their own operations and orders a return deadline. */
function older(): OpenApiDocument {
  const document = clone(current);
  delete document.paths!['/orders/{orderId}/shipments/{shipmentId}'];
  delete ((document.components!.schemas as Json).OrderV2!.properties as Record<string, unknown>).returnDeadline;
  return document;
}

/** The spec before getOrder's summary was reworded. */
function reworded(): OpenApiDocument {
  const document = clone(current);
  (document.paths!['/orders/{orderId}']!.get as Record<string, unknown>).summary = 'Read an order';
  return document;
}

const release = (version: string, date: string, changes: SpecRelease['changes'], initial = false): SpecRelease => ({
  version,
  date,
  commit: `c-${version}`,
  commits: [{commit: `c-${version}`, date, subject: `Release ${version}`, path: 'specs/orderManagement.yaml'}],
  changes,
  initial,
  profiles: ['order-v1', 'order-v2'],
});

function history(now: Date): SpecHistory {
  const base = older();
  const middle = reworded();
  // middle has everything of current but the summary; base lacks what 2.1.0 added.
  return {
    available: true,
    releases: [
      release('2.2.0', new Date(now.getTime() - 10 * 86_400_000).toISOString(), diffSpecs(middle, current)),
      release('2.1.0', new Date(now.getTime() - 200 * 86_400_000).toISOString(), diffSpecs(base, middle)),
      release('2.0.0', '2025-01-15T10:00:00+01:00', [], true),
    ],
  };
}

const getShipment = () => [...model.operations].find((operation) => operation.id === 'getShipment')!;
const getOrder = () => [...model.operations].find((operation) => operation.id === 'getOrder')!;

describe('an API changelog from its releases', () => {
  it('lists releases newest first, dated, each change labelled and linked to its page', () => {
    const page = changelogPage(model, history(new Date()), new Map(), BASE_URL);
    expect(page.releases.map((entry) => entry.version)).toEqual(['2.2.0', '2.1.0', '2.0.0']);
    expect(page.releases[2]).toMatchObject({initial: true, date: '2025-01-15', anchor: 'v2-0-0', entries: []});
    expect(page.feed).toBe('/portal/rest/orderManagement/changelog.atom');
    const added = page.releases[1]!.entries.find((entry) => entry.text.includes('/orders/{orderId}/shipments/{shipmentId}'))!;
    expect(added.label).toBe('New');
    expect(added.links).toEqual([{label: 'GET /orders/{orderId}/shipments/{shipmentId}', permalink: getShipment().summary.permalink}]);
    const property = page.releases[1]!.entries.find((entry) => entry.text.includes('returnDeadline'))!;
    expect(property.label).toBe('New');
    expect(property.links.map((link) => link.label)).toEqual(expect.arrayContaining(['order-v2']));
  });

  it('folds documentation-only changes into one entry and keeps the labels in the changelog order', () => {
    const page = changelogPage(model, history(new Date()), new Map(), BASE_URL);
    const [documentation] = page.releases[0]!.entries;
    expect(page.releases[0]!.entries).toHaveLength(1);
    expect(documentation).toMatchObject({label: 'Changed', text: '1 description, summary or example rewritten.'});
    expect(documentation!.links.map((link) => link.permalink)).toContain(getOrder().summary.permalink);
    const labels = page.releases[1]!.entries.map((entry) => LABEL_ORDER.indexOf(entry.label));
    expect(labels).toEqual([...labels].sort((a, b) => a - b));
  });

  it('shows a writer note beside its release, and says when there is no history', () => {
    const notes = new Map([['2.1.0', {html: '<p>Shipments have pages of their own.</p>'}]]);
    expect(changelogPage(model, history(new Date()), notes, BASE_URL).releases[1]!.note).toEqual({html: '<p>Shipments have pages of their own.</p>'});
    const none: SpecHistory = {available: false, notice: 'no git', releases: [release('2.2.0', '', [], true)]};
    const page = changelogPage(model, none, new Map(), BASE_URL);
    expect(page.notice).toMatch(/only its current version/);
    expect(page.releases).toHaveLength(1);
  });
});

describe('labels', () => {
  it('files changes as the hand-written changelog does: a new profile under Breaking, previews apart', () => {
    const change = (fields: Partial<SpecChange>): SpecChange => ({
      check: 'property-added',
      kind: 'added',
      class: 'compatible',
      message: '',
      pointer: '',
      headPointer: '',
      locations: [],
      directions: [],
      ...fields,
    });
    expect(labelOf(change({}))).toBe('New');
    expect(labelOf(change({check: 'profile-added'}))).toBe('Breaking');
    expect(labelOf(change({class: 'breaking', kind: 'removed'}))).toBe('Breaking');
    expect(labelOf(change({class: 'deprecation', kind: 'deprecated'}))).toBe('Deprecated');
    expect(labelOf(change({class: 'breaking', preview: true}))).toBe('Preview');
    expect(labelOf(change({kind: 'changed'}))).toBe('Changed');
  });
});

describe('when a page first appeared and last changed', () => {
  it('dates an operation by the release that added it, and by the last one that changed it', () => {
    const {operations} = pageHistories(model, history(new Date()), BASE_URL);
    expect(operations.get(operationKey(getShipment()))).toEqual({
      firstAppeared: expect.objectContaining({version: '2.1.0', permalink: '/portal/rest/orderManagement/changelog#v2-1-0'}),
    });
    expect(operations.get(operationKey(getOrder()))).toEqual({
      firstAppeared: expect.objectContaining({version: '2.0.0', date: '2025-01-15'}),
      lastChanged: expect.objectContaining({version: '2.2.0'}),
    });
  });

  it('dates a profile by its first release and the last change in its schema', () => {
    const {profiles} = pageHistories(model, history(new Date()), BASE_URL);
    expect(profiles.get('order-v2')).toEqual({
      firstAppeared: expect.objectContaining({version: '2.0.0'}),
      lastChanged: expect.objectContaining({version: '2.1.0'}),
    });
  });

  it('knows nothing without history', () => {
    const {operations, profiles} = pageHistories(model, {available: false, releases: [release('2.2.0', '', [], true)]}, BASE_URL);
    expect(operations.size + profiles.size).toBe(0);
  });
});

describe('operations marked new', () => {
  it('are those a release of the last 90 days added, not the first version', () => {
    const now = new Date();
    expect([...newOperations(history(now), now)]).toEqual([]);
    const recent = history(now);
    recent.releases[1] = {...recent.releases[1]!, date: new Date(now.getTime() - 89 * 86_400_000).toISOString()};
    expect([...newOperations(recent, now)]).toEqual([operationKey(getShipment())]);
    expect(releaseAnchor('2.1.0-beta.1')).toBe('v2-1-0-beta-1');
  });
});

describe('the Atom feed', () => {
  it('has one entry per dated release with absolute links, newest first, and escapes the words', () => {
    const page = changelogPage(model, history(new Date()), new Map(), BASE_URL);
    const xml = changelogFeed([{api: 'Order Management <API>', page}], {
      title: 'Order Management: changelog',
      siteUrl: 'https://developer.lindenkauf.example',
      link: '/portal/rest/orderManagement/changelog',
      self: '/portal/rest/orderManagement/changelog.atom',
      now: new Date(),
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    const entries = xml.match(/<entry>/g) ?? [];
    expect(entries).toHaveLength(3);
    expect(xml.indexOf('2.2.0')).toBeLessThan(xml.indexOf('2.1.0'));
    expect(xml).toContain('<link href="https://developer.lindenkauf.example/portal/rest/orderManagement/changelog#v2-1-0"/>');
    expect(xml).toContain('rel="self" href="https://developer.lindenkauf.example/portal/rest/orderManagement/changelog.atom"');
    expect(xml).toContain('Order Management &lt;API&gt; 2.1.0');
  });
});
