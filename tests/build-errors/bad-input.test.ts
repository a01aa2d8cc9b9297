import fs from 'node:fs';
import path from 'node:path';
import {expectCleanFailure} from '../support/buildFailure';
import {build, copySite, edit, write} from '../support/siteCopy';

// Each case breaks one thing in a copy of the site and runs the real build script.
jest.setTimeout(180_000);

describe('a build with bad input fails with the file and the fix', () => {
  let dir: string;
  beforeEach(() => {
    dir = copySite();
  });
  afterEach(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('front matter `public` that is not a boolean', () => {
    edit(dir, 'docs/changelog.md', (content) => content.replace(/^title:/m, 'public: "yes"\ntitle:'));
    expectCleanFailure(dir, build(dir, 'live'), 'docs/changelog.md:2: front matter "public" must be true or false (without quotes) (found "yes")');
  });

  it('a top-nav entry naming a section that does not exist', () => {
    edit(dir, 'lib/portal/sections.ts', (content) => content.replace("section: 'support',", "section: 'helpdesk' as SectionId,"));
    expectCleanFailure(dir, build(dir, 'live'), /src\/portal\/sections\.ts: the top-nav entry for section "helpdesk" names no section\. Add \{id: 'helpdesk', \.\.\.\} to SECTIONS or fix the entry's section/);
  });

  it('a sidebar entry pointing to a missing doc', () => {
    edit(dir, 'sidebars.ts', (content) => content.replace("'getting-started/scopes',", "'getting-started/scope',"));
    expectCleanFailure(dir, build(dir, 'internal'), 'sidebars.ts: the "rest" side navigation names the doc "getting-started/scope", but there is no docs/getting-started/scope.md or .mdx. Create that file or fix the entry in sidebars.ts.');
  });

  it('an unknown rule id in a rule link', () => {
    edit(dir, 'docs/about-the-api/pagination.md', (content) => content.replace(/\n## /, '\nThis follows [[R199999]].\n\n## '));
    const line = fs.readFileSync(path.join(dir, 'docs/about-the-api/pagination.md'), 'utf8').split('\n').findIndex((text) => text.includes('[[R199999]]')) + 1;
    expectCleanFailure(dir, build(dir, 'live'), `docs/about-the-api/pagination.md:${line}: unknown rule id R199999 in [[R199999]]. Link an existing rule`);
  });

  it('a duplicate rule id', () => {
    const original = fs.readFileSync(path.join(dir, 'guidelines/rules/rest/json/r102001.md'), 'utf8');
    // Same folder: Docusaurus itself reports two docs sharing one id. Another group is ours to catch.
    write(dir, 'guidelines/rules/rest/http/r104099.md', original);
    expectCleanFailure(dir, build(dir, 'live'), /Duplicate rule id R102001 in guidelines\/rules\/rest\/(http\/r104099|json\/r102001)\.md and guidelines\/rules\/rest\/(json\/r102001|http\/r104099)\.md\. Give one of them an unused id\./);
  });

  it('a rule page claiming an automated check the lint ruleset does not have', () => {
    edit(dir, 'guidelines/rules/rest/authorization/r103003.md', (content) => content.replace(/^type: MUST$/m, 'type: MUST\nautomated: true'));
    expectCleanFailure(
      dir,
      build(dir, 'live'),
      'guidelines/rules/rest/authorization/r103003.md: R103003 says `automated: true`, but lib/lint/checks has no check R103003. Add lib/lint/checks/r103003.ts and list it in lib/lint/checks/index.ts, or remove the claim.',
    );
  });

  it('a link to a markdown file that does not exist', () => {
    edit(dir, 'docs/changelog.md', (content) => `${content}\nSee the [old changelog](./changelog-2024.md).\n`);
    expectCleanFailure(dir, build(dir, 'live'), /Markdown link with URL `\.\/changelog-2024\.md` in source file "docs\/changelog\.md" \(\d+:\d+\) couldn't be resolved/);
  });

  it('a link to a page that does not exist', () => {
    edit(dir, 'docs/changelog.md', (content) => `${content}\nSee the [archive](/rest/changelog-archive).\n`);
    expectCleanFailure(dir, build(dir, 'live'), /Broken link on source page path = \/portal\/rest\/changelog:\s+-> linking to \/portal\/rest\/changelog-archive/);
  });

  it('the rule index on a page outside the guidelines', () => {
    edit(dir, 'docs/changelog.md', (content) => `${content}\n<RuleIndex />\n`);
    expectCleanFailure(dir, build(dir, 'live'), /\/portal\/rest\/changelog/, '<RuleIndex /> lists guideline rules and works only on pages of the guidelines section (guidelines/)');
  });

  it('a page claiming a redirected route', () => {
    write(dir, 'src/pages/link-relations.md', '---\ntitle: Link relations\n---\n\n# Link relations\n\nThe relations moved.\n');
    expectCleanFailure(dir, build(dir, 'live'), /\/portal\/link-relations is claimed by src\/pages\/link-relations\.md and src\/portal\/sections\.ts \(redirect \/link-relations\)/);
  });

  it('a collector URL for error reporting that is not a URL', () => {
    expectCleanFailure(dir, build(dir, 'live', {PORTAL_APM_SERVER_URL: 'foo'}), `PORTAL_APM_SERVER_URL: "foo" is not a URL; set it to the collector's http(s) URL or leave it empty`);
  });

  it('two pages claiming one route', () => {
    write(dir, 'docs/about-the-api/paging.md', '---\ntitle: Paging\nslug: /about-the-api/pagination\n---\nPaging explained again.\n');
    expectCleanFailure(dir, build(dir, 'internal'), /\/portal\/rest\/about-the-api\/pagination is claimed by docs\/about-the-api\/(pagination|paging)\.md and docs\/about-the-api\/(paging|pagination)\.md/, /Give one of them another file name or `slug`/);
  });
});
