import fs from 'node:fs';
import path from 'node:path';
import {expectFailureKeepsPreviousSite, placePreviousSite} from '../support/buildFailure';
import {build, copySite, edit, write} from '../support/siteCopy';

// One real failing build per stage of `npm run build` (scripts/build.mjs): each breaks one input
// in a copy of the site that holds an earlier build's site, and the build must fail with the
// writer's message, no stack trace, and that earlier site still in place: no stage leaves a
// partial site. The messages of every other bad input are checked in-process, against the code
// that reports them, in tests/unit/writer-errors.test.ts.
jest.setTimeout(900_000);

describe('a build that fails at one stage says why and leaves no partial site', () => {
  let dir: string;
  beforeEach(() => {
    dir = copySite();
    placePreviousSite(dir, 'live');
  });
  afterEach(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('config: a collector URL for error reporting that is not a URL', () => {
    expectFailureKeepsPreviousSite(
      dir,
      'live',
      build(dir, 'live', {PORTAL_APM_SERVER_URL: 'foo'}),
      `PORTAL_APM_SERVER_URL: "foo" is not a URL; set it to the collector's http(s) URL or leave it empty`,
    );
  });

  it('content load: bad specs, every problem of every spec in one message', () => {
    edit(dir, 'specs/checkout.yaml', (content) => content.replace('  title: Checkout API\n', '  title: "Checkout API\n'));
    write(dir, 'specs/broken.json', '{\n  "openapi": "3.0.3",\n  "info": {"title": "Broken API", "version": "1"},,\n  "paths": {}\n}\n');
    expectFailureKeepsPreviousSite(
      dir,
      'live',
      build(dir, 'live'),
      'The OpenAPI specs have 2 problem(s)',
      /specs\/checkout\.yaml:\d+: invalid YAML: .+\. Fix the syntax there\./,
      'specs/broken.json:3: invalid JSON',
    );
  });

  it('MDX: an unknown rule id in a rule link, and a link to a markdown file that does not exist', () => {
    edit(dir, 'docs/about-the-api/pagination.md', (content) => content.replace(/\n## /, '\nThis follows [[R199999]].\n\n## '));
    const line =
      fs
        .readFileSync(path.join(dir, 'docs/about-the-api/pagination.md'), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('[[R199999]]')) + 1;
    edit(dir, 'docs/changelog.md', (content) => `${content}\nSee the [old changelog](./changelog-2024.md).\n`);
    expectFailureKeepsPreviousSite(
      dir,
      'live',
      build(dir, 'live'),
      `docs/about-the-api/pagination.md:${line}: unknown rule id R199999 in [[R199999]]. Link an existing rule`,
      /Markdown link with URL `\.\/changelog-2024\.md` in source file "docs\/changelog\.md" \(\d+:\d+\) couldn't be resolved/,
    );
  });

  it('rendering: a link to a page that does not exist', () => {
    edit(dir, 'docs/changelog.md', (content) => `${content}\nSee the [archive](/rest/changelog-archive).\n`);
    expectFailureKeepsPreviousSite(
      dir,
      'live',
      build(dir, 'live'),
      /Broken link on source page path = \/portal\/rest\/changelog:\s+-> linking to \/portal\/rest\/changelog-archive/,
    );
  });

  it('deploy files: a robots.txt in static/, which the deploy step writes', () => {
    write(dir, 'static/robots.txt', 'User-agent: *\nAllow: /\n');
    expectFailureKeepsPreviousSite(
      dir,
      'live',
      build(dir, 'live'),
      /The live build could not write its deploy files: static\/robots\.txt: the deploy step makes the build's robots\.txt from the flavour \(robotsTxt in lib\/deploy\/policy\.ts: .+\. Remove static\/robots\.txt; .+\nNothing was written to build\/live\./,
    );
  });
});
