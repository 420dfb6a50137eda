import type { Page } from '@playwright/test';

/**
 * Resolves once the page has painted two more frames, which a layout that just changed (a scroll, a resized
 * window) needs before it is measured, or after a second at most. The headless browser now and then stops
 * ticking a page's frames while its scripts still run; an unbounded wait for a frame then never ended, and
 * the accessibility walk stood still on the plan's page until its five-minute timeout (once, in CI).
 */
export async function waitForPaint(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1_000);
      }),
  );
}
