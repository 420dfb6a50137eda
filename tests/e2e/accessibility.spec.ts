// Accessibility as a check: every page of every role (tests/e2e/accessibility-pages.ts, kept equal to
// lib/routes.ts by tests/unit/accessibility-pages.test.ts) at 375 and 1280 px, in each state listed there
// (dialog open, empty, error on the portal whose API is down), with zero WCAG 2.2 A/AA violations.
// One browser context per walk, one page walked through all of its states, so the run stays short.
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  accessibilityVisits,
  type DemoIds,
  type PageState,
  type PageVisit,
  type Viewer,
} from './accessibility-pages';
import { findAxeViolations } from './axe';
import { demoAccounts, e2e } from './environment';
import { scrollThroughPage, startSignedIn, storageStateOf } from './helpers';

const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

async function readToken(account: { email: string; password: string }) {
  const response = await fetch(`${e2e.apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  return response.text();
}

async function readJson<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${e2e.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

let ids: Promise<DemoIds> | undefined;
/** The demo patient (with its plan and meal log), one of the nutritionist's appointments and a food. */
function readDemoIds(): Promise<DemoIds> {
  ids ??= (async () => {
    const [nutri, patient, admin] = await Promise.all([
      readToken(demoAccounts.nutri),
      readToken(demoAccounts.patient),
      readToken(demoAccounts.admin),
    ]);
    const me = await readJson<{ id: number }>('/v1/me', nutri);
    const patientMe = await readJson<{ id: number }>('/v1/me', patient);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const appointments = await readJson<{ content: { id: number }[] }>(
      `/v1/appointments?nutritionist_id=${me.id}&page=0&size=1&from=${from}&to=${to}`,
      nutri,
    );
    const foods = await readJson<{ content: { id: number }[] }>('/v1/foodstuffs?page=0&size=1', admin);
    return {
      patientId: patientMe.id,
      appointmentId: appointments.content[0]?.id ?? 0,
      foodId: foods.content[0]?.id ?? 0,
    };
  })();
  return ids;
}

/**
 * Resolves once the page has had no request in flight for a moment: the client data (SWR) a page loads after
 * its HTML has arrived. Shorter than Playwright's 'networkidle' (500 ms of silence after every state), and a
 * page that keeps polling is checked anyway after `maxMs`.
 */
function watchRequests(page: Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by: number) => {
    inFlight = Math.max(0, inFlight + by);
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function settled({ quietMs = 200, maxMs = 3_000 } = {}) {
    const until = performance.now() + maxMs;
    while (performance.now() < until && (inFlight > 0 || performance.now() - lastChange < quietMs))
      await page.waitForTimeout(50);
  };
}

/** The page at a width; the axe check itself waits for the new layout to be painted (axe.ts). */
async function layOutAt(page: Page, width: keyof typeof WIDTHS) {
  if (page.viewportSize()?.width !== WIDTHS[width].width) await page.setViewportSize(WIDTHS[width]);
}

async function openContext(browser: Browser, viewer: Viewer) {
  const signedInState = viewer === 'nutri' || viewer === 'admin' ? storageStateOf(viewer) : undefined;
  const context = await browser.newContext({ viewport: WIDTHS.phone, storageState: signedInState });
  const page = await context.newPage();
  if (viewer === 'patient') await startSignedIn(page, demoAccounts.patient);
  return { context, page };
}

/**
 * The widths a state is checked at, phone first: each state is loaded once, at 375 px, as a phone opens it,
 * checked, then widened to 1280 px and checked again, as a window that is resized. Loading every state a
 * second time at 1280 px was half of the walk's time.
 */
const widthsOf = (state: PageState) =>
  (['phone', 'desktop'] as const).filter((width) => !state.only || state.only === width);

// The nutritionist has the most pages: her walk is cut in two, so the two workers finish together.
const isPatientPage = (visit: PageVisit) => visit.pattern.startsWith('/patients/:id');
const WALKS: { name: string; viewer: Viewer; visits: (visit: PageVisit) => boolean }[] = [
  { name: 'guest', viewer: 'guest', visits: () => true },
  { name: 'admin', viewer: 'admin', visits: () => true },
  { name: 'patient', viewer: 'patient', visits: () => true },
  { name: 'nutri (lists, agenda, profile)', viewer: 'nutri', visits: (visit) => !isPatientPage(visit) },
  { name: "nutri (a patient's pages)", viewer: 'nutri', visits: isPatientPage },
];

// The walks are the longest journeys of the suite and share nothing: both workers take them.
test.describe.configure({ mode: 'parallel' });

for (const walk of WALKS) {
  test(`axe finds no WCAG 2.2 A/AA violation on any page of ${walk.name} at 375 and 1280 px`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const demoIds = await readDemoIds();
    const { context, page } = await openContext(browser, walk.viewer);
    const settled = watchRequests(page);
    // A state that cannot be reached fails in seconds, not at the end of the whole walk.
    page.setDefaultTimeout(15_000);
    const found: { page: string; state: string; width: number; violations: unknown }[] = [];
    try {
      const visits = accessibilityVisits.filter((item) => item.viewer === walk.viewer && walk.visits(item));
      for (const visit of visits) {
        for (const state of visit.states) {
          const base = state.portal === 'deadApi' ? e2e.deadApiPortalUrl : e2e.portalUrl;
          const path = state.path(demoIds);
          const [firstWidth = 'phone', ...otherWidths] = widthsOf(state);
          await layOutAt(page, firstWidth);
          await page.goto(`${base}${path}`);
          await settled();
          // The parts far down that load as they near the view are checked too.
          await scrollThroughPage(page);
          await settled();
          await state.prepare?.(page);
          for (const width of [firstWidth, ...otherWidths]) {
            await layOutAt(page, width);
            const violations = await findAxeViolations(page);
            if (violations.length > 0)
              found.push({
                page: `${state.portal ?? 'main'} ${path}`,
                state: state.state,
                width: WIDTHS[width].width,
                violations,
              });
          }
        }
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });
}

// The walks above pass only if the check can fail: a faint text and an image without a text alternative,
// put on a clean page, are both reported.
test('the axe check reports the violations it is there to find', async ({ page }) => {
  await page.goto('/login');
  expect(await findAxeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML(
      'beforeend',
      '<p style="color:#c8c8c8;background:#ffffff">Texto quase invisível</p><img src="/favicon.ico">',
    );
  });
  expect((await findAxeViolations(page)).map((violation) => violation.id).sort()).toEqual([
    'color-contrast',
    'image-alt',
  ]);
});

// A page that paints no more frames is still walked and checked: each wait for a frame gives up after a
// second instead of holding the walk until its timeout (tests/e2e/paint.ts).
test('a page that paints no more frames is scrolled through and checked all the same', async ({ page }) => {
  test.setTimeout(30_000);
  await page.goto('/login');
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await scrollThroughPage(page);
  expect(await findAxeViolations(page)).toEqual([]);
});
