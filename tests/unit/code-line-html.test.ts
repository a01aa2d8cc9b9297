/**
 * src/content/codeLineHtml: a highlighted line written as a string renders exactly the markup of the
 * theme's CodeBlockLine, one React element per token (what src/theme/CodeBlock/Line replaces).
 */
import {createElement, Fragment, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, themes, type PrismTheme, type Token} from 'prism-react-renderer';
import {codeLineHtml, styleText} from '../../src/content/codeLineHtml';
import {CSS_CODE_THEME, accessibleTheme} from '../../src/content/codeTheme';

const SAMPLES: [language: string, code: string][] = [
  ['json', '{\n  "name": "Tom & Jerry\'s <shop>",\n  "total": {"amount": 1999, "currency": "EUR"},\n  "empty": null\n}\n'],
  [
    'javascript',
    "const response = await fetch('https://api.lindenkauf.example/orders?limit=10&cursor=a\"b', {\n  headers: {Authorization: `Bearer ${token}`},\n});\n\n// 1 < 2 && 3 > 2\n",
  ],
  [
    'python',
    'import requests\n\n\nresponse = requests.get("https://api.lindenkauf.example/orders", params={"q": "<b>"})\nprint(response.json()["items"][0])  # the first\n',
  ],
  [
    'go',
    'package main\n\nimport "net/http"\n\nfunc main() {\n\treq, _ := http.NewRequest("GET", "https://api.lindenkauf.example/orders", nil)\n\t_ = req\n}\n',
  ],
  ['markup', '<order id="42" note=\'a & b\'>\n  <line sku="LK-1"/>\n</order>'],
  ['text', 'plain text\n\n\twith a tab & <angle> "quotes"'],
];
const THEMES: [string, PrismTheme][] = [
  ['the portal theme (CSS variables)', CSS_CODE_THEME],
  ['github (accessible)', accessibleTheme(themes.github)],
  ['dracula (accessible)', accessibleTheme(themes.dracula)],
  ['vsDark (italic, opacity)', themes.vsDark],
  ['oceanicNext', themes.oceanicNext],
];

// The theme's CodeBlockLine without line numbers (theme-classic 3.10): a lone line break renders
// empty, then a span per token and a <br/>.
function themeLine(
  line: Token[],
  getLineProps: (input: {line: Token[]; className?: string}) => object,
  getTokenProps: (input: {token: Token}) => object,
  classNames?: string,
): ReactElement {
  const fixed = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
  return createElement(
    'div',
    getLineProps({line: fixed, className: classNames}),
    ...fixed.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
    createElement('br'),
  );
}

function ourLine(
  line: Token[],
  getLineProps: (input: {line: Token[]; className?: string}) => {className: string; style?: object},
  getTokenProps: Parameters<typeof codeLineHtml>[1],
  classNames?: string,
): ReactElement {
  const fixed = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
  const {className, style} = getLineProps({line: fixed, className: classNames});
  return createElement('div', {className, style, dangerouslySetInnerHTML: {__html: codeLineHtml(fixed, getTokenProps)}});
}

const render = (language: string, code: string, theme: PrismTheme, line: typeof themeLine | typeof ourLine, classNames?: string) =>
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      code,
      language,
      children: ({tokens, getLineProps, getTokenProps}) =>
        createElement(Fragment, null, ...tokens.map((tokenLine) => line(tokenLine, getLineProps as never, getTokenProps as never, classNames))),
    }),
  );

describe('codeLineHtml', () => {
  describe.each(THEMES)('with %s', (_name, theme) => {
    it.each(SAMPLES)('renders %s as the theme does, token by token', (language, code) => {
      const expected = render(language, code, theme, themeLine);
      expect(expected).toContain('class="token');
      expect(render(language, code, theme, ourLine)).toBe(expected);
    });
  });

  it('keeps the classes of highlighted lines', () => {
    const expected = render('json', '{"a": 1}', themes.github, themeLine, 'theme-code-block-highlighted-line');
    expect(expected).toContain('token-line theme-code-block-highlighted-line');
    expect(render('json', '{"a": 1}', themes.github, ourLine, 'theme-code-block-highlighted-line')).toBe(expected);
  });

  it('writes styles as React does: units where CSS wants them, nothing for empty values', () => {
    expect(
      styleText({color: 'red', fontStyle: 'italic', opacity: 0.7, fontWeight: 700, marginLeft: 4, padding: 0, backgroundColor: undefined, border: ''}),
    ).toBe('color:red;font-style:italic;opacity:0.7;font-weight:700;margin-left:4px;padding:0');
    const html = renderToStaticMarkup(
      createElement('span', {
        style: {color: 'red', fontStyle: 'italic', opacity: 0.7, fontWeight: 700, marginLeft: 4, padding: 0, backgroundColor: undefined, border: ''},
      }),
    );
    expect(html).toBe(
      `<span style="${styleText({color: 'red', fontStyle: 'italic', opacity: 0.7, fontWeight: 700, marginLeft: 4, padding: 0, backgroundColor: undefined, border: ''})}"></span>`,
    );
  });
});
