import {Validator} from '@cfworker/json-schema';
import {loadCatalogue} from '../../plugins/openapi-reference/catalogue';
import {LOCAL_SANDBOX_URL, consoleData, consoleOrigins, consoleSecurity, consoleServers, readSandboxUrl, validationSchema} from '../../lib/openapi/console';
import {SpecInputError, type LoadedSpec, type OpenApiDocument} from '../../lib/openapi/load';
import {buildSpecModel, operationPageData, type SpecModel} from '../../lib/openapi/model';
import {isObject} from '../../lib/shared/guards';
import {resolveObject} from '../../lib/shared/pointer';
import {validateBody, validateParameter} from '../../src/try-it/tryItValidate';
import type {ValidationSchema} from '../../lib/reference/types';
import {SITE_DIR} from '../support/siteCopy';

// The console's grant choice (src/try-it/hooks/useTryIt) imports the Docusaurus router, which only a Docusaurus app provides.
jest.mock('@docusaurus/router', () => ({useHistory: () => ({replace: () => undefined}), useLocation: () => ({pathname: '/', search: '', hash: ''})}), {
  virtual: true,
});
// Imported after the mock it needs.
import {grantsOf} from '../../src/try-it/hooks/useTryIt';

const routes = {baseUrl: '/portal/'};

/** Whether a value is valid by a schema, as the browser's validator says. */
const valid = (schema: ValidationSchema, value: unknown) => new Validator(schema as never, '2020-12', false).validate(value).valid;

const document = (extra: Record<string, unknown>): OpenApiDocument => ({openapi: '3.0.3', info: {title: 'Orders', version: '1'}, paths: {}, ...extra});

const modelOf = (key: string, doc: OpenApiDocument): SpecModel => {
  const spec: LoadedSpec = {key, file: `specs/${key}.yaml`, public: true, document: doc, derivedIds: new Map(), fingerprint: 'test'};
  return buildSpecModel(spec, routes);
};

