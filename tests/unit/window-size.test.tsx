/**
 * The browser build's stand-in for theme-common's useWindowSize (plugins/client-bundle/windowSize.ts):
 * "ssr" while the page hydrates, as on the server, so the server's markup is kept; the window's
 * size once it has, and again when the window crosses the breakpoint.
 */
import {type ReactNode} from 'react';
import {act} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {useWindowSize} from '../../plugins/client-bundle/windowSize';

function Size(): ReactNode {
  return <p>{useWindowSize()}</p>;
}

it('is "ssr" while the page hydrates, then the window size, following resizes', async () => {
  const html = renderToString(<Size />);
  expect(html).toBe('<p>ssr</p>');
  const container = document.createElement('div');
  container.innerHTML = html;
  const paragraph = container.firstChild;
  const errors: unknown[] = [];
  window.innerWidth = 1200;
  await act(async () => {
    hydrateRoot(container, <Size />, {onRecoverableError: (error) => errors.push(error)});
  });
  expect(errors).toEqual([]);
  expect(container.firstChild).toBe(paragraph);
  expect(container.textContent).toBe('desktop');
  window.innerWidth = 400;
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  expect(container.textContent).toBe('mobile');
});
