import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { demoAccounts, e2e } from './environment';
import { signIn } from './helpers';

/** A token straight from the API, to prepare data and to check what the screens did. */
async function apiToken(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post(`${e2e.apiUrl}/login`, { data: account });
  expect(response.status()).toBe(200);
  return response.text();
}

async function createFoodByApi(request: APIRequestContext, token: string, name: string, extra: object = {}) {
  const response = await request.post(`${e2e.apiUrl}/v1/foodstuffs`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      group: 'OTHERS',
      unit_of_measurement: 'GRAMS',
      baseline_weight: 100,
      nutrition_information: { calories: 50, proteins: 1, carbohydrates: 10, sodium: 5, fiber: 1, fats: 0.5 },
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

const foodRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** The list has finished loading the view its URL names. */
async function waitForList(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(foodRows(page).first()).toBeVisible();
}

async function searchFoods(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Buscar alimentos por nome ou marca' }).fill(term);
}

test.describe('food list', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin);
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
    await expect(row.getByRole('rowheader')).toContainText('Arroz, integral, coz...');
    await expect(row).toContainText('Grãos');
    await expect(row).toContainText('Gramas');
    await expect(row).toContainText('Não aplicável');
    await expect(row).toContainText('100 g');
    await expect(row.locator('img')).toHaveAttribute('src', '/foods/rice.svg');
  });

  test('at 375 px the list scrolls inside its table, never the whole page sideways', async ({ page }) => {
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
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
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
  }) => {
    await page.goto('/foodstuffs?currentPage=2');
    await page.getByRole('button', { name: 'Filtro avançado' }).click();
    await page.getByRole('checkbox', { name: 'Possui marca' }).check();
    await expect(page).toHaveURL(/currentPage=2&withBrand=true/);
    await expect(foodRows(page)).toHaveCount(5);
    await expect(page.getByText('12 alimentos cadastrados')).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText('Não aplicável');

    await page.getByRole('checkbox', { name: 'Possui código de barras' }).check();
    await expect(page).toHaveURL(/currentPage=2&withBarcode=true&withBrand=true/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Possui código de barras' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Possui marca' })).toBeChecked();
  });

  test('a page past the end loads the last page', async ({ page }) => {
    await page.goto('/foodstuffs?withBrand=true&currentPage=40');
    await expect(page).toHaveURL(/currentPage=2&withBrand=true$/);
    await expect(foodRows(page)).toHaveCount(5);
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
    const nutriToken = await apiToken(request, demoAccounts.nutri);
    const auth = { Authorization: `Bearer ${nutriToken}` };
    const patients = await (
      await request.get(`${e2e.apiUrl}/v1/users?size=100`, {
        headers: { Authorization: `Bearer ${await apiToken(request, demoAccounts.admin)}` },
      })
    ).json();
    const patient = patients.content.find(
      (user: { email: string }) => user.email === demoAccounts.patient.email,
    );
    const readPlanFoods = async () => {
      const detail = await (
        await request.get(`${e2e.apiUrl}/v1/users/${patient.id}`, { headers: auth })
      ).json();
      const plan = detail.meal_plans.find((candidate: { status: string }) => candidate.status === 'ACTIVE');
      return plan.meal_periods.flatMap(
        (period: { meal_foodstuffs: { foodstuff: { id: number; name: string } }[] }) =>
          period.meal_foodstuffs.map((item) => item.foodstuff),
      ) as { id: number; name: string }[];
    };
    const [planFood] = await readPlanFoods();
    expect(planFood).toBeDefined();

    await page.goto('/foodstuffs');
    await searchFoods(page, planFood!.name);
    await page
      .getByRole('button', { name: `Ações para ${planFood!.name}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Deletar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmação de exclusão' })
      .getByRole('button', { name: 'Deletar' })
      .click();
    await expect(page.getByRole('alertdialog')).toBeHidden();

    await searchFoods(page, planFood!.name);
    await expect(page.getByRole('rowheader', { name: planFood!.name, exact: true })).toHaveCount(0);
    expect((await readPlanFoods()).map((food) => food.id)).toContain(planFood!.id);
  });
});

test.describe('catalogue authorization', () => {
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

    await signIn(page, demoAccounts.nutri);
    const throughPortal = await page.request.patch('/api/v1/foodstuffs/1', {
      headers: { Origin: e2e.portalUrl },
      data: { name: 'X' },
    });
    expect(throughPortal.status()).toBe(403);
    await page.goto('/foodstuffs');
    await expect(page).toHaveURL(/\/patients$/);
  });
});

async function fillNutrients(page: Page, values: [string, string, string, string, string, string]) {
  const labels = [
    'Calorias (kcal)',
    'Proteínas (g)',
    'Carboidratos (g)',
    'Sódio (mg)',
    'Fibras (g)',
    'Gorduras (g)',
  ];
  for (const [index, label] of labels.entries()) await page.getByLabel(label).fill(values[index]!);
}

async function fillRequiredFields(page: Page, name: string) {
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Grupo').selectOption({ label: 'Doces' });
  await page.getByLabel('Unidade de medida').selectOption({ label: 'Gramas' });
  await page.getByLabel('Peso base').fill('100');
  await fillNutrients(page, ['98', '1,3', '26', '0', '2', '0,1']);
}

test.describe('food forms', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin);
  });

  test('creates a food: Salvar waits for every required field, then the success modal offers both ways on', async ({
    page,
  }) => {
    await page.goto('/foodstuffs');
    await page.getByRole('link', { name: 'Novo alimento' }).click();
    await expect(page).toHaveURL(/\/create-foodstuff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo alimento' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();

    await fillRequiredFields(page, 'Pão de mel artesanal');
    await page.getByLabel('Gorduras (g)').fill('');
    await expect(save).toBeDisabled();
    await page.getByLabel('Gorduras (g)').fill('0');
    await expect(save).toBeEnabled();

    await page.getByRole('button', { name: 'Escolher marca' }).click();
    const picker = page.getByRole('dialog', { name: 'Selecionar marca' });
    await picker.getByRole('searchbox', { name: 'Buscar marca' }).fill('nutri');
    await picker.getByRole('button', { name: 'Nutrivida' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('group', { name: 'Marca (opcional)' })).toContainText('Nutrivida');

    await save.click();
    const created = page.getByRole('dialog', { name: 'Alimento criado com sucesso!' });
    await expect(created.getByRole('button', { name: 'Criar outro alimento' })).toBeVisible();
    await created.getByRole('button', { name: 'Exibir alimento' }).click();
    await expect(page).toHaveURL(/\/foodstuffs\/\d+\/editing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar alimento' })).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Pão de mel artesanal');
    await expect(page.getByLabel('Sódio (mg)')).toHaveValue('0');
    await expect(page.getByRole('group', { name: 'Marca (opcional)' })).toContainText('Nutrivida');
  });

  test('Criar outro alimento empties the form, and closing the success modal goes to the list', async ({
    page,
  }) => {
    await page.goto('/create-foodstuff');
    await fillRequiredFields(page, 'Cocada de forno');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('button', { name: 'Criar outro alimento' }).click();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await fillRequiredFields(page, 'Cocada cremosa');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog', { name: 'Alimento criado com sucesso!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/foodstuffs$/);
  });

  test('Duplicar prefills the form from the food, without its unique barcode', async ({ page }) => {
    await page.goto('/foodstuffs');
    await searchFoods(page, 'leite integral uht');
    await page.getByRole('button', { name: 'Ações para Leite integral UHT' }).click();
    await page.getByRole('link', { name: 'Duplicar' }).click();
    await expect(page).toHaveURL(/\/create-foodstuff\?draftFoodstuffId=\d+$/);
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Leite integral UHT');
    await expect(page.getByLabel('Unidade de medida')).toHaveValue('MILLILITERS');
    await expect(page.getByLabel('Carboidratos (g)')).toHaveValue('4,5');
    await expect(page.getByLabel('Código de barras (opcional)')).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Marca (opcional)' })).toContainText(
      'Fazenda Boa Esperança',
    );
    await page.getByLabel('Nome', { exact: true }).fill('Leite integral UHT sem lactose');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog', { name: 'Alimento criado com sucesso!' })).toBeVisible();
  });

  test('edits a food: 0 counts as filled, and Exibir alimento returns to the list view it came from', async ({
    page,
  }) => {
    await page.goto('/foodstuffs?currentPage=2&withBrand=true');
    await waitForList(page);
    await foodRows(page)
      .first()
      .getByRole('button', { name: /^Ações para/ })
      .click();
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/foodstuffs\/\d+\/editing\?currentPage=2&withBrand=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar alimento' })).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).not.toHaveValue('');

    await page.getByLabel('Fibras (g)').fill('0');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const updated = page.getByRole('dialog', { name: 'Alimento atualizado!' });
    await updated.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(updated).toBeHidden();
    await expect(page.getByLabel('Fibras (g)')).toHaveValue('0');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await updated.getByRole('button', { name: 'Exibir alimento' }).click();
    await expect(page).toHaveURL(/\/foodstuffs\?currentPage=2&withBrand=true$/);
    await expect(page.getByRole('checkbox', { name: 'Possui marca' })).toBeChecked();
  });

  test('a missing food shows Erro ao modificar alimento with Voltar to the list', async ({ page }) => {
    await page.goto('/foodstuffs/999999/editing?currentPage=3');
    const dialog = page.getByRole('alertdialog', { name: 'Erro ao modificar alimento' });
    await expect(dialog).toContainText('Não existe nenhum alimento com o identificador informado.');
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/foodstuffs\?currentPage=3$/);
  });

  test('a failed save says why and keeps what was typed', async ({ page }) => {
    await page.goto('/create-foodstuff');
    await fillRequiredFields(page, 'Leite com código repetido');
    const barcode = page.getByLabel('Código de barras (opcional)');
    await barcode.fill('7891234567890');
    await expect(
      page.getByText('Código de barras inválido: confira os números e o dígito verificador.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    // The seeded whole milk's EAN-13.
    await barcode.fill('7896041000115');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const failure = page.getByRole('alertdialog', { name: 'Erro ao criar alimento' });
    await expect(failure).toContainText('Já existe um alimento com este código de barras.');
    await failure.locator('button', { hasText: 'Fechar' }).click();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Leite com código repetido');
    await expect(barcode).toHaveValue('7896041000115');
  });

  test('Converter para unidade follows spec 1 §4 and the measure becomes Unidades', async ({ page }) => {
    await page.goto('/create-foodstuff');
    const convert = page.getByRole('button', { name: 'Converter para unidade' });
    await fillRequiredFields(page, 'Banana prata para converter');
    await page.getByLabel('Fibras (g)').fill('');
    await expect(convert).toBeDisabled();
    await page.getByLabel('Fibras (g)').fill('2');
    await expect(convert).toBeEnabled();
    await convert.click();

    const dialog = page.getByRole('dialog', { name: 'Converter para unidade' });
    const confirm = dialog.getByRole('button', { name: 'Converter' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Peso de uma unidade (g)').fill('86');
    await confirm.click();
    await expect(dialog).toBeHidden();

    await expect(page.getByLabel('Unidade de medida')).toHaveValue('UNITS');
    await expect(page.getByLabel('Peso de uma unidade (g)')).toHaveValue('86');
    const expected = {
      'Calorias (kcal)': '84,3',
      'Proteínas (g)': '1,1',
      'Carboidratos (g)': '22,4',
      'Sódio (mg)': '0',
      'Fibras (g)': '1,7',
      'Gorduras (g)': '0,1',
    };
    for (const [label, value] of Object.entries(expected))
      await expect(page.getByLabel(label)).toHaveValue(value);
    await expect(convert).toBeDisabled();
  });

  test('Nova marca creates a brand and chooses it; a repeated name is refused with a clear message', async ({
    page,
  }) => {
    await page.goto('/create-foodstuff');
    await page.getByRole('button', { name: 'Escolher marca' }).click();
    await page
      .getByRole('dialog', { name: 'Selecionar marca' })
      .getByRole('button', { name: 'Nova marca' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Nova marca' });
    const create = modal.getByRole('button', { name: 'Criar' });
    await expect(create).toBeDisabled();
    await modal.getByLabel('Nome da marca').fill('Empório Mantiqueira');
    await create.click();
    const success = page.getByRole('dialog', { name: 'Marca criada com sucesso!' });
    await expect(success).toContainText(
      'A marca foi criada com sucesso e já está disponível para ser utilizada.',
    );
    await success.locator('button', { hasText: 'Fechar' }).click();
    await expect(page.getByRole('group', { name: 'Marca (opcional)' })).toContainText('Empório Mantiqueira');

    await page.getByRole('button', { name: 'Trocar marca' }).click();
    await page
      .getByRole('dialog', { name: 'Selecionar marca' })
      .getByRole('button', { name: 'Nova marca' })
      .click();
    await modal.getByLabel('Nome da marca').fill('EMPÓRIO MANTIQUEIRA');
    await modal.getByRole('button', { name: 'Criar' }).click();
    const failure = page.getByRole('alertdialog', { name: 'Erro ao criar marca' });
    await expect(failure).toContainText('Já existe uma marca com este nome.');
  });
});

/** Random pixels barely compress, so the PNG is about as big as its raw data. */
async function makePng(bytes: number, seed = 1): Promise<Buffer> {
  const side = Math.max(8, Math.ceil(Math.sqrt(bytes / 3)));
  const raw = Buffer.alloc(side * side * 3);
  let state = seed;
  for (let i = 0; i < raw.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = state & 0xff;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function openImageSelector(page: Page) {
  await page.goto('/create-foodstuff');
  await page.getByRole('button', { name: 'Escolher imagem' }).click();
  return page.getByRole('dialog', { name: 'Selecionar imagem' });
}

test.describe('image selector', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin);
  });

  test('searches the photos by tags and picking one sets it and closes the modal', async ({ page }) => {
    const selector = await openImageSelector(page);
    await expect(
      selector.getByRole('list', { name: 'Imagens de alimentos' }).getByRole('listitem'),
    ).toHaveCount(8);
    await selector.getByRole('searchbox', { name: 'Buscar imagens por tags' }).fill('feijao');
    await expect(selector.getByRole('listitem')).toHaveCount(1);
    await selector.getByRole('button', { name: /Escolher imagem: feijão/ }).click();
    await expect(selector).toBeHidden();
    await expect(page.getByRole('group', { name: 'Imagem' }).locator('img')).toHaveAttribute(
      'src',
      '/foods/beans.svg',
    );
  });

  test('uploads a new image with comma-committed tags and a progress bar, then offers both ways back', async ({
    page,
  }) => {
    const selector = await openImageSelector(page);
    await selector.getByRole('button', { name: 'Nova imagem' }).click();
    const creator = page.getByRole('dialog', { name: 'Nova imagem' });
    const save = creator.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();

    await creator.locator('input[type="file"]').setInputFiles({
      name: 'bolo.png',
      mimeType: 'image/png',
      buffer: await makePng(600_000, 7),
    });
    await expect(creator.getByRole('img', { name: 'Pré-visualização da imagem escolhida' })).toBeVisible();
    await expect(save).toBeDisabled();
    const tags = creator.getByRole('textbox', { name: 'Tags', exact: true });
    await tags.pressSequentially('bolo, doce,Bolo,cenoura');
    const chips = creator.getByRole('list', { name: 'Tags da imagem' }).getByRole('listitem');
    await expect(chips).toHaveText(['bolo', 'doce']);
    await expect(tags).toHaveValue('cenoura');
    await creator.getByRole('button', { name: 'Remover tag doce' }).click();
    await expect(chips).toHaveText(['bolo']);
    await expect(save).toBeEnabled();

    // A slower link (not a mock: the real portal and API still answer) keeps the progress bar on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await save.click();
    const progress = creator.getByRole('progressbar', { name: 'Enviando imagem...' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const done = page.getByRole('dialog', { name: 'Sucesso!' });
    await expect(done).toContainText('Item cadastrado com sucesso!');
    await done.getByRole('button', { name: 'Cadastrar outra imagem' }).click();
    await expect(done).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Nova imagem' })).toBeVisible();
    await expect(creator.getByRole('list', { name: 'Tags da imagem' })).toHaveCount(0);

    await creator.getByRole('button', { name: 'Voltar', exact: true }).click();
    const first = selector.getByRole('list', { name: 'Imagens de alimentos' }).getByRole('button').first();
    await expect(first).toHaveAccessibleName('Escolher imagem: bolo');
    const src = await first.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');
    await first.click();
    await expect(selector).toBeHidden();
    await expect(page.getByRole('group', { name: 'Imagem' }).locator('img')).toHaveAttribute('src', src!);
  });

  test('a renamed non-image and an oversize image are refused with clear messages', async ({ page }) => {
    const selector = await openImageSelector(page);
    await selector.getByRole('button', { name: 'Nova imagem' }).click();
    const creator = page.getByRole('dialog', { name: 'Nova imagem' });
    const fileInput = creator.locator('input[type="file"]');
    await creator.getByRole('textbox', { name: 'Tags', exact: true }).pressSequentially('teste,');

    await fileInput.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('apenas texto, não uma foto'),
    });
    await creator.getByRole('button', { name: 'Salvar' }).click();
    let failure = page.getByRole('alertdialog', { name: 'Erro ao cadastrar imagem' });
    await expect(failure).toContainText('O arquivo escolhido não é uma imagem válida.');
    await failure.locator('button', { hasText: 'Fechar' }).click();

    await fileInput.setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: await makePng(6 * 1024 * 1024),
    });
    await creator.getByRole('button', { name: 'Salvar' }).click();
    failure = page.getByRole('alertdialog', { name: 'Erro ao cadastrar imagem' });
    await expect(failure).toContainText('A imagem deve ter no máximo 5 MB.');
  });

  test('a drop keeps only its first file and refuses files that are not images', async ({ page }) => {
    const selector = await openImageSelector(page);
    await selector.getByRole('button', { name: 'Nova imagem' }).click();
    const creator = page.getByRole('dialog', { name: 'Nova imagem' });
    const png = (await makePng(2_000)).toString('base64');
    const drop = (files: { name: string; type: string; base64: string }[]) =>
      creator
        .locator('label')
        .filter({ hasText: 'Arraste uma imagem' })
        .evaluate((zone, list) => {
          const transfer = new DataTransfer();
          for (const file of list) {
            const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
            transfer.items.add(new File([bytes], file.name, { type: file.type }));
          }
          zone.dispatchEvent(
            new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
          );
        }, files);

    await drop([{ name: 'notas.txt', type: 'text/plain', base64: btoa('texto') }]);
    await expect(creator.getByText('Escolha um arquivo de imagem.')).toBeVisible();
    await drop([
      { name: 'primeira.png', type: 'image/png', base64: png },
      { name: 'segunda.png', type: 'image/png', base64: png },
    ]);
    await expect(creator.getByText('primeira.png')).toBeVisible();
    await expect(creator.getByText('segunda.png')).toHaveCount(0);
    await expect(creator.getByText('Escolha um arquivo de imagem.')).toHaveCount(0);
  });
});

test.describe('administrator dashboard', () => {
  test('shows the real totals, the registered foods with edit arrows and the users list', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, demoAccounts.admin);
    const metrics = await (
      await request.get(`${e2e.apiUrl}/v1/admin/metrics`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(metrics.total_nutritionists).toBeGreaterThan(0);

    await signIn(page, demoAccounts.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totais' });
    const format = (value: number) => value.toLocaleString('pt-BR');
    await expect(totals.getByRole('definition').nth(0)).toHaveText(format(metrics.total_users));
    await expect(totals.getByRole('definition').nth(1)).toHaveText(format(metrics.total_nutritionists));
    await expect(totals.getByRole('definition').nth(2)).toHaveText(format(metrics.total_foodstuffs));
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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

test.describe('accessibility', () => {
  test('the catalogue screens, their modals and the dashboard have no axe violations', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    await expect(page.getByRole('region', { name: 'Alimentos Registrados' }).locator('tbody tr')).toHaveCount(
      7,
    );
    await expectNoAxeViolations(page);

    await page.goto('/foodstuffs');
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
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Escolher imagem' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Selecionar imagem' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Nova imagem' }).click();
    await expect(page.getByRole('dialog', { name: 'Nova imagem' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Escolher marca' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Selecionar marca' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
