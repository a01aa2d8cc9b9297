import {excludedDocs, findNonPublicDocs} from '../../plugins/public-filter';
import {tempTree} from '../support/tempTree';

describe('public filter', () => {
  const dir = tempTree({
    'open.md': '---\ntitle: Open\n---\nText',
    'guide/secret.mdx': '---\ntitle: Secret\npublic: false\n---\nText',
    'guide/renamed.md': '---\ntitle: Renamed\nid: other-id\npublic: false\n---\nText',
    'explicit.md': '---\ntitle: Explicit\npublic: true\n---\nText',
  });

  it('finds every doc marked public: false, with its doc id', async () => {
    expect(await findNonPublicDocs(dir)).toEqual([
      {file: 'guide/renamed.md', docId: 'guide/other-id'},
      {file: 'guide/secret.mdx', docId: 'guide/secret'},
    ]);
  });

  it('excludes them only from the live flavour', async () => {
    expect((await excludedDocs('live', dir)).map((doc) => doc.file)).toEqual(['guide/renamed.md', 'guide/secret.mdx']);
    expect(await excludedDocs('internal', dir)).toEqual([]);
  });
});
