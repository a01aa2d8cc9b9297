/**
 * The browser build's context behind useIsBrowser (plugins/client-bundle/browserContext.ts): false
 * while the page hydrates, as on the server, so the server's markup is kept; true once it has.
 */
import {type ReactNode, useContext} from 'react';
import {act} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {BrowserContextProvider, Context} from '../../plugins/client-bundle/browserContext';

function Where(): ReactNode {
  return <p>{useContext(Context) ? 'in the browser' : 'as on the server'}</p>;
}

it('is false while the page hydrates and true once it has', async () => {
  const app = (
    <BrowserContextProvider>
      <Where />
    </BrowserContextProvider>
  );
  const html = renderToString(app);
  expect(html).toBe('<p>as on the server</p>');
  const container = document.createElement('div');
  container.innerHTML = html;
  const paragraph = container.firstChild;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, app, {onRecoverableError: (error) => errors.push(error)});
  });
  expect(errors).toEqual([]);
  expect(container.firstChild).toBe(paragraph);
  expect(container.textContent).toBe('in the browser');
});
