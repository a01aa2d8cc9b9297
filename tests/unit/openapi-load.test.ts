import path from 'node:path';
import {loadSpecs, specsDir, SpecInputError} from '../../lib/openapi/load';
import {checkSpecKeys, reservedSpecKeys} from '../../lib/openapi/specKeys';
import {buildSpecModel, serversOf} from '../../lib/openapi/model';
import {tempTree} from '../support/tempTree';

const spec = (
  extra: Record<string, unknown> = {},
  paths = 'paths:\n  /things/{thingId}:\n    get:\n      operationId: getThing\n      summary: Get a thing\n      parameters:\n        - name: thingId\n          in: path\n          required: true\n          schema:\n            type: string\n      responses:\n        "200":\n          description: The thing.\n          content:\n            application/json:\n              schema:\n                $ref: "#/components/schemas/Thing"\n',
) =>
  [
    'openapi: 3.0.3',
    'info:',
    '  title: Things API',
    '  version: 1.0.0',
    ...Object.entries(extra).map(([key, value]) => `${key}: ${JSON.stringify(value)}`),
    paths.trimEnd(),
    'components:',
    '  schemas:',
    '    Thing:',
    '      type: object',
    '      properties:',
    '        thingId:',
    '          type: string',
  ].join('\n');

async function problemsOf(files: Record<string, string>): Promise<string> {
  const dir = tempTree(files);
  try {
    await loadSpecs(dir, dir);
  } catch (error) {
    expect(error).toBeInstanceOf(SpecInputError);
    return (error as Error).message;
  }
  throw new Error('loadSpecs accepted the input');
}

