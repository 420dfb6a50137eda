import { expect, type Page, test } from '@playwright/test';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { openApi } from './api-client';
import { expectNoAxeViolations } from './axe';
import { demoAccounts, e2e } from './environment';
import {
  dropSession,
  openUserMenu,
  PASSWORD,
  perAttempt,
  registerThroughApi,
  signIn,
  startSignedIn,
} from './helpers';

test.describe('sign-in and landing places', () => {
  test('the administrator lands on the Dashboard with the admin menu', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    // Her home is the dashboard's page, at her home's address (lib/routes.ts, servingPage).
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Alimentos' })).toHaveAttribute('href', '/foodstuffs');
    await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/home');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await menu.getByRole('link', { name: 'Início' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('the nutritionist lands on its home with Dashboard, Consultas and Pacientes', async ({ page }) => {
    await signIn(page, demoAccounts.nutri);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const [name, href] of [
      ['Dashboard', '/home'],
      ['Consultas', '/appointments'],
      ['Pacientes', '/patients'],
    ]) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href!);
    }
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
  });

  test('a patient is told the portal is for professionals and gets the store links', async ({ page }) => {
    await signIn(page, demoAccounts.patient);
    await expect(page.getByText('Este portal é para nutricionistas e administradores.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Baixar na App Store' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Disponível no Google Play' })).toBeVisible();
  });

  test('a wrong password says so under the field, and typing clears the message', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Conecte-se/);
    await page.getByLabel('E-mail').fill(demoAccounts.nutri.email);
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Usuário ou senha inválidos')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.press('x');
    await expect(page.getByText('Usuário ou senha inválidos')).toHaveCount(0);
  });
});

// Every rule of the route table, for every kind of visitor, is tested in tests/unit/routes.test.ts; this
// journey proves the real route gate (proxy.ts) applies that table to real sessions.
test('the route gate applies the route table to a signed-out visitor, a nutritionist and an administrator', async ({
  page,
}) => {
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/login$/);
  await startSignedIn(page, demoAccounts.nutri);
  await page.goto('/foodstuffs');
  await expect(page).toHaveURL(/\/patients$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await dropSession(page);
  await startSignedIn(page, demoAccounts.admin);
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/foodstuffs');
  await expect(page).toHaveURL(/\/foodstuffs$/);
});

test.describe('session security', () => {
  test('the token never reaches page JavaScript', async ({ page }) => {
    await startSignedIn(page, demoAccounts.nutri);
    const visible = await page.evaluate(async () => ({
      cookies: document.cookie,
      storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      session: await (await fetch('/api/session')).text(),
    }));
    expect(visible.cookies).not.toContain('nutri-session');
    expect(visible.storage).toBe('{}{}');
    expect(visible.session).toContain('nutri@nutri.test');
    expect(visible.session).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  });

  test('signing out ends the token upstream: a copy of the old cookie is refused', async ({
    page,
    context,
    browser,
  }) => {
    await startSignedIn(page, demoAccounts.nutri2);
    const cookies = await context.cookies();
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const replay = await browser.newContext({ baseURL: e2e.portalUrl });
    await replay.addCookies(cookies);
    const answer = await replay.request.get('/api/v1/me');
    expect(answer.status()).toBe(401);
    await replay.close();
  });

  test('a cross-site POST is refused and paths outside the allowlist do not exist', async ({ request }) => {
    const crossSite = await request.post('/api/v1/brands', {
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      data: { name: 'X' },
    });
    expect(crossSite.status()).toBe(403);
    const signInCrossSite = await request.post('/api/session', {
      headers: { Origin: 'https://evil.example' },
      data: demoAccounts.nutri,
    });
    expect(signInCrossSite.status()).toBe(403);
    expect((await request.get('/api/dev/outbox')).status()).toBe(404);
    expect((await request.get('/api/v1/users/1/secret')).status()).toBe(404);
  });

  test('signed-in pages carry a nonce CSP, no-store and the other security headers', async ({ page }) => {
    await startSignedIn(page, demoAccounts.admin);
    const response = await page.goto('/home');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const api = await page.request.get('/api/v1/me');
    expect(api.headers()['cache-control']).toContain('no-store');
  });
});

