import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2e } from './tests/e2e/environment';

// The real portal and the real reference API over a fresh embedded database, in Debian's chromium.

// Debian's headless build of the same chromium (package chromium-headless-shell), the one Playwright itself
// runs headless tests in: on a 2-core runner the journeys take two thirds of the time they take in the full
// browser. The full browser is the fallback, and CHROMIUM_PATH picks either.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on a 2-core runner: with two, the cores sat idle a third of the run while a journey waited on the
  // browser, a server or the clock (one waits a minute for a consultation to begin). Measured on one machine
  // in one session: two workers 329 s, three 258 s, for the same CPU time.
  workers: 3,
  // No retry: a retry would hide a flaky journey. One that fails once has a cause to find (STYLE.md).
  retries: 0,
  // The list, and each failed journey's page as it was (CI keeps only the output).
  reporter: [['list'], ['./tests/e2e/failure-context-reporter.ts']],
  use: {
    baseURL: e2e.portalUrl,
    // Recording a trace slows every journey: `npx playwright test --trace on` records them when needed.
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs each demo role in once; the journeys that are not about signing in start from its state.
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, dependencies: ['setup'] },
  ],
  webServer: [
    {
      command: `rm -rf ${e2e.dataDir} && node --import tsx scripts/start.ts`,
      url: `${e2e.portalUrl}/login`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // The council's registry is the stand-in below: it knows the journeys' own nutritionists (CRN-11).
      env: { ...e2e.serverEnv, CFN_API_URL: e2e.cfn.url },
    },
    {
      command: 'node --import tsx tests/e2e/cfn-registry.ts',
      url: `${e2e.cfn.url}/?crn=3&registration_number=10001`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // A second portal whose upstream is down, to prove the failures are clear pages, not crashes.
      command: 'node --import tsx scripts/serve-portal.ts',
      url: `${e2e.deadApiPortalUrl}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...e2e.serverEnv, PORT: String(e2e.deadApiPortalPort), API_BASE_URL: 'http://127.0.0.1:4299' },
    },
  ],
});
