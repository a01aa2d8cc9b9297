// The end of a session on the internal host (issue 33), as the open page meets it: a 401 on one of
// the portal's own fetches, the notice that offers the sign-in back to this page, and Sign out.
import React from 'react';

const site = {flavour: 'internal' as string | undefined};
const location = {pathname: '/portal/reference/specs/checkout/operations/getCheckout', search: '?tab=curl', hash: '#responses'};
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({__esModule: true, default: () => ({siteConfig: {baseUrl: '/portal/', customFields: {flavour: site.flavour}}})}),
  {
    virtual: true,
  },
);
jest.mock('@docusaurus/router', () => ({useLocation: () => location}), {virtual: true});
// The dev server's data version; a build has one and keeps it.
jest.mock('../../src/reference/pageDataVersion', () => ({dataVersion: () => 'v1', subscribeDataVersion: () => () => undefined}));

type Session = typeof import('../../src/shared/session/session');

let cleanup = () => undefined as unknown;

/** Each test gets its own session store, as each page load does. */
function fresh() {
  let modules!: {
    session: Session;
    SessionEnded: typeof import('../../src/shared/components/SessionEnded').default;
    SignOut: typeof import('../../src/frame/components/SignOut').default;
    pageDataSource: typeof import('../../src/reference/pageDataSource');
    fetchIndex: typeof import('../../src/search/fetchIndex');
    client: typeof import('../../src/search/client');
    markdown: typeof import('../../src/frame/hooks/usePageMarkdown');
    /** The components' own React: the store and its hook are fresh, so React is too. */
    dom: typeof import('@testing-library/react/pure');
  };
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- jest.isolateModules needs a synchronous require() */
    modules = {
      session: require('../../src/shared/session/session'),
      SessionEnded: require('../../src/shared/components/SessionEnded').default,
      SignOut: require('../../src/frame/components/SignOut').default,
      pageDataSource: require('../../src/reference/pageDataSource'),
      fetchIndex: require('../../src/search/fetchIndex'),
      client: require('../../src/search/client'),
      markdown: require('../../src/frame/hooks/usePageMarkdown'),
      // pure: the one loaded with the test file registers its cleanup; this one is cleaned up below.
      dom: require('@testing-library/react/pure'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  cleanup = modules.dom.cleanup;
  return modules;
}

/** An answer as the portal's fetches read it; jsdom has no Response. A 401 from the proxy has an HTML body. */
const answer = (status: number, body = '<!doctype html><title>Sign in</title>') =>
  ({status, ok: status >= 200 && status < 300, text: async () => body, json: async () => JSON.parse(body) as unknown}) as Response;

/** The window's fetch, answering every request with `response`. */
function serve(response: Response): void {
  Object.defineProperty(globalThis, 'fetch', {configurable: true, writable: true, value: jest.fn(async () => response)});
}

beforeEach(() => {
  site.flavour = 'internal';
});

afterEach(() => {
  cleanup();
  delete (globalThis as {fetch?: unknown}).fetch;
  jest.restoreAllMocks();
});

describe('the sign-in and sign-out links', () => {
  it('return to the page as it was, path, query and fragment, URL-encoded', () => {
    const {session} = fresh();
    expect(session.signInHref(location)).toBe('/oauth2/start?rd=%2Fportal%2Freference%2Fspecs%2Fcheckout%2Foperations%2FgetCheckout%3Ftab%3Dcurl%23responses');
    expect(new URLSearchParams(session.signInHref(location).split('?')[1]).get('rd')).toBe(`${location.pathname}${location.search}${location.hash}`);
    expect(session.signOutHref('/portal/')).toBe('/oauth2/sign_out?rd=%2Fportal%2F');
  });
});

describe('checkSession', () => {
  it('passes other answers on, and reports a 401 once, with an error no caller reads as data', () => {
    const {session} = fresh();
    const heard = jest.fn();
    session.subscribeSessionEnded(heard);
    const ok = {status: 200};
    expect(session.checkSession(ok, 'x.json')).toBe(ok);
    expect(session.checkSession({status: 404}, 'x.json')).toEqual({status: 404});
    expect(session.sessionHasEnded()).toBe(false);
    expect(() => session.checkSession({status: 401}, 'page-data/x.json')).toThrow(session.SessionEndedError);
    expect(() => session.checkSession({status: 401}, 'page-data/y.json')).toThrow('page-data/y.json: the session has ended (HTTP 401)');
    expect(session.sessionHasEnded()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('the portal fetches that meet it', () => {
  it('page data: the page is told the session ended, not that it failed or that HTML is no JSON', async () => {
    const {session, pageDataSource} = fresh();
    serve(answer(401));
    expect(await pageDataSource.loadPageData('/portal/', '/reference/specs/checkout/operations/getCheckout')).toEqual({state: 'session-ended'});
    expect(session.sessionHasEnded()).toBe(true);
  });

  it('page data: other failures stay failures', async () => {
    const {session, pageDataSource} = fresh();
    serve(answer(500));
    expect(await pageDataSource.loadPageData('/portal/', '/reference/specs/checkout/operations/getCheckout')).toEqual({state: 'failed'});
    expect(session.sessionHasEnded()).toBe(false);
  });

  it('the search index: the worker is told, and the load fails', async () => {
    const {fetchIndex} = fresh();
    const onSessionEnded = jest.fn();
    const load = fetchIndex.createIndexLoader('https://developer-internal.lindenkauf.example/portal/search-index/', async () => answer(401), onSessionEnded);
    await expect(load('manifest.json')).rejects.toThrow('HTTP 401');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    const other = jest.fn();
    await expect(fetchIndex.createIndexLoader('https://x.example/', async () => answer(503), other)('manifest.json')).rejects.toThrow('HTTP 503');
    expect(other).not.toHaveBeenCalled();
  });

  it("the search worker's message reaches the page's session, before the failed reply", () => {
    const {session, client} = fresh();
    let deliver: (data: unknown) => void = () => undefined;
    const outcomes = jest.fn();
    client.createSearchClient(
      {
        postMessage: () => undefined,
        addEventListener: (_type, listener) => (deliver = (data) => listener({data} as MessageEvent<never>)),
        terminate: () => undefined,
      },
      'https://developer-internal.lindenkauf.example/portal/search-index/',
      outcomes,
    );
    deliver(session.SESSION_ENDED_MESSAGE);
    expect(session.sessionHasEnded()).toBe(true);
    expect(outcomes).not.toHaveBeenCalled();
    expect(session.isSessionEndedMessage({status: 'ERROR', timestamp: 1, items: []})).toBe(false);
  });

  it("the page's Markdown twin: the copy fails and the session end is reported", async () => {
    const {session, markdown} = fresh();
    serve(answer(401));
    await expect(markdown.copyMarkdownFrom('/portal/rest/pagination.md')).rejects.toThrow(session.SessionEndedError);
    expect(session.sessionHasEnded()).toBe(true);
  });
});

describe('the notice', () => {
  it('appears when a fetch met the end, with a link to sign in again and come back here', () => {
    const {session, SessionEnded, dom} = fresh();
    const {act, render, screen} = dom;
    render(<SessionEnded />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => session.reportSessionEnded());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your session on the internal portal has ended');
    const link = screen.getByRole('link', {name: 'Sign in again'});
    expect(link.getAttribute('href')).toBe(session.signInHref(location));
    expect(screen.getByRole('complementary', {name: 'Session'})).toBeTruthy();
  });

  it('never shows on the live flavour', () => {
    site.flavour = 'live';
    const {session, SessionEnded, dom} = fresh();
    const {act, render} = dom;
    const {container} = render(<SessionEnded />);
    act(() => session.reportSessionEnded());
    expect(container.innerHTML).toBe('');
  });
});

describe('Sign out', () => {
  it('is a link to the sign-out that returns to the start page, named in words, on the internal flavour', () => {
    const {SignOut, dom} = fresh();
    const {render, screen} = dom;
    render(<SignOut place="header" />);
    const link = screen.getByRole('link', {name: 'Sign out'});
    expect(link.getAttribute('href')).toBe('/oauth2/sign_out?rd=%2Fportal%2F');
  });

  it('is absent on the live flavour', () => {
    site.flavour = 'live';
    const {SignOut, dom} = fresh();
    const {container} = dom.render(
      <>
        <SignOut place="header" />
        <SignOut place="drawer" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
