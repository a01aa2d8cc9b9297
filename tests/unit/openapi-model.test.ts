import path from 'node:path';
import {loadSpecs} from '../../lib/openapi/load';
import {
  type SpecModel,
  apiPageData,
  apiSummary,
  buildSpecModel,
  operationPageData,
  problemTypes,
  profileId,
  profileUri,
  schemaClosure,
  sortVersions,
  uniqueSegments,
  urlSegment,
} from '../../lib/openapi/model';
import {SITE_DIR} from '../support/siteCopy';
import {kebabCase} from '../../lib/shared/text';

const routes = {baseUrl: '/portal/'};
let ours: SpecModel[];
let cases: SpecModel;

beforeAll(async () => {
  ours = (await loadSpecs(SITE_DIR, path.join(SITE_DIR, 'specs'))).specs.map((spec) => buildSpecModel(spec, routes));
  const fixtures = path.join(SITE_DIR, 'tests', 'fixtures', 'specs');
  cases = buildSpecModel((await loadSpecs(SITE_DIR, fixtures)).specs[0]!, routes);
});

const model = (key: string) => ours.find((candidate) => candidate.spec.key === key)!;
const operation = (spec: SpecModel, id: string) => spec.operations.find((candidate) => candidate.id === id)!;

describe('profiles and versions', () => {
  it('reads the profile of a media type, with slashes in its id', () => {
    const uri = profileUri('application/hal+json;profile="https://developer.lindenkauf.example/portal/profiles/viewerCases/carts/line-v1"')!;
    expect(uri).toBe('https://developer.lindenkauf.example/portal/profiles/viewerCases/carts/line-v1');
    expect(profileId(uri)).toBe('carts/line-v1');
    expect(profileUri('application/json')).toBeUndefined();
  });

  it('orders versions newest first', () => {
    expect(sortVersions(['order-v1', 'order-v2'])).toEqual(['order-v2', 'order-v1']);
    expect(sortVersions(['carts/line-v2', 'carts/line-v10', 'carts/line-v1'])).toEqual(['carts/line-v10', 'carts/line-v2', 'carts/line-v1']);
  });

  it('gives an operation with profile media types one version each; the default page shows the newest only', () => {
    const orders = model('orderManagement');
    const getOrder = operation(orders, 'getOrder');
    expect(getOrder.versions).toEqual(['order-v2', 'order-v1']);
    const page = operationPageData(orders, getOrder, getOrder.versions[0], routes);
    expect(page.versions.map(({id, permalink, deprecated}) => ({id, permalink, deprecated}))).toEqual([
      {id: 'order-v2', permalink: '/portal/reference/specs/orderManagement/operations/getOrder/order-v2', deprecated: false},
      {id: 'order-v1', permalink: '/portal/reference/specs/orderManagement/operations/getOrder/order-v1', deprecated: true},
    ]);
    const ok = page.responses.find((response) => response.status === '200')!;
    expect(ok.content.map((media) => media.profile)).toEqual(['order-v2']);
    const v1 = operationPageData(orders, getOrder, 'order-v1', routes).responses.find((response) => response.status === '200')!;
    expect(v1.content.map((media) => media.profile)).toEqual(['order-v1']);
  });

  it('names profiles after their profile URI, or the kebab-cased schema name', () => {
    expect(kebabCase('OrderV2')).toBe('order-v2');
    expect(kebabCase('PaginationLinks')).toBe('pagination-links');
    expect(kebabCase('HTTPError')).toBe('http-error');
    const orders = model('orderManagement');
    expect(orders.profiles.find((profile) => profile.name === 'OrderV2')).toMatchObject({
      id: 'order-v2',
      uri: 'https://developer.lindenkauf.example/portal/profiles/orderManagement/order-v2',
    });
    expect(orders.profileLinks['#/components/schemas/Money']).toBe('/portal/profiles/orderManagement/money');
    expect(cases.profileLinks['#/components/schemas/CartLineV1']).toBe('/portal/profiles/viewerCases/carts/line-v1');
  });

  it('gives every profile URI of our specs a profile page', () => {
    for (const spec of ours) {
      const text = JSON.stringify(spec.spec.document);
      const uris = [...text.matchAll(/https:\/\/developer\.lindenkauf\.example\/portal\/profiles\/([^/"\\]+)\/([^"\\]+)/g)];
      for (const [, key, id] of uris) {
        const owner = ours.find((candidate) => candidate.spec.key === key);
        expect({uri: `${key}/${id}`, resolves: owner?.profiles.some((profile) => profile.id === id)}).toEqual({uri: `${key}/${id}`, resolves: true});
      }
    }
  });

  it("states a profile URI the spec writes outside media types (an event's dataschema) on that profile", () => {
    const orders = model('orderManagement');
    expect(orders.profiles.find((profile) => profile.id === 'order-status-change')?.uri).toBe(
      'https://developer.lindenkauf.example/portal/profiles/orderManagement/order-status-change',
    );
    // A profile no URI names has none.
    expect(orders.profiles.find((profile) => profile.name === 'Money')?.uri).toBeUndefined();
  });
});

