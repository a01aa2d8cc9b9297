/**
 * Sending the console's request and reading the answer: the status, the time it took, the headers
 * the browser lets a page read, and the body as text. A request the browser blocks is explained
 * (CORS, network, TLS), never left as "Failed to fetch". Also the equivalent curl command.
 *
 * A redirect is shown, never followed: following it would send the reader's token and body on to
 * a host nobody chose. A body is read up to TRY_IT_LIMITS.responseBodyBytes and no further.
 */
import {TRY_IT_LIMITS} from '../../lib/portal/config';
import type {BuiltRequest} from './tryItRequest';

export interface SentResponse {
  status: number;
  statusText: string;
  /** Milliseconds from sending to the last byte of the body. */
  duration: number;
  headers: [name: string, value: string][];
  contentType: string;
  /** The body as text; JSON pretty-printed. Never interpreted as HTML. */
  body: string;
  /** A problem+json body's `type`, where it has one. */
  problemType?: string;
  /**
   * The server answered with a redirect, which the console did not follow. In a browser the
   * redirect is opaque (status 0, no headers, no body): `location` is known only where the
   * runtime shows it.
   */
  redirect?: {location?: string};
  /** The body was cut after this many bytes (the server sent more). */
  cutAt?: number;
}

export type SendFailure = {kind: 'cors' | 'network' | 'timeout' | 'offline'; origin: string};

export const TIMEOUT_MS = 30_000;

const isJson = (contentType: string) => /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());

/** The body for reading: JSON indented by two spaces, anything else as the server sent it. */
export function formatBody(text: string, contentType: string): string {
  if (!isJson(contentType) || text.trim() === '') {
    return text;
  }
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function problemTypeOf(text: string, contentType: string): string | undefined {
  if (!/^application\/problem\+json\b/i.test(contentType.trim())) {
    return undefined;
  }
  try {
    const problem: unknown = JSON.parse(text);
    return typeof problem === 'object' && problem !== null && typeof (problem as {type?: unknown}).type === 'string'
      ? (problem as {type: string}).type
      : undefined;
  } catch {
    return undefined;
  }
}

/** A byte count as the console words it: 1000000 is "1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000 && bytes % 100_000 === 0) {
    return `${bytes / 1_000_000} MB`;
  }
  if (bytes >= 1000 && bytes % 100 === 0) {
    return `${bytes / 1000} kB`;
  }
  return `${bytes} bytes`;
}

/**
 * The body as text, at most `limit` bytes of it: the stream is read chunk by chunk and cancelled
 * once the limit is reached, so a huge or endless body never lands in memory whole. A character
 * split by the cut is dropped rather than shown as a replacement character.
 */
export async function readBody(response: Pick<Response, 'body'>, limit: number): Promise<{text: string; cut: boolean}> {
  if (!response.body) {
    return {text: '', cut: false};
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let read = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) {
      return {text: text + decoder.decode(), cut: false};
    }
    if (read + value.byteLength > limit) {
      text += decoder.decode(value.subarray(0, limit - read), {stream: true});
      await reader.cancel().catch(() => undefined);
      return {text, cut: true};
    }
    read += value.byteLength;
    text += decoder.decode(value, {stream: true});
  }
}

/** A redirect answer: opaque in a browser (`redirect: 'manual'`), a plain 3xx elsewhere. */
function redirectOf(response: Response): SentResponse['redirect'] {
  if (response.type === 'opaqueredirect') {
    return {};
  }
  if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
    return {location: response.headers.get('location') ?? ''};
  }
  return undefined;
}

/**
 * Why a fetch failed. A `no-cors` request to the same URL tells the cases apart: it succeeds when
 * the server answers but refuses this origin (CORS), and fails as well when it cannot be reached.
 */
async function classify(url: string, fetcher: typeof fetch): Promise<SendFailure['kind']> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return 'offline';
  }
  try {
    await fetcher(url, {method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store'});
    return 'cors';
  } catch {
    return 'network';
  }
}

export class SendError extends Error {
  constructor(readonly failure: SendFailure) {
    super(failure.kind);
  }
}

export async function send(
  request: BuiltRequest,
  {
    fetcher = fetch,
    now = () => performance.now(),
    timeout = TIMEOUT_MS,
    limit = TRY_IT_LIMITS.responseBodyBytes,
  }: {fetcher?: typeof fetch; now?: () => number; timeout?: number; limit?: number} = {},
): Promise<SentResponse> {
  const {origin} = new URL(request.url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const started = now();
  try {
    const response = await fetcher(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? {body: request.body} : {}),
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'manual',
      signal: controller.signal,
    });
    const redirect = redirectOf(response);
    if (redirect) {
      // Nothing of it is shown: let the connection go.
      await response.body?.cancel().catch(() => undefined);
    }
    const {text, cut} = redirect ? {text: '', cut: false} : await readBody(response, limit);
    const contentType = response.headers.get('content-type') ?? '';
    // A cut body is not the whole problem document: its type is not read from it.
    const problemType = cut ? undefined : problemTypeOf(text, contentType);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    return {
      status: response.status,
      statusText: response.statusText,
      duration: Math.round(now() - started),
      headers,
      contentType,
      body: cut ? text : formatBody(text, contentType),
      ...(problemType ? {problemType} : {}),
      ...(redirect ? {redirect} : {}),
      ...(cut ? {cutAt: limit} : {}),
    };
  } catch (error) {
    if (controller.signal.aborted) {
      throw new SendError({kind: 'timeout', origin});
    }
    if (error instanceof TypeError) {
      throw new SendError({kind: await classify(request.url, fetcher), origin});
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The curl command of a request; the values of `secret` headers (the token) masked. */
export function curlCommand(request: BuiltRequest, secret: (name: string) => boolean = (name) => /^authorization$/i.test(name)): string {
  const lines = [`curl -X ${request.method} ${quote(request.url)}`];
  for (const [name, value] of request.headers) {
    const shown = secret(name) ? value.replace(/^(\w+\s+)?.*$/, (_whole, prefix: string | undefined) => `${prefix ?? ''}••••••••`) : value;
    lines.push(`-H ${quote(`${name}: ${shown}`)}`);
  }
  if (request.body !== undefined) {
    lines.push(`--data-raw ${quote(request.body)}`);
  }
  return lines.join(' \\\n  ');
}
