import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import TextExpander from '../../src/content/components/TextExpander';
import {isClippedBelow} from '../../src/content/hooks/useTextExpander';

// jsdom has no layout: give every element a height, and the collapsed content a smaller box.
function mockLayout(contentHeight: number, boxHeight: number): void {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(contentHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.className.includes('collapsed') ? boxHeight : contentHeight;
  });
}

afterEach(() => jest.restoreAllMocks());

const LONG = 'The first Lindenkauf portal was a single page with PDF downloads, one per API.';

describe('<TextExpander>', () => {
  it('collapses long text behind Show more and expands and collapses it', () => {
    mockLayout(400, 100);
    render(
      <TextExpander>
        <p>{LONG}</p>
      </TextExpander>,
    );
    const button = screen.getByRole('button', {name: 'Show more'});
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(content.textContent).toBe(LONG);
    expect(content.className).toContain('collapsed');

    fireEvent.click(button);
    expect(button.textContent).toBe('Hide');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(content.className).not.toContain('collapsed');

    fireEvent.click(button);
    expect(button.textContent).toBe('Show more');
    expect(content.className).toContain('collapsed');
  });

  it('offers no toggle when the text fits anyway', () => {
    mockLayout(60, 60);
    render(<TextExpander>Short.</TextExpander>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Short.')).toBeTruthy();
  });

  it('expands when keyboard focus reaches a clipped link', () => {
    mockLayout(400, 100);
    render(
      <TextExpander>
        <p>
          {LONG} <a href="#later">later link</a>
        </p>
      </TextExpander>,
    );
    const link = screen.getByRole('link', {name: 'later link'});
    const content = link.closest('div')!;
    content.getBoundingClientRect = () => ({bottom: 100}) as DOMRect;
    link.getBoundingClientRect = () => ({bottom: 300}) as DOMRect;
    fireEvent.focus(link);
    expect(screen.getByRole('button', {name: 'Hide'}).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('isClippedBelow', () => {
  const at = (bottom: number) => ({getBoundingClientRect: () => ({bottom}) as DOMRect}) as Element;
  it('is true only for elements reaching below the box', () => {
    expect(isClippedBelow(at(300), at(100))).toBe(true);
    expect(isClippedBelow(at(80), at(100))).toBe(false);
    expect(isClippedBelow(at(101), at(100))).toBe(false);
  });
});
