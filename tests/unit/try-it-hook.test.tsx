// The console's hook in a browser-like window: what the curl command shows of the reader's credential.
import {act, renderHook} from '@testing-library/react';
import type {ConsoleData, ConsoleScheme} from '../../lib/reference/types';

jest.mock('@docusaurus/router', () => ({useHistory: () => ({replace: () => undefined}), useLocation: () => ({pathname: '/portal/x', search: '', hash: ''})}), {
  virtual: true,
});

// Imported after the mock it needs.
import {useTryIt} from '../../src/try-it/hooks/useTryIt';
import {forgetToken} from '../../src/try-it/tryItAuth';

const SERVER = 'https://api.sandbox.lindenkauf.example';

const dataWith = (scheme: ConsoleScheme): ConsoleData => ({
  method: 'GET',
  path: '/checkouts/{checkoutId}',
  servers: [{url: SERVER, sandbox: true, tokenUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/token'}],
  security: [scheme],
  parameters: [{name: 'checkoutId', in: 'path', required: true, shape: 'value', initial: 'CHK-1', schema: {type: 'string'}}],
  problems: {},
});

afterEach(() => {
  forgetToken(SERVER);
  window.sessionStorage.clear();
});

/** Pastes a credential into the console and returns the hook's state after. */
function withPasted(scheme: ConsoleScheme, credential: string) {
  const {result} = renderHook(() => useTryIt(dataWith(scheme), undefined));
  act(() => result.current.auth.setPasted(credential));
  act(() => result.current.auth.getToken());
  return result.current;
}

describe('the curl command of the console', () => {
  it('sends a pasted bearer token, and masks it in the curl command', () => {
    const state = withPasted({name: 'oauth2', type: 'oauth2', scopes: [], allScopes: []}, 'Bearer secret-token-123');
    expect(state.request?.headers).toContainEqual(['Authorization', 'Bearer secret-token-123']);
    expect(state.request?.url).toBe(`${SERVER}/checkouts/CHK-1`);
    expect(state.curl).toContain("-H 'Authorization: Bearer ••••••••'");
    expect(state.curl).not.toContain('secret-token-123');
  });

  it('masks an API key sent in a header of its own, too', () => {
    const state = withPasted({name: 'key', type: 'apiKey', in: 'header', parameterName: 'X-Api-Key', scopes: [], allScopes: []}, 'key-987654');
    expect(state.request?.headers).toContainEqual(['X-Api-Key', 'key-987654']);
    expect(state.curl).toContain("-H 'X-Api-Key: ••••••••'");
    expect(state.curl).not.toContain('key-987654');
  });
});