describe('page data', () => {
  it('lists every operation of an API with its permalink, marks and one-line summary', () => {
    const summary = apiSummary(model('checkout'), routes);
    expect(summary.title).toBe('Checkout API');
    expect(summary.summary).toBe('The Checkout API turns a selection of products into a Lindenkauf order.');
    expect(summary.operations.find((candidate) => candidate.operationId === 'getCheckout')).toEqual({
      operationId: 'getCheckout',
      method: 'get',
      path: '/checkouts/{checkoutId}',
      summary: 'Get a checkout',
      deprecated: false,
      preview: false,
      tag: 'Checkouts',
      permalink: '/portal/reference/specs/checkout/operations/getCheckout',
    });
  });

  it('groups operations by tag and lists scopes on the API page', () => {
    const page = apiPageData(model('checkout'), routes);
    expect(page.tags.map((tag) => tag.name)).toEqual(['Checkouts', 'Cart', 'Delivery', 'Payment']);
    expect(page.securitySchemes[0]!.flows.flatMap((flow) => flow.scopes.map((scope) => scope.name))).toEqual(
      expect.arrayContaining(['checkout.read', 'checkout.write']),
    );
  });

  it('resolves parameters of the path item and the operation, and writes samples in eleven languages', () => {
    const checkout = model('checkout');
    const page = operationPageData(checkout, operation(checkout, 'getCheckout'), undefined, routes);
    expect(page.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual([
      'path:checkoutId',
      'header:If-None-Match',
      'header:Accept-Language',
      'header:X-Request-Id',
    ]);
    expect(page.samples.byExample).toHaveLength(1);
    const samples = page.samples.byExample[0]!;
    expect(samples.map((sample) => sample.label)).toEqual(['curl', 'JavaScript', 'Node.js', 'Python', 'Java', 'C#', 'Go', 'PHP', 'Ruby', 'Kotlin', 'Swift']);
    const code = (label: string) => samples.find((sample) => sample.label === label)!.code;
    expect(code('curl')).toMatch(/^curl https:\/\/api\.lindenkauf\.example\/checkouts\/CHK-9D21F0 \\\n/);
    expect(code('curl')).toContain("--header 'Authorization: Bearer <ACCESS_TOKEN>'");
    expect(code('curl')).toContain("--header 'Accept: application/hal+json'");
    expect(code('JavaScript')).toContain("fetch('https://api.lindenkauf.example/checkouts/CHK-9D21F0'");
    expect(code('Python')).toContain('requests.get(');
    expect(code('Java')).toContain('HttpRequest.newBuilder()');
    expect(code('C#')).toContain('new HttpRequestMessage(HttpMethod.Get');
    expect(code('Go')).toContain('http.NewRequest("GET"');
    // A GET has no body: no content type is sent.
    expect(code('curl')).not.toContain('Content-Type');
  });

  it('takes every example from the spec, or generates one from the schema, and samples each', () => {
    const checkout = model('checkout');
    const create = operationPageData(checkout, operation(checkout, 'createCheckout'), undefined, routes);
    const body = create.requestBody!.content[0]!;
    expect(body.mediaType).toBe('application/json');
    expect(body.examples[0]!.value).toContain('"sku": "PRD-100734-42"');
    expect(create.samples.byExample).toHaveLength(body.examples.length);
    create.samples.byExample.forEach((samples, index) => {
      const curl = samples.find((sample) => sample.label === 'curl')!.code;
      expect(curl).toContain("--header 'Content-Type: application/json'");
      expect(curl).toContain(`--data '${body.examples[index]!.value.split('\n')[0]}`);
    });
    const generated = create.responses.find((response) => response.status === '201')!.content[0]!;
    expect(generated.examples).toEqual([expect.objectContaining({key: 'generated', generated: true})]);
    expect(JSON.parse(generated.examples[0]!.value)).toHaveProperty('_links');
    const payment = operationPageData(checkout, operation(checkout, 'setPaymentInstrument'), undefined, routes);
    expect(payment.requestBody!.content[0]!.examples.map((example) => [example.key, example.label])).toEqual([
      ['directDebit', 'SEPA direct debit'],
      ['card', 'Tokenised card'],
    ]);
  });

  it('gives an example value per ONE OF option: the spec example that shows it, else generated', () => {
    const checkout = model('checkout');
    const payment = operationPageData(checkout, operation(checkout, 'setPaymentInstrument'), undefined, routes);
    const [root] = payment.requestBody!.content[0]!.options!;
    expect(root!.pointer).toBe('');
    expect(root!.values.map((value) => (value as {type: string}).type)).toEqual(['INVOICE', 'DIRECT_DEBIT', 'CREDIT_CARD', 'WALLET', 'INSTALMENTS']);
    // DIRECT_DEBIT and CREDIT_CARD are the spec's examples; the others are generated.
    expect(root!.generated).toEqual([true, false, false, true, true]);
    expect(root!.values[1]).toMatchObject({accountHolder: 'Mara Köhler'});
  });

  it("models webhooks as pages of their own whose samples replay the request against your endpoint, without the API's token", () => {
    const tracking = model('tracking');
    const webhook = tracking.webhooks.find((candidate) => candidate.route === 'trackingStatusChanged')!;
    expect(webhook.summary).toMatchObject({
      webhook: true,
      path: 'trackingStatusChanged',
      permalink: '/portal/reference/specs/tracking/webhooks/trackingStatusChanged',
    });
    // Even where the document requires a token for its own operations.
    const secured = {...tracking, spec: {...tracking.spec, document: {...tracking.spec.document, security: [{oauth2: ['tracking.read']}]}}};
    const page = operationPageData(secured, webhook, undefined, routes);
    const curl = page.samples.byExample[0]!.find((sample) => sample.label === 'curl')!.code;
    expect(curl).toMatch(/^curl https:\/\/partner\.example\.com\/webhooks\/lindenkauf \\/);
    expect(curl).toContain("--header 'X-Lindenkauf-Signature: ");
    expect(curl).not.toContain('Authorization');
    expect(page.requestBody!.content[0]!.examples.length).toBeGreaterThan(1);
  });

  it('names the earlier response whose body a shared error response repeats, and its problem types', () => {
    const checkout = model('checkout');
    const create = operationPageData(checkout, operation(checkout, 'createCheckout'), undefined, routes);
    const byStatus = Object.fromEntries(create.responses.map((response) => [response.status, response]));
    // 400 has a validation problem of its own; 401 and 403 share the problem schema.
    expect(byStatus['400']!.sameAs).toBeUndefined();
    expect(byStatus['401']!.sameAs).toBeUndefined();
    expect(byStatus['403']!.sameAs).toBe('401');
    expect(byStatus['403']!.content.every((media) => media.schema === undefined)).toBe(true);
    expect(byStatus['401']!.content.every((media) => media.schema !== undefined)).toBe(true);
    expect(byStatus['400']!.problems.map((problem) => problem.permalink)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/portal\/rest\/errors#/)]));
  });

  it('needs only the schemas its operation reaches, transitively, and ends on cycles', () => {
    const closure = schemaClosure(cases.spec.document, {$ref: '#/components/schemas/Category'});
    expect([...closure]).toEqual(['#/components/schemas/Category']);
    const all = schemaClosure(cases.spec.document, {$ref: '#/components/schemas/NestedDiscriminated'});
    expect([...all].sort()).toEqual(['Card', 'Invoice', 'Mastercard', 'NestedDiscriminated', 'Visa'].map((name) => `#/components/schemas/${name}`).sort());
  });

  it('collects the problem types the APIs return, with the operations and the explanation', () => {
    const problems = problemTypes(ours, routes);
    const notFound = problems.find((problem) => problem.slug === 'not-found')!;
    expect(notFound).toMatchObject({
      type: 'https://developer.lindenkauf.example/portal/problems/not-found',
      title: 'Resource not found',
      status: 404,
      explanation: '/portal/rest/about-the-api/error-responses#not-found',
    });
    expect(notFound.operations.some((candidate) => candidate.spec === 'checkout' && candidate.operationId === 'getCheckout')).toBe(true);
    expect(problems.map((problem) => problem.status)).toEqual([...problems.map((problem) => problem.status)].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('keeps odd characters of operation ids out of URLs', () => {
    expect(urlSegment('repos/get-content')).toBe('repos/get-content');
    expect(urlSegment('get item?x=1 #2')).toBe('get-item-x-1-2');
    expect(urlSegment('Bestellung:ändern (v2)')).toBe('Bestellung-andern-v2');
    expect(urlSegment('../..')).toBe('-/-');
  });

  it('makes the URL segments of one spec unique, whatever case a host folds to', () => {
    expect(uniqueSegments(['a b', 'a-b', 'A_B', 'A-B'])).toEqual(['a-b', 'a-b-2', 'A_B', 'A-B-3']);
  });
});
