import {expectFailureKeepsPreviousSite, siteWithPreviousBuild} from '../support/buildFailure';
import {build, write} from '../support/siteCopy';
import {withoutApis} from './withoutApis';

// One real failing build per stage of `npm run build` (scripts/build.mjs), one stage per file so
// that jest's two workers run them side by side: each breaks one input in a copy of the site that
// holds an earlier build's site, and the build must fail with the writer's message, no stack
// trace, and that earlier site still in place: no stage leaves a partial site. The messages of
// every other bad input are checked in-process, against the code that reports them, in
// tests/unit/writer-errors.test.ts.
// This file: the deploy files stage, in a site without our API specs and event APIs (withoutApis), which it
// does not depend on.
jest.setTimeout(900_000);

describe('a build that fails at one stage says why and leaves no partial site', () => {
  const dir = siteWithPreviousBuild('live');

  it('deploy files: a robots.txt in static/, which the deploy step writes', () => {
    write(dir(), 'static/robots.txt', 'User-agent: *\nAllow: /\n');
    expectFailureKeepsPreviousSite(
      dir(),
      'live',
      build(dir(), 'live', withoutApis(dir())),
      /The live build could not write its deploy files: static\/robots\.txt: the deploy step makes the build's robots\.txt from the flavour \(robotsTxt in lib\/deploy\/policy\.ts: .+\. Remove static\/robots\.txt; .+\nNothing was written to build\/live\./,
    );
  });
});
