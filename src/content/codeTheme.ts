import type {PrismTheme} from 'prism-react-renderer';
import {kebabCase} from '../../lib/shared/text';

/** WCAG AA for normal text, with a little headroom for anti-aliasing. */
export const MIN_CONTRAST = 4.6;

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(color.trim());
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour, moved towards black (on light backgrounds) or white (on dark ones) in small steps
 * until it reaches the minimum contrast; colours that already do are returned unchanged.
 */
export function ensureContrast(color: string, background: string, minimum = MIN_CONTRAST): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrast(fg, bg) >= minimum) {
    return color;
  }
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const mixed = fg.map((value, index) => value + ((target[index]! - value) * step) / 20) as Rgb;
    if (contrast(mixed, bg) >= minimum) {
      return toHex(mixed);
    }
  }
  return toHex(target);
}

/**
 * A prism theme whose every token colour reads against its background at WCAG AA, keeping the
 * theme's hues (several tokens of the stock github and dracula themes fall below 4.5:1).
 */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: theme.plain.color && ensureContrast(theme.plain.color, background)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, ...(entry.style.color ? {color: ensureContrast(entry.style.color, background)} : {})},
    })),
  };
}

/** The code block's colours in both colour modes; docusaurus.config.ts and plugins/lazy-prism read them. */
export interface CodeThemes {
  light: PrismTheme;
  dark: PrismTheme;
}

/**
 * The theme Docusaurus gets: no per-token styles, so prism-react-renderer writes token classes
 * only, and the plain colours as CSS variables. Both modes render the same markup, so the server's
 * highlighted code stays valid in dark mode and is kept on hydration instead of rendered again
 * (src/theme/CodeBlock); `codeThemeCss` gives the colours.
 */
export const CSS_CODE_THEME: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background-color)'},
  styles: [],
};

const declarations = (style: Record<string, unknown>) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${kebabCase(property)}: ${String(value)};`)
    .join(' ');

/**
 * The stylesheet for CSS_CODE_THEME: each mode's plain colours as variables and its token styles
 * as `.token.<type>` rules, in the theme's order, so a later entry wins as it does in Prism's own
 * styles. Light is the default, so the page reads right before the colour-mode script has run.
 */
export function codeThemeCss({light, dark}: CodeThemes): string {
  const modes = [
    {scope: "html:not([data-theme='dark'])", theme: light},
    {scope: "html[data-theme='dark']", theme: dark},
  ];
  return modes
    .flatMap(({scope, theme}) => [
      `${scope} { --code-color: ${theme.plain.color}; --code-background-color: ${theme.plain.backgroundColor}; }`,
      ...theme.styles.map((entry) => `${entry.types.map((type) => `${scope} .prism-code .token.${type}`).join(', ')} { ${declarations(entry.style)} }`),
    ])
    .join('\n')
    .concat('\n');
}
