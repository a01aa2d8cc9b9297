import {expectFailureKeepsPreviousSite, siteWithPreviousBuild} from '../support/buildFailure';
import {build, edit} from '../support/siteCopy';
import {withoutApis} from './withoutApis';

// One real failing build per stage of `npm run build` (scripts/build.mjs), one stage per file so
// that jest's two workers run them side by side: each breaks one input in a copy of the site that
// holds an earlier build's site, and the build must fail with the writer's message, no stack
// trace, and that earlier site still in place: no stage leaves a partial site. The messages of
// every other bad input are checked in-process, against the code that reports them, in
// tests/unit/writer-errors.test.ts.
// This file: the rendering stage, in a site without our API specs and event APIs (withoutApis), which it
// does not depend on.
jest.setTimeout(900_000);

describe('a build that fails at one stage says why and leaves no partial site', () => {
  const dir = siteWithPreviousBuild('live');

  it('rendering: a link to a page that does not exist', () => {
    edit(dir(), 'docs/changelog.md', (content) => `${content}\nSee the [archive](/rest/changelog-archive).\n`);
    expectFailureKeepsPreviousSite(
      dir(),
      'live',
      build(dir(), 'live', withoutApis(dir())),
      /Broken link on source page path = \/portal\/rest\/changelog:\s+-> linking to \/portal\/rest\/changelog-archive/,
    );
  });
});
