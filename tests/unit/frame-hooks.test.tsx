import React, {useRef} from 'react';
import {act, fireEvent, render, renderHook, screen} from '@testing-library/react';
import {useDrawerState} from '../../src/frame/hooks/useDrawer';
import {useDropdown, useDropdownMenu} from '../../src/frame/hooks/useDropdown';
import {useFocusTrap} from '../../src/frame/hooks/useFocusTrap';
import {useInfoBanner} from '../../src/frame/hooks/useInfoBanner';
import {useCurrentYear} from '../../src/frame/hooks/useCurrentYear';
import {useMediaQuery} from '../../src/frame/hooks/useMediaQuery';
import {useTimeout} from '../../src/shared/hooks/useTimeout';
import {TIMINGS} from '../../lib/portal/config';

let mockLocation = {pathname: '/portal/', search: '', hash: ''};
jest.mock('@docusaurus/router', () => ({useLocation: () => mockLocation}), {virtual: true});
jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (path: string) => `/portal/${path}`}), {virtual: true});

// Imported after the mocks they need.
import {resetScrollAfterNavigation, useScrollAfterNavigation} from '../../src/frame/hooks/useScrollAfterNavigation';
import {clearIconCache, loadIcon, useIcon} from '../../src/frame/hooks/useIcon';
import {INVALID_ICON_SYNTAX, parseIconSvg} from '../../src/frame/iconSvg';

afterEach(() => {
  jest.useRealTimers();
});

describe('useDrawerState', () => {
  it('opens, then closes: closing for 300 ms, then gone', () => {
    jest.useFakeTimers();
    const {result} = renderHook(() => useDrawerState());
    expect(result.current.state).toBe('closed');
    act(() => result.current.open());
    expect(result.current.state).toBe('open');
    act(() => result.current.close());
    expect(result.current.state).toBe('closing');
    act(() => jest.advanceTimersByTime(TIMINGS.drawerCloseMs - 1));
    expect(result.current.state).toBe('closing');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.state).toBe('closed');
  });

  it('re-opening while closing cancels the close; closeNow removes it at once', () => {
    jest.useFakeTimers();
    const {result} = renderHook(() => useDrawerState());
    act(() => result.current.open());
    act(() => result.current.close());
    act(() => result.current.open());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.state).toBe('open');
    act(() => result.current.closeNow());
    expect(result.current.state).toBe('closed');
    act(() => result.current.close());
    expect(result.current.state).toBe('closed');
  });
});

