import type {BuiltRequest} from '../../src/try-it/tryItRequest';
import {TRY_IT_LIMITS} from '../../lib/portal/config';
import {SendError, curlCommand, formatBody, formatBytes, problemTypeOf, readBody, send} from '../../src/try-it/tryItSend';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.c2lnbmF0dXJl';

const request = (overrides: Partial<BuiltRequest> = {}): BuiltRequest => ({
  method: 'POST',
  url: 'https://api.sandbox.lindenkauf.example/checkouts?expand=cart',
  headers: [
    ['Content-Type', 'application/json'],
    ['Authorization', `Bearer ${TOKEN}`],
  ],
  body: '{"note":"it\'s a gift"}',
  ...overrides,
});

/** A fetch that records its calls and answers each with the next of `answers`. */
function fakeFetch(...answers: ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>)[]) {
  const calls: {url: string; init?: RequestInit}[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({url: String(input), ...(init ? {init} : {})});
    const answer = answers[calls.length - 1];
    if (!answer) {
      throw new Error(`unexpected fetch number ${calls.length}`);
    }
    return answer(input, init);
  }) as typeof fetch;
  return {fetcher, calls};
}

/** A clock that says `times` in turn. */
const clock = (...times: number[]) => {
  let index = 0;
  return () => times[Math.min(index++, times.length - 1)]!;
};

describe('curlCommand', () => {
  it('masks the token but keeps the scheme of the Authorization header', () => {
    const curl = curlCommand(request());
    expect(curl).not.toContain(TOKEN);
    expect(curl).not.toContain('c2VjcmV0');
    expect(curl).toContain("-H 'Authorization: Bearer ••••••••'");
    expect(curlCommand(request({headers: [['authorization', 'Basic dXNlcjpwYXNz']]}))).toContain("-H 'authorization: Basic ••••••••'");
    // A token without a scheme is masked whole.
    expect(curlCommand(request({headers: [['Authorization', TOKEN]]}))).toContain("-H 'Authorization: ••••••••'");
  });

  it('masks the headers the caller names as secret', () => {
    const curl = curlCommand(request({headers: [['X-Api-Key', 'k-123456']]}), (name) => name === 'X-Api-Key');
    expect(curl).not.toContain('k-123456');
    expect(curl).toContain("-H 'X-Api-Key: ••••••••'");
  });

  it('writes method, URL, headers and the body as --data-raw, quoted for the shell', () => {
    expect(curlCommand(request())).toBe(
      [
        "curl -X POST 'https://api.sandbox.lindenkauf.example/checkouts?expand=cart'",
        "-H 'Content-Type: application/json'",
        "-H 'Authorization: Bearer ••••••••'",
        `--data-raw '{"note":"it'\\''s a gift"}'`,
      ].join(' \\\n  '),
    );
  });

  it('leaves --data-raw out without a body', () => {
    const curl = curlCommand(request({method: 'GET', headers: [], body: undefined}));
    expect(curl).toBe("curl -X GET 'https://api.sandbox.lindenkauf.example/checkouts?expand=cart'");
  });
});

describe('formatBody and problemTypeOf', () => {
  it('pretty-prints JSON and the +json media types', () => {
    const pretty = '{\n  "a": [\n    1\n  ]\n}';
    expect(formatBody('{"a":[1]}', 'application/json')).toBe(pretty);
    expect(formatBody('{"a":[1]}', 'application/json; charset=utf-8')).toBe(pretty);
    expect(formatBody('{"a":[1]}', 'application/problem+json')).toBe(pretty);
    expect(formatBody('{"a":[1]}', 'application/hal+json')).toBe(pretty);
    expect(formatBody('{"a":[1]}', 'application/vnd.lindenkauf.checkout.v2+json')).toBe(pretty);
  });

  it('leaves other bodies, and JSON that does not parse, as sent', () => {
    expect(formatBody('<h1>{"a":1}</h1>', 'text/html')).toBe('<h1>{"a":1}</h1>');
    expect(formatBody('{"a":1}', 'text/plain')).toBe('{"a":1}');
    expect(formatBody('{"a":', 'application/json')).toBe('{"a":');
    expect(formatBody('', 'application/json')).toBe('');
  });

  it('reads the type of a problem+json body only', () => {
    const problem = JSON.stringify({type: 'https://developer.lindenkauf.example/problems/validation-failed', title: 'Invalid'});
    expect(problemTypeOf(problem, 'application/problem+json')).toBe('https://developer.lindenkauf.example/problems/validation-failed');
    expect(problemTypeOf(problem, 'application/problem+json; charset=utf-8')).toBe('https://developer.lindenkauf.example/problems/validation-failed');
    expect(problemTypeOf(problem, 'application/json')).toBeUndefined();
    expect(problemTypeOf('{"title":"no type"}', 'application/problem+json')).toBeUndefined();
    expect(problemTypeOf('{"type": 42}', 'application/problem+json')).toBeUndefined();
    expect(problemTypeOf('not json', 'application/problem+json')).toBeUndefined();
  });
});

