import type {MutableRefObject} from 'react';
import {act, renderHook} from '@testing-library/react';
import {useCodeCollapse} from '../../src/content/hooks/useCodeCollapse';
import {useExpandable} from '../../src/shared/hooks/useExpandable';

const lines = (count: number) => Array.from({length: count}, (_, index) => `line ${index + 1}`).join('\n');

describe('useExpandable', () => {
  it('starts as asked and toggles', () => {
    const {result} = renderHook(() => useExpandable());
    expect(result.current.expanded).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.expanded).toBe(true);
    act(() => result.current.setExpanded(false));
    expect(result.current.expanded).toBe(false);
    expect(renderHook(() => useExpandable(true)).result.current.expanded).toBe(true);
  });

  it('opens whenever openWhen becomes true, and still toggles', () => {
    const {result, rerender} = renderHook(({openWhen}) => useExpandable(false, openWhen), {initialProps: {openWhen: false}});
    expect(result.current.expanded).toBe(false);
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    rerender({openWhen: true});
    expect(result.current.expanded).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.expanded).toBe(false);
  });
});

describe('useCodeCollapse', () => {
  it('leaves a block with exactly 15 line breaks alone', () => {
    const {result} = renderHook(() => useCodeCollapse(lines(16)));
    expect(result.current.collapsible).toBe(false);
    expect(result.current.collapsed).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(false);
  });

  it('starts a block with 16 line breaks collapsed and toggles it', () => {
    const {result} = renderHook(() => useCodeCollapse(lines(17)));
    expect(result.current.collapsible).toBe(true);
    expect(result.current.collapsed).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(true);
  });

  it('follows the code when it changes', () => {
    const {result, rerender} = renderHook(({code}) => useCodeCollapse(code), {initialProps: {code: lines(3)}});
    expect(result.current.collapsible).toBe(false);
    rerender({code: lines(30)});
    expect(result.current.collapsed).toBe(true);
  });

  it('scrolls the block back into view when hiding it from below', () => {
    const {result} = renderHook(() => useCodeCollapse(lines(40)));
    const element = document.createElement('div');
    element.scrollIntoView = jest.fn();
    element.getBoundingClientRect = () => ({top: -500}) as DOMRect;
    (result.current.ref as MutableRefObject<HTMLDivElement | null>).current = element;
    act(() => result.current.toggle()); // Show more: no scrolling
    expect(element.scrollIntoView).not.toHaveBeenCalled();
    act(() => result.current.toggle()); // Hide while the block's top is above the viewport
    expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('does not scroll when the block is in view', () => {
    const {result} = renderHook(() => useCodeCollapse(lines(40)));
    const element = document.createElement('div');
    element.scrollIntoView = jest.fn();
    element.getBoundingClientRect = () => ({top: 120}) as DOMRect;
    (result.current.ref as MutableRefObject<HTMLDivElement | null>).current = element;
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(element.scrollIntoView).not.toHaveBeenCalled();
  });
});