describe('loading specs', () => {
  it('reads YAML and JSON, keyed by file name, public only with x-public: true', async () => {
    const dir = tempTree({
      'things.yaml': spec({'x-public': true}),
      'more.json': JSON.stringify({openapi: '3.1.0', info: {title: 'More API', version: '1'}, paths: {}}),
      'README.md': '# not a spec',
    });
    const {specs, notices} = await loadSpecs(dir, dir);
    expect(specs.map((loaded) => [loaded.key, loaded.public])).toEqual([
      ['more', false],
      ['things', true],
    ]);
    expect(notices).toEqual([expect.stringContaining('more.json has no x-public flag: the API is treated as internal')]);
  });

  it('keeps $refs: the bundle is not dereferenced', async () => {
    const dir = tempTree({'things.yaml': spec({'x-public': true})});
    const {specs} = await loadSpecs(dir, dir);
    const response = specs[0]!.document.paths!['/things/{thingId}']!.get as {responses: Record<string, {content: Record<string, {schema: unknown}>}>};
    expect(response.responses['200']!.content['application/json']!.schema).toEqual({$ref: '#/components/schemas/Thing'});
  });

  it('reports invalid YAML with file and line', async () => {
    const message = await problemsOf({'things.yaml': 'openapi: 3.0.3\ninfo:\n  title: "Things\n  version: 1\n'});
    expect(message).toMatch(/things\.yaml:\d+: invalid YAML: .+\. Fix the syntax there\./);
  });

  it('reports invalid JSON with file and line', async () => {
    const message = await problemsOf({'things.json': '{\n  "openapi": "3.0.3",\n  "info": {\n    "title": "Things",,\n  }\n}'});
    expect(message).toMatch(/things\.json:4: invalid JSON/);
  });

  it('rejects a document that is not OpenAPI 3.x', async () => {
    expect(await problemsOf({'legacy.yaml': 'swagger: "2.0"\ninfo:\n  title: Old\n  version: 1\npaths: {}\n'})).toContain(
      'legacy.yaml: not an OpenAPI 3.x document (swagger: 2.0)',
    );
    expect(await problemsOf({'plain.yaml': 'title: just yaml\n'})).toContain('plain.yaml: not an OpenAPI 3.x document (no "openapi" field)');
  });

  it('reports an unresolvable $ref with file, line and pointer', async () => {
    const message = await problemsOf({'things.yaml': spec({'x-public': true}).replace('#/components/schemas/Thing', '#/components/schemas/Thingy')});
    expect(message).toMatch(
      /things\.yaml:\d+: Can't resolve \$ref.*\(at #\/paths\/~1things~1\{thingId\}\/get\/responses\/200\/content\/application~1json\/schema\).*Point the \$ref to a component that exists/s,
    );
  });

  it('reports a duplicate operationId naming both operations', async () => {
    const paths =
      'paths:\n  /a:\n    get:\n      operationId: same\n      responses:\n        "204":\n          description: ok\n  /b:\n    get:\n      operationId: same\n      responses:\n        "204":\n          description: ok\n';
    expect(await problemsOf({'things.yaml': spec({'x-public': true}, paths)})).toMatch(
      /things\.yaml: duplicate operationId "same" on GET \/a \(line \d+\) and GET \/b \(line \d+\)/,
    );
  });

  it('rejects an x-public that is not a boolean, with its line', async () => {
    expect(await problemsOf({'things.yaml': spec({'x-public': 'yes'})})).toMatch(
      /things\.yaml:5: x-public must be true or false \(without quotes\) \(found "yes"\)/,
    );
  });

  it('derives a stable id for an operation without operationId, and says so', async () => {
    const paths = 'paths:\n  /orders/{orderId}/items:\n    get:\n      responses:\n        "204":\n          description: ok\n';
    const dir = tempTree({'things.yaml': spec({'x-public': true}, paths)});
    const {specs, notices} = await loadSpecs(dir, dir);
    expect([...specs[0]!.derivedIds.values()]).toEqual(['getOrdersOrderIdItems']);
    expect(notices.join('\n')).toContain('1 operation(s) have no operationId; their pages use ids derived from method and path (getOrdersOrderIdItems)');
    expect(buildSpecModel(specs[0]!, {baseUrl: '/portal/'}).operations[0]!.summary.permalink).toBe(
      '/portal/reference/specs/things/operations/getOrdersOrderIdItems',
    );
  });

  it('notes a discriminator mapping that names nothing, and builds (it only labels options)', async () => {
    const paths = [
      'paths:',
      '  /pets:',
      '    get:',
      '      operationId: listPets',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content:',
      '            application/json:',
      '              schema:',
      '                oneOf:',
      '                  - $ref: "#/components/schemas/Thing"',
      '                discriminator:',
      '                  propertyName: kind',
      '                  mapping:',
      '                    cat: "models/cat.yml"',
    ].join('\n');
    const dir = tempTree({'things.yaml': spec({'x-public': true}, paths)});
    const {specs, notices} = await loadSpecs(dir, dir);
    expect(specs).toHaveLength(1);
    expect(notices.join('\n')).toMatch(
      /things\.yaml: 1 discriminator mapping value\(s\) name schemas that do not resolve \(first at #\/paths\/.*\/discriminator\/mapping\/cat\)/,
    );
  });

  it('reads a sandbox server with its token URLs, and rejects a malformed x-sandbox with its line and the fix', async () => {
    const sandbox = {tokenUrl: 'https://auth.sandbox.lindenkauf.example/token', authorizationUrl: 'https://auth.sandbox.lindenkauf.example/authorize'};
    const good = {
      'x-public': true,
      servers: [{url: 'https://api.lindenkauf.example'}, {url: 'https://api.sandbox.lindenkauf.example', 'x-sandbox': sandbox}],
    };
    const dir = tempTree({'things.yaml': spec(good)});
    const {specs} = await loadSpecs(dir, dir);
    expect(serversOf(specs[0]!.document)).toEqual([{url: 'https://api.lindenkauf.example'}, {url: 'https://api.sandbox.lindenkauf.example', sandbox}]);
    const bad = {
      'x-public': true,
      servers: [{url: 'https://api.sandbox.lindenkauf.example', 'x-sandbox': {tokenUrl: '/token', authorizationUrl: 3, scopes: 1}}],
    };
    const message = await problemsOf({'things.yaml': spec(bad)});
    expect(message).toMatch(
      /things\.yaml:6: x-sandbox of the server 1 must be \{tokenUrl, authorizationUrl\} with absolute https URLs \(authorizationUrl is 3\) \(unknown: scopes\)\. Example: /,
    );
    expect(message).toContain('things.yaml:6: the x-sandbox tokenUrl of server 1, "/token", is not an absolute https URL. Write the whole URL');
    expect(await problemsOf({'things.yaml': spec({servers: [{url: 'https://api.sandbox.lindenkauf.example', 'x-sandbox': true}]})})).toMatch(
      /things\.yaml:5: x-sandbox of the server 1 must be/,
    );
  });

  it('checks every origin a spec names, wherever it names it, each with its line', async () => {
    const lines = [
      'openapi: 3.1.0',
      'info: {title: Things API, version: 1.0.0}',
      'x-public: true',
      'servers:',
      '  - url: https://api.lindenkauf.example',
      '  - url: https://{region}.api.lindenkauf.example',
      '    variables:',
      '      region: {default: eu, enum: [eu, "evil.example/"]}',
      '  - url: /v1',
      'paths:',
      '  /things:',
      '    servers:',
      '      - url: http://things.lindenkauf.example',
      '    get:',
      '      servers:',
      '        - url: https://things.example.com',
      '      callbacks:',
      '        thingChanged:',
      "          '{$request.body#/callbackUrl}':",
      '            servers:',
      '              - url: https://10.0.0.7',
      '            post:',
      '              responses: {"200": {description: OK}}',
      '      responses: {"200": {description: OK}}',
      'webhooks:',
      '  thingAdded:',
      '    post:',
      '      servers:',
      '        - url: https://a,b.lindenkauf.example',
      '      responses: {"200": {description: OK}}',
      'components:',
      '  securitySchemes:',
      '    oauth2:',
      '      type: oauth2',
      '      flows:',
      '        clientCredentials:',
      '          tokenUrl: https://user:pw@auth.lindenkauf.example/token',
      '          scopes: {}',
      '        authorizationCode:',
      '          authorizationUrl: https://auth.lindenkauf.example/authorize',
      '          tokenUrl: https://auth.lindenkauf.example/token',
      '          refreshUrl: https://*.lindenkauf.example/token',
      '          scopes: {}',
      '    oidc:',
      '      type: openIdConnect',
      '      openIdConnectUrl: http://127.0.0.1:4010/.well-known/openid-configuration',
    ];
    const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1;
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let message: string;
    try {
      message = await problemsOf({'things.yaml': lines.join('\n')});
    } finally {
      process.env.NODE_ENV = env;
    }
    const expected = [
      `things.yaml:${lineOf('{region}')}: the URL of server 2, "https://{region}.api.lindenkauf.example" (as "https://evil.example/.api.lindenkauf.example"), names the host evil.example`,
      `things.yaml:${lineOf('http://things')}: the URL of server 1 of the path /things, "http://things.lindenkauf.example", is not https.`,
      `things.yaml:${lineOf('things.example.com')}: the URL of server 1 of GET /things, "https://things.example.com", names the host things.example.com`,
      `things.yaml:${lineOf('10.0.0.7')}: the URL of server 1 of the callback thingChanged of GET /things, "https://10.0.0.7", names its host by IP address.`,
      `things.yaml:${lineOf('a,b')}: the URL of server 1 of the webhook thingAdded (POST), "https://a,b.lindenkauf.example", contains a comma`,
      `things.yaml:${lineOf('user:pw')}: the tokenUrl of the clientCredentials flow of the security scheme oauth2, "https://user:pw@auth.lindenkauf.example/token", carries credentials`,
      `things.yaml:${lineOf('refreshUrl')}: the refreshUrl of the authorizationCode flow of the security scheme oauth2, "https://*.lindenkauf.example/token", has a wildcard in its host.`,
      `things.yaml:${lineOf('openIdConnectUrl')}: the openIdConnectUrl of the security scheme oidc, "http://127.0.0.1:4010/.well-known/openid-configuration", is a loopback address, which only the dev server and tests may use.`,
    ];
    for (const problem of expected) {
      expect(message).toContain(problem);
    }
    expect(message).toMatch(/^The OpenAPI specs have 8 problem\(s\)/);
  });

  it('checks the origins a $ref brings in from another file, naming the spec and where in its bundle', async () => {
    const message = await problemsOf({
      'things.yaml': [
        'openapi: 3.0.3',
        'info: {title: Things API, version: 1.0.0}',
        'x-public: true',
        'paths: {}',
        'components:',
        '  securitySchemes:',
        "    oauth2: {$ref: './shared/security.yaml#/oauth2'}",
      ].join('\n'),
      'shared/security.yaml': 'oauth2:\n  type: oauth2\n  flows:\n    clientCredentials:\n      tokenUrl: https://auth.example.com/token\n      scopes: {}\n',
    });
    expect(message).toContain(
      'things.yaml (at #/components/securitySchemes/oauth2/flows/clientCredentials/tokenUrl, from a file a $ref points to): the tokenUrl of the clientCredentials flow of the security scheme oauth2, "https://auth.example.com/token", names the host auth.example.com',
    );
  });

  it('rejects malformed x-codeSamples with the line and what each entry needs', async () => {
    const paths =
      'paths:\n  /things:\n    get:\n      operationId: listThings\n      x-codeSamples:\n        - lang: Java\n        - label: Go\n          source: x\n      responses:\n        "200":\n          description: The things.\n';
    const message = await problemsOf({'things.yaml': spec({'x-public': true}, paths)});
    expect(message).toMatch(/things\.yaml:11: x-codeSamples entry 1 of GET \/things needs `source` as text/);
    expect(message).toMatch(/things\.yaml:12: x-codeSamples entry 2 of GET \/things needs `lang` as text/);
  });

  it('lists every problem of every spec in one error', async () => {
    const message = await problemsOf({'a.yaml': spec({'x-public': 1}), 'b.yaml': 'swagger: "2.0"\n'});
    expect(message).toMatch(/^The OpenAPI specs have 2 problem\(s\):\n- a\.yaml:5: x-public must be true or false.*\n- b\.yaml: not an OpenAPI 3\.x document/);
  });

  it('names an API whose info.title is empty by its key, so every list and side navigation has a label', async () => {
    const dir = tempTree({'billing-api.json': JSON.stringify({openapi: '3.0.3', info: {title: ' ', version: '1'}, paths: {}})});
    const {specs} = await loadSpecs(dir, dir);
    expect(buildSpecModel(specs[0]!, {baseUrl: '/portal/'}).title).toBe('billing-api');
  });

  it('rejects a file name that cannot be a spec key', async () => {
    expect(await problemsOf({'my api.yaml': spec({'x-public': true})})).toContain('the file name "my api" cannot be a spec key');
  });
});

describe('spec keys and the REST documentation', () => {
  it('reserves the first segments of the docs under /rest and the errors page', () => {
    const reserved = reservedSpecKeys('/portal/', ['/portal/rest/getting-started/introduction', '/portal/rest/changelog', '/portal/guidelines/r101001']);
    expect([...reserved].sort()).toEqual(['changelog', 'errors', 'getting-started']);
  });

  it('fails a spec whose key collides with a docs route, naming the file and the fix', async () => {
    const dir = tempTree({'getting-started.yaml': spec({'x-public': true})});
    const {specs} = await loadSpecs(dir, dir);
    const models = specs.map((loaded) => buildSpecModel(loaded, {baseUrl: '/portal/'}));
    expect(() => checkSpecKeys(models, new Set(['getting-started']))).toThrow(
      'getting-started.yaml: the spec key "getting-started" would give the API the route /rest/getting-started, which the REST API documentation already uses. Rename the file (the key is its base name).',
    );
  });
});

describe('the specs folder', () => {
  it('is specs/ unless PORTAL_SPECS_DIR names another, relative to the site or absolute', () => {
    expect(specsDir('/site', {})).toBe(path.join('/site', 'specs'));
    expect(specsDir('/site', {PORTAL_SPECS_DIR: '../team-specs'})).toBe(path.resolve('/site', '../team-specs'));
    expect(specsDir('/site', {PORTAL_SPECS_DIR: '/tmp/specs'})).toBe('/tmp/specs');
  });
});
