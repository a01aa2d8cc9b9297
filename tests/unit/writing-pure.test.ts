import {createElement} from 'react';
import {CODE_COLLAPSE_LINE_BREAKS} from '../../lib/portal/config';
import {countLineBreaks, isCollapsible} from '../../src/content/hooks/useCodeCollapse';
import {nodeText, permalinkUrl} from '../../src/content/hooks/useCopyPermalink';
import {isOverflowing} from '../../src/content/hooks/useOverflow';

const lines = (count: number) => Array.from({length: count}, (_, index) => `line ${index + 1}`).join('\n');

describe('countLineBreaks', () => {
  it('counts the breaks between lines', () => {
    expect(countLineBreaks('')).toBe(0);
    expect(countLineBreaks('one line')).toBe(0);
    expect(countLineBreaks('a\nb')).toBe(1);
    expect(countLineBreaks(lines(16))).toBe(15);
  });

  it('counts \\r\\n and a lone \\r once each', () => {
    expect(countLineBreaks('a\r\nb\r\nc')).toBe(2);
    expect(countLineBreaks('a\rb')).toBe(1);
  });

  it('does not count the single line break that ends the last line', () => {
    expect(countLineBreaks('a\nb\n')).toBe(1);
    expect(countLineBreaks('a\r\nb\r\n')).toBe(1);
    expect(countLineBreaks('\n')).toBe(0);
  });

  it('counts empty lines, including a trailing empty line', () => {
    expect(countLineBreaks('a\n\nb')).toBe(2);
    expect(countLineBreaks('a\n\n')).toBe(1);
  });
});

describe('isCollapsible (spec section 9: more than 15 line breaks)', () => {
  it('uses the limit from the portal config', () => {
    expect(CODE_COLLAPSE_LINE_BREAKS).toBe(15);
  });

  it('does not collapse exactly 15 line breaks', () => {
    expect(isCollapsible(lines(16))).toBe(false);
    expect(isCollapsible(`${lines(16)}\n`)).toBe(false);
  });

  it('collapses 16 line breaks and more', () => {
    expect(isCollapsible(lines(17))).toBe(true);
    expect(isCollapsible(lines(200))).toBe(true);
  });

  it('takes another limit', () => {
    expect(isCollapsible(lines(3), 1)).toBe(true);
    expect(isCollapsible(lines(3), 2)).toBe(false);
  });
});

describe('permalinkUrl', () => {
  it('is the absolute page URL with the heading id as hash', () => {
    expect(permalinkUrl({origin: 'http://host', pathname: '/portal/rest/about-the-api/pagination'}, 'cursor')).toBe(
      'http://host/portal/rest/about-the-api/pagination#cursor',
    );
  });

  it('ignores what the current location has after the path', () => {
    const location = new URL('https://developer.lindenkauf.example/portal/wiki/introduction?x=1#elsewhere');
    expect(permalinkUrl(location, 'scope')).toBe('https://developer.lindenkauf.example/portal/wiki/introduction#scope');
  });
});

describe('nodeText', () => {
  it('joins strings, numbers and the text inside elements', () => {
    expect(nodeText('Pagination')).toBe('Pagination');
    expect(nodeText(['The ', createElement('code', null, 'cursor'), ' parameter'])).toBe('The cursor parameter');
    expect(nodeText(['HTTP ', 429])).toBe('HTTP 429');
    expect(nodeText(createElement('em', null, createElement('strong', null, 'deep')))).toBe('deep');
  });

  it('is empty for nothing to read', () => {
    expect(nodeText(null)).toBe('');
    expect(nodeText([false, undefined])).toBe('');
  });
});

describe('isOverflowing', () => {
  const box = (scrollWidth: number, clientWidth: number, scrollHeight = 0, clientHeight = 0) => ({scrollWidth, clientWidth, scrollHeight, clientHeight});

  it('compares content and box along one axis', () => {
    expect(isOverflowing(box(800, 375), 'x')).toBe(true);
    expect(isOverflowing(box(375, 375), 'x')).toBe(false);
    expect(isOverflowing(box(0, 0, 300, 100), 'y')).toBe(true);
    expect(isOverflowing(box(800, 375, 100, 100), 'y')).toBe(false);
  });

  it('ignores a one-pixel rounding difference', () => {
    expect(isOverflowing(box(376, 375), 'x')).toBe(false);
    expect(isOverflowing(box(377, 375), 'x')).toBe(true);
  });
});
