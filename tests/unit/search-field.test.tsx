// The header's search field before and after the box's code (the chunk "search") arrives (issue 34):
// the same elements, what the reader typed meanwhile searched once it is there.
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import type {SearchOutcome} from '../../src/search/client';

jest.mock('@docusaurus/router', () => ({useHistory: () => ({push: jest.fn()})}), {virtual: true});
jest.mock(
  '@docusaurus/useBaseUrl',
  () => ({__esModule: true, default: (path: string) => `/portal/${path}`, useBaseUrlUtils: () => ({withBaseUrl: (path: string) => `/portal${path}`})}),
  {virtual: true},
);
jest.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => ({sections: [{id: 'rest', label: 'REST API'}]})}), {virtual: true});
jest.mock('@docusaurus/theme-common/internal', () => ({useLocalPathname: () => '/rest'}), {virtual: true});
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({siteConfig: {customFields: {flavour: 'live'}}})}), {virtual: true});
jest.mock('@site/src/shared/components/Icon', () => ({__esModule: true, default: () => null}));

// The worker's client records what it is asked.
const sent: [string, readonly string[]][] = [];
let onOutcome: ((outcome: SearchOutcome) => void) | undefined;
jest.mock('../../src/search/start', () => ({
  __esModule: true,
  startSearchClient: (_indexUrl: string, report: (outcome: SearchOutcome) => void) => {
    onOutcome = report;
    return {search: (query: string, modules: readonly string[]) => sent.push([query, modules]), reload: jest.fn(), dispose: jest.fn()};
  },
}));

import SearchBar from '../../src/theme/SearchBar';
import {TEXTS} from '../../lib/portal/config';
import {SEARCH_PANEL_TEXTS} from '../../lib/portal/texts/search';

const field = () => screen.getByRole<HTMLInputElement>('combobox', {name: TEXTS.search.label});
/** Lets the lazy chunks' imports (promises here) settle and what they render commit. */
const arrive = () => act(async () => undefined);

// The results keep the selected option in view; jsdom lays nothing out.
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => {
  sent.length = 0;
  onOutcome = undefined;
});

it('keeps the focus and what is typed before the code is there, in the same input, and then searches it', async () => {
  render(<SearchBar />);
  const input = field();
  // One task: the chunk's import cannot settle in between.
  act(() => {
    input.focus();
    fireEvent.change(input, {target: {value: 'pagi'}});
  });
  expect(input.value).toBe('pagi');
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(sent).toEqual([]);
  await arrive();
  expect(field()).toBe(input);
  expect(document.activeElement).toBe(input);
  expect(input.value).toBe('pagi');
  expect(sent).toEqual([['pagi', []]]);
  // Now the box's own handlers: each keystroke is sent at once, the listbox shows the answer.
  act(() => {
    fireEvent.change(input, {target: {value: 'pagination'}});
  });
  expect(sent.at(-1)).toEqual(['pagination', []]);
  act(() =>
    onOutcome!({
      query: 'pagination',
      modules: [],
      status: 'OK',
      items: [{link: '/rest/a', path: '/rest/a', title: 'Pagination', text: 'text', matches: []}],
      complete: true,
    }),
  );
  await arrive();
  const listbox = screen.getByRole('listbox', {name: SEARCH_PANEL_TEXTS.results});
  expect(input.getAttribute('aria-controls')).toBe(listbox.id);
  expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
  act(() => {
    fireEvent.keyDown(input, {key: 'Escape'});
  });
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(field()).toBe(input);
});

it('before the code is there, Escape closes and then empties the field, and Down opens it again', async () => {
  render(<SearchBar />);
  const input = field();
  act(() => {
    fireEvent.change(input, {target: {value: 'order'}});
  });
  act(() => {
    fireEvent.keyDown(input, {key: 'Escape'});
  });
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(input.value).toBe('order');
  act(() => {
    fireEvent.keyDown(input, {key: 'ArrowDown'});
  });
  expect(input.getAttribute('aria-expanded')).toBe('true');
  act(() => {
    fireEvent.keyDown(input, {key: 'Escape'});
  });
  act(() => {
    fireEvent.keyDown(input, {key: 'Escape'});
  });
  expect(input.value).toBe('');
  // The code the first key asked for arrives before the test ends.
  await arrive();
});

it('the shortcut opens and focuses the field on a page whose search code has not arrived, and once it has', async () => {
  render(<SearchBar />);
  const input = field();
  act(() => {
    fireEvent.keyDown(window, {key: 'k', ctrlKey: true});
  });
  expect(document.activeElement).toBe(input);
  expect(input.getAttribute('aria-expanded')).toBe('true');
  await arrive();
  act(() => {
    fireEvent.keyDown(input, {key: 'Escape'});
  });
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(input);
  act(() => {
    fireEvent.keyDown(window, {key: 'k', ctrlKey: true});
  });
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(field()).toBe(input);
});