describe('send', () => {
  it('sends the request as built, without credentials or cache, and reads status, headers, body and time', async () => {
    const {fetcher, calls} = fakeFetch(
      async () =>
        new Response('{"id":"C-1","status":"open"}', {
          status: 201,
          statusText: 'Created',
          headers: {'Content-Type': 'application/hal+json', 'X-Request-Id': 'r-1'},
        }),
    );
    const response = await send(request(), {fetcher, now: clock(1000, 1234.4)});
    expect(response).toEqual({
      status: 201,
      statusText: 'Created',
      duration: 234,
      headers: expect.arrayContaining([
        ['content-type', 'application/hal+json'],
        ['x-request-id', 'r-1'],
      ]),
      contentType: 'application/hal+json',
      body: '{\n  "id": "C-1",\n  "status": "open"\n}',
    });
    expect(response.problemType).toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.sandbox.lindenkauf.example/checkouts?expand=cart');
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      headers: request().headers,
      body: request().body,
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'manual',
    });
    expect(calls[0]!.init!.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no body where the request has none', async () => {
    const {fetcher, calls} = fakeFetch(async () => new Response(null, {status: 204}));
    const response = await send(request({method: 'GET', body: undefined}), {fetcher, now: clock(0, 5)});
    expect(response).toMatchObject({status: 204, body: '', contentType: ''});
    expect(calls[0]!.init).not.toHaveProperty('body');
  });

  it('reads the problem type of an error answer', async () => {
    const problem = {type: 'https://developer.lindenkauf.example/problems/validation-failed', status: 400};
    const {fetcher} = fakeFetch(async () => new Response(JSON.stringify(problem), {status: 400, headers: {'Content-Type': 'application/problem+json'}}));
    const response = await send(request(), {fetcher, now: clock(0, 1)});
    expect(response.status).toBe(400);
    expect(response.problemType).toBe(problem.type);
    expect(JSON.parse(response.body)).toEqual(problem);
  });

  it('returns a body with markup unchanged, as text', async () => {
    const html = '<html><body><script>alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>';
    const {fetcher} = fakeFetch(async () => new Response(html, {status: 502, headers: {'Content-Type': 'text/html'}}));
    const response = await send(request(), {fetcher, now: clock(0, 1)});
    expect(response.body).toBe(html);
    expect(response.contentType).toBe('text/html');
  });

  it('tells CORS from an unreachable server by a no-cors probe of the same URL', async () => {
    const {fetcher, calls} = fakeFetch(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => new Response(null, {status: 200}),
    );
    const error = await send(request(), {fetcher, now: clock(0)}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendError);
    expect((error as SendError).failure).toEqual({kind: 'cors', origin: 'https://api.sandbox.lindenkauf.example'});
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe(request().url);
    expect(calls[1]!.init).toMatchObject({method: 'GET', mode: 'no-cors', credentials: 'omit'});
    // The probe carries neither the token nor the body.
    expect(calls[1]!.init).not.toHaveProperty('headers');
    expect(calls[1]!.init).not.toHaveProperty('body');
  });

  it('says network when the probe fails as well', async () => {
    const fail = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const {fetcher} = fakeFetch(fail, fail);
    const error = await send(request(), {fetcher, now: clock(0)}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendError);
    expect((error as SendError).failure).toEqual({kind: 'network', origin: 'https://api.sandbox.lindenkauf.example'});
  });

  it('says timeout when the server does not answer in time', async () => {
    const {fetcher, calls} = fakeFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const error = await send(request(), {fetcher, now: clock(0), timeout: 20}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendError);
    expect((error as SendError).failure).toEqual({kind: 'timeout', origin: 'https://api.sandbox.lindenkauf.example'});
    expect(calls).toHaveLength(1);
  });

  it('passes on errors that are not the browser refusing the request', async () => {
    const {fetcher} = fakeFetch(async () => {
      throw new RangeError('something else');
    });
    await expect(send(request(), {fetcher, now: clock(0)})).rejects.toThrow(RangeError);
  });
});

