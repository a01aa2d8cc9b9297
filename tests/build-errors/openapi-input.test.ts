import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {expectCleanFailure} from '../support/buildFailure';
import {build, copySite, edit, write} from '../support/siteCopy';

// Each case breaks one spec (or the docs' front matter) in a copy of the site and runs the real
// build script: it must fail with the file, the line where known and the fix, no stack trace,
// and nothing in build/.
jest.setTimeout(240_000);

const lineOf = (dir: string, file: string, needle: string) =>
  fs.readFileSync(path.join(dir, file), 'utf8').split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('a build with a bad spec fails with the file and the fix', () => {
  let dir: string;
  beforeEach(() => {
    dir = copySite();
  });
  afterEach(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('invalid YAML in a spec, with its line', () => {
    edit(dir, 'specs/checkout.yaml', (content) => content.replace('  title: Checkout API\n', '  title: "Checkout API\n'));
    const result = build(dir, 'live');
    expectCleanFailure(dir, result, /specs\/checkout\.yaml:\d+: invalid YAML: .+\. Fix the syntax there\./);
  });

  it('invalid JSON in a spec, with its line', () => {
    write(dir, 'specs/broken.json', '{\n  "openapi": "3.0.3",\n  "info": {"title": "Broken API", "version": "1"},,\n  "paths": {}\n}\n');
    expectCleanFailure(dir, build(dir, 'internal'), 'specs/broken.json:3: invalid JSON');
  });

  it('a document that is not OpenAPI 3.x', () => {
    write(dir, 'specs/legacy.yaml', 'swagger: "2.0"\ninfo:\n  title: Legacy API\n  version: "1"\npaths: {}\n');
    expectCleanFailure(dir, build(dir, 'internal'), 'specs/legacy.yaml: not an OpenAPI 3.x document (swagger: 2.0). The reference reads OpenAPI 3.0 and 3.1');
  });

  it('an unresolvable $ref, with file, line and JSON pointer', () => {
    edit(dir, 'specs/checkout.yaml', (content) => content.replace("$ref: '#/components/schemas/CheckoutCreate'", "$ref: '#/components/schemas/CheckoutCreat'"));
    const line = lineOf(dir, 'specs/checkout.yaml', 'CheckoutCreat');
    expectCleanFailure(dir, build(dir, 'live'), new RegExp(`specs/checkout\\.yaml:${line}: Can't resolve \\$ref.*\\(at #/paths/~1checkouts/post/requestBody/content/application~1json/schema\\)`));
  });

  it('a duplicate operationId, naming both operations', () => {
    edit(dir, 'specs/checkout.yaml', (content) => content.replace('operationId: getCheckout', 'operationId: createCheckout'));
    expectCleanFailure(dir, build(dir, 'live'), /specs\/checkout\.yaml: duplicate operationId "createCheckout" on POST \/checkouts \(line \d+\) and GET \/checkouts\/\{checkoutId\} \(line \d+\)\. Give each operation its own id\./);
  });

  it('an x-public that is not a boolean', () => {
    edit(dir, 'specs/checkout.yaml', (content) => content.replace('x-public: true', 'x-public: "yes"'));
    const line = lineOf(dir, 'specs/checkout.yaml', 'x-public');
    expectCleanFailure(dir, build(dir, 'live'), `specs/checkout.yaml:${line}: x-public must be true or false (without quotes) (found "yes").`);
  });

  it('a spec key that collides with a page of the REST documentation', () => {
    fs.copyFileSync(path.join(dir, 'specs/checkout.yaml'), path.join(dir, 'specs/getting-started.yaml'));
    expectCleanFailure(
      dir,
      build(dir, 'live'),
      'specs/getting-started.yaml: the spec key "getting-started" would give the API the route /rest/getting-started, which the REST API documentation already uses. Rename the file',
    );
  });

  it('a PORTAL_SANDBOX_URL that is not a URL names the variable and an example', () => {
    expectCleanFailure(dir, build(dir, 'live', {PORTAL_SANDBOX_URL: 'sandbox.lindenkauf.example'}), 'PORTAL_SANDBOX_URL="sandbox.lindenkauf.example" is not a URL. Set it to the origin of the sandbox the console sends to, for example http://127.0.0.1:4010');
  });

  it('specs too large for the heap stop the build before it starts, with what to set', () => {
    // Our 18 specs need about 550 MiB; this heap is smaller.
    expectCleanFailure(
      dir,
      build(dir, 'live', {NODE_OPTIONS: '--max-old-space-size=400'}),
      /18 spec\(s\) with 1\.\d MiB of OpenAPI need about \d+ MiB of heap for this build, and Node may use \d+ MiB here\./,
      /Set NODE_OPTIONS=--max-old-space-size=\d+ and build on a machine with at least \d+ MiB of free memory/,
      'PORTAL_HEAP_CHECK=off skips this check.',
    );
  });

  it('docs front matter with broken YAML names the file and the line', () => {
    edit(dir, 'docs/getting-started/introduction.md', (content) => content.replace(/^title: (.*)$/m, 'title: $1\nsidebar_label: [Introduction'));
    const line = lineOf(dir, 'docs/getting-started/introduction.md', 'sidebar_label: [Introduction') + 1;
    expectCleanFailure(dir, build(dir, 'live'), `docs/getting-started/introduction.md:${line}: the front matter is not valid YAML`);
  });
});

describe('a team points the portal at its own specs', () => {
  it('builds the specs of PORTAL_SPECS_DIR: derived ids, odd characters, internal without x-public, profiles with slashes, every operation', () => {
    const dir = copySite();
    try {
      const specs = path.join(dir, 'team-specs');
      fs.mkdirSync(specs);
      fs.copyFileSync(path.join(__dirname, '..', 'fixtures', 'specs', 'viewerCases.yaml'), path.join(specs, 'viewerCases.yaml'));
      // Written by others: no operationIds, odd characters, duplicate tags, deep allOf, cycles.
      fs.copyFileSync(path.join(__dirname, '..', 'fixtures', 'real-world', 'parcelLockers.json'), path.join(specs, 'parcelLockers.json'));
      const report = path.join(dir, 'reference-report.json');
      write(dir, 'team-specs/noFlag.json', JSON.stringify({openapi: '3.1.0', info: {title: 'Unflagged API', version: '1'}, paths: {'/things/{thingId}': {get: {summary: 'Get a thing', responses: {'204': {description: 'Done.'}}}}}}));
      const result = spawnSync(process.execPath, ['scripts/build.mjs', 'internal'], {cwd: dir, encoding: 'utf8', env: {...process.env, PORTAL_SPECS_DIR: 'team-specs', PORTAL_REFERENCE_REPORT: report, DEBUG_BUILD: ''}});
      const output = `${result.stdout}\n${result.stderr}`;
      expect(output).toContain('team-specs/noFlag.json has no x-public flag: the API is treated as internal');
      expect(output).toContain('team-specs/noFlag.json: 1 operation(s) have no operationId; their pages use ids derived from method and path (getThingsThingId)');
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
      // Our own specs are not in this build.
      expect(fs.existsSync(path.join(built, 'rest', 'checkout.html'))).toBe(false);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
