// Shared by the catalogue journeys (catalogue-*.spec.ts, admin-dashboard.spec.ts): data made through the
// API, and the steps several journeys take.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2e } from './environment';

export { expectNoAxeViolations } from './axe';

/** A token straight from the API, to prepare data and to check what the screens did. */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post(`${e2e.apiUrl}/login`, { data: account });
  expect(response.status()).toBe(200);
  return response.text();
}

export async function createFoodByApi(
  request: APIRequestContext,
  token: string,
  name: string,
  extra: object = {},
) {
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

export const foodRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** The list has finished loading the view its URL names. */
export async function waitForList(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(foodRows(page).first()).toBeVisible();
}

export async function searchFoods(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Buscar alimentos por nome ou marca' }).fill(term);
}

export async function fillNutrients(page: Page, values: [string, string, string, string, string, string]) {
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

export async function fillRequiredFields(page: Page, name: string) {
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Grupo').selectOption({ label: 'Doces' });
  await page.getByLabel('Unidade de medida').selectOption({ label: 'Gramas' });
  await page.getByLabel('Peso base').fill('100');
  await fillNutrients(page, ['98', '1,3', '26', '0', '2', '0,1']);
}

/** Random pixels barely compress, so the PNG is about as big as its raw data. */
export async function makePng(bytes: number, seed = 1): Promise<Buffer> {
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

export async function openImageSelector(page: Page) {
  await page.goto('/create-foodstuff');
  await page.getByRole('button', { name: 'Escolher imagem' }).click();
  return page.getByRole('dialog', { name: 'Selecionar imagem' });
}
