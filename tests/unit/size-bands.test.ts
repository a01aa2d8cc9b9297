import fs from 'node:fs';
import path from 'node:path';
import {BREAKPOINTS} from '../../lib/portal/config';
import {MEDIA} from '../../src/frame/hooks/useMediaQuery';

const ROOT = path.join(__dirname, '..', '..');
const CUSTOM_CSS = path.join(ROOT, 'src/css/custom.css');

/** The frame's components: their CSS must read the band properties, not query widths themselves. */
const FRAME_DIRS = [
  'src/theme/Navbar',
  'src/theme/DocSidebar',
  'src/theme/DocRoot',
  'src/theme/DocBreadcrumbs',
  'src/theme/Footer',
  'src/frame/components/Brand',
  'src/frame/components/Drawer',
  'src/shared/components/Icon',
  'src/frame/components/InfoBanner',
  'src/frame/components/NavDropdown',
  'src/frame/components/SocialLinks',
  'src/frame/components/TopNav',
];

const widthQueries = (css: string) => [...css.matchAll(/@media[^{]*\((min|max)-width:\s*(\d+)px\)/g)].map((match) => `${match[1]} ${match[2]}`);

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(full) : entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('size bands (spec section 9)', () => {
  it('are 767/768, 991/992 and 1279/1280, with the mobile header up to 860', () => {
    expect(BREAKPOINTS).toEqual({mobileHeaderMax: 860, sideNavMin: 768, tabletMin: 992, desktopMin: 1280});
  });

  it('custom.css queries exactly the widths of BREAKPOINTS', () => {
    expect(widthQueries(fs.readFileSync(CUSTOM_CSS, 'utf8'))).toEqual([
      `min ${BREAKPOINTS.sideNavMin}`,
      `min ${BREAKPOINTS.mobileHeaderMax + 1}`,
      `min ${BREAKPOINTS.tabletMin}`,
      `min ${BREAKPOINTS.desktopMin}`,
    ]);
  });

  it('the frame components query no widths of their own', () => {
    const files = FRAME_DIRS.flatMap((dir) => cssFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) {
      expect({file: path.relative(ROOT, file), queries: widthQueries(fs.readFileSync(file, 'utf8'))}).toEqual({
        file: path.relative(ROOT, file),
        queries: [],
      });
    }
  });

  it('the hooks use the same values', () => {
    expect(MEDIA.mobileHeader).toBe('(max-width: 860px)');
    expect(MEDIA.sideNav).toBe('(min-width: 768px)');
  });
});
