// One axe check for every journey: WCAG 2.2 levels A and AA (axe tags each rule with the version that
// introduced it, so the 2.0 and 2.1 tags are listed too).
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { waitForPaint } from './paint';

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// The axe that @axe-core/playwright pins, read once. A page gets it only on its first check: the builder sent
// all 550 KB of it, twice, on every check, which was most of a check's time.
const requireFromHere = createRequire(import.meta.url);
const axeSource: string = createRequire(requireFromHere.resolve('@axe-core/playwright'))('axe-core').source;

// What is read of axe's results (axe-core is @axe-core/playwright's dependency, not ours).
interface AxeViolations {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}

declare global {
  interface Window {
    axe: { run: (context: Document, options: typeof RUN_OPTIONS) => Promise<AxeViolations> };
  }
}

// Only violations are read: axe skips the details of the passed and inapplicable checks, the most of its time.
// The portal has no frames to look into.
const RUN_OPTIONS = {
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: WCAG_22_AA_TAGS },
  iframes: false,
};

async function runAxe(page: Page) {
  // A string, not a function: the page's CSP forbids eval, and the DevTools protocol's evaluation is exempt.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate((options) => window.axe.run(document, options), RUN_OPTIONS);
}

/**
 * Waits for what is still fading or sliding in (a dialog takes 300 ms): axe measures contrast on what is
 * painted, and text caught half-faded reads as too faint. Endless animations (a spinner) are not waited for.
 */
async function settleTransitions(page: Page) {
  // Two frames first: a layout that just changed (a resized window, a container query, a toast leaving)
  // is painted before axe measures what overlaps what.
  await waitForPaint(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

export async function findAxeViolations(page: Page) {
  // Measured without motion, so every fade is at its end: a message toast fades out over its last second, and
  // one whose fade began while axe ran was read half-faded as too faint (color-contrast). The page's own
  // reduced-motion rules apply, as for anyone who asks for them, and the journey's setting is put back after.
  const reducedMotion = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // From the top of the page, still, then back where the journey was. The portal scrolls smoothly, and a
  // focus moved by the page (a save focuses its section's heading) starts a scroll that axe would measure
  // halfway, with the sticky top bar over part of whatever is passing under it (target-size); which link
  // sat there changed from run to run. An instant scroll ends any smooth one.
  const scrolled = await page.evaluate(() => {
    const at = { x: window.scrollX, y: window.scrollY };
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return at;
  });
  await settleTransitions(page);
  const results = await runAxe(page);
  await page.evaluate(({ x, y }) => window.scrollTo({ left: x, top: y, behavior: 'instant' }), scrolled);
  if (!reducedMotion) await page.emulateMedia({ reducedMotion: null });
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}

export async function expectNoAxeViolations(page: Page) {
  expect(await findAxeViolations(page)).toEqual([]);
}

/** Axe-clean, and nothing wider than the window (the page never scrolls sideways). */
export async function expectAccessibleAndFitting(page: Page) {
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}
