import {themes} from 'prism-react-renderer';
import {MIN_CONTRAST, accessibleTheme, contrast, ensureContrast, parseColor} from '../../src/portal/codeTheme';

function lowestContrast(theme: ReturnType<typeof accessibleTheme>): number {
  const background = parseColor(theme.plain.backgroundColor!)!;
  return Math.min(...theme.styles.map((entry) => parseColor(entry.style.color ?? '') ?? background).filter((rgb) => rgb !== background).map((rgb) => contrast(rgb, background)));
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
