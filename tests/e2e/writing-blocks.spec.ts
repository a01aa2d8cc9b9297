import {expect, test, type Page} from '@playwright/test';
import {portal, turnScheme, waitForApp} from './support';

// The kitchen sink for writers doubles as the fixture page of the writing blocks.
export const KITCHEN_SINK = 'wiki/api-portal/content-blocks';

async function openKitchenSink(page: Page): Promise<void> {
  await page.goto(portal('internal', KITCHEN_SINK));
  await waitForApp(page);
}

// One visit of the kitchen sink per test: each step works a block of its own and leaves it as it found it
// (an accordion's state is asserted where it matters).

test('accordions and the text expander: by mouse and keyboard, a group keeps one open, the standalone one is apart', async ({page}) => {
  await openKitchenSink(page);
  await test.step('a single accordion toggles open and closed, by mouse and keyboard', async () => {
    const button = page.getByRole('button', {name: 'Can partners see internal scopes?'});
    // The rendered answer, not the copy in the MDX source shown above it.
    const answer = page.locator('[role="region"]').getByText('No. Internal scopes appear only in the scope register of this wiki.');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(page.getByRole('region', {name: 'Can partners see internal scopes?'})).toContainText('No. Internal scopes');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });
  await test.step('in a group, opening one closes the others', async () => {
    const titles = ['Who approves a new internal scope?', 'Who approves a personal data scope?', 'How long does an approval take?'];
    const buttons = titles.map((name) => page.getByRole('button', {name}));
    const states = () => Promise.all(buttons.map((button) => button.getAttribute('aria-expanded')));

    expect(await states()).toEqual(['false', 'false', 'false']);
    await buttons[0]!.click();
    await expect.poll(states).toEqual(['true', 'false', 'false']);
    await expect(page.locator('[role="region"]').getByText('The API Platform team, after the product owner')).toBeVisible();

    await buttons[1]!.click();
    await expect.poll(states).toEqual(['false', 'true', 'false']);
    await expect(page.locator('[role="region"]').getByText('The API Platform team, after the product owner')).toBeHidden();
    await expect(page.locator('[role="region"]').getByText('Additionally the privacy team')).toBeVisible();

    await buttons[2]!.click();
    await expect.poll(states).toEqual(['false', 'false', 'true']);

    // Closing the open one leaves the whole group closed.
    await buttons[2]!.click();
    await expect.poll(states).toEqual(['false', 'false', 'false']);
  });
  await test.step('the standalone accordion is not part of the group', async () => {
    const single = page.getByRole('button', {name: 'Can partners see internal scopes?'});
    const grouped = page.getByRole('button', {name: 'Who approves a new internal scope?'});
    await single.click();
    await grouped.click();
    await expect(single).toHaveAttribute('aria-expanded', 'true');
    await expect(grouped).toHaveAttribute('aria-expanded', 'true');
  });
  await test.step('the text expander expands and collapses', async () => {
    // The first disclosure button after the section heading (its name changes when toggled).
    const button = page.locator('h2#text-expander ~ div button[aria-controls]').first();
    await expect(button).toHaveText('Show more');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(content).toContainText('The first Lindenkauf portal was a single page');
    const clipped = () => content.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(await clipped()).toBe(true);
    const collapsedHeight = (await content.boundingBox())!.height;

    await button.click();
    await expect(button).toHaveText('Hide');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await clipped()).toBe(false);
    expect((await content.boundingBox())!.height).toBeGreaterThan(collapsedHeight);
    await expect(content.getByText('the checkout team had used it for two years')).toBeVisible();

    await button.click();
    await expect(button).toHaveText('Show more');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await clipped()).toBe(true);
    // The toggle stays the same element, so keyboard focus is not lost.
    await expect(button).toBeFocused();
  });
});

test('admonitions (their colours and icons, readable in dark mode), details and footnotes', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await openKitchenSink(page);
  await test.step('info, warning and danger each have their own colour and icon', async () => {
    const looks = await Promise.all(
      ['info', 'warning', 'danger'].map((type) =>
        page
          .locator(`article .theme-admonition-${type}`)
          .first()
          .evaluate((element) => {
            const style = getComputedStyle(element);
            return {border: style.borderLeftColor, background: style.backgroundColor, icon: element.querySelector('svg path')?.getAttribute('d') ?? ''};
          }),
      ),
    );
    // The portal's accents (src/theme/Admonition), not Infima's alert colours.
    expect(looks.map((look) => look.border)).toEqual(['rgb(29, 95, 168)', 'rgb(154, 91, 0)', 'rgb(180, 35, 24)']);
    expect(new Set(looks.map((look) => look.background)).size).toBe(3);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(3);
    await expect(page.locator('article .theme-admonition-warning').first()).toContainText('Slow partner releases');
  });
  await test.step('details open and close on their summary', async () => {
    const details = page.locator('article details').first();
    const answer = details.getByText('Parcel carriers for standard and express');
    await expect(answer).toBeHidden();
    await details.locator('summary').click();
    await expect(answer).toBeVisible();
    await details.locator('summary').click();
    await expect(answer).toBeHidden();
  });
  await test.step('a footnote marker links to its note and back', async () => {
    const marker = page.locator('article sup a[data-footnote-ref]').first();
    await expect(marker).toHaveText('1');
    await marker.click();
    await expect(page).toHaveURL(/#user-content-fn-count$/);
    const note = page.locator('section[data-footnotes] li#user-content-fn-count');
    await expect(note).toContainText('Counted on the scope register page');
    await expect(note).toBeInViewport();
    // Its label is for screen readers only.
    await expect(page.locator('#footnote-label')).toHaveText('Footnotes');
    expect(await page.locator('#footnote-label').evaluate((label) => label.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  });
  await test.step('admonitions stay readable in dark mode', async () => {
    // The reader's system turns dark while the page is open; the colours once the fade has ended.
    await turnScheme(page, 'dark');
    for (const type of ['info', 'warning', 'danger']) {
      const [background, text] = await page
        .locator(`article .theme-admonition-${type}`)
        .first()
        .evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element.querySelector('p')!).color]);
      const luminance = (rgb: string) => {
        const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      expect(luminance(background!)).toBeLessThan(80);
      expect(luminance(text!) - luminance(background!)).toBeGreaterThan(120);
    }
  });
});
