/**
 * What a writer gets wrong, and the message that says where and what to do: each case breaks one
 * input in a small copy of the site and runs the code that reports it (a validator, a loader, the
 * portal's plugin hook, or Docusaurus' own content loading with the portal's options) in-process.
 * These are the cases tests/build-errors once checked with a real build each; the build-errors
 * suite keeps one real failing build per stage of the build, which proves that such a failure
 * reaches the writer as these messages and leaves no partial site.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {loadFreshModule} from '@docusaurus/utils';
import {validateSections as validateRealSections} from '../../lib/portal/sections';
import {loadSpecs, specFiles, specInputs, forgetSpecLoads, type LoadedSpec} from '../../lib/openapi/load';
import {readSandboxUrl} from '../../lib/openapi/console';
import {checkHeapFor} from '../../plugins/openapi-reference/heap';
import {checkSpecKeys, reservedSpecKeys} from '../../lib/openapi/specKeys';
import guidelineRulesPlugin, {createRuleCatalogue, remarkRuleLinks} from '../../plugins/guideline-rules';
import routeGuardPlugin from '../../plugins/route-guard';
import {createErrorReportingPlugin} from '../../plugins/error-reporting';
import {GuidelineRulesContext} from '../../src/guidelines/hooks/useGuidelineRules';
import RuleIndex from '../../src/guidelines/components/RuleIndex';
import {copyModule, copySiteParts, loadPages, loadSection, portalContext, rejection, type DocsContent} from '../support/contentPlugins';
import {SITE_DIR, edit, write} from '../support/siteCopy';

// What RuleIndex imports from Docusaurus' client; its check runs before any of it is used.
jest.mock('@docusaurus/Link', () => ({__esModule: true, default: () => null}), {virtual: true});
jest.mock('@theme/Heading', () => ({__esModule: true, default: () => null}), {virtual: true});
jest.mock('@docusaurus/router', () => ({useHistory: () => ({replace: () => undefined}), useLocation: () => ({pathname: '/', search: '', hash: ''})}), {
  virtual: true,
});
jest.mock('@docusaurus/plugin-content-docs/client', () => ({useDoc: () => ({frontMatter: {}})}));

jest.setTimeout(30_000);

const lineOf = (dir: string, file: string, needle: string) =>
  fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle)) + 1;

/** The route guard's check over the routes the loaded docs and pages claim (its allContentLoaded). */
async function guardRoutes(
  siteDir: string,
  flavour: 'live' | 'internal',
  content: {docs?: DocsContent; pages?: {permalink: string; source: string}[]},
): Promise<void> {
  const plugin = routeGuardPlugin(portalContext(siteDir, flavour));
  await plugin.allContentLoaded!({
    allContent: {
      'docusaurus-plugin-content-docs': content.docs ? {rest: content.docs} : {},
      'docusaurus-plugin-content-pages': content.pages ? {default: content.pages} : {},
    },
    actions: {} as never,
  } as never);
}

