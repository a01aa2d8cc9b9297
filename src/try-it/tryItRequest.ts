/**
 * The request the "Try it" console sends, from what the reader entered (pure, unit-tested): each
 * parameter serialised by its OpenAPI `style` and `explode`, path values percent-encoded, the query
 * in the spec's order, headers as given, and the body as typed with its media type.
 * https://spec.openapis.org/oas/v3.1.0#style-values
 */

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** A value as the form holds it: a primitive as text, an array, or an object of texts. */
export type ParameterValue = string | readonly string[] | Readonly<Record<string, string>>;

export interface ParameterInput {
  name: string;
  in: ParameterLocation;
  /** The spec's `style`; the default of its location where the spec has none. */
  style?: string;
  /** The spec's `explode`; true for `form`, false otherwise, where the spec has none. */
  explode?: boolean;
  /** Query only: the spec's `allowReserved` (reserved characters go unencoded). */
  allowReserved?: boolean;
  value: ParameterValue | undefined;
}

export interface RequestInput {
  method: string;
  /** The server's URL, without a trailing slash. */
  server: string;
  /** The path template, `/orders/{orderId}`. */
  path: string;
  parameters: readonly ParameterInput[];
  body?: {mediaType: string; text: string};
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: [name: string, value: string][];
  body?: string;
}

const DEFAULT_STYLE: Record<ParameterLocation, string> = {path: 'simple', query: 'form', header: 'simple', cookie: 'form'};

const isEmpty = (value: ParameterValue | undefined): value is undefined =>
  value === undefined || (typeof value === 'string' ? value === '' : Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0);

/** RFC 3986 unreserved characters stay; with `allowReserved`, reserved ones too. */
function encode(text: string, allowReserved = false): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return allowReserved ? encoded.replace(/%(3A|2F|3F|23|5B|5D|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi, (escape) => decodeURIComponent(escape)) : encoded;
}

const entriesOf = (value: Readonly<Record<string, string>>) => Object.entries(value);

/** A path value by `simple`, `label` or `matrix`, encoded for a path segment. */
export function serialisePath(parameter: ParameterInput): string {
  const {name, value} = parameter;
  const style = parameter.style ?? DEFAULT_STYLE.path;
  const explode = parameter.explode ?? false;
  if (isEmpty(value)) {
    return '';
  }
  const enc = (text: string) => encode(text);
  if (typeof value === 'string') {
    return style === 'label' ? `.${enc(value)}` : style === 'matrix' ? `;${name}=${enc(value)}` : enc(value);
  }
  if (Array.isArray(value)) {
    const items = (value as readonly string[]).map(enc);
    if (style === 'label') {
      return `.${items.join(explode ? '.' : ',')}`;
    }
    if (style === 'matrix') {
      return explode ? items.map((item) => `;${name}=${item}`).join('') : `;${name}=${items.join(',')}`;
    }
    return items.join(',');
  }
  const pairs = entriesOf(value as Readonly<Record<string, string>>).map(([key, item]) => [enc(key), enc(item)] as const);
  if (style === 'label') {
    return `.${pairs.map(([key, item]) => (explode ? `${key}=${item}` : `${key},${item}`)).join(explode ? '.' : ',')}`;
  }
  if (style === 'matrix') {
    return explode ? pairs.map(([key, item]) => `;${key}=${item}`).join('') : `;${name}=${pairs.map(([key, item]) => `${key},${item}`).join(',')}`;
  }
  return pairs.map(([key, item]) => (explode ? `${key}=${item}` : `${key},${item}`)).join(',');
}

/** A query parameter's `name=value` pairs by `form`, `spaceDelimited`, `pipeDelimited` or `deepObject`. */
export function serialiseQuery(parameter: ParameterInput): string[] {
  const {name, value, allowReserved} = parameter;
  const style = parameter.style ?? DEFAULT_STYLE.query;
  const explode = parameter.explode ?? style === 'form';
  if (isEmpty(value)) {
    return [];
  }
  const enc = (text: string) => encode(text, allowReserved);
  const key = encode(name);
  if (typeof value === 'string') {
    return [`${key}=${enc(value)}`];
  }
  if (Array.isArray(value)) {
    const items = (value as readonly string[]).map(enc);
    if (explode) {
      return items.map((item) => `${key}=${item}`);
    }
    const separator = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '|' : ',';
    return [`${key}=${items.join(separator)}`];
  }
  const pairs = entriesOf(value as Readonly<Record<string, string>>);
  if (style === 'deepObject') {
    return pairs.map(([property, item]) => `${key}%5B${encode(property)}%5D=${enc(item)}`);
  }
  if (explode) {
    return pairs.map(([property, item]) => `${encode(property)}=${enc(item)}`);
  }
  return [`${key}=${pairs.map(([property, item]) => `${encode(property)},${enc(item)}`).join(',')}`];
}

/** A header's value by `simple` (the only style headers have). */
export function serialiseHeader(parameter: ParameterInput): string | undefined {
  const {value} = parameter;
  if (isEmpty(value)) {
    return undefined;
  }
  if (typeof value === 'string') {
    return value;
  }
  if (Array.isArray(value)) {
    return (value as readonly string[]).join(',');
  }
  return entriesOf(value as Readonly<Record<string, string>>)
    .map(([key, item]) => (parameter.explode ? `${key}=${item}` : `${key},${item}`))
    .join(',');
}

/** Path parameters in the template that the reader left empty. */
export function missingPathValues(input: RequestInput): string[] {
  const names = [...input.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return names.filter((name) => isEmpty(input.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.value));
}

/**
 * The request to send. Cookies are not set: browsers do not let a page send a Cookie header,
 * so the console says so beside a cookie parameter instead.
 */
export function buildRequest(input: RequestInput): BuiltRequest {
  const path = input.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = input.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter ? serialisePath(parameter) : whole;
  });
  const query = input.parameters.filter((parameter) => parameter.in === 'query').flatMap(serialiseQuery);
  const headers: [string, string][] = input.parameters.flatMap((parameter) => {
    const value = parameter.in === 'header' ? serialiseHeader(parameter) : undefined;
    return value === undefined ? [] : [[parameter.name, value] as [string, string]];
  });
  if (input.body) {
    headers.push(['Content-Type', input.body.mediaType]);
  }
  return {
    method: input.method.toUpperCase(),
    url: `${input.server.replace(/\/+$/, '')}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    headers,
    ...(input.body ? {body: input.body.text} : {}),
  };
}
