/**
 * The MCP server over Streamable HTTP, as a small Node service beside nginx (issue 35): stateless
 * (a server and transport per request, so any instance answers any call and nothing piles up),
 * with bounds one client cannot push the others out with: the body's size, the time a call may
 * take and the calls per client and minute. Run by scripts/mcp-http.mjs.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {BASE_URL, MCP} from '../portal/config';
import {trimSlashes} from '../shared/paths';
import {createPortalServer, type PortalContent} from './server';

export interface HttpLimits {
  maxBodyBytes: number;
  callTimeoutMs: number;
  callsPerMinute: number;
}

export interface McpHttpOptions {
  content: PortalContent;
  port?: number;
  host?: string;
  limits?: Partial<HttpLimits>;
  /** The clock of the rate limit; tests set it. */
  now?: () => number;
  log?: (line: string) => void;
}

export interface McpHttpService {
  url: string;
  close(): Promise<void>;
}

/** The endpoint and its health check, under the base path as nginx passes them on. */
export const MCP_PATH = `/${trimSlashes(BASE_URL)}${MCP.route}`;
export const HEALTH_PATH = `/${trimSlashes(BASE_URL)}${MCP.http.health}`;

/** A JSON-RPC error answer without an id: the request could not be read, or was refused before it was. */
function refuse(response: http.ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, {'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers});
  response.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}));
}

/**
 * What a client whose body is over the bound reads, from the service and from nginx alike
 * (deploy/nginx/live.conf answers a body over client_max_body_size with this text before the
 * service sees it; tests/unit/mcp-deploy.test.ts holds the two together).
 */
export function tooLargeMessage(maxBodyBytes: number): string {
  return `Request too large: an MCP request body may be at most ${maxBodyBytes / 1024} KB. Send one JSON-RPC message per request, with arguments of at most ${MCP.maxInputLength} characters.`;
}

class BodyTooLarge extends Error {}

function readBody(request: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The client a call counts against: behind nginx (a loopback peer) the address nginx names in
 * X-Real-IP, else the peer itself. A client cannot pick its own address by sending the header.
 */
function clientOf(request: http.IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-real-ip'];
  const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
  return loopback && typeof forwarded === 'string' && forwarded !== '' ? forwarded : peer;
}

/** Calls per client in the last minute; a client's entry goes when its minute has passed. */
function rateLimiter(perMinute: number, now: () => number) {
  const calls = new Map<string, number[]>();
  return (client: string): number | undefined => {
    const time = now();
    const recent = (calls.get(client) ?? []).filter((at) => time - at < 60_000);
    if (recent.length >= perMinute) {
      calls.set(client, recent);
      return Math.ceil((recent[0]! + 60_000 - time) / 1000);
    }
    recent.push(time);
    calls.set(client, recent);
    // Forget idle clients now and then, so the map stays the size of the last minute's clients.
    if (calls.size > 10_000) {
      for (const [key, times] of calls) {
        if (times.every((at) => time - at >= 60_000)) {
          calls.delete(key);
        }
      }
    }
    return undefined;
  };
}

export function startMcpHttpService({
  content,
  port = MCP.http.port,
  host = '127.0.0.1',
  limits = {},
  now = Date.now,
  log = () => {},
}: McpHttpOptions): Promise<McpHttpService> {
  const bounds: HttpLimits = {maxBodyBytes: MCP.http.maxBodyBytes, callTimeoutMs: MCP.http.callTimeoutMs, callsPerMinute: MCP.http.callsPerMinute, ...limits};
  const limited = rateLimiter(bounds.callsPerMinute, now);

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const pathname = (request.url ?? '/').split('?')[0]!;
    if (pathname === HEALTH_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, {'Content-Type': 'application/json', 'Cache-Control': 'no-store'});
      response.end(
        request.method === 'HEAD' ? undefined : JSON.stringify({status: 'ok', flavour: content.flavour, apis: (await content.portal.apiKeys()).length}),
      );
      return;
    }
    if (pathname !== MCP_PATH) {
      refuse(response, 404, -32601, `Not found: the MCP endpoint is ${MCP_PATH}.`);
      return;
    }
    if (request.method !== 'POST') {
      // Stateless: no session to stream to (GET) or end (DELETE).
      refuse(response, 405, -32000, 'Method not allowed: this stateless MCP endpoint takes POST only.', {Allow: 'POST'});
      return;
    }
    const retryAfter = limited(clientOf(request));
    if (retryAfter !== undefined) {
      refuse(response, 429, -32000, `Too many calls: at most ${bounds.callsPerMinute} a minute per client. Try again in ${retryAfter} s.`, {
        'Retry-After': String(retryAfter),
      });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request, bounds.maxBodyBytes));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        refuse(response, 413, -32600, tooLargeMessage(bounds.maxBodyBytes), {Connection: 'close'});
      } else {
        refuse(response, 400, -32700, 'Parse error: the body is no JSON-RPC message in JSON.');
      }
      return;
    }
    const server = createPortalServer(content);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    const timer = setTimeout(() => {
      refuse(response, 504, -32000, `The call took longer than ${bounds.callTimeoutMs / 1000} s and was stopped.`);
      // Closing the transport aborts the signal the SDK hands each tool call (server.ts), so the
      // tool's work stops at its next step rather than running on for nobody.
      void transport.close();
    }, bounds.callTimeoutMs);
    response.on('close', () => {
      clearTimeout(timer);
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request, response, body);
  };

  const service = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`MCP request failed: ${error instanceof Error ? error.message : String(error)}`);
      refuse(response, 500, -32603, 'Internal error.');
    });
  });
  // A slow client cannot hold a connection open for long.
  service.requestTimeout = bounds.callTimeoutMs * 2;
  service.headersTimeout = bounds.callTimeoutMs;

  return new Promise((resolve, reject) => {
    service.once('error', reject);
    service.listen(port, host, () => {
      const address = service.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}${MCP_PATH}`,
        close: () =>
          new Promise((done) => {
            service.closeAllConnections();
            service.close(() => done());
          }),
      });
    });
  });
}
