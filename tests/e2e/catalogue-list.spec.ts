// The administrators' food list: paging, search, filters, deletion; and who may write the catalogue.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, createFoodByApi, foodRows, searchFoods, waitForList } from './catalogue-helpers';
import { demoAccounts, e2e } from './environment';
import { addOwnPatient, createPlanThroughApi, registerOwnNutritionist } from './fixtures';
import { openSignedIn, startSignedIn, storageStateOf } from './helpers';
import { waitForPaint } from './paint';

test.use({ storageState: storageStateOf('admin') });

/** Foods with a brand right now (12 in the demo data, more once the form journeys have added theirs). */
async function countBrandedFoods(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, demoAccounts.admin);
  const response = await request.get(`${e2e.apiUrl}/v1/foodstuffs?with_brand=true&size=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total_elements: number }).total_elements;
}

test.describe('food list', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test('shows 7 foods per page with every column the specification names', async ({ page }) => {
    await page.goto('/foodstuffs');
    await expect(page.getByRole('heading', { level: 1, name: 'Alimentos' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar alimentos por nome ou marca' })).toHaveAttribute(
      'placeholder',
      'Nome, marca...',
    );
    await expect(page.getByRole('link', { name: 'Novo alimento' })).toHaveAttribute(
      'href',
      '/create-foodstuff',
    );
    await expect(foodRows(page)).toHaveCount(7);
    for (const header of ['Nome', 'Tipo', 'Medida', 'Marca', 'Peso base']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }

    await searchFoods(page, 'arroz, integral, cozido');
    const row = foodRows(page).first();
    // Names over 20 characters show 20 plus '...'; the full name is the tooltip and the accessible name.
    await expect(row.getByRole('rowheader').locator('[aria-hidden="true"]')).toHaveText(
      'Arroz, integral, coz...',
    );
    await expect(row.getByRole('rowheader').getByTitle('Arroz, integral, cozido')).toBeVisible();
    await expect(row).toContainText('Grãos');
    await expect(row).toContainText('Gramas');
    await expect(row).toContainText('Não aplicável');
    await expect(row).toContainText('100 g');
    await expect(row.locator('img')).toHaveAttribute('src', '/foods/rice.svg');
  });

  test('at 375 px the list never scrolls the whole page sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/foodstuffs');
    await waitForList(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBe(widths.viewport);
  });

  test('at 375 px the row menu of the last food opens whole, not cut off by the table', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/foodstuffs');
    await searchFoods(page, 'acucar');
    await expect(foodRows(page)).toHaveCount(4);
    await foodRows(page)
      .last()
      .getByRole('button', { name: /^Ações para/ })
      .click();
    const remove = page.getByRole('button', { name: 'Deletar', exact: true });
    await expect(remove).toBeVisible();
    // A scroll (of the page, or the one that brought the button into view) moves the list with its button
    // instead of closing it.
    await page.evaluate(() => window.scrollBy(0, 24));
    await waitForPaint(page);
    await expect(remove).toBeVisible();
    const reachable = await remove.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(reachable).toBe(true);
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmação de exclusão' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
  });

  test('search ignores accents, starts at page 1 and lives in the URL with the page', async ({ page }) => {
    await page.goto('/foodstuffs?currentPage=3');
    await expect(
      page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 3' }),
    ).toHaveAttribute('aria-current', 'page');
    await searchFoods(page, 'acucar');
    await expect(page).toHaveURL(/\/foodstuffs\?search=acucar$/);
    await expect(page.getByRole('rowheader', { name: 'Açúcar, cristal' })).toBeVisible();

    await searchFoods(page, 'leite');
    await expect(page).toHaveURL(/search=leite$/);
    await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/currentPage=2&search=leite$/);
    await waitForList(page);
    const secondPageFirst = (await foodRows(page).first().getByRole('rowheader').textContent()) ?? '';

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('leite');
    await expect(foodRows(page).first().getByRole('rowheader')).toHaveText(secondPageFirst);

    await page.goBack();
    await expect(page).toHaveURL(/\/foodstuffs\?search=leite$/);
    await expect(foodRows(page).first().getByRole('rowheader')).not.toHaveText(secondPageFirst);
    await page.goForward();
    await expect(page).toHaveURL(/currentPage=2&search=leite$/);
    await expect(foodRows(page).first().getByRole('rowheader')).toHaveText(secondPageFirst);
  });

  test('the advanced filter keeps foods with a brand or a barcode and reloads the current page', async ({
    page,
    request,
  }) => {
    // The form journeys (maybe running alongside) add branded foods of their own: count them now.
    const branded = await countBrandedFoods(request);
    await page.goto('/foodstuffs?currentPage=2');
    await page.getByRole('button', { name: 'Filtro avançado' }).click();
    await page.getByRole('checkbox', { name: 'Possui marca' }).check();
    await expect(page).toHaveURL(/currentPage=2&withBrand=true/);
    await expect(foodRows(page)).toHaveCount(Math.min(7, branded - 7));
    // What the page counted lies between the counts before and after it.
    const found = page.getByText(/^\d+ alimentos encontrados$/);
    await expect
      .poll(async () => {
        const shown = Number(((await found.textContent()) ?? '').replace(/\D/g, ''));
        return shown >= branded && shown <= (await countBrandedFoods(request));
      })
      .toBe(true);
    await expect(page.getByRole('table')).not.toContainText('Não aplicável');

    await page.getByRole('checkbox', { name: 'Possui código de barras' }).check();
    await expect(page).toHaveURL(/currentPage=2&withBarcode=true&withBrand=true/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Possui código de barras' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Possui marca' })).toBeChecked();
  });

  test('a page past the end loads the last page', async ({ page, request }) => {
    // The form journeys add branded foods of their own meanwhile: count again until the page agrees.
    await expect(async () => {
      const branded = await countBrandedFoods(request);
      const lastPage = Math.ceil(branded / 7);
      await page.goto('/foodstuffs?withBrand=true&currentPage=40');
      await expect(page).toHaveURL(new RegExp(`currentPage=${lastPage}&withBrand=true$`), { timeout: 2_000 });
      await expect(foodRows(page)).toHaveCount(branded - (lastPage - 1) * 7, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('Deletar asks for confirmation, then the first page reloads with an empty search', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, demoAccounts.admin);
    const food = await createFoodByApi(request, token, 'Bolo de fubá para excluir');
    await page.goto('/foodstuffs?currentPage=1');
    await searchFoods(page, 'bolo de fuba para excluir');
    await expect(foodRows(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Ações para ${food.name}` }).click();
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/foodstuffs/${food.id}/editing?search=bolo+de+fuba+para+excluir`,
    );
    await expect(page.getByRole('link', { name: 'Duplicar' })).toHaveAttribute(
      'href',
      `/create-foodstuff?draftFoodstuffId=${food.id}`,
    );
    await page.getByRole('button', { name: 'Deletar' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Confirmação de exclusão' });
    await expect(dialog).toContainText('Todas as informações relacionadas a este alimento serão perdidas.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(foodRows(page)).toHaveCount(1);

    await page.getByRole('button', { name: `Ações para ${food.name}` }).click();
    await page.getByRole('button', { name: 'Deletar' }).click();
    await dialog.getByRole('button', { name: 'Deletar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/foodstuffs$/);
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect(foodRows(page)).toHaveCount(7);
    const gone = await request.get(`${e2e.apiUrl}/v1/foodstuffs/${food.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(404);
  });

  test('a food used in a meal plan survives deletion in that plan', async ({ page, request }) => {
    // A food of the journey's own, in the plan of a nutritionist and patient of its own: the seeded foods
    // and plans stay as they are.
    const token = await apiToken(request, demoAccounts.admin);
    const food = await createFoodByApi(request, token, `Pão de queijo da jornada ${Date.now()}`);
    const nutritionist = await registerOwnNutritionist(request);
    const patient = await addOwnPatient(request, nutritionist, { name: 'Marta Guimarães' });
    await createPlanThroughApi(nutritionist.api, patient.id, [
      { period: 'BREAKFAST', meal_foodstuffs: [{ foodstuff_id: food.id, baseline_weight: 50, quantity: 1 }] },
    ]);
    const readPlanFoods = async () => {
      const detail = await nutritionist.api.get(`/v1/users/${patient.id}`);
      const plan = detail.meal_plans.find((candidate: { status: string }) => candidate.status === 'ACTIVE');
      return plan.meal_periods.flatMap(
        (period: { meal_foodstuffs: { foodstuff: { id: number; name: string } }[] }) =>
          period.meal_foodstuffs.map((item) => item.foodstuff),
      ) as { id: number; name: string }[];
    };

    await page.goto('/foodstuffs');
    await searchFoods(page, food.name);
    await page.getByRole('button', { name: `Ações para ${food.name}` }).click();
    await page.getByRole('button', { name: 'Deletar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmação de exclusão' })
      .getByRole('button', { name: 'Deletar' })
      .click();
    await expect(page.getByRole('alertdialog')).toBeHidden();

    await searchFoods(page, food.name);
    await expect(page.getByRole('rowheader', { name: food.name, exact: true })).toHaveCount(0);
    expect(await readPlanFoods()).toContainEqual(expect.objectContaining({ id: food.id, name: food.name }));
  });
});