describe('bad input fails with the file and the fix', () => {
  const dirs: string[] = [];
  const parts = (...names: string[]) => {
    const dir = copySiteParts(names);
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    dirs.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true}));
  });

  it('front matter `public` that is not a boolean (the docs plugin, with the portal front matter parser)', async () => {
    const dir = parts('docs');
    edit(dir, 'docs/changelog.md', (content) => content.replace(/^title:/m, 'public: "yes"\ntitle:'));
    expect(await rejection(loadSection(dir, 'rest', 'live', {sidebars: false}))).toContain(
      'docs/changelog.md:2: front matter "public" must be true or false (without quotes) (found "yes")',
    );
  });

  it('a top-nav entry naming a section that does not exist (validateSections, as docusaurus.config.ts calls it)', async () => {
    expect(() => validateRealSections()).not.toThrow();
    const dir = parts();
    const copy = path.join(dir, 'lib/portal/sections.ts');
    copyModule('lib/portal/sections.ts', copy, (content) => content.replace("section: 'support',", "section: 'helpdesk' as SectionId,"));
    // Loaded as Docusaurus loads docusaurus.config.ts and what it imports.
    const sections = (await loadFreshModule(copy)) as {validateSections: () => void};
    expect(() => sections.validateSections()).toThrow(
      /lib\/portal\/sections\.ts: the top-nav entry for section "helpdesk" names no section\. Add \{id: 'helpdesk', \.\.\.\} to SECTIONS or fix the entry's section/,
    );
  });

  it('a sidebar entry pointing to a missing doc (the docs plugin, with the portal side navigation)', async () => {
    const dir = parts('docs');
    copyModule('sidebars.ts', path.join(dir, 'sidebars.ts'), (content) => content.replace("'getting-started/scopes',", "'getting-started/scope',"));
    expect(await rejection(loadSection(dir, 'rest', 'internal'))).toContain(
      'sidebars.ts: the "rest" side navigation names the doc "getting-started/scope", but there is no docs/getting-started/scope.md or .mdx. Create that file or fix the entry in sidebars.ts.',
    );
  });

  it('an unknown rule id in a rule link (remarkRuleLinks, on the page as MDX parses it)', async () => {
    const dir = parts('docs', 'guidelines');
    edit(dir, 'docs/about-the-api/pagination.md', (content) => content.replace(/\n## /, '\nThis follows [[R199999]].\n\n## '));
    const line = lineOf(dir, 'docs/about-the-api/pagination.md', '[[R199999]]');
    const filePath = path.join(dir, 'docs/about-the-api/pagination.md');
    const tree = unified().use(remarkParse).use(remarkFrontmatter).parse(fs.readFileSync(filePath, 'utf8')) as Root;
    const transform = remarkRuleLinks({getRules: createRuleCatalogue(dir), siteDir: dir});
    expect(await rejection(transform(tree, {path: filePath} as VFile))).toContain(
      `docs/about-the-api/pagination.md:${line}: unknown rule id R199999 in [[R199999]]. Link an existing rule`,
    );
  });

  it('a duplicate rule id (the guideline-rules plugin loading the rules)', async () => {
    const dir = parts('guidelines');
    // Same folder: Docusaurus itself reports two docs sharing one id. Another group is ours to catch.
    write(dir, 'guidelines/rules/rest/http/r104099.md', fs.readFileSync(path.join(dir, 'guidelines/rules/rest/json/r102001.md'), 'utf8'));
    const plugin = guidelineRulesPlugin(portalContext(dir, 'live'));
    expect(await rejection(() => plugin.loadContent!())).toMatch(
      /Duplicate rule id R102001 in guidelines\/rules\/rest\/(http\/r104099|json\/r102001)\.md and guidelines\/rules\/rest\/(json\/r102001|http\/r104099)\.md\. Give one of them an unused id\./,
    );
  });

  it('a rule page claiming an automated check the lint ruleset does not have (the guideline-rules plugin)', async () => {
    const dir = parts('guidelines');
    edit(dir, 'guidelines/rules/rest/authorization/r103003.md', (content) => content.replace(/^type: MUST$/m, 'type: MUST\nautomated: true'));
    const plugin = guidelineRulesPlugin(portalContext(dir, 'live'));
    expect(await rejection(() => plugin.loadContent!())).toContain(
      'guidelines/rules/rest/authorization/r103003.md: R103003 says `automated: true`, but lib/lint/checks has no check R103003. Add lib/lint/checks/r103003.ts and list it in lib/lint/checks/index.ts, or remove the claim.',
    );
  });

  it('the rule index on a page outside the guidelines (RuleIndex, rendered as the page would render it)', async () => {
    // Outside the guidelines section no rules' data is provided: the page fails to render, naming the fix.
    expect(() => renderToString(React.createElement(RuleIndex))).toThrow(
      '<RuleIndex /> lists guideline rules and works only on pages of the guidelines section (guidelines/)',
    );
    expect(() =>
      renderToString(React.createElement(GuidelineRulesContext.Provider, {value: {rules: [], backlinks: {}}}, React.createElement(RuleIndex))),
    ).not.toThrow();
    // The page Docusaurus names in that failure: the changelog's route.
    const dir = parts('docs');
    edit(dir, 'docs/changelog.md', (content) => `${content}\n<RuleIndex />\n`);
    const {loadedVersions} = await loadSection(dir, 'rest', 'live', {sidebars: false});
    expect(loadedVersions[0]!.docs.find((doc) => doc.source === '@site/docs/changelog.md')?.permalink).toMatch(/\/portal\/rest\/changelog/);
  });

  it('a page claiming a redirected route (the pages plugin, then the route guard)', async () => {
    const dir = parts('src/pages');
    write(dir, 'src/pages/link-relations.md', '---\ntitle: Link relations\n---\n\n# Link relations\n\nThe relations moved.\n');
    const pages = await loadPages(dir, 'live');
    expect(await rejection(guardRoutes(dir, 'live', {pages}))).toMatch(
      /\/portal\/link-relations is claimed by src\/pages\/link-relations\.md and lib\/portal\/sections\.ts \(redirect \/link-relations\)/,
    );
  });

  it('a collector URL for error reporting that is not a URL (the error-reporting plugin)', () => {
    expect(() => createErrorReportingPlugin({PORTAL_APM_SERVER_URL: 'foo'})).toThrow(
      `PORTAL_APM_SERVER_URL: "foo" is not a URL; set it to the collector's http(s) URL or leave it empty`,
    );
  });

  it('two pages claiming one route (the docs plugin, then the route guard)', async () => {
    const dir = parts('docs');
    write(dir, 'docs/about-the-api/paging.md', '---\ntitle: Paging\nslug: /about-the-api/pagination\n---\nPaging explained again.\n');
    const docs = await loadSection(dir, 'rest', 'internal', {sidebars: false});
    const message = await rejection(guardRoutes(dir, 'internal', {docs}));
    expect(message).toMatch(
      /\/portal\/rest\/about-the-api\/pagination is claimed by docs\/about-the-api\/(pagination|paging)\.md and docs\/about-the-api\/(paging|pagination)\.md/,
    );
    expect(message).toMatch(/Give one of them another file name or `slug`/);
  });
});

