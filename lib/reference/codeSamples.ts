/**
 * Request samples in the languages partners write, from one request description. Shared by the
 * build (every example's samples are static, highlighted HTML) and the browser (a body the reader
 * composes by choosing ONE OF options gets its samples on demand, from the same generators).
 *
 * The generators are Scalar's snippetz: maintained, ES modules without Node built-ins, so the same
 * code runs at build time and in the browser (httpsnippet needs Node's url, querystring and
 * form-data, and its last release is from 2023). Each generator quotes and escapes for its language.
 */
import type {HarRequest} from '@scalar/snippetz';
import {shellCurl} from '@scalar/snippetz/plugins/shell/curl';
import {jsFetch} from '@scalar/snippetz/plugins/js/fetch';
import {nodeUndici} from '@scalar/snippetz/plugins/node/undici';
import {pythonRequests} from '@scalar/snippetz/plugins/python/requests';
import {javaNethttp} from '@scalar/snippetz/plugins/java/nethttp';
import {csharpHttpclient} from '@scalar/snippetz/plugins/csharp/httpclient';
import {goNative} from '@scalar/snippetz/plugins/go/native';
import {phpGuzzle} from '@scalar/snippetz/plugins/php/guzzle';
import {rubyNative} from '@scalar/snippetz/plugins/ruby/native';
import {kotlinOkhttp} from '@scalar/snippetz/plugins/kotlin/okhttp';
import {swiftNsurlsession} from '@scalar/snippetz/plugins/swift/nsurlsession';
import type {CodeSample, SampleRequest} from './types';

interface Generator {
  generate: (request?: Partial<HarRequest>) => string;
}

/** Label (the tab, and the reader's remembered choice), Prism language, generator. */
export const SAMPLE_CLIENTS: readonly {label: string; language: string; generator: Generator}[] = [
  {label: 'curl', language: 'bash', generator: shellCurl},
  {label: 'JavaScript', language: 'javascript', generator: jsFetch},
  {label: 'Node.js', language: 'javascript', generator: nodeUndici},
  {label: 'Python', language: 'python', generator: pythonRequests},
  {label: 'Java', language: 'java', generator: javaNethttp},
  {label: 'C#', language: 'csharp', generator: csharpHttpclient},
  {label: 'Go', language: 'go', generator: goNative},
  {label: 'PHP', language: 'php', generator: phpGuzzle},
  {label: 'Ruby', language: 'ruby', generator: rubyNative},
  {label: 'Kotlin', language: 'kotlin', generator: kotlinOkhttp},
  {label: 'Swift', language: 'swift', generator: swiftNsurlsession},
];

/** Bodies the generators cannot write as text (uploads) are left out of the samples. */
export function sendsBody(mediaType: string): boolean {
  return !/multipart|octet-stream|^image\/|^audio\/|^video\//i.test(mediaType);
}

/** The request as HAR, the generators' input; the query string is already part of the URL. */
export function harOf(request: SampleRequest, body: string | undefined): Partial<HarRequest> {
  const withBody = body !== undefined && request.bodyType !== undefined;
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: 'HTTP/1.1',
    headers: [...request.headers, ...(withBody ? [{name: 'Content-Type', value: request.bodyType!}] : [])],
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(withBody ? {postData: {mimeType: request.bodyType!, text: body}} : {}),
  };
}

/** One sample per client for the request with this body; a generator that fails is left out. */
export function generateSamples(request: SampleRequest, body: string | undefined): CodeSample[] {
  const har = harOf(request, body);
  return SAMPLE_CLIENTS.flatMap(({label, language, generator}) => {
    try {
      return [{label, language, code: generator.generate(har).trimEnd()}];
    } catch {
      return [];
    }
  });
}
