import fs from 'node:fs';
import path from 'node:path';
import {type Locator, type Page, type TestInfo, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {BREAKPOINTS} from '../../src/portal/config';
import {waitForApp} from './support';

export const DOC = 'rest/about-the-api/pagination';

export function widthOf(page: Page): number {
  return page.viewportSize()!.width;
}

/** The mobile header (menu button and drawer) shows at 860px and below. */
export const isMobileHeader = (page: Page) => widthOf(page) <= BREAKPOINTS.mobileHeaderMax;
/** The side navigation shows from 768px. */
export const hasSideNav = (page: Page) => widthOf(page) >= BREAKPOINTS.sideNavMin;

export const header = (page: Page) => page.locator('nav.navbar');
export const drawer = (page: Page) => page.getByRole('dialog', {name: 'Menu'});
export const menuButton = (page: Page) => page.getByRole('button', {name: 'Open menu'});

export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

export async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

/** Waits until every social icon of the footer is in, so screenshots and axe see the finished page. */
export async function waitForIcons(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const icons = Array.from(document.querySelectorAll('[data-icon]'));
    return icons.length > 0 && icons.every((icon) => icon.querySelector('svg'));
  });
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join('test-results', 'screenshots', `${widthOf(page)}-${name}.png`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const body = await page.screenshot({path: file, fullPage: false, animations: 'disabled'});
  await testInfo.attach(`${widthOf(page)}-${name}`, {body, contentType: 'image/png'});
}

/** axe-core (WCAG 2.x A and AA rules and best practices): no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/**
 * Timing of an element change with the page's own clock: `arm` installs listeners in the page
 * that record `start` (the event) and `end` (the change), plus the state at `probeMs` after start.
 * Returns the elapsed milliseconds and the probed state, both measured in the page.
 */
export interface Timing {
  elapsed: number;
  probe: boolean;
}

export async function readTiming(page: Page): Promise<Timing> {
  await page.waitForFunction(() => (window as unknown as {__timing?: {end?: number}}).__timing?.end !== undefined, undefined, {timeout: 5000});
  return page.evaluate(() => {
    const timing = (window as unknown as {__timing: {start: number; end: number; probe: boolean}}).__timing;
    return {elapsed: timing.end - timing.start, probe: timing.probe};
  });
}
