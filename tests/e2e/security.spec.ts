// Holes an outside probe found, kept closed: each test replays the probe's request on the real portal
// and API and asserts what a visitor (or an attacker) now gets.
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoAccounts, e2e } from './environment';
import { openUserMenu, PASSWORD, readCode } from './helpers';

const SESSION_COOKIE = 'nutri-session';

/** Signs in through the portal's session route (the sign-in form has its own journeys), then opens /home. */
async function signInDirectly(page: Page, account: { email: string; password: string }) {
  const answer = await page.request.post('/api/session', {
    data: account,
    headers: { Origin: e2e.portalUrl },
  });
  expect(answer.status()).toBe(200);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('sessions', () => {
  test('a cookie kept from before "Sair da conta" no longer reads the profile, and is cleared', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInDirectly(page, demoAccounts.nutri2);
    const kept = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(kept).toBeTruthy();
    await openUserMenu(page);
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
    // LOGIN_ACCOUNT_FREE_FAILURES (5) failures of one account, then 429 until the delay is over.
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

/** A request with a Host header of our choosing, which browsers and fetch() do not let us set. */
function requestWithHost(path: string, host: string, init: { method?: string; origin?: string } = {}) {
  const { hostname, port } = new URL(e2e.portalUrl);
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname,
        port,
        path,
        method: init.method ?? 'GET',
        headers: {
          Host: host,
          ...(init.origin ? { Origin: init.origin, 'Content-Type': 'application/json' } : {}),
        },
      },
      (answer) => {
        let body = '';
        answer.on('data', (chunk) => {
          body += chunk;
        });
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            contentType: answer.headers['content-type'] ?? '',
            body,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.origin ? JSON.stringify(demoAccounts.nutri) : undefined);
  });
}

test.describe('transport', () => {
  test('under https every kind of answer carries HSTS; over plain http none does', async ({ request }) => {
    for (const path of ['/login', '/api/v1/foodstuffs', '/api/session', '/robots.txt']) {
      const secure = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(secure.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
      const plain = await request.get(path);
      expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('a page, a proxied call and the API keep an idle connection a minute, not 5 s', async ({
    request,
  }) => {
    // lib/log/idle-connections.ts: a client held up past Node's 5 s got 'socket hang up'.
    for (const url of ['/login', '/api/v1/foodstuffs', `${e2e.apiUrl}/health`]) {
      expect((await request.get(url)).headers()['keep-alive'], url).toBe('timeout=65');
    }
  });
});

test.describe('hosts', () => {
  test('a Host the portal is not published under gets a 421, even with a matching Origin', async () => {
    for (const path of ['/', '/login', '/home', '/api/v1/foodstuffs']) {
      const answer = await requestWithHost(path, 'evil.test');
      expect(answer.status, path).toBe(421);
      expect(answer.contentType).toContain('application/problem+json');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'MISDIRECTED_REQUEST' });
    }
    // The shape of DNS rebinding: a page on evil.test that resolves to the portal signs in as the visitor.
    const rebound = await requestWithHost('/api/session', 'evil.test:3210', {
      method: 'POST',
      origin: 'http://evil.test:3210',
    });
    expect(rebound.status).toBe(421);
    // The published name still answers.
    expect((await requestWithHost('/login', new URL(e2e.portalUrl).host)).status).toBe(200);
  });

  test('the portal and the API refuse two Host headers and a Host with userinfo with a 400', async () => {
    for (const base of [e2e.portalUrl, e2e.apiUrl]) {
      const own = new URL(base).host;
      for (const hostLines of [[own, 'evil.test'], ['evil.test', own], [`${own}@evil.test`]]) {
        const status = await rawStatus(base, hostLines);
        expect(status, `${base} ${hostLines.join(' / ')}`).toBe(400);
      }
      expect(await rawStatus(base, ['evil.test']), base).toBe(421);
      expect(await rawStatus(base, [own]), base).not.toBe(400);
    }
  });
});

/** The status of a GET / whose Host lines are written byte for byte (Node's client would merge them). */
function rawStatus(base: string, hostLines: string[]): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const head = hostLines.map((host) => `Host: ${host}\r\n`).join('');
      socket.write(`GET / HTTP/1.1\r\n${head}Connection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve(Number(text.split(' ')[1])));
    socket.on('error', reject);
  });
}

/** A fresh patient account (no CFN pair needed), so ending its sessions disturbs no other test. */
async function registerPatient(request: APIRequestContext, email: string) {
  const created = await request.post(`${e2e.apiUrl}/v1/registration`, {
    data: {
      account_type: 'PATIENT',
      name: 'Renata Alves',
      birth_date: '1990-05-10',
      gender: 'FEMALE',
      email,
      password: PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const code = await readCode(email);
  expect(
    (await request.post(`${e2e.apiUrl}/v1/registration/${id}/confirm`, { data: { code } })).status(),
  ).toBe(200);
  return { email, password: PASSWORD };
}

test.describe('signing out', () => {
  test('"Sair de todos os dispositivos" ends the sessions of every browser, and that one lands on a page that explains', async ({
    page,
    browser,
    request,
  }) => {
    // Two sign-ins and a registration: slow on a loaded machine.
    test.slow();
    const account = await registerPatient(request, `todos-${Date.now()}@nutri.test`);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInDirectly(otherPage, account);
    await signInDirectly(page, account);

    await openUserMenu(page);
    await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/session')).status()).toBe(401);

    // The other browser's next page finds its session ended and says so, without signing it out on a GET.
    await otherPage.goto('/home');
    await expect(otherPage).toHaveURL(/\/session-expired$/);
    await expect(
      otherPage.getByRole('heading', { level: 1, name: 'Sua sessão foi encerrada' }),
    ).toBeVisible();
    expect(await new AxeBuilder({ page: otherPage }).analyze().then((result) => result.violations)).toEqual(
      [],
    );
    await otherPage.getByRole('button', { name: 'Entrar novamente' }).click();
    await expect(otherPage).toHaveURL(/\/login$/);
    expect((await other.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    await other.close();
  });

  test('a GET of /api/session/expired from another site signs nobody out', async ({ page }) => {
    await signInDirectly(page, demoAccounts.nutri2);
    await page.route('http://attacker.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<img src="${e2e.portalUrl}/api/session/expired" alt="">`,
      }),
    );
    await page.goto('http://attacker.example/');
    await page.waitForLoadState('networkidle');
    await page.goto('/api/session/expired');
    await expect(page).toHaveURL(/\/session-expired$/);
    const session = await page.request.get('/api/session');
    expect(session.status()).toBe(200);
    // A cross-site POST is refused too.
    const posted = await page.request.post('/api/session/expired', {
      headers: { Origin: 'http://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    expect((await page.request.get('/api/session')).status()).toBe(200);
  });
});

