import fs from 'node:fs';
import path from 'node:path';
import {expectFailureKeepsPreviousSite, siteWithPreviousBuild} from '../support/buildFailure';
import {build, edit} from '../support/siteCopy';
import {withoutApis} from './withoutApis';

// One real failing build per stage of `npm run build` (scripts/build.mjs), one stage per file so
// that jest's two workers run them side by side: each breaks one input in a copy of the site that
// holds an earlier build's site, and the build must fail with the writer's message, no stack
// trace, and that earlier site still in place: no stage leaves a partial site. The messages of
// every other bad input are checked in-process, against the code that reports them, in
// tests/unit/writer-errors.test.ts.
// This file: the MDX stage, in a site without our API specs and event APIs (withoutApis), which it
// does not depend on.
jest.setTimeout(900_000);

describe('a build that fails at one stage says why and leaves no partial site', () => {
  const dir = siteWithPreviousBuild('live');

  it('MDX: an unknown rule id in a rule link, and a link to a markdown file that does not exist', () => {
    edit(dir(), 'docs/about-the-api/pagination.md', (content) => content.replace(/\n## /, '\nThis follows [[R199999]].\n\n## '));
    const line =
      fs
        .readFileSync(path.join(dir(), 'docs/about-the-api/pagination.md'), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('[[R199999]]')) + 1;
    edit(dir(), 'docs/changelog.md', (content) => `${content}\nSee the [old changelog](./changelog-2024.md).\n`);
    expectFailureKeepsPreviousSite(
      dir(),
      'live',
      build(dir(), 'live', withoutApis(dir())),
      `docs/about-the-api/pagination.md:${line}: unknown rule id R199999 in [[R199999]]. Link an existing rule`,
      /Markdown link with URL `\.\/changelog-2024\.md` in source file "docs\/changelog\.md" \(\d+:\d+\) couldn't be resolved/,
    );
  });
});
