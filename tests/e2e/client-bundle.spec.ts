import {expect, test} from '@playwright/test';
import {waitForHydration} from './reference-helpers';
import {portal, waitForApp} from './support';

// The production browser bundle (plugins/client-bundle): React renders each page on the server,
// preact/compat hydrates it in the browser, about 35 KB gzip less than React DOM on every page.
// The dev server keeps React (tests/unit/client-bundle.test.ts).

test('a page opened directly is hydrated by preact/compat, not React DOM, and answers the reader', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(portal('live', 'rest/about-the-api/pagination'));
  await waitForApp(page);
  await waitForHydration(page);
  const renderer = await page.evaluate(() => {
    const root = document.getElementById('__docusaurus')!;
    return {
      // React DOM marks its container and every element it owns (__reactContainer$…, __reactFiber$…, __reactProps$…).
      reactDom: [root, ...Array.from(root.querySelectorAll('*'))].some((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
      // Preact keeps the tree it rendered on the container (its `_children`, mangled).
      preact: '__k' in root,
    };
  });
  expect(renderer).toEqual({reactDom: false, preact: true});

  // Hydrating attached the handlers: the colour mode toggle goes from the system's mode to light, then dark.
  const toggle = page.getByRole('button', {name: /^Switch between dark and light mode/});
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/\(currently light mode\)$/);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});
