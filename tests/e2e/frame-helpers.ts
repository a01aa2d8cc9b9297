import fs from 'node:fs';
import path from 'node:path';
import {type Locator, type Page, type TestInfo, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {type AxeResults, source as axeSource} from 'axe-core';
import {BREAKPOINTS} from '../../lib/portal/config';
import {waitForApp} from './support';

export const DOC = 'rest/about-the-api/pagination';

export function widthOf(page: Page): number {
  return page.viewportSize()!.width;
}

/** The mobile header (menu button and drawer) shows at 860px and below. */
export const isMobileHeader = (page: Page) => widthOf(page) <= BREAKPOINTS.mobileHeaderMax;
/** The side navigation shows from 768px. */
export const hasSideNav = (page: Page) => widthOf(page) >= BREAKPOINTS.sideNavMin;

/**
 * What opening a dropdown (the header) or the drawer (rendered beside the header) changes, for axe's
 * `within`. The rest of the page in that state is the page at rest, which frame-visual checks at every width.
 */
export const HEADER = 'nav.navbar';
export const HEADER_AND_DRAWER = [HEADER, '[data-testid="drawer"]'] as const;

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

/** Waits until the CSS animations of `target` and its descendants have finished (no fixed wait). */
export async function finishAnimations(target: Locator): Promise<void> {
  await target.evaluate((element) => Promise.all(element.getAnimations({subtree: true}).map((animation) => animation.finished)));
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join('test-results', 'screenshots', `${widthOf(page)}-${name}.png`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const body = await page.screenshot({path: file, fullPage: false, animations: 'disabled'});
  await testInfo.attach(`${widthOf(page)}-${name}`, {body, contentType: 'image/png'});
}

/** The axe-core rules the portal keeps to: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules of AXE_TAGS that axe-core leaves off unless asked for, and that these tests have never run
 * (AxeBuilder dropped the tags when options were set after them, so axe ran its defaults): turning
 * them on is a change of what the portal is held to, for a task of its own.
 */
const AXE_OFF = {'target-size': {enabled: false}, 'audio-caption': {enabled: false}};

/**
 * The rules whose outcome depends on the colour scheme: contrast, links told apart from text by
 * colour, and the images a scheme shows (the other scheme's copy is hidden, and axe skips what is
 * hidden). Every other rule sees the same DOM in light and dark mode.
 */
export const AXE_SCHEME_RULES = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

/** What axe runs: `rules` (those of AXE_TAGS but AXE_OFF if not given), on the elements `within` selects (the whole page if not given). */
export interface AxeScope {
  rules?: readonly string[];
  within?: string | readonly string[];
}

/**
 * Every axe-core violation on the page, whatever its impact, one readable line per element:
 * rule id, impact, the element's selector, and for contrast the colours and ratio found. `rules`
 * narrows the run to those rules (AXE_SCHEME_RULES after a change of colour scheme), `within` to
 * the part of the page that changed (one selector or several).
 */
export async function axeViolations(page: Page, {rules, within}: AxeScope = {}): Promise<string[]> {
  const include = typeof within === 'string' ? [within] : [...(within ?? [])];
  // Only violations are read: axe then skips building the report of every passing element.
  const options = {
    ...(rules ? {runOnly: {type: 'rule' as const, values: [...rules]}} : {runOnly: {type: 'tag' as const, values: AXE_TAGS}, rules: AXE_OFF}),
    resultTypes: ['violations' as const],
  };
  let results: AxeResults;
  if (page.frames().length === 1) {
    // A page without iframes (all of ours) runs in one pass: axe.run in the page. axe-core's source
    // (600 KB) takes half a second to evaluate, so it goes into a document once, not before every
    // run (AxeBuilder evaluates it twice a run): a light and a dark run, or a run after each step
    // of an in-app test, share it; a new document (a page load) gets it afresh.
    if (!(await page.evaluate(() => 'axe' in window))) {
      await page.evaluate(axeSource);
    }
    results = await page.evaluate(
      ({include, options}) => {
        const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<AxeResults>}}).axe;
        return axe.run(include.length > 0 ? {include: include.map((selector) => [selector])} : document, options);
      },
      {include, options},
    );
  } else {
    // Cross-origin frames need AxeBuilder's partial results, run frame by frame.
    let builder = new AxeBuilder({page}).options(options);
    for (const selector of include) {
      builder = builder.include(selector);
    }
    results = await builder.analyze();
  }
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const data = node.any.find((check) => check.data)?.data as
        {fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string} | undefined;
      const colours = data?.fgColor ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio}]` : '';
      const why = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      return `${violation.id} (${violation.impact}) ${node.target.join(' ')}${colours}: ${why}`;
    }),
  );
}

/** axe-core (WCAG 2.x A and AA rules and best practices): no violation at all, minor ones included. */
export async function expectNoViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope)).toEqual([]);
}

/**
 * Installs Playwright's clock, paused, before the page loads: the page's timers (setTimeout,
 * requestAnimationFrame, Date, performance.now) then move only when the test advances time with
 * `page.clock.runFor(ms)`, so the spec's delays are checked to the millisecond however busy the
 * machine is. Call it before the first navigation.
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = Date.parse('2030-03-01T08:00:00Z');
  await page.clock.install({time: start});
  // A minute ahead: the installed clock runs until paused, and pausing may not go back in time.
  await page.clock.pauseAt(start + 60_000);
}

/**
 * Waits until the app has mounted, without animation frames (a paused clock holds them back, and
 * with them Docusaurus' `data-has-hydrated`): the footer's year is filled in by an effect of the
 * first client render, which runs together with every other effect of that render.
 */
export async function waitForMount(page: Page): Promise<void> {
  await expect(page.getByTestId('copyright')).toContainText(/© \d{4}/);
  await settle(page);
}

/** A frame of the paused clock (requestAnimationFrame's interval in Playwright's clock). */
const FRAME_MS = 16;

/**
 * Opens `url` with the clock paused (pauseClock) and waits until the app has mounted. A page starts
 * its app in a task after its first contentful paint (APP_START_SCRIPT), and the paused clock holds
 * tasks and frames back: it lets them through a frame at a time until the page has added the app's
 * scripts.
 */
export async function openPaused(page: Page, url: string): Promise<void> {
  await pauseClock(page);
  await page.goto(url);
  await expect
    .poll(async () => {
      await page.clock.runFor(FRAME_MS);
      return page.locator('body > script[src]').count();
    })
    .toBeGreaterThan(0);
  await waitForMount(page);
}

/**
 * Lets the page run every task it queued so far (React runs effects in a MessageChannel task,
 * which the clock does not fake), so a timer an effect or a handler starts is set before the
 * test advances the clock.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A few rounds: React's scheduler may yield and queue its remaining work as a new task.
    for (let round = 0; round < 3; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}
