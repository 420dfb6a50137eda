import type { Page } from '@playwright/test';

/**
 * Resolves once the page has painted two more frames, which a layout that just changed (a scroll, a resized
 * window) needs before it is measured, or after a second at most. Once in CI the accessibility walk stood
 * still on the plan's page until its five-minute timeout while the page still answered Playwright: a frame
 * never came, and a wait for one was the walk's only wait with no end of its own.
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
