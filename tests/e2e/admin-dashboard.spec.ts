// The administrators' dashboard, and the accessibility of every catalogue screen.
import { expect, test } from '@playwright/test';
import { apiToken, expectNoAxeViolations, foodRows, waitForList } from './catalogue-helpers';
import { demoAccounts, e2e } from './environment';
import { openSignedIn, storageStateOf } from './helpers';

test.use({ storageState: storageStateOf('admin') });

test.describe('administrator dashboard', () => {
  test('sends the lists in the page itself, so nothing moves when the browser takes over', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, demoAccounts.admin);
    const headers = { Authorization: `Bearer ${token}` };
    const foods = await (await request.get(`${e2e.apiUrl}/v1/foodstuffs?page=0&size=7`, { headers })).json();
    const users = await (await request.get(`${e2e.apiUrl}/v1/users?page=0&size=8`, { headers })).json();
    // The page's markup as the server sends it, before any script runs (the data for React follows it).
    const html = await (await page.request.get('/dashboard')).text();
    const markup = html.slice(0, html.indexOf('self.__next_f'));
    expect(markup).toContain(`aria-label="Editar ${foods.content[0].name}"`);
    expect(markup).toContain(`>${users.content[0].name}<`);
  });

  test('shows the real totals, the registered foods with edit arrows and the users list', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, demoAccounts.admin);
    const readMetrics = async () =>
      (
        await request.get(`${e2e.apiUrl}/v1/admin/metrics`, { headers: { Authorization: `Bearer ${token}` } })
      ).json();
    expect((await readMetrics()).total_nutritionists).toBeGreaterThan(0);

    await openSignedIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totais' });
    const format = (value: number) => value.toLocaleString('pt-BR');
    // The other journeys register their own accounts and foods meanwhile: read both again until they agree.
    await expect(async () => {
      const metrics = await readMetrics();
      await page.reload();
      await expect(totals.getByRole('definition').nth(0)).toHaveText(format(metrics.total_users), {
        timeout: 2_000,
      });
      await expect(totals.getByRole('definition').nth(1)).toHaveText(format(metrics.total_nutritionists), {
        timeout: 2_000,
      });
      await expect(totals.getByRole('definition').nth(2)).toHaveText(format(metrics.total_foodstuffs), {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    for (const label of ['Usuários registrados', 'Nutricionistas registrados', 'Alimentos registrados']) {
      await expect(totals.getByRole('term').filter({ hasText: label })).toBeVisible();
    }

    const foods = page.getByRole('region', { name: 'Alimentos Registrados' });
    await expect(foods.locator('tbody tr')).toHaveCount(7);
    await expect(foods.getByRole('link', { name: 'Novo alimento' })).toHaveAttribute(
      'href',
      '/create-foodstuff',
    );
    await foods
      .getByRole('navigation', { name: 'Páginas de alimentos' })
      .getByRole('button', { name: 'Página 2' })
      .click();
    await expect(foods.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(foods.locator('[aria-busy="true"]')).toHaveCount(0);

    const users = page.getByRole('region', { name: 'Usuários' });
    await expect(users.getByRole('list', { name: 'Usuários' }).getByRole('listitem')).toHaveCount(8);
    const pageLinks = users
      .getByRole('navigation', { name: 'Páginas de usuários' })
      .getByRole('button', { name: /^Página \d+$/ });
    expect(await pageLinks.count()).toBeLessThanOrEqual(5);
    // A seeded nutritionist, typed without accents or capitals: the list narrows to that person.
    await users.getByRole('searchbox', { name: 'Buscar usuário por nome' }).fill('camila rocha');
    const found = users.getByRole('list', { name: 'Usuários' }).getByRole('listitem');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Camila Rocha Andrade');
    await expect(found).toContainText('Nutricionista');

    const arrow = foods.getByRole('link', { name: /^Editar / }).first();
    const href = await arrow.getAttribute('href');
    expect(href).toMatch(/^\/foodstuffs\/\d+\/editing$/);
    await arrow.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Editar alimento' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alimentos Registrados' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  // The dashboard, the food form and its image and brand pickers are in accessibility.spec.ts's sweep; these
  // are the states only a journey reaches.
  test('the row menu, the delete confirmation and the new image dialog have no axe violations', async ({
    page,
  }) => {
    await openSignedIn(page, '/foodstuffs');
    await waitForList(page);
    await page.getByRole('button', { name: 'Filtro avançado' }).click();
    await foodRows(page)
      .first()
      .getByRole('button', { name: /^Ações para/ })
      .click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Deletar' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Confirmação de exclusão' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/create-foodstuff');
    await expect(page.getByRole('heading', { level: 1, name: 'Novo alimento' })).toBeVisible();
    await page.getByRole('button', { name: 'Escolher imagem' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Selecionar imagem' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Nova imagem' }).click();
    await expect(page.getByRole('dialog', { name: 'Nova imagem' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
