import React from 'react';
import {render, screen} from '@testing-library/react';
import MarkdownHtml from '../../src/content/components/MarkdownHtml';
import {renderMarkdown} from '../../lib/openapi/markdown';

// Spec descriptions are rendered at build time with the Markdown component's rules, then shown here.
describe('<MarkdownHtml> with descriptions rendered at build time', () => {
  it('shows the rendered markdown', () => {
    const {container} = render(<MarkdownHtml value={renderMarkdown('Use the **cursor** from `next`; see [paging](/portal/rest/about-the-api/pagination).')} />);
    expect(container.querySelector('strong')?.textContent).toBe('cursor');
    expect(screen.getByRole('link', {name: 'paging'}).getAttribute('href')).toBe('/portal/rest/about-the-api/pagination');
  });

  it('never runs raw HTML or script from a spec', () => {
    const source = [
      'Hello <script>window.hacked = true</script> there.',
      '',
      '<img src=x onerror="window.hacked = true">',
      '',
      '[click me](javascript:window.hacked=true)',
      '',
      '<a href="javascript:alert(1)">raw link</a>',
    ].join('\n');
    const rendered = renderMarkdown(source)!;
    expect('html' in rendered).toBe(true);
    const {container} = render(<MarkdownHtml value={rendered} />);
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|<script/i);
    expect(screen.getByText('click me').getAttribute('href') ?? '').toBe('');
    expect((window as {hacked?: boolean}).hacked).toBeUndefined();
  });

  it('shows "An error occurred:" and the message when the markdown could not be rendered', () => {
    render(<MarkdownHtml value={{error: 'Unexpected end of input'}} />);
    expect(screen.getByText('An error occurred: Unexpected end of input')).toBeTruthy();
  });

  it('renders nothing for an empty description', () => {
    const {container} = render(<MarkdownHtml value={renderMarkdown('   ')} />);
    expect(container.innerHTML).toBe('');
  });
});
