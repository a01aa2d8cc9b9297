import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {copySite, write} from '../support/siteCopy';

// A real build of the feature: the portal built from another folder of specs (PORTAL_SPECS_DIR).
jest.setTimeout(900_000);

describe('a team points the portal at its own specs', () => {
  it('builds the specs of PORTAL_SPECS_DIR: derived ids, odd characters, internal without x-public, profiles with slashes, every operation', () => {
    const dir = copySite();
    try {
      const specs = path.join(dir, 'team-specs');
      fs.mkdirSync(specs);
      fs.copyFileSync(path.join(__dirname, '..', 'fixtures', 'specs', 'viewerCases.yaml'), path.join(specs, 'viewerCases.yaml'));
      // Written by others: no operationIds, odd characters, duplicate tags, deep allOf, cycles.
      fs.copyFileSync(path.join(__dirname, '..', 'fixtures', 'real-world', 'parcelLockers.json'), path.join(specs, 'parcelLockers.json'));
      // The event APIs of a small fixture rather than our five (a third of an internal build's time): one
      // public and one internal; the public one names REST operations of an API the team's specs lack.
      const events = path.join(dir, 'team-events');
      fs.mkdirSync(events);
      for (const file of ['order-events.yaml', 'stock-events.yaml']) {
        fs.copyFileSync(path.join(__dirname, '..', 'fixtures', 'asyncapi', 'events', file), path.join(events, file));
      }
      const report = path.join(dir, 'reference-report.json');
      write(
        dir,
        'team-specs/noFlag.json',
        JSON.stringify({
          openapi: '3.1.0',
          info: {title: 'Unflagged API', version: '1'},
          paths: {'/things/{thingId}': {get: {summary: 'Get a thing', responses: {'204': {description: 'Done.'}}}}},
        }),
      );
      const result = spawnSync(process.execPath, ['scripts/build.mjs', 'internal'], {
        cwd: dir,
        encoding: 'utf8',
        // One rendering thread, as a portal of fewer than 100 pages a core gets: its pages must pass the deploy step's CSP check too.
        env: {
          ...process.env,
          PORTAL_SPECS_DIR: 'team-specs',
          PORTAL_EVENTS_DIR: 'team-events',
          PORTAL_REFERENCE_REPORT: report,
          DEBUG_BUILD: '',
          DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1',
        },
      });
      const output = `${result.stdout}\n${result.stderr}`;
      expect(output).toContain('team-specs/noFlag.json has no x-public flag: the API is treated as internal');
      expect(output).toContain(
        'team-specs/noFlag.json: 1 operation(s) have no operationId; their pages use ids derived from method and path (getThingsThingId)',
      );
      // Event APIs that name REST APIs the team's specs do not hold keep their pages, without those links.
      expect(output).toContain('x-rest-operations names the REST API "orderManagement", which the specs folder does not hold: its links are left out.');
      expect(result.status).toBe(0);
      // Every operation of every spec has its page.
      const {specs: rendered} = JSON.parse(fs.readFileSync(report, 'utf8')) as {specs: {spec: string; operations: number; rendered: number}[]};
      expect(rendered.map(({spec, operations, rendered: pages}) => ({spec, pages: pages === operations && operations > 0}))).toEqual(
        ['noFlag', 'parcelLockers', 'viewerCases'].map((spec) => ({spec, pages: true})),
      );
      const built = path.join(dir, 'build', 'internal');
      const page = (route: string) => fs.readFileSync(path.join(built, `${route}.html`), 'utf8');
      expect(page('reference/specs/noFlag/operations/getThingsThingId')).toContain('Get a thing');
      expect(page('reference/specs/parcelLockers/operations/latest-events-Unicode')).toContain('/lockers/{locker-id}/events(latest)');
      expect(page('rest/parcelLockers')).toMatch(/id="?tag-lockers-2[" >]/);
      // A profile id with a slash, from a profile media type, and a version page per profile.
      expect(page('profiles/viewerCases/carts/line-v1')).toContain('CartLineV1');
      expect(page('reference/specs/viewerCases/operations/getCartLine/carts/line-v1')).toContain('carts/line-v1');
      // The event APIs of PORTAL_EVENTS_DIR have their pages, the internal one too.
      expect(page('reference/events/order-events')).toContain('Order events');
      expect(page('reference/events/stock-events')).toContain('Stock events');
      // Our own specs are not in this build.
      expect(fs.existsSync(path.join(built, 'rest', 'checkout.html'))).toBe(false);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
