import React from 'react';
import {render, screen} from '@testing-library/react';
import Markdown from '../../src/content/components/Markdown';

describe('<Markdown>', () => {
  it('renders markdown with GitHub extensions', () => {
    const {container} = render(
      <Markdown>
        {[
          '## Pagination',
          '',
          'Use the **cursor** from `next`, see [the guide](/portal/rest/about-the-api/pagination).',
          '',
          '- one',
          '- ~~two~~',
          '',
          '| Name | Type |',
          '|---|---|',
          '| cursor | string |',
          '',
          '```json',
          '{"a": 1}',
          '```',
        ].join('\n')}
      </Markdown>,
    );
    expect(screen.getByRole('heading', {level: 2, name: 'Pagination'})).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('cursor');
    expect(container.querySelector('p code')?.textContent).toBe('next');
    expect(screen.getByRole('link', {name: 'the guide'}).getAttribute('href')).toBe('/portal/rest/about-the-api/pagination');
    expect(container.querySelector('del')?.textContent).toBe('two');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('cell', {name: 'cursor'})).toBeTruthy();
    // Fenced code goes to the portal's code block, without the trailing line break.
    const code = screen.getByTestId('code-block');
    expect(code.className).toBe('language-json');
    expect(code.textContent).toBe('{"a": 1}');
  });

  it('wraps tables in their scroll container', () => {
    const {container} = render(<Markdown>{'| a |\n|---|\n| b |'}</Markdown>);
    expect(container.querySelector('table')?.parentElement?.className).toContain('scroll');
  });

  it('does not render raw HTML: no script, no img with onerror', () => {
    const onerror = jest.fn();
    (window as unknown as {pwned: jest.Mock}).pwned = onerror;
    const {container} = render(
      <Markdown>
        {[
          'Before',
          '',
          '<script>window.pwned()</script>',
          '',
          'Inline <img src="x" onerror="window.pwned()"> image and <b onclick="window.pwned()">bold</b> text.',
          '',
          '<iframe src="https://evil.example"></iframe>',
        ].join('\n')}
      </Markdown>,
    );
    expect(container.querySelector('script, img, iframe, b, [onerror], [onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('pwned');
    expect(container.textContent).toContain('Before');
    expect(container.textContent).toContain('bold');
    expect(onerror).not.toHaveBeenCalled();
  });

  it('neutralises javascript: links', () => {
    render(<Markdown>{'[click me](javascript:alert(1)) and <javascript:alert(2)>'}</Markdown>);
    for (const link of screen.queryAllByRole('link')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    }
    const link = screen.getByText('click me');
    expect(link.getAttribute('href') ?? '').toBe('');
  });

  it('renders nothing for no source', () => {
    const {container} = render(<Markdown>{null}</Markdown>);
    expect(container.textContent).toBe('');
  });

  describe('failures', () => {
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      // React logs caught render errors; the assertions below are what matters.
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => consoleError.mockRestore());

    const notText = {description: 'a spec object where text belongs'} as unknown as string;

    it('in silent mode shows "An error occurred:" and the message instead of the markdown', () => {
      const {container} = render(
        <div>
          <p>Page content around it</p>
          <Markdown silent>{notText}</Markdown>
        </div>,
      );
      expect(container.textContent).toContain('Page content around it');
      expect(screen.getByText(/^An error occurred:/).textContent).toBe('An error occurred: Markdown source must be text, but got an object.');
    });

    it('in silent mode recovers when the source is fixed', () => {
      const {rerender} = render(<Markdown silent>{notText}</Markdown>);
      expect(screen.getByText(/^An error occurred:/)).toBeTruthy();
      rerender(<Markdown silent>{'Fixed **now**'}</Markdown>);
      expect(screen.queryByText(/^An error occurred:/)).toBeNull();
      expect(screen.getByText('now').tagName).toBe('STRONG');
    });

    it('without silent mode lets the error propagate', () => {
      expect(() => render(<Markdown>{notText}</Markdown>)).toThrow('Markdown source must be text');
    });
  });
});
