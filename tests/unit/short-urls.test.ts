import {shortReferenceTarget} from '../../src/reference/shortUrls';

describe('short reference URLs in client navigation', () => {
  it('leads a spec landing page to its section of the overview', () => {
    expect(shortReferenceTarget('/reference/specs/checkout')).toBe('/rest#checkout');
    expect(shortReferenceTarget('/reference/specs/checkout/')).toBe('/rest#checkout');
  });

  it('leads /rest/{spec}/{operationId} to the operation page, ids with slashes too', () => {
    expect(shortReferenceTarget('/rest/checkout/getCheckout')).toBe('/reference/specs/checkout/operations/getCheckout');
    expect(shortReferenceTarget('/rest/github/repos/get-content')).toBe('/reference/specs/github/operations/repos/get-content');
  });

  it('leaves every other unmatched path to the error page', () => {
    for (const path of ['/rest', '/rest/checkout', '/rest/errors/unknown', '/reference/specs', '/reference/specs/checkout/operations', '/wiki/nothing', '/']) {
      expect({path, target: shortReferenceTarget(path)}).toEqual({path, target: undefined});
    }
  });
});
