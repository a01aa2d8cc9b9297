import {type Page, expect} from '@playwright/test';
import {PORTS} from '../../playwright.config';

export const PRODUCT_TITLE = 'Lindenkauf Consumer API';

export function portal(flavour: 'live' | 'internal', path = ''): string {
  return `http://127.0.0.1:${PORTS[flavour]}/portal/${path.replace(/^\//, '')}`;
}

/** Client-side navigation, as a click on an in-app link does it (no page load). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    },
    `/portal/${path.replace(/^\//, '')}`,
  );
}

/** Collects the page's console errors and uncaught errors from now on, React's hydration mismatches among them. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until the app has hydrated, so that client-side behaviour can be exercised. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until the CSS transitions a change started (at the next frame) have ended: colours fade to a new scheme. */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * The reader's system turns to a colour scheme while the page is open; resolves once the page shows it
 * in its final colours. The fades it starts are ended at once (Animation.finish): what axe or a test
 * then reads are the colours the fades end on, without waiting out their hundreds of milliseconds.
 */
export async function turnScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: scheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // getAnimations() brings styles up to date first, so every transition the change started is in the list.
    for (const transition of document.getAnimations().filter((animation) => animation instanceof CSSTransition)) {
      transition.finish();
    }
  });
}