describe('validationSchema: a spec schema as the browser validates it', () => {
  it('turns OpenAPI 3.0 nullable into a type that allows null, and lets an enum hold null', () => {
    const schema = validationSchema({}, {type: 'string', nullable: true, enum: ['gift', 'note']});
    expect(schema).toEqual({$schema: 'https://json-schema.org/draft/2020-12/schema', type: ['string', 'null'], enum: ['gift', 'note', null]});
    expect(valid(schema, null)).toBe(true);
    expect(valid(schema, 'gift')).toBe(true);
    expect(valid(schema, 'other')).toBe(false);
    expect(valid(schema, 3)).toBe(false);
    // Without nullable, null is refused.
    expect(valid(validationSchema({}, {type: 'string', nullable: false}), null)).toBe(false);
    expect(validationSchema({}, {type: 'string', nullable: false})).not.toHaveProperty('nullable');
  });

  it('turns the boolean exclusiveMinimum and exclusiveMaximum into their numeric form', () => {
    const schema = validationSchema({}, {type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 100, exclusiveMaximum: false});
    expect(schema).toEqual({$schema: 'https://json-schema.org/draft/2020-12/schema', type: 'number', exclusiveMinimum: 0, maximum: 100});
    expect(valid(schema, 0)).toBe(false);
    expect(valid(schema, 0.01)).toBe(true);
    expect(valid(schema, 100)).toBe(true);
    // OpenAPI 3.1's numeric form stays as it is.
    expect(validationSchema({}, {type: 'number', exclusiveMaximum: 10})).toMatchObject({exclusiveMaximum: 10});
  });

  it('never requires a readOnly property of a request, inline or behind a $ref', () => {
    const doc = {components: {schemas: {Id: {type: 'string', readOnly: true}}}};
    const schema = validationSchema(doc, {
      type: 'object',
      required: ['id', 'createdAt', 'name'],
      properties: {id: {$ref: '#/components/schemas/Id'}, createdAt: {type: 'string', readOnly: true}, name: {type: 'string'}},
    });
    expect(schema).toMatchObject({required: ['name']});
    expect(valid(schema, {name: 'x'})).toBe(true);
    expect(valid(schema, {})).toBe(false);
    // Only readOnly properties required: no required at all.
    expect(validationSchema({}, {type: 'object', required: ['id'], properties: {id: {type: 'string', readOnly: true}}})).not.toHaveProperty('required');
  });

  it('points $refs into $defs and carries the schemas they point to', () => {
    const doc = {
      components: {
        schemas: {
          Line: {type: 'object', required: ['sku'], properties: {sku: {$ref: '#/components/schemas/Sku'}, quantity: {type: 'integer', minimum: 1}}},
          Sku: {type: 'string', pattern: '^PRD-'},
        },
      },
    };
    const schema = validationSchema(doc, {type: 'array', items: {$ref: '#/components/schemas/Line'}});
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      items: {$ref: '#/$defs/s0'},
      $defs: {
        s0: {type: 'object', required: ['sku'], properties: {sku: {$ref: '#/$defs/s1'}, quantity: {type: 'integer', minimum: 1}}},
        s1: {type: 'string', pattern: '^PRD-'},
      },
    });
    expect(JSON.stringify(schema)).not.toContain('#/components');
    expect(valid(schema, [{sku: 'PRD-1', quantity: 1}])).toBe(true);
    expect(valid(schema, [{sku: 'X-1'}])).toBe(false);
    expect(valid(schema, [{quantity: 1}])).toBe(false);
  });

  it('names a schema referred to twice once, and ends on cycles', () => {
    const doc = {
      components: {
        schemas: {
          Category: {
            type: 'object',
            required: ['name'],
            properties: {
              name: {type: 'string'},
              parent: {$ref: '#/components/schemas/Category'},
              children: {type: 'array', items: {$ref: '#/components/schemas/Category'}},
            },
          },
        },
      },
    };
    const schema = validationSchema(doc, {$ref: '#/components/schemas/Category'});
    expect(schema).toMatchObject({$ref: '#/$defs/s0'});
    expect(Object.keys((schema as {$defs: object}).$defs)).toEqual(['s0']);
    expect(valid(schema, {name: 'a', parent: {name: 'b', children: [{name: 'c'}]}})).toBe(true);
    expect(valid(schema, {name: 'a', parent: {children: [{name: 'c'}]}})).toBe(false);
  });

  it('drops annotations and extensions, keeps what validates', () => {
    const schema = validationSchema(
      {},
      {
        type: 'object',
        title: 'Order',
        description: 'An order.',
        example: {id: 1},
        'x-internal': true,
        deprecated: true,
        externalDocs: {url: 'https://example.com'},
        discriminator: {propertyName: 'kind'},
        properties: {note: {type: 'string', maxLength: 3, description: 'A note.', examples: ['abc']}},
      },
    );
    expect(schema).toEqual({$schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: {note: {type: 'string', maxLength: 3}}});
  });

  it('converts inside allOf, oneOf and additionalProperties too', () => {
    const schema = validationSchema(
      {},
      {oneOf: [{type: 'integer', nullable: true}], additionalProperties: {type: 'number', minimum: 1, exclusiveMinimum: true}},
    );
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      oneOf: [{type: ['integer', 'null']}],
      additionalProperties: {type: 'number', exclusiveMinimum: 1},
    });
  });
});