describe('useDropdown', () => {
  it('closes 300 ms after the mouse leaves, unless it comes back', () => {
    jest.useFakeTimers();
    const {result} = renderHook(() => useDropdown());
    act(() => result.current.show());
    act(() => result.current.hideLater());
    act(() => jest.advanceTimersByTime(TIMINGS.dropdownCloseMs - 1));
    expect(result.current.open).toBe(true);
    act(() => result.current.show());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
    act(() => result.current.hideLater());
    act(() => jest.advanceTimersByTime(TIMINGS.dropdownCloseMs));
    expect(result.current.open).toBe(false);
  });

  it('a click on the toggle right after the hover opened it keeps it open', () => {
    const {result} = renderHook(() => useDropdown());
    act(() => result.current.showOnHover());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it('toggles and hides at once for the keyboard', () => {
    const {result} = renderHook(() => useDropdown());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.hide());
    expect(result.current.open).toBe(false);
  });
});

describe('useDropdownMenu', () => {
  const PAGES = ['Overview', 'FAQ', 'Glossary', 'Contact'];

  function Menu() {
    const {groupProps, toggleProps, panelProps, menuProps, linkProps} = useDropdownMenu();
    return (
      <>
        <button type="button">outside</button>
        <div data-testid="group" {...groupProps}>
          <a href="#support">Support</a>
          <button type="button" aria-label="Support pages" {...toggleProps} />
          <div data-testid="panel" {...panelProps}>
            <ul {...menuProps}>
              {PAGES.map((page) => (
                <li key={page}>
                  <a href={`#${page}`} {...linkProps}>
                    {page}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </>
    );
  }

  const toggle = () => screen.getByRole('button', {name: 'Support pages'});
  const focused = () => document.activeElement?.textContent;

  it('controls its panel: hidden while closed, shown while open', () => {
    render(<Menu />);
    expect(toggle().getAttribute('aria-controls')).toBe(screen.getByTestId('panel').id);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('panel').hidden).toBe(true);
    expect(screen.getByTestId('group').getAttribute('data-open')).toBe('false');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('panel').hidden).toBe(false);
    expect(screen.getByTestId('group').getAttribute('data-open')).toBe('true');
  });

  it('ArrowDown on the toggle opens it and focuses the first page; arrows, Home and End move and wrap', () => {
    render(<Menu />);
    toggle().focus();
    fireEvent.keyDown(toggle(), {key: 'ArrowDown'});
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('Overview');
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowDown'});
    expect(focused()).toBe('FAQ');
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowUp'});
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowUp'});
    expect(focused()).toBe('Contact');
    fireEvent.keyDown(document.activeElement!, {key: 'Home'});
    expect(focused()).toBe('Overview');
    fireEvent.keyDown(document.activeElement!, {key: 'End'});
    expect(focused()).toBe('Contact');
    // On an open menu, ArrowDown on the toggle goes to the first page again.
    toggle().focus();
    fireEvent.keyDown(toggle(), {key: 'ArrowDown'});
    expect(focused()).toBe('Overview');
  });

  it('Escape closes it and gives the focus back to the toggle', () => {
    render(<Menu />);
    fireEvent.keyDown(toggle(), {key: 'ArrowDown'});
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'});
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when the focus leaves the group, a page is chosen or something else is pressed', () => {
    render(<Menu />);
    const outside = screen.getByRole('button', {name: 'outside'});
    fireEvent.click(toggle());
    fireEvent.focusOut(screen.getByText('FAQ'), {relatedTarget: screen.getByText('Glossary')});
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.focusOut(screen.getByText('FAQ'), {relatedTarget: outside});
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle());
    fireEvent.click(screen.getByText('Glossary'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle());
    fireEvent.pointerDown(screen.getByText('FAQ'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(outside);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover and closes 300 ms after the mouse leaves', () => {
    jest.useFakeTimers();
    render(<Menu />);
    fireEvent.mouseEnter(screen.getByTestId('group'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(screen.getByTestId('group'));
    act(() => jest.advanceTimersByTime(TIMINGS.dropdownCloseMs - 1));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    act(() => jest.advanceTimersByTime(1));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('useTimeout', () => {
  it('runs the callback after the delay, once', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    const {result} = renderHook(() => useTimeout());
    act(() => result.current.set(callback, 300));
    act(() => jest.advanceTimersByTime(299));
    expect(callback).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a new callback replaces the pending one; clear forgets it', () => {
    jest.useFakeTimers();
    const first = jest.fn();
    const second = jest.fn();
    const {result} = renderHook(() => useTimeout());
    act(() => result.current.set(first, 300));
    act(() => result.current.set(second, 300));
    act(() => jest.advanceTimersByTime(300));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    act(() => result.current.set(first, 300));
    act(() => result.current.clear());
    act(() => jest.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
  });

  it('keeps set and clear across renders', () => {
    const {result, rerender} = renderHook(() => useTimeout());
    const before = result.current;
    rerender();
    expect(result.current.set).toBe(before.set);
    expect(result.current.clear).toBe(before.clear);
  });

  it('clears the pending timer on unmount and sets none afterwards', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    const {result, unmount} = renderHook(() => useTimeout());
    act(() => result.current.set(callback, 300));
    const pending = jest.getTimerCount();
    unmount();
    expect(jest.getTimerCount()).toBe(pending - 1);
    result.current.set(callback, 300);
    expect(jest.getTimerCount()).toBe(pending - 1);
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('useInfoBanner', () => {
  const DEVELOP = () => 'developer-develop.lindenkauf.example';
  const storage = (flag: string | null) => () => ({getItem: (key: string) => (key === 'Prevent Info-Banner' ? flag : null)});

  it('appears 1 second after mount on the develop host and can be dismissed', () => {
    jest.useFakeTimers();
    const {result} = renderHook(() => useInfoBanner({hostname: DEVELOP, storage: storage(null)}));
    act(() => jest.advanceTimersByTime(TIMINGS.infoBannerDelayMs - 1));
    expect(result.current.visible).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.visible).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.visible).toBe(false);
  });

  it('stays away elsewhere and when Prevent Info-Banner is true', () => {
    jest.useFakeTimers();
    const live = renderHook(() => useInfoBanner({hostname: () => 'developer.lindenkauf.example', storage: storage(null)}));
    const prevented = renderHook(() => useInfoBanner({hostname: DEVELOP, storage: storage('true')}));
    const jsdomHost = renderHook(() => useInfoBanner());
    act(() => jest.advanceTimersByTime(5000));
    expect(live.result.current.visible).toBe(false);
    expect(prevented.result.current.visible).toBe(false);
    expect(jsdomHost.result.current.visible).toBe(false);
  });
});

describe('useCurrentYear', () => {
  it('is the year of viewing, read after mount', () => {
    const {result} = renderHook(() => useCurrentYear(() => new Date('2041-03-04T10:00:00Z')));
    expect(result.current).toBe(2041);
  });
});

describe('useMediaQuery', () => {
  it('follows the media query', () => {
    const listeners: (() => void)[] = [];
    let matches = true;
    window.matchMedia = jest.fn().mockImplementation(() => ({
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: jest.fn(),
    }));
    const {result} = renderHook(() => useMediaQuery('(max-width: 860px)'));
    expect(result.current).toBe(true);
    matches = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current).toBe(false);
  });
});

describe('useFocusTrap', () => {
  function Trap({active, onEscape}: {active: boolean; onEscape: () => void}) {
    const ref = useRef<HTMLDivElement>(null);
    useFocusTrap(ref, active, onEscape);
    return (
      <>
        <button type="button">outside</button>
        <div ref={ref}>
          <button type="button">first</button>
          <a href="#x">middle</a>
          <button type="button">last</button>
        </div>
      </>
    );
  }

  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', () => {
    const onEscape = jest.fn();
    const {rerender} = render(<Trap active={false} onEscape={onEscape} />);
    screen.getByText('outside').focus();
    rerender(<Trap active onEscape={onEscape} />);
    expect(document.activeElement).toBe(screen.getByText('first'));
    screen.getByText('last').focus();
    fireEvent.keyDown(document, {key: 'Tab'});
    expect(document.activeElement).toBe(screen.getByText('first'));
    fireEvent.keyDown(document, {key: 'Tab', shiftKey: true});
    expect(document.activeElement).toBe(screen.getByText('last'));
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender(<Trap active={false} onEscape={onEscape} />);
    expect(document.activeElement).toBe(screen.getByText('outside'));
  });
});

describe('useScrollAfterNavigation', () => {
  beforeEach(() => {
    resetScrollAfterNavigation();
    mockLocation = {pathname: '/portal/', search: '', hash: ''};
    window.scrollTo = jest.fn();
  });

  it('scrolls to the hash target 500 ms after navigation', () => {
    jest.useFakeTimers();
    const target = document.createElement('h2');
    target.id = 'validation-failed';
    target.scrollIntoView = jest.fn();
    document.body.append(target);
    const {rerender} = renderHook(() => useScrollAfterNavigation());
    mockLocation = {pathname: '/portal/rest/about-the-api/error-responses', search: '', hash: '#validation-failed'};
    rerender();
    act(() => jest.advanceTimersByTime(TIMINGS.hashScrollDelayMs - 1));
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    target.remove();
  });

  it('waits for a hash target that renders late', () => {
    jest.useFakeTimers();
    const {rerender} = renderHook(() => useScrollAfterNavigation());
    mockLocation = {pathname: '/portal/rest/x', search: '', hash: '#late'};
    rerender();
    act(() => jest.advanceTimersByTime(TIMINGS.hashScrollDelayMs));
    const target = document.createElement('div');
    target.id = 'late';
    target.scrollIntoView = jest.fn();
    document.body.append(target);
    act(() => jest.advanceTimersByTime(100));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    target.remove();
  });

  it('sends the page to the top after a navigation without hash, not on first load', () => {
    const {rerender} = renderHook(() => useScrollAfterNavigation());
    expect(window.scrollTo).not.toHaveBeenCalled();
    mockLocation = {pathname: '/portal/rest/changelog', search: '', hash: ''};
    rerender();
    expect(window.scrollTo).toHaveBeenCalledWith({top: 0, left: 0, behavior: 'instant'});
  });
});

/** jsdom has no fetch Response; the loader reads only ok and text(). */
const response = (body: string, ok = true) => ({ok, text: async () => body}) as unknown as Response;
/** useIcon asks for a file it has not loaded yet in idle time: a task later in jsdom, which has no requestIdleCallback. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('icons', () => {
  const valid = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(1)</script><path d="M0 0h24v24H0z"/></svg>';

  it('accepts an SVG document and strips what does not belong in an icon', () => {
    const svg = parseIconSvg(valid);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toMatch(/script|onload/);
  });

  it.each([
    ['empty', ''],
    ['text', 'not an icon'],
    ['an HTML page (a missing file)', '<!DOCTYPE html><html><body>Not found</body></html>'],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><path></svg>'],
    ['another root', '<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></html>'],
    ['an svg without the SVG namespace', '<svg><path d="M0 0"/></svg>'],
  ])('fails with "invalid icon syntax" for %s', (_name, text) => {
    expect(() => parseIconSvg(text)).toThrow(INVALID_ICON_SYNTAX);
  });

  it('loads a file once and logs the error of an invalid one', async () => {
    clearIconCache();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetcher = jest.fn(async (url: string) => response(url.includes('bad') ? '<html></html>' : valid));
    await expect(loadIcon('/portal/common/icons/good.svg', fetcher as unknown as typeof fetch)).resolves.toMatch(/^<svg/);
    await loadIcon('/portal/common/icons/good.svg', fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(loadIcon('/portal/common/icons/bad.svg', fetcher as unknown as typeof fetch)).rejects.toThrow('invalid icon syntax');
    expect(error).toHaveBeenCalledWith('invalid icon syntax (/portal/common/icons/bad.svg)');
    error.mockRestore();
  });

  it('useIcon reads /portal/common/icons/<name>.svg and reports an invalid file', async () => {
    clearIconCache();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const requested: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      requested.push(url);
      return response(url.endsWith('broken.svg') ? 'nope' : valid);
    }) as unknown as typeof fetch;
    const good = renderHook(() => useIcon('social-github'));
    expect(good.result.current.status).toBe('loading');
    // Not as the page hydrates: once it has loaded, in idle time (the next task in jsdom).
    expect(requested).toEqual([]);
    await settled();
    expect(good.result.current.status).toBe('ready');
    const bad = renderHook(() => useIcon('broken'));
    await settled();
    expect(bad.result.current.status).toBe('invalid');
    expect(requested).toEqual(['/portal/common/icons/social-github.svg', '/portal/common/icons/broken.svg']);
    // A missing file: the server answers 404 with an HTML page.
    global.fetch = jest.fn(async () => response('<!DOCTYPE html><html></html>', false)) as unknown as typeof fetch;
    const missing = renderHook(() => useIcon('missing'));
    await settled();
    expect(missing.result.current.status).toBe('invalid');
    error.mockRestore();
  });

  it('useIcon renders twice per icon (loading, then ready), and a new name shows loading at once', async () => {
    clearIconCache();
    global.fetch = jest.fn(async () => response(valid)) as unknown as typeof fetch;
    const seen: string[] = [];
    const {result, rerender} = renderHook(
      ({name}: {name: string}) => {
        const state = useIcon(name);
        seen.push(`${name}:${state.status}`);
        return state;
      },
      {initialProps: {name: 'social-github'}},
    );
    await settled();
    expect(seen).toEqual(['social-github:loading', 'social-github:ready']);
    rerender({name: 'social-youtube'});
    expect(result.current.status).toBe('loading');
    await settled();
    expect(seen.slice(2)).toEqual(['social-youtube:loading', 'social-youtube:ready']);
  });
});
