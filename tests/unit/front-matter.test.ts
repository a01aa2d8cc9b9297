import path from 'node:path';
import {FrontMatterError, frontMatterLine, parseFrontMatter, validateFrontMatter} from '../../plugins/front-matter';

const siteDir = '/site';
const page = (file: string, fileContent: string) => ({filePath: path.join(siteDir, file), fileContent, siteDir});

describe('front matter validation', () => {
  it('accepts a page with a title and a boolean public flag', () => {
    const frontMatter = {title: 'Pagination', public: false};
    expect(validateFrontMatter(frontMatter, page('docs/pagination.md', '---\ntitle: Pagination\npublic: false\n---\n'))).toEqual(frontMatter);
  });

  it('rejects a public flag that is not a boolean, naming file, line and the fix', () => {
    const content = '---\ntitle: Pagination\npublic: "no"\n---\nText';
    expect(() => validateFrontMatter({title: 'Pagination', public: 'no'}, page('docs/pagination.md', content))).toThrow(
      /docs\/pagination\.md:3: front matter "public" must be true or false \(without quotes\) \(found "no"\)/,
    );
  });

  it('rejects a page without a title', () => {
    expect(() => validateFrontMatter({}, page('docs/a.md', '---\n---\n'))).toThrow(/docs\/a\.md: front matter "title" is missing: add `title: <page title>`/);
  });

  it('gives a rule its lower-case route', () => {
    const result = validateFrontMatter({id: 'R101001', type: 'MUST', title: 'Provide a spec'}, page('guidelines/rules/rest/contract/r101001.md', ''));
    expect(result.slug).toBe('/r101001');
  });

  it("points a rule's breadcrumb at its group's rule table unless the writer overrides it", () => {
    const rule = page('guidelines/rules/rest/contract/r101001.md', '');
    expect(validateFrontMatter({id: 'R101001', type: 'MUST', title: 'T'}, rule).breadcrumb).toEqual({hash: 'rules'});
    expect(validateFrontMatter({id: 'R101001', type: 'MUST', title: 'T', breadcrumb: {title: 'Contract'}}, rule).breadcrumb).toEqual({title: 'Contract'});
  });

  it('rejects a breadcrumb override that is not {title, hash}', () => {
    const content = '---\ntitle: A\nbreadcrumb: Home\n---\n';
    expect(() => validateFrontMatter({title: 'A', breadcrumb: 'Home'}, page('docs/a.md', content))).toThrow(
      /docs\/a\.md:3: front matter "breadcrumb" must be \{title: <label>, hash: <anchor>\}, both optional/,
    );
    expect(() => validateFrontMatter({title: 'A', breadcrumb: {hash: 'two words'}}, page('docs/a.md', content))).toThrow(/front matter "breadcrumb"/);
    expect(validateFrontMatter({title: 'A', breadcrumb: {title: 'Errors', hash: '#validation-failed'}}, page('docs/a.md', content)).breadcrumb).toEqual({
      title: 'Errors',
      hash: '#validation-failed',
    });
  });

  it('keeps a slug the writer set on a rule', () => {
    const result = validateFrontMatter({id: 'R101001', type: 'MUST', title: 'T', slug: '/custom'}, page('guidelines/rules/rest/contract/r101001.md', ''));
    expect(result.slug).toBe('/custom');
  });

  it.each([
    [{id: 'R10100', type: 'MUST', title: 'T'}, /front matter "id" must be "R" followed by six digits/],
    [{id: 'r101001', type: 'MUST', title: 'T'}, /front matter "id" must be "R" followed by six digits/],
    [{id: 'R101001', type: "MUSTN'T", title: 'T'}, /front matter "type" must be one of MUST, MUST NOT, SHOULD, SHOULD NOT, MAY/],
    [{id: 'R101001', title: 'T'}, /front matter "type" must be one of/],
  ])('rejects bad rule front matter %j', (frontMatter, message) => {
    expect(() => validateFrontMatter(frontMatter, page('guidelines/rules/rest/json/r102001.md', ''))).toThrow(message);
  });

  it('does not apply rule checks outside the rules folder', () => {
    expect(validateFrontMatter({title: 'Contract'}, page('guidelines/rest/contract.md', ''))).toEqual({title: 'Contract'});
  });

  it('throws a FrontMatterError', () => {
    expect(() => validateFrontMatter({title: 1}, page('docs/x.md', ''))).toThrow(FrontMatterError);
  });

  it('finds the line of a key inside the front matter only', () => {
    expect(frontMatterLine('---\ntitle: A\ntype: MUST\n---\ntype: body', 'type')).toBe(3);
    expect(frontMatterLine('---\ntitle: A\n---\n', 'id')).toBeUndefined();
  });
});

describe('front matter that is not valid YAML', () => {
  const siteDir = path.resolve('/site');
  const filePath = path.join(siteDir, 'docs/getting-started/introduction.md');

  it('fails with the file, the line and the fix instead of a YAML dump', async () => {
    const fileContent = '---\ntitle: Introduction\nsidebar_label: [Introduction\ndescription: Start here.\n---\n\nText.\n';
    const parsing = parseFrontMatter({filePath, fileContent, siteDir});
    await expect(parsing).rejects.toBeInstanceOf(FrontMatterError);
    await expect(parsing).rejects.toThrow(
      'docs/getting-started/introduction.md:4: the front matter is not valid YAML (missed comma between flow collection entries), near "sidebar_label: [Introduction" / "description: Start here.". Fix the YAML between the --- lines: close every [ and {, and quote values that contain [ ] { } : or #.',
    );
  });

  it('names the line of a bad indentation', async () => {
    const fileContent = '---\ntitle: Introduction\n  sidebar_label: Intro\n---\n';
    await expect(parseFrontMatter({filePath, fileContent, siteDir})).rejects.toThrow(
      /^docs\/getting-started\/introduction\.md:3: the front matter is not valid YAML \(bad indentation of a mapping entry\)/,
    );
  });

  it('parses valid front matter as before', async () => {
    const {frontMatter} = await parseFrontMatter({filePath, fileContent: '---\ntitle: Introduction\nsidebar_label: "[Intro]"\n---\n', siteDir});
    expect(frontMatter).toEqual({title: 'Introduction', sidebar_label: '[Intro]'});
  });
});