describe('consoleServers', () => {
  const doc = document({
    servers: [
      {url: 'https://api.lindenkauf.example/v1/', description: 'Production'},
      {url: '/v1', description: 'Same origin'},
      {url: 'https://{region}.api.lindenkauf.example', variables: {region: {default: 'eu', enum: ['eu', 'us']}}},
      {url: 'https://{tenant}.api.lindenkauf.example', variables: {}},
      {
        url: 'https://api.sandbox.lindenkauf.example',
        description: 'Sandbox',
        'x-sandbox': {
          tokenUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/token',
          authorizationUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/authorize',
        },
      },
    ],
  });

  it('offers the sandbox first, then the absolute servers with their variables’ defaults', () => {
    expect(consoleServers(doc, 'orders', undefined)).toEqual([
      {
        url: 'https://api.sandbox.lindenkauf.example',
        description: 'Sandbox',
        sandbox: true,
        tokenUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/token',
        authorizationUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/authorize',
      },
      {url: 'https://api.lindenkauf.example/v1', description: 'Production', sandbox: false},
      {url: 'https://eu.api.lindenkauf.example', sandbox: false},
    ]);
  });

  it('points the sandbox at PORTAL_SANDBOX_URL, laid out as npm run sandbox lays it out', () => {
    const [sandbox, ...others] = consoleServers(doc, 'orders', 'http://127.0.0.1:4010');
    expect(sandbox).toEqual({
      description: 'Sandbox',
      sandbox: true,
      url: 'http://127.0.0.1:4010/orders',
      tokenUrl: 'http://127.0.0.1:4010/oauth2/token',
      authorizationUrl: 'http://127.0.0.1:4010/oauth2/authorize',
    });
    expect(others.map((server) => server.url)).toEqual(['https://api.lindenkauf.example/v1', 'https://eu.api.lindenkauf.example']);
    expect(consoleServers(doc, 'orders', 'https://sandbox.example/base/')[0]).toMatchObject({
      url: 'https://sandbox.example/base/orders',
      tokenUrl: 'https://sandbox.example/base/oauth2/token',
    });
  });

  it('offers nothing for a spec without servers', () => {
    expect(consoleServers(document({}), 'orders', undefined)).toEqual([]);
    expect(consoleServers(document({servers: [{url: '/'}]}), 'orders', 'http://127.0.0.1:4010')).toEqual([]);
  });
});

describe('readSandboxUrl', () => {
  it('uses the specs’ own sandboxes in production unless told, the local sandbox in development', () => {
    expect(readSandboxUrl({}, true)).toBeUndefined();
    expect(readSandboxUrl({PORTAL_SANDBOX_URL: '  '}, true)).toBeUndefined();
    expect(readSandboxUrl({}, false)).toBe('http://127.0.0.1:4010');
    expect(LOCAL_SANDBOX_URL).toBe('http://127.0.0.1:4010');
  });

  it('takes PORTAL_SANDBOX_URL in both, without its trailing slash', () => {
    expect(readSandboxUrl({PORTAL_SANDBOX_URL: 'https://sandbox.lindenkauf.example/'}, true)).toBe('https://sandbox.lindenkauf.example');
    expect(readSandboxUrl({PORTAL_SANDBOX_URL: ' https://sandbox.lindenkauf.example/try/ '}, false)).toBe('https://sandbox.lindenkauf.example/try');
  });

  it('refuses what is not an http(s) URL, naming the variable', () => {
    for (const value of [
      'not a url',
      'ftp://sandbox.example',
      'https://sandbox.example/?a=1',
      'https://sandbox.example/#top',
      'https://user:pass@sandbox.example',
    ]) {
      expect(() => readSandboxUrl({PORTAL_SANDBOX_URL: value}, true)).toThrow(SpecInputError);
      expect(() => readSandboxUrl({PORTAL_SANDBOX_URL: value}, false)).toThrow(/PORTAL_SANDBOX_URL/);
    }
  });

  it('takes a loopback sandbox in every build: the browser tests run production builds against one', () => {
    expect(readSandboxUrl({PORTAL_SANDBOX_URL: 'http://127.0.0.1:3104'}, true)).toBe('http://127.0.0.1:3104');
    expect(readSandboxUrl({PORTAL_SANDBOX_URL: 'http://localhost:4010/'}, true)).toBe('http://localhost:4010');
  });

  it('refuses anything else that is not https on an allowed host, as one origin, since it goes into the CSP', () => {
    for (const [value, problem] of [
      ['http://sandbox.lindenkauf.example', 'is not https'],
      ['https://sandbox.example', 'names the host sandbox.example, which is outside the hosts the console may reach (*.lindenkauf.example)'],
      ['https://10.0.0.7', 'names its host by IP address'],
      ['https://a,b.lindenkauf.example', 'contains a comma'],
      ['https://sandbox.lindenkauf.example https://evil.example', 'contains white space'],
    ] as const) {
      expect(() => readSandboxUrl({PORTAL_SANDBOX_URL: value}, true)).toThrow(`PORTAL_SANDBOX_URL="${value}" ${problem}`);
    }
  });
});

