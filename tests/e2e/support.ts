import type {Page} from '@playwright/test';
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

/** Waits until the app has hydrated, so that client-side behaviour can be exercised. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