test.describe('when the upstream is down', () => {
  test('a signed-in page shows a clear error page, and sign-in says the server is unreachable', async ({
    page,
  }) => {
    await startSignedIn(page, demoAccounts.admin);
    // The status says it too, so a monitor or a cache does not take the error page for the page.
    const answer = await page.goto(`${e2e.deadApiPortalUrl}/home`);
    expect(answer!.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Erro ao buscar informações do usuário' })).toBeVisible();
    await expect(page.getByText('O serviço está indisponível no momento.', { exact: false })).toBeVisible();

    await dropSession(page);
    await page.goto(`${e2e.deadApiPortalUrl}/login`);
    await page.getByLabel('E-mail').fill(demoAccounts.admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(demoAccounts.admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByText('Não foi possível conectar ao servidor. Tente novamente em instantes.'),
    ).toBeVisible();
  });
});

test.describe('avatar', () => {
  test('a nutritionist without a photo picks an avatar from the prompt on its home', async ({
    page,
    request,
  }) => {
    // A new account on each attempt: the avatar the first attempt chose would hide the prompt from a retry.
    const email = perAttempt.email('escolhe.avatar@clinica.com.br');
    await registerThroughApi(request, {
      email,
      crnNumber: 8,
      number: perAttempt.registrationNumber('88888'),
    });
    await startSignedIn(page, { email, password: PASSWORD });
    await page.getByRole('button', { name: 'Escolher avatar' }).click();
    const dialog = page.getByRole('dialog', { name: /Escolha seu avatar \(\d+\)/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Gênero').selectOption('FEMALE');
    const first = dialog.getByRole('button', { name: /Escolher o avatar: mulher/ }).first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page.getByText('Avatar atualizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Escolher avatar' })).toHaveCount(0);
    const userMenu = page.getByRole('button', { name: /Menu do usuário/ });
    await expect(userMenu.locator('img')).toHaveAttribute('src', /\/avatars\/feminino-/);
  });
});

/** Signs nutri@ in and opens Ana Paula's ACTIVE plan in the editor with its first quantity changed to 7. */
async function editAnaPaulasPlan(page: Page) {
  const nutri = await openApi(demoAccounts.nutri);
  const list = await nutri.get(
    `/v1/nutritionists/${nutri.id}/patients?size=50&patient_name=${encodeURIComponent('Ana Paula')}`,
  );
  const patientId: number = list.content.find(
    (row: { name: string }) => row.name === 'Ana Paula Ferreira',
  ).id;
  await startSignedIn(page, demoAccounts.nutri);
  await page.goto(`/patients/${patientId}/meal-plan`);
  await page.getByRole('button', { name: messages.MealPlan.editPlan }).click();
  const quantity = page.getByLabel(/^Quantidade de /).first();
  await quantity.fill('7');
  return { patientId, quantity };
}

test.describe('ended sessions', () => {
  test('a page opened with a token revoked elsewhere explains, then signs in again on the same address', async ({
    page,
    context,
    browser,
  }) => {
    await startSignedIn(page, demoAccounts.admin);
    const copy = await browser.newContext({ baseURL: e2e.portalUrl });
    await copy.addCookies(await context.cookies());
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const stale = await copy.newPage();
    await stale.goto('/home');
    await expect(stale).toHaveURL(`${e2e.portalUrl}/session-expired`);
    await stale.getByRole('button', { name: 'Entrar novamente' }).click();
    await expect(stale).toHaveURL(`${e2e.portalUrl}/login`);
    await expect(stale.getByRole('heading', { name: 'Conecte-se' })).toBeVisible();
    await copy.close();
  });

  test('a call that finds the session ended keeps the plan being edited; signing in from a new tab lets it go on', async ({
    page,
    context,
  }) => {
    const { patientId, quantity } = await editAnaPaulasPlan(page);

    // The session ends in this browser (idle, or signed out elsewhere); the next call of the page meets it.
    await context.clearCookies();
    await page.getByRole('button', { name: messages.MealPlan.addFood }).first().click();
    const foods = page.getByRole('dialog', { name: messages.MealPlan.newFood.title });
    await foods.getByLabel(messages.MealPlan.newFood.search).fill('arroz');
    const notice = page.getByRole('alertdialog', { name: 'Sua sessão expirou' });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/meal-plan$`));

    const opening = page.waitForEvent('popup');
    await notice.getByRole('link', { name: 'Entrar em uma nova aba' }).click();
    const other = await opening;
    await startSignedIn(other, demoAccounts.nutri);
    await other.close();

    // Back on the page: the draft is as it was, and its calls work again.
    await expect(notice).toBeHidden();
    await expect(quantity).toHaveValue('7');
    await foods.getByLabel(messages.MealPlan.newFood.search).fill('arroz integral');
    await expect(foods.getByRole('radio', { name: /^Arroz, integral, cozido/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(foods).toBeHidden();
    // The draft was changed: 'Cancelar' asks before it discards it.
    await page.getByRole('button', { name: messages.MealPlan.cancel, exact: true }).click();
    await page
      .getByRole('alertdialog', { name: messages.MealPlan.discard.title })
      .getByRole('button', { name: messages.MealPlan.discard.confirm })
      .click();
    await expect(page.getByRole('button', { name: messages.MealPlan.editPlan })).toBeVisible();
  });
});

test.describe('unsaved changes', () => {
  test("a changed plan asks before the menu or 'Sair da conta' leaves it; staying keeps the change and the session", async ({
    page,
  }) => {
    const { patientId, quantity } = await editAnaPaulasPlan(page);

    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Pacientes' }).click();
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    expect(questions).toEqual([messages.Ui.unsavedChanges, messages.Ui.unsavedChanges]);
    await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/meal-plan$`));
    await expect(quantity).toHaveValue('7');

    // Still signed in: the editor's calls work.
    await page.getByRole('button', { name: messages.MealPlan.addFood }).first().click();
    const foods = page.getByRole('dialog', { name: messages.MealPlan.newFood.title });
    await foods.getByLabel(messages.MealPlan.newFood.search).fill('arroz integral');
    await expect(foods.getByRole('radio', { name: /^Arroz, integral, cozido/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(foods).toBeHidden();

    // Agreeing signs out, with no second question from the page as it unloads.
    answer = true;
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(questions).toHaveLength(3);
  });
});