const OAUTH_DOC = document({
  security: [{oauth2: ['orders.read']}],
  components: {
    securitySchemes: {
      oauth2: {
        type: 'oauth2',
        flows: {
          clientCredentials: {
            tokenUrl: 'https://auth.lindenkauf.example/oauth2/token',
            scopes: {'orders.read': 'Read orders', 'orders.write': 'Change orders'},
          },
          authorizationCode: {
            authorizationUrl: 'https://login.lindenkauf.example/authorize',
            tokenUrl: 'https://auth.lindenkauf.example/oauth2/token',
            scopes: {'orders.read': 'Read orders', 'customer.read': 'Read the customer'},
          },
        },
      },
      apiKey: {type: 'apiKey', in: 'header', name: 'X-Api-Key'},
      basic: {type: 'http', scheme: 'Basic'},
      unknown: {type: 'carrierPigeon'},
      shared: {$ref: '#/components/securitySchemes/apiKey'},
    },
  },
});

describe('consoleSecurity', () => {
  it('gives the scopes of the requirement, every scope of the scheme, both grants and the authorization-code URLs', () => {
    expect(consoleSecurity(OAUTH_DOC, {})).toEqual([
      {
        name: 'oauth2',
        type: 'oauth2',
        // No production token URL: the console asks a sandbox's token URL for this grant, and nothing else.
        clientCredentials: true,
        authorizationCode: {authorizationUrl: 'https://login.lindenkauf.example/authorize', tokenUrl: 'https://auth.lindenkauf.example/oauth2/token'},
        scopes: ['orders.read'],
        allScopes: [
          {name: 'orders.read', description: 'Read orders'},
          {name: 'orders.write', description: 'Change orders'},
          {name: 'customer.read', description: 'Read the customer'},
        ],
      },
    ]);
  });

  it('takes the operation’s requirements over the document’s, each alternative once', () => {
    const schemes = consoleSecurity(OAUTH_DOC, {security: [{oauth2: ['orders.write']}, {apiKey: []}, {basic: []}, {unknown: []}, {shared: []}]});
    expect(schemes.map((scheme) => scheme.name)).toEqual(['oauth2', 'apiKey', 'basic', 'shared']);
    expect(schemes[0]!.scopes).toEqual(['orders.write']);
    expect(schemes[1]).toEqual({name: 'apiKey', type: 'apiKey', in: 'header', parameterName: 'X-Api-Key', scopes: [], allScopes: []});
    expect(schemes[2]).toEqual({name: 'basic', type: 'http', httpScheme: 'basic', scopes: [], allScopes: []});
    expect(schemes[3]).toMatchObject({name: 'shared', type: 'apiKey', parameterName: 'X-Api-Key'});
  });

  it('asks for nothing where an operation needs no credential', () => {
    expect(consoleSecurity(OAUTH_DOC, {security: []})).toEqual([]);
    expect(consoleSecurity(document({}), {})).toEqual([]);
  });
});

