import {execFile} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {loadSpecs} from '../../lib/openapi/load';
import {buildSpecModel, operationPageData} from '../../lib/openapi/model';
import {SITE_DIR} from '../support/siteCopy';

// The curl sample of createCheckout, run as a reader would paste it: against a loopback server
// standing in for the API, which records the request it received.

const API_ORIGIN = 'https://api.lindenkauf.example';
const routes = {baseUrl: '/portal/'};

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let origin: string;
const received: Received[] = [];

/** Runs a command in bash; resolves with its exit code, stdout and stderr. */
function bash(command: string): Promise<{code: number; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    execFile('bash', ['-c', command], {timeout: 15_000}, (error, stdout, stderr) => {
      resolve({code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr});
    });
  });
}

beforeAll(async () => {
  const which = await bash('command -v curl');
  if (which.code !== 0) {
    throw new Error('curl is not installed: this test runs the generated curl sample and needs the curl command (Debian: apt-get install curl).');
  }
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8')});
      response.writeHead(201, {'Content-Type': 'application/hal+json'});
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

it('sends what the page says: POST /checkouts with the token, the media types and the example as JSON', async () => {
  const spec = (await loadSpecs(SITE_DIR, path.join(SITE_DIR, 'specs'))).specs.find((candidate) => candidate.key === 'checkout')!;
  const model = buildSpecModel(spec, routes);
  const operation = model.operations.find((candidate) => candidate.id === 'createCheckout')!;
  const page = operationPageData(model, operation, undefined, routes);
  const curl = page.samples.byExample[0]!.find((sample) => sample.label === 'curl')!.code;
  expect(curl).toContain(`${API_ORIGIN}/checkouts`);

  const command = curl.split(API_ORIGIN).join(origin);
  const run = await bash(`${command} --silent --show-error --max-time 10`);
  expect({code: run.code, stderr: run.stderr}).toEqual({code: 0, stderr: ''});

  expect(received).toHaveLength(1);
  const [request] = received as [Received];
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/checkouts');
  expect(request.headers.authorization).toBe('Bearer <ACCESS_TOKEN>');
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.headers.accept).toBe('application/hal+json');
  // Idempotency-Key is optional in the spec (components/parameters/IdempotencyKey): samples send required headers only.
  expect(request.headers['idempotency-key']).toBeUndefined();
  const example = page.requestBody!.content[0]!.examples[0]!;
  expect(JSON.parse(request.body)).toEqual(JSON.parse(example.value));
});
