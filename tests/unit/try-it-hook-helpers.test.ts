import type {StoredToken} from '../../src/try-it/tryItAuth';
import type {ConsoleScheme, ConsoleServer} from '../../lib/reference/types';

// The hook module imports the Docusaurus router, which only a Docusaurus app provides.
jest.mock('@docusaurus/router', () => ({useHistory: () => ({replace: () => undefined}), useLocation: () => ({pathname: '/', search: '', hash: ''})}), {
  virtual: true,
});

// Imported after the mock it needs.
import {credentialHeader, flowUrls, grantsOf} from '../../src/try-it/hooks/useTryIt';

const PRODUCTION_TOKEN_URL = 'https://auth.lindenkauf.example/oauth2/token';
const PRODUCTION_AUTHORIZATION_URL = 'https://auth.lindenkauf.example/oauth2/authorize';

const oauth2 = (overrides: Partial<ConsoleScheme> = {}): ConsoleScheme => ({
  name: 'oauth2',
  type: 'oauth2',
  clientCredentials: true,
  authorizationCode: {authorizationUrl: PRODUCTION_AUTHORIZATION_URL, tokenUrl: PRODUCTION_TOKEN_URL},
  scopes: ['checkout.read'],
  allScopes: [{name: 'checkout.read', description: 'Read checkouts'}],
  ...overrides,
});

const sandbox: ConsoleServer = {
  url: 'http://127.0.0.1:4010/checkout',
  sandbox: true,
  tokenUrl: 'http://127.0.0.1:4010/oauth2/token',
  authorizationUrl: 'http://127.0.0.1:4010/oauth2/authorize',
};
const production: ConsoleServer = {url: 'https://api.lindenkauf.example', sandbox: false};

const token = (accessToken: string): StoredToken => ({accessToken, grant: 'pasted', server: production.url, scopes: []});

describe('flowUrls', () => {
  it('takes a sandbox’s own token and authorization URLs', () => {
    expect(flowUrls(oauth2(), sandbox)).toEqual({tokenUrl: 'http://127.0.0.1:4010/oauth2/token', authorizationUrl: 'http://127.0.0.1:4010/oauth2/authorize'});
  });

  it('takes the spec’s authorization-code URLs for any other server, or no server', () => {
    expect(flowUrls(oauth2(), production)).toEqual({tokenUrl: PRODUCTION_TOKEN_URL, authorizationUrl: PRODUCTION_AUTHORIZATION_URL});
    expect(flowUrls(oauth2(), undefined)).toEqual({tokenUrl: PRODUCTION_TOKEN_URL, authorizationUrl: PRODUCTION_AUTHORIZATION_URL});
  });

  it('names no production token URL for a scheme with client credentials only: that grant is for sandboxes', () => {
    const {clientCredentials: _none, ...codeOnly} = oauth2();
    expect(flowUrls(codeOnly, production)).toEqual({tokenUrl: PRODUCTION_TOKEN_URL, authorizationUrl: PRODUCTION_AUTHORIZATION_URL});
    const {authorizationCode: _neither, ...machineOnly} = oauth2();
    expect(flowUrls(machineOnly, production)).toEqual({tokenUrl: undefined, authorizationUrl: undefined});
  });
});

describe('grantsOf', () => {
  it('offers both OAuth flows and a pasted token on a sandbox', () => {
    expect(grantsOf(oauth2(), sandbox)).toEqual(['client_credentials', 'authorization_code', 'pasted']);
  });

  it('offers client credentials on a sandbox only: a reader never types a production secret into the page', () => {
    expect(grantsOf(oauth2(), production)).toEqual(['authorization_code', 'pasted']);
    expect(grantsOf(oauth2(), undefined)).toEqual(['authorization_code', 'pasted']);
    const {authorizationCode: _none, ...machineOnly} = oauth2();
    expect(grantsOf(machineOnly, production)).toEqual(['pasted']);
    // Even a server that names a token URL of its own, unless it is marked as a sandbox.
    expect(grantsOf(oauth2(), {...sandbox, sandbox: false})).toEqual(['authorization_code', 'pasted']);
  });

  it('offers only the flows the scheme defines', () => {
    const {authorizationCode: _none, ...machineOnly} = oauth2();
    expect(grantsOf(machineOnly, sandbox)).toEqual(['client_credentials', 'pasted']);
    const {clientCredentials: _neither, ...codeOnly} = oauth2();
    expect(grantsOf(codeOnly, production)).toEqual(['authorization_code', 'pasted']);
  });

  it('offers no sign-in on a sandbox without an authorization URL', () => {
    const {authorizationUrl: _none, ...tokenOnly} = sandbox;
    expect(grantsOf(oauth2(), tokenOnly)).toEqual(['client_credentials', 'pasted']);
  });

  it('offers a pasted credential for every other scheme, and where none is chosen', () => {
    expect(grantsOf(undefined, sandbox)).toEqual(['pasted']);
    expect(grantsOf({name: 'bearer', type: 'http', httpScheme: 'bearer', scopes: [], allScopes: []}, production)).toEqual(['pasted']);
    expect(grantsOf({name: 'key', type: 'apiKey', in: 'header', parameterName: 'X-Api-Key', scopes: [], allScopes: []}, sandbox)).toEqual(['pasted']);
  });
});

describe('credentialHeader', () => {
  it('sends an OAuth or bearer token as Authorization: Bearer', () => {
    expect(credentialHeader(oauth2(), token('abc'))).toEqual(['Authorization', 'Bearer abc']);
    expect(credentialHeader({name: 'jwt', type: 'http', httpScheme: 'bearer', scopes: [], allScopes: []}, token('abc'))).toEqual([
      'Authorization',
      'Bearer abc',
    ]);
    expect(credentialHeader({name: 'oidc', type: 'openIdConnect', scopes: [], allScopes: []}, token('abc'))).toEqual(['Authorization', 'Bearer abc']);
  });

  it('sends basic credentials as Authorization: Basic', () => {
    expect(credentialHeader({name: 'basic', type: 'http', httpScheme: 'basic', scopes: [], allScopes: []}, token('dXNlcjpwYXNz'))).toEqual([
      'Authorization',
      'Basic dXNlcjpwYXNz',
    ]);
  });

  it('sends an API key in its own header, and not at all where it goes in the query or a cookie', () => {
    const key = (where: ConsoleScheme['in']): ConsoleScheme => ({
      name: 'key',
      type: 'apiKey',
      in: where,
      parameterName: 'X-Api-Key',
      scopes: [],
      allScopes: [],
    });
    expect(credentialHeader(key('header'), token('k-1'))).toEqual(['X-Api-Key', 'k-1']);
    expect(credentialHeader(key('query'), token('k-1'))).toBeUndefined();
    expect(credentialHeader(key('cookie'), token('k-1'))).toBeUndefined();
  });

  it('sends nothing without a scheme or a token', () => {
    expect(credentialHeader(undefined, token('abc'))).toBeUndefined();
    expect(credentialHeader(oauth2(), undefined)).toBeUndefined();
  });
});
