/**
 * Example payloads and request samples, made at build time. Payloads come from the spec's own
 * `example`/`examples`, else openapi-sampler generates one from the schema (it follows refs and
 * stops at cycles). Request samples (curl, JavaScript fetch) come from httpsnippet, which quotes
 * and escapes for each language.
 */
import {HTTPSnippet, type HarRequest} from 'httpsnippet';
import {sample} from 'openapi-sampler';
import type {CodeSample} from '../../src/reference/types';
import type {OpenApiDocument} from './load';
import {type Json, isObject, resolveObject} from './pointer';


/** Examples larger than this are cut: the reader needs the shape, not a megabyte. */
const MAX_EXAMPLE_CHARS = 20_000;
export const ACCESS_TOKEN_PLACEHOLDER = '<ACCESS_TOKEN>';

function format(value: unknown, mediaType: string): string {
  const text = typeof value === 'string' && !/json/i.test(mediaType) ? value : JSON.stringify(value, null, 2);
  return text.length > MAX_EXAMPLE_CHARS ? `${text.slice(0, MAX_EXAMPLE_CHARS)}\n...` : text;
}

/** A value for the schema, from the spec's example or generated. */
export function sampleValue(document: OpenApiDocument, schema: unknown, direction: 'request' | 'response'): unknown {
  if (!isObject(schema)) {
    return undefined;
  }
  try {
    return sample(schema as never, {skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true, maxSampleDepth: 8}, document as never);
  } catch {
    return undefined;
  }
}

export function exampleFor(document: OpenApiDocument, content: Json, mediaType: string, direction: 'request' | 'response'): {text: string; generated: boolean} | undefined {
  if (content.example !== undefined) {
    return {text: format(content.example, mediaType), generated: false};
  }
  const first = Object.values(isObject(content.examples) ? content.examples : {})[0];
  const written = resolveObject(document, first)?.value;
  if (written !== undefined) {
    return {text: format(written, mediaType), generated: false};
  }
  if (!/json|\*\/\*/i.test(mediaType)) {
    return undefined;
  }
  const generated = sampleValue(document, content.schema, direction);
  return generated === undefined ? undefined : {text: format(generated, mediaType), generated: true};
}

interface SampleOperation {
  method: string;
  route: string;
  operation: Json;
  parameters: Json[];
}

function parameterValue(document: OpenApiDocument, parameter: Json): string {
  const value = parameter.example ?? resolveObject(document, parameter.schema)?.example ?? sampleValue(document, parameter.schema, 'request');
  if (value === undefined || value === null) {
    return `<${String(parameter.name)}>`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const SET_BY_SAMPLE = new Set(['authorization', 'accept', 'content-type']);

/** curl and fetch for one operation (one version): server, path values, required parameters, token and body. */
export function codeSamples(document: OpenApiDocument, {method, route, operation, parameters}: SampleOperation, version?: string): CodeSample[] {
  const servers = Array.isArray(document.servers) ? document.servers.filter(isObject) : [];
  const server = typeof servers[0]?.url === 'string' ? servers[0].url.replace(/\/+$/, '') : 'https://api.example.com';
  const base = /^https?:\/\//.test(server) ? server : `https://api.example.com${server.startsWith('/') ? '' : '/'}${server}`;
  let pathname = route;
  const queryString: {name: string; value: string}[] = [];
  const headers: {name: string; value: string}[] = [];
  for (const parameter of parameters) {
    const name = String(parameter.name);
    if (parameter.in === 'path') {
      pathname = pathname.replace(`{${name}}`, encodeURIComponent(parameterValue(document, parameter)));
    } else if (parameter.in === 'query' && parameter.required === true) {
      queryString.push({name, value: parameterValue(document, parameter)});
    } else if (parameter.in === 'header' && parameter.required === true && !SET_BY_SAMPLE.has(name.toLowerCase())) {
      headers.push({name, value: parameterValue(document, parameter)});
    }
  }
  const security = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  if (security.some((requirement) => isObject(requirement) && Object.keys(requirement).length > 0)) {
    headers.unshift({name: 'Authorization', value: `Bearer ${ACCESS_TOKEN_PLACEHOLDER}`});
  }
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = Object.entries(responses).find(([status]) => /^2/.test(status));
  const accept = Object.keys(resolveObject(document, success?.[1])?.content ?? {}).find((type) => !version || !/profile=/.test(type) || type.includes(`/${version}"`) || type.endsWith(`/${version}`));
  if (accept) {
    headers.push({name: 'Accept', value: accept});
  }
  const body = resolveObject(document, operation.requestBody);
  const [bodyType, bodyContent] = Object.entries(isObject(body?.content) ? body.content : {})[0] ?? [];
  let postData: HarRequest['postData'] | undefined;
  if (bodyType && isObject(bodyContent)) {
    const example = exampleFor(document, bodyContent, bodyType, 'request');
    if (example && !/multipart|octet-stream/.test(bodyType)) {
      headers.push({name: 'Content-Type', value: bodyType});
      postData = {mimeType: bodyType, text: example.text};
    }
  }
  const query = queryString.map(({name, value}) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const har = {
    method: method.toUpperCase(),
    url: `${base}${pathname}${query ? `?${query}` : ''}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString,
    headersSize: -1,
    bodySize: -1,
    ...(postData ? {postData} : {}),
  } as HarRequest;
  try {
    const snippet = new HTTPSnippet(har);
    return [
      {label: 'curl', language: 'bash', code: String(snippet.convert('shell', 'curl', {indent: '  '}))},
      {label: 'JavaScript', language: 'javascript', code: String(snippet.convert('javascript', 'fetch'))},
    ];
  } catch {
    return [];
  }
}
