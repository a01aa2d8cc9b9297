import {expectFailureKeepsPreviousSite, siteWithPreviousBuild} from '../support/buildFailure';
import {build, edit, write} from '../support/siteCopy';
import {emptyFolder} from './withoutApis';

// One real failing build per stage of `npm run build` (scripts/build.mjs), one stage per file so
// that jest's two workers run them side by side: each breaks one input in a copy of the site that
// holds an earlier build's site, and the build must fail with the writer's message, no stack
// trace, and that earlier site still in place: no stage leaves a partial site. The messages of
// every other bad input are checked in-process, against the code that reports them, in
// tests/unit/writer-errors.test.ts.
// This file: the content load stage.
jest.setTimeout(900_000);

describe('a build that fails at one stage says why and leaves no partial site', () => {
  const dir = siteWithPreviousBuild('live');

  it('content load: bad specs, every problem of every spec in one message', () => {
    edit(dir(), 'specs/checkout.yaml', (content) => content.replace('  title: Checkout API\n', '  title: "Checkout API\n'));
    write(dir(), 'specs/broken.json', '{\n  "openapi": "3.0.3",\n  "info": {"title": "Broken API", "version": "1"},,\n  "paths": {}\n}\n');
    expectFailureKeepsPreviousSite(
      dir(),
      'live',
      // The specs load without the event APIs (an empty PORTAL_EVENTS_DIR), and the event APIs below without the specs.
      build(dir(), 'live', {PORTAL_EVENTS_DIR: emptyFolder(dir())}),
      'The OpenAPI specs have 2 problem(s)',
      /specs\/checkout\.yaml:\d+: invalid YAML: .+\. Fix the syntax there\./,
      'specs/broken.json:3: invalid JSON',
    );
  });

  it('content load: a malformed AsyncAPI document, with its file, line and column', () => {
    // Valid YAML, but a channel names a message the document does not define.
    edit(dir(), 'events/order-events.yaml', (content) =>
      content.replace("$ref: '#/components/messages/orderStatusChanged'", "$ref: '#/components/messages/orderStatusChangd'"),
    );
    expectFailureKeepsPreviousSite(
      dir(),
      'live',
      build(dir(), 'live', {PORTAL_SPECS_DIR: emptyFolder(dir())}),
      'The event APIs have',
      /events\/order-events\.yaml:\d+:\d+: .*orderStatusChangd/,
    );
  });
});