describe('a bad spec fails with the file and the fix', () => {
  const dirs: string[] = [];
  /** A site folder with only these specs of specs/ (or none), for loadSpecs. */
  const specsOnly = (...names: string[]) => {
    const dir = copySiteParts(names.map((name) => `specs/${name}`));
    fs.mkdirSync(path.join(dir, 'specs'), {recursive: true});
    dirs.push(dir);
    return dir;
  };
  const loadProblems = (dir: string) => rejection(loadSpecs(dir, path.join(dir, 'specs')));
  afterEach(() => {
    dirs.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true}));
  });

  it('invalid YAML in a spec, with its line', async () => {
    const dir = specsOnly('checkout.yaml');
    edit(dir, 'specs/checkout.yaml', (content) => content.replace('  title: Checkout API\n', '  title: "Checkout API\n'));
    const message = await loadProblems(dir);
    expect(message).toMatch(/specs\/checkout\.yaml:\d+: invalid YAML: .+\. Fix the syntax there\./);
    expect(message).not.toMatch(/YAMLException/);
  });

  it('invalid JSON in a spec, with its line', async () => {
    const dir = specsOnly();
    write(dir, 'specs/broken.json', '{\n  "openapi": "3.0.3",\n  "info": {"title": "Broken API", "version": "1"},,\n  "paths": {}\n}\n');
    expect(await loadProblems(dir)).toContain('specs/broken.json:3: invalid JSON');
  });

  it('a document that is not OpenAPI 3.x', async () => {
    const dir = specsOnly();
    write(dir, 'specs/legacy.yaml', 'swagger: "2.0"\ninfo:\n  title: Legacy API\n  version: "1"\npaths: {}\n');
    expect(await loadProblems(dir)).toContain('specs/legacy.yaml: not an OpenAPI 3.x document (swagger: 2.0). The reference reads OpenAPI 3.0 and 3.1');
  });

  it('an unresolvable $ref, with file, line and JSON pointer', async () => {
    const dir = specsOnly('checkout.yaml');
    edit(dir, 'specs/checkout.yaml', (content) => content.replace("$ref: '#/components/schemas/CheckoutCreate'", "$ref: '#/components/schemas/CheckoutCreat'"));
    const line = lineOf(dir, 'specs/checkout.yaml', 'CheckoutCreat');
    expect(await loadProblems(dir)).toMatch(
      new RegExp(`specs/checkout\\.yaml:${line}: Can't resolve \\$ref.*\\(at #/paths/~1checkouts/post/requestBody/content/application~1json/schema\\)`),
    );
  });

  it('a duplicate operationId, naming both operations', async () => {
    const dir = specsOnly('checkout.yaml');
    edit(dir, 'specs/checkout.yaml', (content) => content.replace('operationId: getCheckout', 'operationId: createCheckout'));
    expect(await loadProblems(dir)).toMatch(
      /specs\/checkout\.yaml: duplicate operationId "createCheckout" on POST \/checkouts \(line \d+\) and GET \/checkouts\/\{checkoutId\} \(line \d+\)\. Give each operation its own id\./,
    );
  });

  it('an x-public that is not a boolean', async () => {
    const dir = specsOnly('checkout.yaml');
    edit(dir, 'specs/checkout.yaml', (content) => content.replace('x-public: true', 'x-public: "yes"'));
    const line = lineOf(dir, 'specs/checkout.yaml', 'x-public');
    expect(await loadProblems(dir)).toContain(`specs/checkout.yaml:${line}: x-public must be true or false (without quotes) (found "yes").`);
  });

  it('a spec key that collides with a page of the REST documentation (checkSpecKeys over the docs the build loads)', async () => {
    const dir = specsOnly('checkout.yaml');
    fs.cpSync(path.join(SITE_DIR, 'docs'), path.join(dir, 'docs'), {recursive: true});
    fs.copyFileSync(path.join(dir, 'specs/checkout.yaml'), path.join(dir, 'specs/getting-started.yaml'));
    const {specs} = await loadSpecs(dir, path.join(dir, 'specs'));
    const {loadedVersions} = await loadSection(dir, 'rest', 'live', {sidebars: false});
    const reserved = reservedSpecKeys(
      '/portal/',
      loadedVersions[0]!.docs.map((doc) => doc.permalink),
    );
    const models = specs.filter((spec) => spec.public).map((spec: LoadedSpec) => ({spec}));
    expect(await rejection(() => checkSpecKeys(models as never, reserved))).toContain(
      'specs/getting-started.yaml: the spec key "getting-started" would give the API the route /rest/getting-started, which the REST API documentation already uses. Rename the file',
    );
  });

  // Every origin a spec names goes into the "Try it" console and the CSP (lib/openapi/origins.ts checks it as the spec loads).
  it.each([
    [
      'a server on plain http',
      'url: https://api.lindenkauf.example\n',
      'url: http://api.lindenkauf.example\n',
      'the URL of server 1, "http://api.lindenkauf.example", is not https. Use https://api.lindenkauf.example.',
    ],
    [
      'an x-sandbox token URL on an IP address',
      'tokenUrl: https://auth.sandbox.lindenkauf.example/oauth2/token',
      'tokenUrl: https://203.0.113.7/oauth2/token',
      'the x-sandbox tokenUrl of server 2, "https://203.0.113.7/oauth2/token", names its host by IP address. Name the host by a DNS name under *.lindenkauf.example',
    ],
    [
      'an OAuth token URL with credentials in it',
      'tokenUrl: https://auth.lindenkauf.example/oauth2/token\n          scopes:',
      'tokenUrl: https://partner:secret@auth.lindenkauf.example/oauth2/token\n          scopes:',
      'the tokenUrl of the clientCredentials flow of the security scheme oauth2, "https://partner:secret@auth.lindenkauf.example/oauth2/token", carries credentials (user:password@) before its host. Remove them',
    ],
    [
      'a server host with a comma, which would split the CSP header',
      'url: https://api.sandbox.lindenkauf.example\n',
      'url: https://sandbox,api.lindenkauf.example\n',
      'the URL of server 2, "https://sandbox,api.lindenkauf.example", contains a comma, which would split or break the Content-Security-Policy header the origin goes into. Name one URL',
    ],
    [
      'an x-sandbox authorization URL outside the allowlist',
      'authorizationUrl: https://auth.sandbox.lindenkauf.example/oauth2/authorize',
      'authorizationUrl: https://auth.sandbox.example.com/oauth2/authorize',
      'the x-sandbox authorizationUrl of server 2, "https://auth.sandbox.example.com/oauth2/authorize", names the host auth.sandbox.example.com, which is outside the hosts the console may reach (*.lindenkauf.example). Use a host under *.lindenkauf.example; another domain needs a security review and an entry in ALLOWED_API_HOSTS in lib/portal/config.ts.',
    ],
  ])('%s, with its line and the fix', async (_case, from, to, problem) => {
    const dir = specsOnly('checkout.yaml');
    const line = lineOf(dir, 'specs/checkout.yaml', from.split('\n')[0]!);
    edit(dir, 'specs/checkout.yaml', (content) => content.replace(from, to));
    expect(await loadProblems(dir)).toContain(`specs/checkout.yaml:${line}: ${problem}`);
  });

  it('a loopback server in a production build (NODE_ENV=production, as docusaurus build sets it); the dev server takes it', async () => {
    const dir = specsOnly('checkout.yaml');
    edit(dir, 'specs/checkout.yaml', (content) => content.replace('url: https://api.sandbox.lindenkauf.example\n', 'url: http://127.0.0.1:4010/checkout\n'));
    const line = lineOf(dir, 'specs/checkout.yaml', 'http://127.0.0.1:4010/checkout');
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(await loadProblems(dir)).toContain(
        `specs/checkout.yaml:${line}: the URL of server 2, "http://127.0.0.1:4010/checkout", is a loopback address, which only the dev server and tests may use. Name the API's https host under *.lindenkauf.example`,
      );
      process.env.NODE_ENV = 'development';
      expect((await loadSpecs(dir, path.join(dir, 'specs'))).specs.map((spec) => spec.key)).toEqual(['checkout']);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('a PORTAL_SANDBOX_URL that names two origins, or one outside the allowlist (readSandboxUrl)', () => {
    expect(() => readSandboxUrl({PORTAL_SANDBOX_URL: 'https://sandbox.lindenkauf.example,https://evil.example'}, true)).toThrow(
      'PORTAL_SANDBOX_URL="https://sandbox.lindenkauf.example,https://evil.example" contains a comma, which would split or break the Content-Security-Policy header',
    );
    expect(() => readSandboxUrl({PORTAL_SANDBOX_URL: 'https://sandbox.example.com'}, true)).toThrow(
      'PORTAL_SANDBOX_URL="https://sandbox.example.com" names the host sandbox.example.com, which is outside the hosts the console may reach (*.lindenkauf.example).',
    );
    expect(readSandboxUrl({PORTAL_SANDBOX_URL: 'http://127.0.0.1:3104'}, true)).toBe('http://127.0.0.1:3104');
  });

  it('a PORTAL_SANDBOX_URL that is not a URL names the variable and an example (readSandboxUrl, as the reference plugin reads it)', () => {
    expect(() => readSandboxUrl({PORTAL_SANDBOX_URL: 'sandbox.lindenkauf.example'}, true)).toThrow(
      'PORTAL_SANDBOX_URL="sandbox.lindenkauf.example" is not a URL. Set it to the origin of the sandbox the console sends to, for example http://127.0.0.1:4010',
    );
  });

  it('specs too large for the heap stop the build before it starts, with what to set (checkHeapFor, at the heap limit Node gets from --max-old-space-size=400)', () => {
    // Our 18 specs need about 550 MiB; this heap is smaller. V8's limit for that setting, as the build would see it:
    const limit = Number(
      execFileSync(process.execPath, ['--max-old-space-size=400', '-p', 'require("node:v8").getHeapStatistics().heap_size_limit'], {encoding: 'utf8'}),
    );
    const spy = jest.spyOn(v8, 'getHeapStatistics').mockReturnValue({...v8.getHeapStatistics(), heap_size_limit: limit});
    try {
      // The reference plugin checks before it loads the specs: their inputs are the files alone.
      forgetSpecLoads();
      const dir = path.join(SITE_DIR, 'specs');
      const problem = checkHeapFor({specs: specFiles(dir), inputs: specInputs(dir)}, {});
      expect(problem).toMatch(/18 spec\(s\) with 1\.\d MiB of OpenAPI need about \d+ MiB of heap for this build, and Node may use \d+ MiB here\./);
      expect(problem).toMatch(/Set NODE_OPTIONS=--max-old-space-size=\d+ and build on a machine with at least \d+ MiB of free memory/);
      expect(problem).toContain('PORTAL_HEAP_CHECK=off skips this check.');
      expect(checkHeapFor({specs: specFiles(dir)}, {PORTAL_HEAP_CHECK: 'off'})).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });

  it('docs front matter with broken YAML names the file and the line (the docs plugin, with the portal front matter parser)', async () => {
    const dir = specsOnly();
    fs.cpSync(path.join(SITE_DIR, 'docs'), path.join(dir, 'docs'), {recursive: true});
    edit(dir, 'docs/getting-started/introduction.md', (content) => content.replace(/^title: (.*)$/m, 'title: $1\nsidebar_label: [Introduction'));
    const line = lineOf(dir, 'docs/getting-started/introduction.md', 'sidebar_label: [Introduction') + 1;
    const message = await rejection(loadSection(dir, 'rest', 'live', {sidebars: false}));
    expect(message).toContain(`docs/getting-started/introduction.md:${line}: the front matter is not valid YAML`);
    expect(message).not.toMatch(/YAMLException/);
  });
});