test.describe('slow clients', () => {
  test('a proxied call whose declared body never comes is answered 408 after 5 s, not held', async () => {
    const port = Number(new URL(e2e.portalUrl).port);
    const started = Date.now();
    // Headers that promise 100 bytes, then silence: only a raw socket can do this.
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          [
            // A route that reads a body, and whose hourly budget per address no journey spends: the
            // password recovery's is spent on purpose, and a refusal would come before the wait.
            'POST /api/v1/registration HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            `Origin: ${e2e.portalUrl}`,
            'Content-Type: application/json',
            'Content-Length: 100',
            '',
            '',
          ].join('\r\n'),
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    const waited = Date.now() - started;
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head.toLowerCase()).toContain('content-type: application/problem+json');
    expect(waited).toBeGreaterThanOrEqual(4500);
    expect(waited).toBeLessThan(8000);
  });
});

test.describe('content security policy', () => {
  const scriptSources = (policy: string) =>
    policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src'))
      ?.split(' ')
      .slice(1) ?? [];

  test('the session-ended page is plain HTML: no script at all, under a policy that runs none inline', async ({
    request,
  }) => {
    const answer = await request.get('/session-expired');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Sua sessão foi encerrada');
    expect(html.match(/<script[^>]*>/g) ?? []).toEqual([]);
    expect(scriptSources(answer.headers()['content-security-policy'] ?? '')).toEqual(["'self'"]);
  });

  test('the 404 page of a missing file runs only its own inline scripts, by hash, and hydrates', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy: ${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    // Neither goes through the route gate: a file name, and a path under Next's own.
    for (const path of ['/relatorio-antigo.pdf', '/_next/nada']) {
      const answer = await page.goto(path);
      expect(answer!.status(), path).toBe(404);
      const policy = answer!.headers()['content-security-policy'] ?? '';
      expect(policy, path).not.toContain("'unsafe-inline'");
      expect(
        scriptSources(policy).some((source) => source.startsWith("'sha256-")),
        path,
      ).toBe(true);
      await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
      // React took over the page, which it does only once the page's inline data scripts have run.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
      );
    }
    expect(violations).toEqual([]);
  });

  test('the sign-in, registration and password pages allow only nonced scripts, and still work', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    for (const path of [
      '/login',
      '/forgot-password',
      '/nutritionist-registration',
      `/reset-password/${'a'.repeat(43)}`,
    ]) {
      const answer = await page.goto(path);
      const policies = (await answer!.headersArray())
        .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
        .map(({ value }) => value);
      expect(policies, path).toHaveLength(1);
      const sources = scriptSources(policies[0]!);
      expect(
        sources.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(true);
      expect(sources, path).not.toContain("'unsafe-inline'");
    }
    // Hydrated: the sign-in form's own script runs.
    await page.goto('/login');
    await page.getByLabel('Senha', { exact: true }).fill('Segredo1');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
    expect(violations).toEqual([]);
  });

  test('no script on a public or a signed-in page tries to evaluate a string, which the policy blocks', async ({
    page,
  }) => {
    // A probe that catches its own refused `new Function` prints nothing to the console, but the browser
    // still reports the violation (and Lighthouse counts it): listen for the report itself.
    const violations: string[] = [];
    await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportPolicyViolation: (violation: string) => void })
          .reportPolicyViolation;
        report(
          `${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.columnNumber}`,
        );
      });
    });

    await page.goto('/login');
    await page.getByLabel('Senha', { exact: true }).fill('Segredo1');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
    await signInDirectly(page, demoAccounts.nutri2);
    await openUserMenu(page);
    expect(violations).toEqual([]);
  });

  test('an uploaded picture is served with only its own restrictive policy', async ({ request }) => {
    const token = await (await request.post(`${e2e.apiUrl}/login`, { data: demoAccounts.admin })).text();
    const uploaded = await request.post(`${e2e.apiUrl}/v1/foodstuff-photos?tags=teste`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        file: { name: 'icone.png', mimeType: 'image/png', buffer: await readFile('app/apple-icon.png') },
      },
    });
    expect(uploaded.status()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const answer = await request.get(url);
    expect(answer.status()).toBe(200);
    const policies = answer
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
      .map(({ value }) => value);
    expect(policies).toEqual(["default-src 'none'; sandbox"]);
  });
});
