import {themes} from 'prism-react-renderer';
import {CSS_CODE_THEME, MIN_CONTRAST, accessibleTheme, codeThemeCss, contrast, ensureContrast, parseColor} from '../../src/content/codeTheme';

function lowestContrast(theme: ReturnType<typeof accessibleTheme>): number {
  const background = parseColor(theme.plain.backgroundColor!)!;
  return Math.min(
    ...theme.styles
      .map((entry) => parseColor(entry.style.color ?? '') ?? background)
      .filter((rgb) => rgb !== background)
      .map((rgb) => contrast(rgb, background)),
  );
}

describe('accessible code theme', () => {
  it('parses hex and rgb colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#1f6f4a')).toEqual([31, 111, 74]);
    expect(parseColor('rgb(98, 114, 164)')).toEqual([98, 114, 164]);
    expect(parseColor('hsl(1, 2%, 3%)')).toBeNull();
  });

  it('keeps colours that already read well and darkens or lightens the rest', () => {
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
    const comment = ensureContrast('#999988', '#f6f8fa');
    expect(contrast(parseColor(comment)!, parseColor('#f6f8fa')!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    const darkComment = ensureContrast('rgb(98, 114, 164)', '#282A36');
    expect(contrast(parseColor(darkComment)!, parseColor('#282A36')!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('lifts every token of the themes we use to WCAG AA', () => {
    expect(lowestContrast(themes.github as never)).toBeLessThan(4.5);
    expect(lowestContrast(accessibleTheme(themes.github))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(lowestContrast(accessibleTheme(themes.dracula))).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});

describe('code theme as CSS', () => {
  const css = codeThemeCss({light: accessibleTheme(themes.github), dark: accessibleTheme(themes.dracula)});

  it('gives each colour mode its plain colours, light by default', () => {
    expect(css).toContain("html:not([data-theme='dark']) { --code-color: #393A34; --code-background-color: #f6f8fa; }");
    expect(css).toContain("html[data-theme='dark'] { --code-color: #F8F8F2; --code-background-color: #282A36; }");
    expect(CSS_CODE_THEME.plain).toEqual({color: 'var(--code-color)', backgroundColor: 'var(--code-background-color)'});
  });

  it('styles tokens by class, with every property of the theme entry, per mode', () => {
    const lightComment = accessibleTheme(themes.github).styles.find((entry) => entry.types.includes('comment'))!.style;
    expect(css).toContain(`html:not([data-theme='dark']) .prism-code .token.comment, html:not([data-theme='dark']) .prism-code .token.prolog`);
    expect(css).toContain(`{ color: ${lightComment.color}; font-style: italic; }`);
    expect(css).toMatch(
      /html\[data-theme='dark'\] \.prism-code \.token\.keyword, html\[data-theme='dark'\] \.prism-code \.token\.variable \{ color: [^;]+; font-style: italic; \}/,
    );
  });

  it('keeps the order of the theme entries, so a later entry wins as in Prism', () => {
    const position = (selector: string) => css.indexOf(selector);
    expect(position("html:not([data-theme='dark']) .prism-code .token.function,")).toBeLessThan(
      position("html:not([data-theme='dark']) .prism-code .token.function-variable"),
    );
  });

  it('writes no token styles into the markup', () => {
    expect(CSS_CODE_THEME.styles).toEqual([]);
  });
});
