import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {escapeHtml} from '../../lib/shared/html';

describe('escapeHtml: the one escaper for text and attribute values', () => {
  it('escapes each of & < > " \' and nothing else', () => {
    expect(escapeHtml('&')).toBe('&amp;');
    expect(escapeHtml('<')).toBe('&lt;');
    expect(escapeHtml('>')).toBe('&gt;');
    expect(escapeHtml('"')).toBe('&quot;');
    expect(escapeHtml("'")).toBe('&#x27;');
    expect(escapeHtml('plain text, ümlauts, `code`, /paths?a=1#x and é')).toBe('plain text, ümlauts, `code`, /paths?a=1#x and é');
    expect(escapeHtml('')).toBe('');
  });

  it('escapes an ampersand once, also where it already starts an entity', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('escapes text and attribute values as React does (code lines are compared with its markup)', () => {
    const text = `<a href="x">Tom & Jerry's</a>`;
    expect(escapeHtml(text)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;');
    expect(renderToStaticMarkup(createElement('span', {title: text}, text))).toBe(`<span title="${escapeHtml(text)}">${escapeHtml(text)}</span>`);
  });
});