/** A body that arrives in `chunks`, recording whether the reader let it go. */
function streamed(chunks: Uint8Array<ArrayBuffer>[]) {
  const state = {pulled: 0, cancelled: false};
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      const chunk = chunks[state.pulled++];
      if (chunk) {
        controller.enqueue(chunk);
      } else {
        controller.close();
      }
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return {body, state};
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('redirects', () => {
  it('shows a browser redirect (opaque: no status, no Location) instead of following it', async () => {
    // What a browser hands back for redirect: 'manual'; Node's Response cannot be made opaque.
    const opaque = {type: 'opaqueredirect', status: 0, statusText: '', headers: new Headers(), body: null} as unknown as Response;
    const {fetcher, calls} = fakeFetch(async () => opaque);
    const response = await send(request(), {fetcher, now: clock(0, 3)});
    expect(calls).toHaveLength(1);
    expect(response).toMatchObject({status: 0, body: '', redirect: {}});
    expect(response.redirect!.location).toBeUndefined();
  });

  it('names the target where the runtime shows it, and leaves its body unread', async () => {
    const {body, state} = streamed([bytes('<a href="https://elsewhere.example/">moved</a>')]);
    const {fetcher, calls} = fakeFetch(async () => new Response(body, {status: 307, headers: {Location: 'https://elsewhere.example/checkouts'}}));
    const response = await send(request(), {fetcher, now: clock(0, 3)});
    expect(calls).toHaveLength(1);
    expect(response.redirect).toEqual({location: 'https://elsewhere.example/checkouts'});
    expect(response.body).toBe('');
    expect(state.cancelled).toBe(true);
  });

  it('takes a 3xx without Location (304) for an answer, not a redirect', async () => {
    const {fetcher} = fakeFetch(async () => new Response(null, {status: 304}));
    const response = await send(request({method: 'GET', body: undefined}), {fetcher, now: clock(0, 1)});
    expect(response.redirect).toBeUndefined();
    expect(response.status).toBe(304);
  });
});

describe('the body limit', () => {
  it('is named once in the configuration, and worded as readers count', () => {
    expect(TRY_IT_LIMITS.responseBodyBytes).toBe(1_000_000);
    expect(formatBytes(TRY_IT_LIMITS.responseBodyBytes)).toBe('1 MB');
    expect(formatBytes(2_500_000)).toBe('2.5 MB');
    expect(formatBytes(64_000)).toBe('64 kB');
    expect(formatBytes(1234)).toBe('1234 bytes');
  });

  it('reads a body up to the limit whole', async () => {
    const {body, state} = streamed([bytes('{"a":'), bytes('1}')]);
    expect(await readBody({body}, 7)).toEqual({text: '{"a":1}', cut: false});
    expect(state.cancelled).toBe(false);
  });

  it('stops reading at the limit, cancels the stream and says so', async () => {
    const chunks = Array.from({length: 1000}, () => bytes('x'.repeat(100)));
    const {body, state} = streamed(chunks);
    const read = await readBody({body}, 250);
    expect(read).toEqual({text: 'x'.repeat(250), cut: true});
    expect(state.cancelled).toBe(true);
    // Not one chunk more than the limit needed.
    expect(state.pulled).toBeLessThanOrEqual(4);
  });

  it('drops a character the cut splits rather than garbling it', async () => {
    const {body} = streamed([bytes('ab\u00e4')]);
    expect(await readBody({body}, 3)).toEqual({text: 'ab', cut: true});
  });

  it('sends back the cut body as sent, marked with where it was cut, and no problem type read from a part', async () => {
    const problem = JSON.stringify({type: 'https://developer.lindenkauf.example/problems/validation-failed', detail: 'y'.repeat(500)});
    const {fetcher} = fakeFetch(async () => new Response(problem, {status: 400, headers: {'Content-Type': 'application/problem+json'}}));
    const response = await send(request(), {fetcher, now: clock(0, 1), limit: 100});
    expect(response.cutAt).toBe(100);
    expect(response.body).toBe(problem.slice(0, 100));
    expect(response.problemType).toBeUndefined();
  });

  it('marks nothing when the body fits', async () => {
    const {fetcher} = fakeFetch(async () => new Response('{"id":"C-1"}', {status: 200, headers: {'Content-Type': 'application/json'}}));
    const response = await send(request(), {fetcher, now: clock(0, 1), limit: 12});
    expect(response.cutAt).toBeUndefined();
    expect(response.body).toBe('{\n  "id": "C-1"\n}');
  });
});
