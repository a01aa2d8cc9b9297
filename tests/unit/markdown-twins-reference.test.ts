import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type {Nodes, Root} from 'mdast';
import {loadSpecs} from '../../lib/openapi/load';
import {
  type OperationModel,
  type SpecModel,
  apiPageData,
  apiSummary,
  buildSpecModel,
  operationPageData,
  operationsUsing,
  problemTypes,
  profileSummary,
  schemaClosure,
} from '../../lib/openapi/model';
import {mediaExamples} from '../../lib/openapi/examples';
import {renderMarkdown} from '../../lib/openapi/markdown';
import {lazySchemaMap} from '../../plugins/openapi-reference/viewerData';
import {escapeMarkdown, htmlToMarkdown, siteLink} from '../../lib/twins/html';
import {
  type ReferenceTwinContext,
  apiTwin,
  changelogTwin,
  code,
  errorsTwin,
  fenced,
  operationTwin,
  overviewTwin,
  profileListTwin,
  profileTwin,
  shellSample,
} from '../../lib/twins/reference';
import {readTwinHeader} from '../../lib/twins/format';
import {planOperationPage, planProfilePage} from '../../lib/reference/pageTrees';
import type {ConformanceView, OperationPageData, ProfilePageData} from '../../lib/reference/types';
import {SITE_DIR} from '../support/siteCopy';

const routes = {baseUrl: '/portal/'};
const SITE = {siteUrl: 'https://developer.lindenkauf.example', baseUrl: '/portal/'};
const ORIGIN = `${SITE.siteUrl}/portal/`;

let ours: SpecModel[];
let cases: SpecModel;

beforeAll(async () => {
  ours = (await loadSpecs(SITE_DIR, path.join(SITE_DIR, 'specs'))).specs.map((spec) => buildSpecModel(spec, routes));
  cases = buildSpecModel((await loadSpecs(SITE_DIR, path.join(SITE_DIR, 'tests', 'fixtures', 'specs'))).specs[0]!, routes);
});

const model = (key: string) => ours.find((candidate) => candidate.spec.key === key)!;
const operationOf = (spec: SpecModel, id: string) => [...spec.operations, ...spec.webhooks].find((candidate) => candidate.id === id)!;
const contextOf = (spec: SpecModel, extra: Partial<ReferenceTwinContext> = {}): ReferenceTwinContext => ({
  ...SITE,
  schemas: lazySchemaMap(spec.spec.document),
  profileLinks: spec.profileLinks,
  ...extra,
});
const pageOf = (spec: SpecModel, id: string, version?: string) => {
  const operation = operationOf(spec, id);
  return operationPageData(spec, operation, version ?? operation.versions[0], routes);
};
const twinOf = (spec: SpecModel, id: string, extra: Partial<ReferenceTwinContext> = {}) => operationTwin(pageOf(spec, id), contextOf(spec, extra));

