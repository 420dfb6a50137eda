// The food forms: creating, duplicating, editing, converting to units, choosing and creating brands.
import { expect, test } from '@playwright/test';
import {
  apiToken,
  createFoodByApi,
  fillRequiredFields,
  foodRows,
  searchFoods,
  waitForList,
} from './catalogue-helpers';
import { demoAccounts, e2e } from './environment';
import { openSignedIn, perAttempt, storageStateOf } from './helpers';

test.use({ storageState: storageStateOf('admin') });

test.describe('food forms', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test('creates a food: Salvar waits for every required field, then the success modal offers both ways on', async ({
    page,
  }) => {
    await page.goto('/foodstuffs');
    await page.getByRole('link', { name: 'Novo alimento' }).click();
    await expect(page).toHaveURL(/\/create-foodstuff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo alimento' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar', exact: true });
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
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByRole('button', { name: 'Criar outro alimento' }).click();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();

    await fillRequiredFields(page, 'Cocada cremosa');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Alimento criado com sucesso!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/foodstuffs$/);
  });

  test('Duplicar prefills the form from the food, without its unique barcode', async ({ page }) => {
    await page.goto('/foodstuffs');
    await searchFoods(page, 'leite integral uht');
    // Exact: a retry also lists the copy the first attempt saved.
    await page.getByRole('button', { name: 'Ações para Leite integral UHT', exact: true }).click();
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
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Alimento criado com sucesso!' })).toBeVisible();
  });

  test('edits a food: 0 counts as filled, and Exibir alimento returns to the list view it came from', async ({
    page,
    request,
  }) => {
    // A branded food of the journey's own: the seeded ones are read, never edited.
    const token = await apiToken(request, demoAccounts.admin);
    const brands = await request.get(`${e2e.apiUrl}/v1/brands?name=Nutrivida`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const brand = ((await brands.json()) as { content: { id: number; name: string }[] }).content.find(
      (row) => row.name === 'Nutrivida',
    )!;
    const food = await createFoodByApi(request, token, `Granola da jornada ${Date.now()}`, {
      brand_id: brand.id,
    });
    const inListView = (path: string) => (url: URL) =>
      url.pathname === path &&
      url.searchParams.get('search') === food.name &&
      url.searchParams.get('withBrand') === 'true';
    await page.goto(`/foodstuffs?search=${encodeURIComponent(food.name)}&withBrand=true`);
    await waitForList(page);
    await expect(foodRows(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Ações para ${food.name}` }).click();
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(inListView(`/foodstuffs/${food.id}/editing`));
    await expect(page.getByRole('heading', { level: 1, name: 'Editar alimento' })).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(food.name);

    await page.getByLabel('Fibras (g)').fill('0');
    // Its other components, grouped: an amount, and a trace typed as 'tr'.
    const minerals = page.getByRole('group', { name: 'Minerais' });
    await minerals.getByLabel('Cálcio (mg)').fill('45');
    await minerals.getByLabel('Ferro (mg)').fill('tr');
    await expect(minerals.getByLabel('Ferro (mg)')).toHaveValue('Tr');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const updated = page.getByRole('dialog', { name: 'Alimento atualizado!' });
    await updated.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(updated).toBeHidden();
    await expect(page.getByLabel('Fibras (g)')).toHaveValue('0');
    const saved = await request.get(`${e2e.apiUrl}/v1/foodstuffs/${food.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await saved.json()).components).toMatchObject({ calcium: 45, iron: 'trace', zinc: null });

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await updated.getByRole('button', { name: 'Exibir alimento' }).click();
    await expect(page).toHaveURL(inListView('/foodstuffs'));
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
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();
    // The seeded whole milk's EAN-13.
    await barcode.fill('7896041000115');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
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
    // Brand names are unique: a retry creates a brand of its own.
    const brand = perAttempt.name('Empório Mantiqueira');
    await modal.getByLabel('Nome da marca').fill(brand);
    await create.click();
    const success = page.getByRole('dialog', { name: 'Marca criada com sucesso!' });
    await expect(success).toContainText(
      'A marca foi criada com sucesso e já está disponível para ser utilizada.',
    );
    await success.locator('button', { hasText: 'Fechar' }).click();
    await expect(page.getByRole('group', { name: 'Marca (opcional)' })).toContainText(brand);

    await page.getByRole('button', { name: 'Trocar marca' }).click();
    await page
      .getByRole('dialog', { name: 'Selecionar marca' })
      .getByRole('button', { name: 'Nova marca' })
      .click();
    await modal.getByLabel('Nome da marca').fill(brand.toUpperCase());
    await modal.getByRole('button', { name: 'Criar' }).click();
    const failure = page.getByRole('alertdialog', { name: 'Erro ao criar marca' });
    await expect(failure).toContainText('Já existe uma marca com este nome.');
  });
});
