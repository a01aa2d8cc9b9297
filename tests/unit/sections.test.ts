import {REDIRECTS, SECTIONS, TOP_NAV, isVisibleIn, sectionsFor, validateSections} from '../../lib/portal/sections';

describe('sections', () => {
  it('has the top navigation of the spec, in order', () => {
    expect(TOP_NAV.map((entry) => entry.label)).toEqual(['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki']);
  });

  it('keeps the gateway and the wiki out of the live flavour', () => {
    expect(sectionsFor('live').map((section) => section.id)).toEqual(['rest', 'guidelines', 'support']);
    expect(sectionsFor('internal').map((section) => section.id)).toEqual(['rest', 'guidelines', 'gateway', 'support', 'wiki']);
  });

  it('validates the shipped sections', () => {
    expect(() => validateSections()).not.toThrow();
    expect(SECTIONS.map((section) => section.id).sort()).toEqual(['gateway', 'guidelines', 'rest', 'support', 'wiki']);
  });

  it('redirects the validation-failed problem to the error-responses anchor', () => {
    const targets = Object.fromEntries(REDIRECTS.map((redirect) => [redirect.from, redirect.to]));
    expect(targets['/errors/ValidationError']).toBe('/rest/about-the-api/error-responses#validation-failed');
    expect(targets['/problems/validation-failed']).toBe('/rest/about-the-api/error-responses#validation-failed');
  });

  it('shows non-public items only internally', () => {
    expect(isVisibleIn('live', {public: false})).toBe(false);
    expect(isVisibleIn('internal', {public: false})).toBe(true);
    expect(isVisibleIn('live', {public: true})).toBe(true);
  });
});