describe('consoleOrigins: what the CSP connect-src lists', () => {
  const doc = document({
    ...OAUTH_DOC,
    servers: [
      {url: 'https://api.lindenkauf.example/v1'},
      {
        url: 'https://api.sandbox.lindenkauf.example/v1',
        'x-sandbox': {tokenUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/token', authorizationUrl: 'https://login.sandbox.lindenkauf.example/authorize'},
      },
      {url: '/relative'},
    ],
    paths: {'/orders': {get: {operationId: 'listOrders', responses: {'200': {description: 'OK'}}}}},
  });

  it('lists the exact origins of servers and token URLs, sorted, without authorization URLs', () => {
    expect(consoleOrigins([modelOf('orders', doc)], undefined)).toEqual([
      'https://api.lindenkauf.example',
      'https://api.sandbox.lindenkauf.example',
      'https://auth.lindenkauf.example',
      'https://auth.sandbox.lindenkauf.example',
    ]);
  });

  it('lists the sandbox of PORTAL_SANDBOX_URL once for all specs, instead of theirs', () => {
    const origins = consoleOrigins([modelOf('orders', doc), modelOf('returns', doc)], 'http://127.0.0.1:4010');
    expect(origins).toEqual(['http://127.0.0.1:4010', 'https://api.lindenkauf.example', 'https://auth.lindenkauf.example']);
  });

  it('lists no production token URL of the client-credentials grant: the console never asks it', () => {
    const machineOnly = document({
      ...doc,
      components: {
        securitySchemes: {
          oauth2: {type: 'oauth2', flows: {clientCredentials: {tokenUrl: 'https://machines.lindenkauf.example/token', scopes: {}}}},
        },
      },
    });
    expect(consoleOrigins([modelOf('orders', machineOnly)], undefined)).toEqual([
      'https://api.lindenkauf.example',
      'https://api.sandbox.lindenkauf.example',
      'https://auth.sandbox.lindenkauf.example',
    ]);
  });

  it('lists an authorization server’s origin only where it is also a token or server origin', () => {
    const shared = document({
      ...doc,
      components: {
        securitySchemes: {
          oauth2: {
            type: 'oauth2',
            flows: {
              authorizationCode: {authorizationUrl: 'https://auth.lindenkauf.example/authorize', tokenUrl: 'https://auth.lindenkauf.example/token', scopes: {}},
            },
          },
        },
      },
    });
    const origins = consoleOrigins([modelOf('orders', shared)], undefined);
    expect(origins).toContain('https://auth.lindenkauf.example');
    expect(origins).not.toContain('https://login.lindenkauf.example');
    expect(origins).not.toContain('https://login.sandbox.lindenkauf.example');
  });
});

describe('consoleData of the checkout API', () => {
  let checkout: SpecModel;

  beforeAll(async () => {
    const {models} = await loadCatalogue(SITE_DIR, 'live', routes);
    checkout = models.find((model) => model.spec.key === 'checkout')!;
    expect(checkout).toBeDefined();
  });

  const dataOf = (id: string, sandboxUrl: string | undefined = undefined) => {
    const operation = checkout.operations.find((candidate) => candidate.id === id)!;
    const page = operationPageData(checkout, operation, operation.versions[0], routes);
    const mediaTypes = (page.requestBody?.content ?? []).map((media) => ({mediaType: media.mediaType, example: media.examples[0]?.value}));
    return consoleData({model: checkout, operation, mediaTypes, sandboxUrl, problems: {}});
  };

  it('createCheckout: a required JSON body with a schema that checks what a reader types', () => {
    const data = dataOf('createCheckout');
    expect(data.method).toBe('POST');
    expect(data.path).toBe('/checkouts');
    expect(data.body?.required).toBe(true);
    const json = data.body!.content.find((media) => media.mediaType === 'application/json')!;
    expect(json.schema).toBeDefined();
    expect(json.example).toBeDefined();
    // The spec's own example is valid; a checkout without lines, or a line without quantity, is not.
    expect(validateBody(json, json.example!, true)).toEqual([]);
    expect(validateBody(json, '{"cartLines": []}', true)).toEqual([{field: 'body', path: 'cartLines', message: 'must have at least 1 item'}]);
    expect(validateBody(json, '{}', true)).toEqual([{field: 'body', path: 'cartLines', message: 'is required'}]);
    expect(validateBody(json, '{"cartLines": [{"sku": "PRD-1", "quantity": 11}]}', true).map((error) => error.path)).toEqual(['cartLines[0]']);
    expect(data.security).toEqual([expect.objectContaining({name: 'oauth2', type: 'oauth2', scopes: ['checkout.write']})]);
  });

  it('getCheckout: its required path parameter starts with the spec’s example, and validates', () => {
    const data = dataOf('getCheckout');
    expect(data.method).toBe('GET');
    expect(data.body).toBeUndefined();
    const checkoutId = data.parameters.find((parameter) => parameter.in === 'path' && parameter.name === 'checkoutId')!;
    expect(checkoutId).toMatchObject({required: true, shape: 'value', initial: 'CHK-9D21F0'});
    expect(validateParameter(checkoutId, checkoutId.initial!)).toEqual([]);
    expect(validateParameter(checkoutId, '')).toEqual([{field: 'parameter:path:checkoutId', path: '', message: 'is required'}]);
    // Optional parameters start empty, whatever example they have.
    const requestId = data.parameters.find((parameter) => parameter.name === 'X-Request-Id')!;
    expect(requestId.required).toBe(false);
    expect(requestId.initial).toBeUndefined();
  });

  it('offers the sandbox first, pointed at PORTAL_SANDBOX_URL when set', () => {
    expect(dataOf('getCheckout').servers[0]).toEqual({
      url: 'https://api.sandbox.lindenkauf.example',
      description: 'Sandbox with test data',
      sandbox: true,
      tokenUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/token',
      authorizationUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/authorize',
    });
    expect(dataOf('getCheckout').servers[1]).toMatchObject({url: 'https://api.lindenkauf.example', sandbox: false});
    expect(dataOf('getCheckout', 'http://127.0.0.1:4010').servers[0]).toMatchObject({
      url: 'http://127.0.0.1:4010/checkout',
      sandbox: true,
      tokenUrl: 'http://127.0.0.1:4010/oauth2/token',
    });
  });

  it('offers client credentials on the sandbox only, with the sandbox’s token URL, whatever sandbox the build names', () => {
    for (const sandboxUrl of [undefined, 'http://127.0.0.1:4010']) {
      const data = dataOf('getCheckout', sandboxUrl);
      const scheme = data.security.find((candidate) => candidate.type === 'oauth2')!;
      expect(scheme.clientCredentials).toBe(true);
      expect(data.servers.map((server) => [server.sandbox, grantsOf(scheme, server).includes('client_credentials')])).toEqual([
        [true, true],
        [false, false],
      ]);
      // The one token URL a client secret may go to is the sandbox's.
      expect(data.servers.filter((server) => server.tokenUrl !== undefined).map((server) => server.sandbox)).toEqual([true]);
    }
  });

  it('every parameter and body schema of every operation of every API is self-contained', async () => {
    const {models} = await loadCatalogue(SITE_DIR, 'live', routes);
    let checked = 0;
    for (const model of models) {
      for (const operation of model.operations) {
        // Every media type of the body (a page shows a subset of them).
        const body = resolveObject(model.spec.document, operation.operation.requestBody);
        const mediaTypes = Object.keys(isObject(body?.content) ? body.content : {}).map((mediaType) => ({mediaType}));
        const data = consoleData({model, operation, mediaTypes, sandboxUrl: undefined, problems: {}});
        const schemas = [...data.parameters.map((parameter) => parameter.schema), ...(data.body?.content ?? []).map((media) => media.schema)];
        for (const schema of schemas.filter((candidate): candidate is ValidationSchema => candidate !== undefined)) {
          const text = JSON.stringify(schema);
          const defs = typeof schema === 'object' && typeof schema.$defs === 'object' && schema.$defs !== null ? Object.keys(schema.$defs) : [];
          const refs = [...text.matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1]);
          expect({operation: `${model.spec.key} ${operation.id}`, unresolved: refs.filter((ref) => !defs.some((name) => ref === `#/$defs/${name}`))}).toEqual({
            operation: `${model.spec.key} ${operation.id}`,
            unresolved: [],
          });
          expect(() => new Validator(schema as never, '2020-12', false).validate({})).not.toThrow();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
