import {expectFailureKeepsPreviousSite, siteWithPreviousBuild} from '../support/buildFailure';
import {build} from '../support/siteCopy';

// One real failing build per stage of `npm run build` (scripts/build.mjs), one stage per file so
// that jest's two workers run them side by side: each breaks one input in a copy of the site that
// holds an earlier build's site, and the build must fail with the writer's message, no stack
// trace, and that earlier site still in place: no stage leaves a partial site. The messages of
// every other bad input are checked in-process, against the code that reports them, in
// tests/unit/writer-errors.test.ts.
// This file: the config stage.
jest.setTimeout(900_000);

describe('a build that fails at one stage says why and leaves no partial site', () => {
  const dir = siteWithPreviousBuild('live');

  it('config: a collector URL for error reporting that is not a URL', () => {
    expectFailureKeepsPreviousSite(
      dir(),
      'live',
      build(dir(), 'live', {PORTAL_APM_SERVER_URL: 'foo'}),
      `PORTAL_APM_SERVER_URL: "foo" is not a URL; set it to the collector's http(s) URL or leave it empty`,
    );
  });
});