/** A profile page's data as the plugin builds it (index.ts). */
function profilePage(spec: SpecModel, name: string): ProfilePageData {
  const profile = spec.profiles.find((candidate) => candidate.name === name)!;
  const {document, key} = spec.spec;
  const closures = new Map<string, Set<string>>();
  for (const operation of [...spec.operations, ...spec.webhooks]) {
    const data = pageOf(spec, operation.id);
    closures.set(operation.summary.permalink, schemaClosure(document, [data.parameters, data.requestBody, data.responses, data.callbacks]));
  }
  const schema = {$ref: profile.ref};
  const examples = mediaExamples(document, {schema}, 'application/json', 'response');
  return {
    spec: {key, title: spec.title, permalink: `/portal/rest/${key}`},
    profile: profileSummary(spec, profile),
    ...(profile.uri ? {uri: profile.uri} : {}),
    usedBy: operationsUsing(spec, profile.ref, closures),
    ...(examples.examples.length > 0 ? {example: {mediaType: 'application/json', examples: examples.examples}} : {}),
  };
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** The last tree parsed: the checks below read each twin two or three times, and parsing is most of this file's time. */
let parsed: {markdown: string; nodes: Nodes[]} | undefined;

function nodesOf(markdown: string): Nodes[] {
  if (parsed?.markdown === markdown) {
    return parsed.nodes;
  }
  const all: Nodes[] = [];
  const walk = (node: Nodes) => {
    all.push(node);
    if ('children' in node) {
      node.children.forEach((child) => walk(child as Nodes));
    }
  };
  walk(parser.parse(markdown) as Root);
  parsed = {markdown, nodes: all};
  return all;
}

const htmlNodes = (markdown: string) => nodesOf(markdown).filter((node) => node.type === 'html');
const linkUrls = (markdown: string) =>
  nodesOf(markdown).flatMap((node) => (node.type === 'link' || node.type === 'image' || node.type === 'definition' ? [node.url] : []));
const codeBlocks = (markdown: string) => nodesOf(markdown).flatMap((node) => (node.type === 'code' ? [node] : []));

/** Every link of a twin: absolute, into the site, a twin (`.md`) or one of the static files named. */
function expectLinksAbsolute(markdown: string, files: RegExp = /\.(ya?ml|json|atom)$/): void {
  // One expectation for all of a twin's links (thousands in the largest): the failure lists each offending link.
  const wrong = linkUrls(markdown).flatMap((url) => {
    const pathPart = url.split('#')[0]!;
    const absolute = url.startsWith(ORIGIN);
    const target = pathPart.endsWith('.md') || files.test(pathPart);
    return absolute && target ? [] : [{url, absolute, target}];
  });
  expect(wrong).toEqual([]);
}

const conformance: ConformanceView = {automated: 40, passed: 38, errors: 1, warnings: 2, excepted: 1, findings: [], more: 0};

describe('htmlToMarkdown', () => {
  const convert = (markdown: string) => {
    const rendered = renderMarkdown(markdown)!;
    return 'html' in rendered ? htmlToMarkdown(rendered.html, SITE) : rendered.error;
  };

  it('keeps links, code, lists, emphasis and tables, and makes the site’s links absolute twin links', () => {
    const markdown = convert(
      [
        'See [pagination](/portal/rest/pagination#cursor), the `Accept` header and *emphasis* with **strong**.',
        '',
        '- one',
        '- two with [a spec](/portal/openapi/checkout.yaml)',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        'External: [RFC 9457](https://www.rfc-editor.org/rfc/rfc9457).',
      ].join('\n'),
    );
    expect(markdown).toContain('[pagination](https://developer.lindenkauf.example/portal/rest/pagination.md#cursor)');
    expect(markdown).toContain('`Accept`');
    expect(markdown).toContain('_emphasis_');
    expect(markdown).toContain('**strong**');
    expect(markdown).toContain('- one\n- two with [a spec](https://developer.lindenkauf.example/portal/openapi/checkout.yaml)');
    expect(markdown).toMatch(/\| a +\| b +\|/);
    expect(markdown).toContain('[RFC 9457](https://www.rfc-editor.org/rfc/rfc9457)');
    expect(markdown.endsWith('\n')).toBe(false);
    expect(htmlNodes(markdown)).toEqual([]);
  });

  it('leaves no HTML: comments and raw tags are dropped, an emptied unsafe link keeps only its text', () => {
    const markdown = htmlToMarkdown('<p>Hello <!-- secret --><b>bold</b> &lt;script&gt; <a href="">click me</a></p><div><span>inner</span></div>', SITE);
    expect(markdown).not.toContain('secret');
    expect(markdown).toContain('click me');
    expect(markdown).not.toContain('](');
    expect(htmlNodes(markdown)).toEqual([]);
    expect(htmlNodes(convert('Hello <script>alert(1)</script> there. [x](javascript:alert(1))'))).toEqual([]);
  });

  it('moves headings below the twin’s own when asked', () => {
    expect(htmlToMarkdown('<h2>Limits</h2><p>Text.</p>', SITE)).toBe('## Limits\n\nText.');
    expect(htmlToMarkdown('<h2>Limits</h2><p>Text.</p>', SITE, 3)).toBe('##### Limits\n\nText.');
  });

  it('escapes text that Markdown would read as syntax or HTML', () => {
    expect(htmlToMarkdown('<p>a &lt;b&gt; c</p>', SITE)).toBe('a \\<b> c');
    const escaped = escapeMarkdown('# not a heading, <b>not html</b>, *not emphasis*, snake_case stays');
    expect(escaped).toContain('snake_case');
    const tree = nodesOf(escaped);
    expect(tree.filter((node) => ['html', 'heading', 'emphasis'].includes(node.type))).toEqual([]);
  });

  it('links a site URL as a twin, a static file as itself, anything else unchanged', () => {
    expect(siteLink('/portal/profiles/checkout/money', SITE)).toBe('https://developer.lindenkauf.example/portal/profiles/checkout/money.md');
    expect(siteLink('https://developer.lindenkauf.example/portal/rest', SITE)).toBe('https://developer.lindenkauf.example/portal/rest.md');
    expect(siteLink('/portal/rest/checkout/changelog.atom', SITE)).toBe('https://developer.lindenkauf.example/portal/rest/checkout/changelog.atom');
    expect(siteLink('mailto:api@lindenkauf.example', SITE)).toBe('mailto:api@lindenkauf.example');
    expect(siteLink('#section', SITE)).toBe('#section');
  });
});

describe('code spans and blocks', () => {
  it('fences any text', () => {
    expect(code('a`b')).toBe('``a`b``');
    expect(code('')).toBe('`""`');
    expect(fenced('```\nx\n```', 'md')).toBe('````md\n```\nx\n```\n````');
  });
});

describe('operationTwin', () => {
  it("written from the trees its page planned, is the twin built anew at the page's depth", () => {
    for (const spec of [...ours, cases]) {
      const schemas = lazySchemaMap(spec.spec.document);
      for (const operation of [...spec.operations, ...spec.webhooks]) {
        const page = operationPageData(spec, operation, operation.versions[0], routes);
        const {trees, namedDepth} = planOperationPage(page, schemas, spec.profileLinks);
        const context = contextOf(spec, {namedDepth});
        expect(operationTwin(page, context, trees)).toBe(operationTwin(page, context));
      }
      for (const profile of spec.profiles) {
        const page = profilePage(spec, profile.name);
        const {trees, namedDepth} = planProfilePage(profile.ref, schemas, spec.profileLinks);
        const context = contextOf(spec, {namedDepth});
        expect(profileTwin(page, context, trees)).toBe(profileTwin(page, context));
      }
    }
  });

  it('starts with the twin header and the method and path, and ends with one newline', () => {
    const markdown = twinOf(cases, 'getCartLine');
    expect(readTwinHeader(markdown)).toEqual({
      title: 'Get a cart line',
      summary: 'Get a cart line: GET /carts/{cartId}/lines/{lineId} in the Viewer Cases API.',
    });
    expect(markdown).toContain('\n`GET /carts/{cartId}/lines/{lineId}`\n');
    expect(markdown.endsWith('\n')).toBe(true);
    expect(markdown.endsWith('\n\n')).toBe(false);
  });

  it('lists parameters by location with their required marks', () => {
    const markdown = twinOf(cases, 'getCartLine');
    expect(markdown).toContain('### Path parameters\n\n- `cartId` (string, required)\n- `lineId` (string, required)');
    const checkout = twinOf(model('checkout'), 'createCheckout');
    expect(checkout).toContain('### Header parameters');
    expect(checkout).toMatch(/^- `Idempotency-Key` \(string, maxLength: `64`\) — /m);
  });

  it('writes schemas as nested lists: properties indented under their object, ONE OF options as sub-lists', () => {
    const markdown = twinOf(cases, 'getCases');
    expect(markdown).toContain('Schema: [AllCases](https://developer.lindenkauf.example/portal/profiles/viewerCases/all-cases.md) object');
    expect(markdown).toContain(
      [
        '- `payment` ([NestedDiscriminated](https://developer.lindenkauf.example/portal/profiles/viewerCases/nested-discriminated.md) object)',
        '  - One of:',
        '    - *CARD* ([Card](https://developer.lindenkauf.example/portal/profiles/viewerCases/card.md) object)',
        '      - One of:',
        '        - *VISA* ([Visa](https://developer.lindenkauf.example/portal/profiles/viewerCases/visa.md) object)',
        '          - `method` (string, required)',
        '            - Values: `CARD`',
      ].join('\n'),
    );
    // allOf merged: the base's `id` is part of each option.
    expect(markdown).toContain('  - One of:\n    - *Person* (object)\n      - `id` (string, required)\n      - `firstName` (string)');
    expect(markdown).toContain('  - Any of:\n    - *Money*');
    expect(markdown).toContain('  - `sku` (string, required, pattern: `^PRD-[0-9]{6}$`, minLength: `10`, maxLength: `12`, example: `PRD-100734`)');
    expect(markdown).toContain('  - `createdAt` (string, format: `date-time`, read-only)');
    expect(markdown).toContain('  - `password` (string, write-only)');
    expect(markdown).toContain('  - `nickname` (string, nullable)');
    expect(markdown).toContain('    - `[any name]` (string, additional property)');
    expect(markdown).toContain('    - `ON_HOLD` (deprecated) — Replaced by PAYMENT_PENDING.');
    expect(markdown).toContain('      - `PLACED` — The order was **placed**.');
    expect(markdown).toContain('  - `matrix` (array of array of string)');
    expect(markdown).toContain('  - `amounts` (array of [Money](https://developer.lindenkauf.example/portal/profiles/viewerCases/money.md))');
  });

  it('ends a cycle with a link to the schema’s profile twin', () => {
    const markdown = twinOf(cases, 'getCases');
    expect(markdown).toContain(
      '  - `parent` ([Category](https://developer.lindenkauf.example/portal/profiles/viewerCases/category.md) object, circular reference to `Category` above, not expanded again)',
    );
    expect(markdown).toContain(
      '  - `next` ([Node](https://developer.lindenkauf.example/portal/profiles/viewerCases/node.md) object, circular reference to `Node` above, not expanded again)',
    );
  });

  it('links named schemas deeper than the named depth to their profile twins instead of expanding them', () => {
    const markdown = twinOf(cases, 'getCases', {namedDepth: 1});
    expect(markdown).toContain(
      '- `branches` ([BranchesAddOnly](https://developer.lindenkauf.example/portal/profiles/viewerCases/branches-add-only.md) object, fields not expanded here: see [BranchesAddOnly](https://developer.lindenkauf.example/portal/profiles/viewerCases/branches-add-only.md))',
    );
    expect(markdown).not.toContain('*By email*');
  });

  it('gives every example of a media type in a json block, and the response’s problem types linked to the errors twin', () => {
    const markdown = twinOf(model('checkout'), 'createCheckout');
    expect(markdown).toContain('Example *Two lines by SKU*:\n\nThe usual case');
    expect(markdown).toContain('Example *A line by EAN, with your reference*:');
    const blocks = codeBlocks(markdown);
    const json = blocks.filter((block) => block.lang === 'json');
    expect(json.length).toBeGreaterThanOrEqual(3);
    json.forEach((block) => expect(() => JSON.parse(block.value)).not.toThrow());
    expect(markdown).toMatch(/Problem types: \[[^\]]+\]\(https:\/\/developer\.lindenkauf\.example\/portal\/rest\/errors\.md#[a-z-]+\)/);
    const generated = twinOf(cases, 'getCases');
    expect(generated).toContain('Example (generated from the schema):\n\n```json\n{');
  });

  it('shows one request sample: the generated curl, or the spec’s own shell sample', () => {
    const markdown = twinOf(model('checkout'), 'createCheckout');
    const samples = codeBlocks(markdown).filter((block) => block.lang === 'bash');
    expect(samples).toHaveLength(1);
    expect(samples[0]!.value).toMatch(/^curl https:\/\/api\.lindenkauf\.example\/checkouts/);
    expect(markdown.match(/## Request sample/g)).toHaveLength(1);
    // getCheckout has an x-codeSamples entry in Shell (HTTPie): the spec's own comes first.
    const own = twinOf(model('checkout'), 'getCheckout');
    expect(
      codeBlocks(own)
        .filter((block) => block.lang === 'bash')
        .map((block) => block.value),
    ).toEqual([expect.stringMatching(/^http GET https:\/\/api\.lindenkauf\.example\/checkouts\//)]);
    expect(own).toContain('HTTPie (from the API team):');
  });

  it('picks the shell sample among the languages codeSamples generates', () => {
    const samples = pageOf(model('checkout'), 'createCheckout').samples;
    expect(shellSample(samples)).toMatchObject({label: 'curl', language: 'bash'});
    expect(shellSample({...samples, custom: [{label: 'Python', language: 'python', code: 'x', custom: true}]})).toMatchObject({label: 'curl'});
    expect(shellSample({request: samples.request, custom: [], byExample: [[]]})).toBeUndefined();
  });

  it('states authentication with scopes, and links every version', () => {
    const orders = model('orderManagement');
    const markdown = twinOf(orders, 'getOrder');
    expect(markdown).toContain('## Authentication\n\n- `oauth2` (scopes `orders.read`)');
    expect(markdown).toContain(
      'Versions (profiles, newest first): [order-v2](https://developer.lindenkauf.example/portal/reference/specs/orderManagement/operations/getOrder/order-v2.md) (this page), [order-v1](https://developer.lindenkauf.example/portal/reference/specs/orderManagement/operations/getOrder/order-v1.md) (deprecated)',
    );
    const v1 = operationTwin(pageOf(orders, 'getOrder', 'order-v1'), contextOf(orders));
    expect(v1).toContain(
      '[order-v1](https://developer.lindenkauf.example/portal/reference/specs/orderManagement/operations/getOrder/order-v1.md) (this page, deprecated)',
    );
    expectLinksAbsolute(markdown);
  });

  it('writes callbacks with their request and the responses the API expects', () => {
    const markdown = twinOf(model('orderManagement'), 'createReturn');
    expect(markdown).toContain('## Callbacks');
    expect(markdown).toMatch(/### returnStatusChanged: .+\n\n`POST \{\$request\.body#\/callbackUrl\}`/);
    expect(markdown).toMatch(/#### Request body \(required\)/);
    expect(markdown).toMatch(/#### Responses\n\n##### \d{3} /);
  });

  it('says that a webhook is a request the API sends to the partner’s endpoint', () => {
    const orders = model('orderManagement');
    const webhook = orders.webhooks[0]!;
    const markdown = operationTwin(operationPageData(orders, webhook, webhook.versions[0], routes), contextOf(orders));
    expect(markdown).toContain(
      `\`${webhook.method.toUpperCase()}\` to your endpoint: webhook \`${webhook.route}\`. The Order Management API sends this request to the endpoint you registered`,
    );
    expect(readTwinHeader(markdown)!.summary).toContain(`the ${webhook.route} webhook of the Order Management API`);
    expect(markdown).toContain('## Sample request');
    expect(htmlNodes(markdown)).toEqual([]);
  });

  it('converts HTML descriptions, and writes a failed render’s message as text', () => {
    const base = pageOf(cases, 'getCartLine');
    const description = renderMarkdown('Read the [guide](/portal/rest/getting-started/introduction), send `If-Match`:\n\n- *first*\n- second')!;
    const data: OperationPageData = {
      ...base,
      operation: {...base.operation, description, deprecated: true, preview: true},
      parameters: base.parameters.map((parameter, index) => (index === 0 ? {...parameter, description: {error: 'Unexpected <tag> at 1:5'}} : parameter)),
    };
    const markdown = operationTwin(data, contextOf(cases));
    expect(markdown).toContain(
      'Read the [guide](https://developer.lindenkauf.example/portal/rest/getting-started/introduction.md), send `If-Match`:\n\n- _first_\n- second',
    );
    expect(markdown).toContain('- `cartId` (string, required) — Unexpected \\<tag\\> at 1:5');
    expect(markdown).toContain('**Deprecated.**');
    expect(markdown).toContain('**Preview.**');
    expect(htmlNodes(markdown)).toEqual([]);
  });

  it('writes multi-paragraph descriptions of a property as blocks inside its list item', () => {
    const base = pageOf(cases, 'getCartLine');
    const data: OperationPageData = {
      ...base,
      parameters: base.parameters.map((parameter, index) =>
        index === 0 ? {...parameter, description: renderMarkdown('First.\n\nSecond:\n\n- a\n- b')!} : parameter,
      ),
    };
    const markdown = operationTwin(data, contextOf(cases));
    expect(markdown).toContain('- `cartId` (string, required)\n\n  First.\n\n  Second:\n\n  - a\n  - b\n\n- `lineId` (string, required)');
  });

  it('leaves no HTML from hostile descriptions', () => {
    const markdown = twinOf(cases, 'getCases');
    expect(markdown).toContain("Hello alert('description') there.");
    expect(markdown).not.toContain('javascript:');
    expect(htmlNodes(markdown)).toEqual([]);
  });
});

describe('profileTwin', () => {
  it('gives the URI, the schema as a list, the example and the operations that use it', () => {
    const orders = model('orderManagement');
    const markdown = profileTwin(profilePage(orders, 'OrderV2'), contextOf(orders));
    expect(readTwinHeader(markdown)).toEqual({title: 'OrderV2', summary: 'OrderV2: a resource representation of the Order Management API.'});
    expect(markdown).toContain('Profile URI: `https://developer.lindenkauf.example/portal/profiles/orderManagement/order-v2`');
    expect(markdown).toMatch(/## Schema\n\nType: object — /);
    expect(markdown).toMatch(/^- `_links` \(object, required\)/m);
    expect(markdown).toContain('## Example');
    expect(codeBlocks(markdown).filter((block) => block.lang === 'json').length).toBeGreaterThan(0);
    expect(markdown).toContain(
      '## Used by\n\n- [Get an order](https://developer.lindenkauf.example/portal/reference/specs/orderManagement/operations/getOrder.md): `GET /orders/{orderId}`',
    );
    expectLinksAbsolute(markdown);
    expect(htmlNodes(markdown)).toEqual([]);
  });

  it('ends a cyclic profile', () => {
    const markdown = profileTwin(profilePage(cases, 'Category'), contextOf(cases));
    expect(markdown).toContain(
      '- `parent` ([Category](https://developer.lindenkauf.example/portal/profiles/viewerCases/category.md) object, circular reference to `Category` above, not expanded again)',
    );
  });
});

describe('the list pages', () => {
  it('apiTwin: downloads, servers, authentication, operations by tag, webhooks and conformance', () => {
    const orders = model('orderManagement');
    const markdown = apiTwin({...apiPageData(orders, routes), conformance}, SITE);
    expect(readTwinHeader(markdown)!.title).toBe('Order Management API');
    expect(markdown).toContain(
      'Download the OpenAPI spec: [YAML](https://developer.lindenkauf.example/portal/openapi/orderManagement.yaml) · [JSON](https://developer.lindenkauf.example/portal/openapi/orderManagement.json)',
    );
    expect(markdown).toContain(
      '[Changelog](https://developer.lindenkauf.example/portal/rest/orderManagement/changelog.md) ([Atom feed](https://developer.lindenkauf.example/portal/rest/orderManagement/changelog.atom))',
    );
    expect(markdown).toContain('[Profiles](https://developer.lindenkauf.example/portal/profiles/orderManagement.md)');
    expect(markdown).toContain('## Servers\n\n- `https://api.lindenkauf.example`');
    expect(markdown).toMatch(/\| `orders\.read` +\| /);
    expect(markdown).toContain(
      '- [Get an order](https://developer.lindenkauf.example/portal/reference/specs/orderManagement/operations/getOrder.md): `GET /orders/{orderId}`',
    );
    expect(markdown).toMatch(
      /## Webhooks\n\n.+\n\n- \[.+\]\(https:\/\/developer\.lindenkauf\.example\/portal\/reference\/specs\/orderManagement\/webhooks\/.+\.md\): webhook `/,
    );
    expect(markdown).toContain('Passes 38 of 40 automated guideline rules · 1 error, 2 warnings, 1 excepted.');
    expectLinksAbsolute(markdown);
    expect(htmlNodes(markdown)).toEqual([]);
  });

  it('apiTwin lists conformance findings with links to the rules’ twins', () => {
    const markdown = apiTwin(
      {
        ...apiPageData(cases, routes),
        conformance: {
          ...conformance,
          findings: [
            {
              ruleId: '105',
              ruleTitle: 'Use kebab-case paths',
              rulePermalink: '/portal/guidelines/urls#105',
              type: 'MUST',
              severity: 'error',
              message: 'Path <x> breaks it.',
              line: 12,
              exception: 'Legacy path.',
            },
          ],
          more: 3,
        },
      },
      SITE,
    );
    expect(markdown).toContain(
      '- Declared exception: [MUST 105 Use kebab-case paths](https://developer.lindenkauf.example/portal/guidelines/urls.md#105) (line 12): Path \\<x\\> breaks it.\n  Declared exception: Legacy path.',
    );
    expect(markdown).toContain('3 more findings');
  });

  it('overviewTwin: every API with its summary, version and operations', () => {
    const markdown = overviewTwin({apis: ours.map((spec) => ({...apiSummary(spec, routes), conformance}))}, SITE);
    expect(readTwinHeader(markdown)!.title).toBe('API reference');
    expect(markdown).toContain('[problem types](https://developer.lindenkauf.example/portal/rest/errors.md)');
    expect(markdown).toContain('## [Checkout API](https://developer.lindenkauf.example/portal/rest/checkout.md)');
    expect(markdown).toContain(
      '- [Create a checkout](https://developer.lindenkauf.example/portal/reference/specs/checkout/operations/createCheckout.md): `POST /checkouts`',
    );
    expectLinksAbsolute(markdown);
    expect(htmlNodes(markdown)).toEqual([]);
  });

  it('errorsTwin: every problem type with the operations that return it', () => {
    const problems = problemTypes(ours, routes);
    expect(problems.length).toBeGreaterThan(0);
    const markdown = errorsTwin({problems}, SITE);
    const first = problems[0]!;
    expect(markdown).toContain(`## ${first.title}\n\n- type: \`${first.type}\``);
    expect(markdown).toMatch(
      /Returned by \d+ operations?:\n\n- \[\w+\]\(https:\/\/developer\.lindenkauf\.example\/portal\/reference\/specs\/.+\.md\): `[A-Z]+ \//,
    );
    expectLinksAbsolute(markdown);
    expect(htmlNodes(markdown)).toEqual([]);
    expect(errorsTwin({problems: []}, SITE)).toContain('No API of this portal documents problem types.');
  });

  it('profileListTwin: all APIs, or one', () => {
    const specs = ours.map((spec) => ({
      key: spec.spec.key,
      title: spec.title,
      permalink: `/portal/profiles/${spec.spec.key}`,
      profiles: spec.profiles.map((profile) => profileSummary(spec, profile)),
    }));
    const all = profileListTwin({specs}, SITE);
    expect(all).toContain('## [Checkout API](https://developer.lindenkauf.example/portal/profiles/checkout.md)');
    expect(all).toContain('- [OrderV2](https://developer.lindenkauf.example/portal/profiles/orderManagement/order-v2.md): profile `order-v2`');
    const one = profileListTwin({spec: 'checkout', specs: specs.filter((spec) => spec.key === 'checkout')}, SITE);
    expect(readTwinHeader(one)!.title).toBe('Profiles: Checkout API');
    expectLinksAbsolute(all);
  });

  it('changelogTwin: releases newest first, entries with their code and links, the feed as a file', () => {
    const markdown = changelogTwin(
      {
        spec: {key: 'checkout', title: 'Checkout API', permalink: '/portal/rest/checkout'},
        permalink: '/portal/rest/checkout/changelog',
        feed: '/portal/rest/checkout/changelog.atom',
        releases: [
          {
            version: '1.3.0',
            date: '2026-05-04',
            anchor: 'v1-3-0',
            initial: false,
            note: renderMarkdown('Vouchers *arrive*.')!,
            entries: [
              {
                label: 'New',
                text: 'Operation `redeemVoucher` added <for> everyone',
                links: [{label: 'Redeem a voucher', permalink: '/portal/reference/specs/checkout/operations/redeemVoucher'}],
              },
            ],
          },
          {version: '1.2.0', date: '', anchor: 'v1-2-0', initial: false, entries: []},
          {version: '1.0.0', date: '2026-01-02', anchor: 'v1-0-0', initial: true, entries: []},
        ],
      },
      SITE,
    );
    expect(readTwinHeader(markdown)!.title).toBe('Checkout API: changelog');
    expect(markdown).toContain('[Subscribe (Atom)](https://developer.lindenkauf.example/portal/rest/checkout/changelog.atom)');
    expect(markdown).toContain('## Version 1.3.0 (2026-05-04)\n\nVouchers _arrive_.');
    expect(markdown).toContain(
      '- **New**: Operation `redeemVoucher` added \\<for\\> everyone ([Redeem a voucher](https://developer.lindenkauf.example/portal/reference/specs/checkout/operations/redeemVoucher.md))',
    );
    expect(markdown).toContain('## Version 1.2.0\n\nNo change a partner notices');
    expect(markdown).toContain('## Version 1.0.0 (2026-01-02)\n\nFirst published version.');
    expectLinksAbsolute(markdown);
    expect(htmlNodes(markdown)).toEqual([]);
  });
});

// Spec keys as loadSpecs names them (the file's base name), known before the specs load.
// The viewer's edge cases and the two specs with versions, webhooks and profiles: the leak test's
// twin checks (tests/leak/markdown-twins-{live,internal}.test.ts) read every page's twin of both real builds.
const SPEC_KEYS = ['checkout', 'orderManagement', 'viewerCases'];

describe('every page of a spec', () => {
  it.each(SPEC_KEYS)('%s: every operation, webhook, version and profile has a twin without HTML, with absolute links, ending in one newline', (key) => {
    const spec = key === 'viewerCases' ? cases : model(key);
    expect(spec).toBeDefined();
    const context = contextOf(spec);
    const check = (markdown: string) => {
      expect(readTwinHeader(markdown)).toBeDefined();
      expect(markdown.endsWith('\n') && !markdown.endsWith('\n\n')).toBe(true);
      expect(htmlNodes(markdown)).toEqual([]);
      expectLinksAbsolute(markdown);
    };
    for (const operation of [...spec.operations, ...spec.webhooks] as OperationModel[]) {
      // The default page shows the newest version: its twin is that version's.
      for (const version of operation.versions.length > 0 ? operation.versions : [undefined]) {
        check(operationTwin(operationPageData(spec, operation, version, routes), context));
      }
    }
    for (const profile of spec.profiles) {
      check(
        profileTwin(
          {
            spec: {key: spec.spec.key, title: spec.title, permalink: `/portal/rest/${spec.spec.key}`},
            profile: profileSummary(spec, profile),
            usedBy: [],
            ...(profile.uri ? {uri: profile.uri} : {}),
          },
          context,
        ),
      );
    }
    check(apiTwin({...apiPageData(spec, routes), conformance}, SITE));
  });
});
