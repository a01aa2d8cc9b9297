/**
 * Sending the console's request and reading the answer: the status, the time it took, the headers
 * the browser lets a page read, and the body as text. A request the browser blocks is explained
 * (CORS, network, TLS), never left as "Failed to fetch". Also the equivalent curl command.
 */
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
  {fetcher = fetch, now = () => performance.now(), timeout = TIMEOUT_MS}: {fetcher?: typeof fetch; now?: () => number; timeout?: number} = {},
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
      redirect: 'follow',
      signal: controller.signal,
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const problemType = problemTypeOf(text, contentType);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    return {
      status: response.status,
      statusText: response.statusText,
      duration: Math.round(now() - started),
      headers,
      contentType,
      body: formatBody(text, contentType),
      ...(problemType ? {problemType} : {}),
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
