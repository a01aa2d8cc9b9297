import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import remarkRuleLinks from '../../plugins/guideline-rules/remarkRuleLinks';
import {linkedRuleIds, rulePermalink, type Rule} from '../../lib/lint/rules';
import {loadRules} from '../../plugins/guideline-rules/rules';
import {type LinkedRulesCache, collectBacklinks} from '../../plugins/guideline-rules';
import {tempTree} from '../support/tempTree';
import {saveFile} from '../support/saveFile';

const RULE: Rule = {
  id: 'R101001',
  type: 'MUST',
  title: 'Provide an OpenAPI specification for every API',
  group: 'rest/contract',
  permalink: '/guidelines/r101001',
  file: 'guidelines/rules/rest/contract/r101001.md',
  automated: true,
};

const at = (line: number, column = 1) => ({line, column, offset: 0});

function paragraph(...values: string[]): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: values.map((value) => ({type: 'text' as const, value, position: {start: at(3), end: at(3, 40)}})),
        position: {start: at(3), end: at(3, 40)},
      },
    ],
  };
}

async function transform(tree: Root, rules: Rule[] = [RULE]): Promise<Root> {
  const plugin = remarkRuleLinks({getRules: async () => new Map(rules.map((rule) => [rule.id, rule])), siteDir: '/site'});
  await plugin(tree, {path: '/site/docs/page.md'} as VFile);
  return tree;
}

describe('rule links', () => {
  it('turns [[R101001]] into a RuleLink with id, type, title and route', async () => {
    const tree = await transform(paragraph('See [[R101001]] for details.'));
    const children = (tree.children[0] as {children: unknown[]}).children;
    expect(children).toEqual([
      {type: 'text', value: 'See '},
      {
        type: 'mdxJsxTextElement',
        name: 'RuleLink',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'id', value: 'R101001'},
          {type: 'mdxJsxAttribute', name: 'type', value: 'MUST'},
          {type: 'mdxJsxAttribute', name: 'title', value: RULE.title},
          {type: 'mdxJsxAttribute', name: 'to', value: '/guidelines/r101001'},
        ],
        children: [],
      },
      {type: 'text', value: ' for details.'},
    ]);
  });

  it('finds a link whose brackets the parser left in separate text nodes', async () => {
    const tree = await transform(paragraph('See [', '[R101001]', '] now'));
    const names = (tree.children[0] as {children: {type: string}[]}).children.map((child) => child.type);
    expect(names).toEqual(['text', 'mdxJsxTextElement', 'text']);
  });

  it('leaves code alone', async () => {
    const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: '[[R999999]]'}]}]};
    await expect(transform(tree)).resolves.toBeTruthy();
  });

  it('fails on an unknown id, naming file, line and fix', async () => {
    await expect(transform(paragraph('Intro.\nSee [[R999999]].'))).rejects.toThrow(
      'docs/page.md:4: unknown rule id R999999 in [[R999999]]. Link an existing rule (files in guidelines/rules/) or create the rule first.',
    );
  });

  it('lists the ids a page links, outside code', () => {
    expect(linkedRuleIds('A [[R101001]] b `[[R102001]]`\n```\n[[R103001]]\n```\n[[R101001]] [[R104001]]')).toEqual(['R101001', 'R104001']);
  });

  it('routes a rule to its lower-case id', () => {
    expect(rulePermalink('R206001')).toBe('/guidelines/r206001');
  });
});

describe('rule files', () => {
  const rule = (id: string, type = 'MUST') => `---\nid: ${id}\ntype: ${type}\ntitle: Rule ${id}\n---\nBody`;

  it('loads rules with their group from the folder', async () => {
    const dir = tempTree({'guidelines/rules/rest/json/r102001.md': rule('R102001'), 'guidelines/rules/event/kafka/r206001.md': rule('R206001', 'MAY')});
    expect(await loadRules(dir)).toEqual([
      {
        id: 'R206001',
        type: 'MAY',
        title: 'Rule R206001',
        group: 'event/kafka',
        permalink: '/guidelines/r206001',
        file: 'guidelines/rules/event/kafka/r206001.md',
        automated: false,
      },
      {
        id: 'R102001',
        type: 'MUST',
        title: 'Rule R102001',
        group: 'rest/json',
        permalink: '/guidelines/r102001',
        file: 'guidelines/rules/rest/json/r102001.md',
        automated: false,
      },
    ]);
  });

  it('fails on a duplicate id, naming both files', async () => {
    const dir = tempTree({'guidelines/rules/rest/json/r102001.md': rule('R102001'), 'guidelines/rules/rest/json/r102002.md': rule('R102001')});
    await expect(loadRules(dir)).rejects.toThrow(
      'Duplicate rule id R102001 in guidelines/rules/rest/json/r102001.md and guidelines/rules/rest/json/r102002.md. Give one of them an unused id.',
    );
  });

  it('fails on a bad type with the file and line', async () => {
    const dir = tempTree({'guidelines/rules/rest/json/r102001.md': rule('R102001', 'MUSTNT')});
    await expect(loadRules(dir)).rejects.toThrow(/guidelines\/rules\/rest\/json\/r102001\.md:3: front matter "type" must be one of/);
  });

  it('fails on a rule outside a group folder', async () => {
    const dir = tempTree({'guidelines/rules/r102001.md': rule('R102001')});
    await expect(loadRules(dir)).rejects.toThrow(/a rule must live in guidelines\/rules\/<rest\|event>\/<group>\//);
  });

  it('collects backlinks from the pages that link a rule', () => {
    const dir = tempTree({'docs/a.md': 'See [[R102001]] and [[R102001]].', 'docs/b.md': 'No links.', 'wiki/c.md': 'Also [[R102001]].'});
    const docs = [
      {title: 'Zeta', permalink: '/rest/a', source: '@site/docs/a.md'},
      {title: 'B', permalink: '/rest/b', source: '@site/docs/b.md'},
      {title: 'Alpha', permalink: '/wiki/c', source: '@site/wiki/c.md'},
    ];
    expect(collectBacklinks(dir, docs)).toEqual({
      R102001: [
        {title: 'Alpha', permalink: '/wiki/c'},
        {title: 'Zeta', permalink: '/rest/a'},
      ],
    });
  });

  it("follows a saved doc's new rule link when it reads the others from its cache (the dev server)", () => {
    const dir = tempTree({'docs/a.md': 'See [[R102001]].', 'docs/b.md': 'No links.'});
    const docs = [
      {title: 'A', permalink: '/rest/a', source: '@site/docs/a.md'},
      {title: 'B', permalink: '/rest/b', source: '@site/docs/b.md'},
    ];
    const cache: LinkedRulesCache = new Map();
    expect(collectBacklinks(dir, docs, cache)).toEqual({R102001: [{title: 'A', permalink: '/rest/a'}]});
    saveFile(path.join(dir, 'docs/b.md'), 'Now with [[R102001]] and [[R102002]].');
    expect(collectBacklinks(dir, docs, cache)).toEqual({
      R102001: [
        {title: 'A', permalink: '/rest/a'},
        {title: 'B', permalink: '/rest/b'},
      ],
      R102002: [{title: 'B', permalink: '/rest/b'}],
    });
  });
});
