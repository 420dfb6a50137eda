// Accessibility as a check: every page of every role (tests/e2e/accessibility-pages.ts, kept equal to
// lib/routes.ts by tests/unit/accessibility-pages.test.ts) at 1280 and 375 px, in each state listed there
// (dialog open, empty, error on the portal whose API is down), with zero WCAG 2.2 A/AA violations.
// One browser context per role and width, one page walked through all of them, so the run stays short.
import { type Browser, expect, test } from '@playwright/test';
import { accessibilityVisits, type DemoIds, type PageState, type Viewer } from './accessibility-pages';
import { findAxeViolations } from './axe';
import { demoAccounts, e2e } from './environment';
import { startSignedIn, storageStateOf } from './helpers';

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

async function openContext(browser: Browser, viewer: Viewer, width: keyof typeof WIDTHS) {
  const signedInState = viewer === 'nutri' || viewer === 'admin' ? storageStateOf(viewer) : undefined;
  const context = await browser.newContext({ viewport: WIDTHS[width], storageState: signedInState });
  const page = await context.newPage();
  if (viewer === 'patient') await startSignedIn(page, demoAccounts.patient);
  return { context, page };
}

const applies = (state: PageState, width: keyof typeof WIDTHS) => !state.only || state.only === width;

// The walks are the longest journeys of the suite and share nothing: both workers take them.
test.describe.configure({ mode: 'parallel' });

for (const viewer of ['guest', 'nutri', 'admin', 'patient'] as const) {
  for (const width of ['desktop', 'phone'] as const) {
    test(`axe finds no WCAG 2.2 A/AA violation on any page of ${viewer} at ${WIDTHS[width].width} px`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const demoIds = await readDemoIds();
      const { context, page } = await openContext(browser, viewer, width);
      // A state that cannot be reached fails in seconds, not at the end of the whole walk.
      page.setDefaultTimeout(15_000);
      const found: { page: string; state: string; violations: unknown }[] = [];
      try {
        for (const visit of accessibilityVisits.filter((item) => item.viewer === viewer)) {
          for (const state of visit.states.filter((item) => applies(item, width))) {
            const base = state.portal === 'deadApi' ? e2e.deadApiPortalUrl : e2e.portalUrl;
            const path = state.path(demoIds);
            await page.goto(`${base}${path}`);
            // Client data (SWR) settles before the check; a page that keeps polling is checked anyway.
            await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
            await state.prepare?.(page);
            const violations = await findAxeViolations(page);
            if (violations.length > 0)
              found.push({ page: `${state.portal ?? 'main'} ${path}`, state: state.state, violations });
          }
        }
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    });
  }
}
