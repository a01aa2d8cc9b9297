import fs from 'node:fs';
import path from 'node:path';
import {API_CATALOG, MCP_DISCOVERY, WELL_KNOWN_DIR} from '../../lib/deploy/discovery';
import {SITE_DIR} from '../support/siteCopy';
import {readCorpus} from './scan';

// Issue 35: each flavour's discovery documents list only the APIs that flavour ships, and the
// leak test (leak.test.ts reads every file of the build) reads them.

type Flavour = 'live' | 'internal';
const buildDir = (flavour: Flavour) => path.join(SITE_DIR, 'build', flavour);
/** The keys of the APIs whose specs (openapi/) or, for `asyncapi`, AsyncAPI documents the build ships. */
const shippedApis = (flavour: Flavour, kind: 'openapi' | 'asyncapi' = 'openapi') =>
  fs
    .readdirSync(path.join(buildDir(flavour), kind))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

describe.each<Flavour>(['live', 'internal'])('the %s build', (flavour) => {
  it('lists in its API catalog exactly the APIs whose specs and event APIs whose AsyncAPI documents it ships', () => {
    const {linkset} = JSON.parse(fs.readFileSync(path.join(buildDir(flavour), WELL_KNOWN_DIR, API_CATALOG), 'utf8')) as {linkset: {anchor: string}[]};
    const anchors = linkset.slice(1).map((entry) => entry.anchor);
    const keysUnder = (prefix: string) =>
      anchors
        .filter((anchor) => anchor.includes(prefix))
        .map((anchor) => anchor.split('/').pop()!)
        .sort();
    expect(keysUnder('/portal/rest/')).toEqual(shippedApis(flavour));
    expect(keysUnder('/portal/reference/events/')).toEqual(shippedApis(flavour, 'asyncapi'));
    expect(keysUnder('/portal/rest/').length + keysUnder('/portal/reference/events/').length).toBe(anchors.length);
  });

  it("holds the discovery documents among the files the leak test reads (an MCP one on live only: internal's host has no endpoint)", () => {
    const files = readCorpus(buildDir(flavour), /^_deploy[/\\]well-known[/\\]/).files.map((file) => file.file.split(path.sep).join('/'));
    expect(files.sort()).toEqual(
      flavour === 'live' ? [`${WELL_KNOWN_DIR}/${API_CATALOG}`, `${WELL_KNOWN_DIR}/${MCP_DISCOVERY}`] : [`${WELL_KNOWN_DIR}/${API_CATALOG}`],
    );
  });
});

it('the live API catalog names no API or event API that only the internal build ships', () => {
  const internalOnly = shippedApis('internal').filter((api) => !shippedApis('live').includes(api));
  const internalEvents = shippedApis('internal', 'asyncapi').filter((api) => !shippedApis('live', 'asyncapi').includes(api));
  expect(internalOnly.length).toBeGreaterThan(0);
  expect(internalEvents.length).toBeGreaterThan(0);
  const catalog = fs.readFileSync(path.join(buildDir('live'), WELL_KNOWN_DIR, API_CATALOG), 'utf8');
  expect(internalOnly.filter((api) => catalog.includes(`/rest/${api}"`) || catalog.includes(`/openapi/${api}.`))).toEqual([]);
  expect(internalEvents.filter((api) => catalog.includes(`/events/${api}`) || catalog.includes(`/asyncapi/${api}.`))).toEqual([]);
});
