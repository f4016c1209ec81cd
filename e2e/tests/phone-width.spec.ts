import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// A small phone's screen (360 CSS pixels, the narrowest common Android width): no screen may be wider than it,
// or the whole page scrolls sideways under a thumb. Each screen is checked once its data is on it, as a long
// name or a card only arrives with the data.
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const SCREENS: ReadonlyArray<readonly [path: string, ready: (page: Page) => Promise<void>]> = [
  [
    '/',
    async (page) => await expect(page.getByText('Hydroxyzine hydrochloride 25 mg tablets')).toBeVisible(),
  ],
  [
    '/inventory',
    async (page) => await expect(page.getByText('Hydroxyzine hydrochloride 25 mg tablets')).toBeVisible(),
  ],
  ['/marketplace', async (page) => await expect(page.getByTestId('product-card').first()).toBeVisible()],
  ['/supplier', async () => {}],
  [
    '/rfid',
    async (page) => await expect(page.getByText('Digital blood pressure monitor').first()).toBeVisible(),
  ],
  ['/ml-predictions', async () => {}],
  ['/medicine-recommendation', async () => {}],
  ['/voice-medicine', async () => {}],
  ['/skin-analysis', async () => {}],
  ['/infinite-memory', async () => {}],
  ['/infinite-memory-demo', async () => {}],
  ['/profile', async () => {}],
  ['/settings', async () => {}],
];

async function pageWidths(page: Page) {
  return await page.evaluate(() => {
    const root = document.documentElement;
    const wider = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wider };
  });
}

// One test, one page: each screen is a step, so a failure names the screen, without a page and sign-in per screen.
test('on a phone, every screen fits the screen’s width', async ({ page }) => {
  for (const [path, ready] of SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await ready(page);
      const main = page.getByRole('main');
      await expect(main.getByTestId('spinner')).toHaveCount(0);
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      const widths = await pageWidths(page);
      expect(
        widths.scrollWidth,
        `${path} is wider than the screen: ${widths.wider.join(' ')}`,
      ).toBeLessThanOrEqual(widths.clientWidth);
    });
  }
});
