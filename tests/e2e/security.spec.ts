// Holes an outside probe found, kept closed: each test replays the probe's request on the real portal
// and API and asserts what a visitor (or an attacker) now gets.
import { expect, test } from '@playwright/test';
import { demoAccounts, e2e } from './environment';
import { signIn } from './helpers';

const SESSION_COOKIE = 'nutri-session';

test.describe('sessions', () => {
  test('a cookie kept from before "Sair da conta" no longer reads the profile, and is cleared', async ({
    page,
    browser,
  }) => {
    await signIn(page, demoAccounts.nutri2);
    const kept = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(kept).toBeTruthy();
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const replay = await browser.newContext();
    await replay.addCookies([kept!]);
    const answer = await replay.request.get(`${e2e.portalUrl}/api/session`);
    expect(answer.status()).toBe(401);
    expect(answer.headers()['set-cookie']).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    await replay.close();
  });

  test('a refused sign-in says when to try again (Retry-After), like the proxied calls', async ({
    request,
  }) => {
    const email = `tentativas-${Date.now()}@nutri.test`;
    let answer = await request.post('/api/session', {
      data: { email, password: 'Errada1234' },
      headers: { Origin: e2e.portalUrl },
    });
    // LOGIN_MAX_FAILURES (10) failures of one account from one address, then 429.
    for (let attempt = 0; attempt < 11 && answer.status() !== 429; attempt++) {
      answer = await request.post('/api/session', {
        data: { email, password: 'Errada1234' },
        headers: { Origin: e2e.portalUrl },
      });
    }
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
  });
});

test.describe('methods', () => {
  test('TRACE on any portal path is a 405, not a 500 page', async ({ request }) => {
    for (const path of ['/', '/login', '/home', '/api/session', '/api/v1/foodstuffs']) {
      const answer = await request.fetch(path, { method: 'TRACE' });
      expect(answer.status()).toBe(405);
      expect(answer.headers()['content-type']).toContain('application/problem+json');
    }
  });
});
