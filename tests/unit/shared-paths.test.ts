import {joinSitePath, trimSlashes} from '../../lib/shared/paths';

describe('trimSlashes', () => {
  it('drops every leading and trailing slash and keeps the inner ones', () => {
    expect(trimSlashes('/portal/')).toBe('portal');
    expect(trimSlashes('//rest//checkout//')).toBe('rest//checkout');
    expect(trimSlashes('/')).toBe('');
    expect(trimSlashes('')).toBe('');
    expect(trimSlashes('rest/checkout')).toBe('rest/checkout');
    expect(trimSlashes('https://developer.example/')).toBe('https://developer.example');
  });
});

describe('joinSitePath', () => {
  it('puts one slash where the base URL and the site path meet', () => {
    expect(joinSitePath('/portal/', '/rest/checkout#x')).toBe('/portal/rest/checkout#x');
    expect(joinSitePath('/portal', 'rest/checkout')).toBe('/portal/rest/checkout');
    expect(joinSitePath('/', '/openapi/checkout.yaml')).toBe('/openapi/checkout.yaml');
  });

  it('keeps the trailing slash of the last part', () => {
    expect(joinSitePath('/portal/', '/reference/')).toBe('/portal/reference/');
    expect(joinSitePath('/portal/', '')).toBe('/portal/');
  });
});