test.describe('catalogue authorization', () => {
  // This journey signs a nutritionist in through the form.
  test.use({ storageState: { cookies: [], origins: [] } });
  test('a nutritionist’s token gets 403 on every catalogue write, directly and through the portal', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, demoAccounts.nutri);
    const headers = { Authorization: `Bearer ${token}` };
    const writes = [
      request.post(`${e2e.apiUrl}/v1/foodstuffs`, { headers, data: {} }),
      request.patch(`${e2e.apiUrl}/v1/foodstuffs/1`, { headers, data: { name: 'X' } }),
      request.delete(`${e2e.apiUrl}/v1/foodstuffs/1`, { headers }),
      request.post(`${e2e.apiUrl}/v1/brands`, { headers, data: { name: 'Marca do nutricionista' } }),
      request.post(`${e2e.apiUrl}/v1/foodstuff-photos?tags=x`, {
        headers,
        multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
      }),
    ];
    for (const response of await Promise.all(writes)) expect(response.status()).toBe(403);

    await startSignedIn(page, demoAccounts.nutri);
    const throughPortal = await page.request.patch('/api/v1/foodstuffs/1', {
      headers: { Origin: e2e.portalUrl },
      data: { name: 'X' },
    });
    expect(throughPortal.status()).toBe(403);
    await page.goto('/foodstuffs');
    await expect(page).toHaveURL(/\/patients$/);
  });
});
