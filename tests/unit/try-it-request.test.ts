import {buildRequest, missingPathValues, serialiseHeader, serialisePath, serialiseQuery, type ParameterInput} from '../../src/try-it/tryItRequest';

// The examples of the OpenAPI specification's table of style values.
const primitive = 'blue';
const array = ['blue', 'black', 'brown'];
const object = {R: '100', G: '200', B: '150'};

const path = (style: string, explode: boolean, value: ParameterInput['value']) => serialisePath({name: 'color', in: 'path', style, explode, value});
const query = (style: string, explode: boolean, value: ParameterInput['value']) =>
  serialiseQuery({name: 'color', in: 'query', style, explode, value}).join('&');

describe('the try-it request builder', () => {
  it('serialises path values by simple, label and matrix, with and without explode', () => {
    expect([path('simple', false, primitive), path('simple', false, array), path('simple', false, object), path('simple', true, object)]).toEqual([
      'blue',
      'blue,black,brown',
      'R,100,G,200,B,150',
      'R=100,G=200,B=150',
    ]);
    expect([
      path('label', false, primitive),
      path('label', false, array),
      path('label', true, array),
      path('label', false, object),
      path('label', true, object),
    ]).toEqual(['.blue', '.blue,black,brown', '.blue.black.brown', '.R,100,G,200,B,150', '.R=100.G=200.B=150']);
    expect([
      path('matrix', false, primitive),
      path('matrix', false, array),
      path('matrix', true, array),
      path('matrix', false, object),
      path('matrix', true, object),
    ]).toEqual([';color=blue', ';color=blue,black,brown', ';color=blue;color=black;color=brown', ';color=R,100,G,200,B,150', ';R=100;G=200;B=150']);
  });

  it('serialises query values by form, spaceDelimited, pipeDelimited and deepObject', () => {
    expect([
      query('form', true, primitive),
      query('form', true, array),
      query('form', false, array),
      query('form', true, object),
      query('form', false, object),
    ]).toEqual(['color=blue', 'color=blue&color=black&color=brown', 'color=blue,black,brown', 'R=100&G=200&B=150', 'color=R,100,G,200,B,150']);
    expect(query('spaceDelimited', false, array)).toBe('color=blue%20black%20brown');
    expect(query('pipeDelimited', false, array)).toBe('color=blue|black|brown');
    expect(query('deepObject', true, object)).toBe('color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150');
    // form explodes by default; the others do not.
    expect(serialiseQuery({name: 'color', in: 'query', value: array})).toEqual(['color=blue', 'color=black', 'color=brown']);
  });

  it('percent-encodes values, and leaves reserved characters only where allowReserved says so', () => {
    expect(path('simple', false, 'a/b c')).toBe('a%2Fb%20c');
    expect(query('form', true, 'a&b=c')).toBe('color=a%26b%3Dc');
    expect(serialiseQuery({name: 'q', in: 'query', allowReserved: true, value: 'a/b:c'})).toEqual(['q=a/b:c']);
    expect(query('form', true, "it's (ok)*")).toBe('color=it%27s%20%28ok%29%2A');
  });

  it('leaves empty optional values out, and names path values still missing', () => {
    expect(serialiseQuery({name: 'limit', in: 'query', value: ''})).toEqual([]);
    expect(serialiseHeader({name: 'If-Match', in: 'header', value: undefined})).toBeUndefined();
    expect(
      missingPathValues({
        method: 'get',
        server: 'https://api.example.com',
        path: '/orders/{orderId}/items/{itemId}',
        parameters: [
          {name: 'orderId', in: 'path', value: 'O-1'},
          {name: 'itemId', in: 'path', value: ''},
        ],
      }),
    ).toEqual(['itemId']);
  });

  it('builds the URL, the headers and the body with its media type', () => {
    const built = buildRequest({
      method: 'post',
      server: 'https://api.sandbox.example.com/',
      path: '/orders/{orderId}/cancellations',
      parameters: [
        {name: 'orderId', in: 'path', value: 'ORD 1'},
        {name: 'notify', in: 'query', value: 'true'},
        {name: 'expand', in: 'query', value: ['items', 'payments'], explode: false},
        {name: 'Idempotency-Key', in: 'header', value: 'k-1'},
        {name: 'X-Request-Id', in: 'header', value: ''},
        {name: 'session', in: 'cookie', value: 's'},
      ],
      body: {mediaType: 'application/json', text: '{"reason":"CHANGED_MIND"}'},
    });
    expect(built).toEqual({
      method: 'POST',
      url: 'https://api.sandbox.example.com/orders/ORD%201/cancellations?notify=true&expand=items,payments',
      headers: [
        ['Idempotency-Key', 'k-1'],
        ['Content-Type', 'application/json'],
      ],
      body: '{"reason":"CHANGED_MIND"}',
    });
  });
});
