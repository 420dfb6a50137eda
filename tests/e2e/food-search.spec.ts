import { expect, type Page, test } from '@playwright/test';
import { demoAccounts } from './environment';
import { startSignedIn } from './helpers';

const foodNames = (page: Page) => page.getByRole('table').locator('tbody tr').getByRole('rowheader');

async function searchFoods(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Buscar alimentos por nome ou marca' }).fill(term);
  await expect(page).toHaveURL(/[?&]search=/, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('catalogue search by words', () => {
  test.beforeEach(async ({ page }) => {
    // Sign-in, the list and a debounced search each wait on the server: give a loaded runner room.
    test.slow();
    await startSignedIn(page, demoAccounts.admin);
    await page.goto('/foodstuffs');
    await expect(foodNames(page).first()).toBeVisible({ timeout: 30_000 });
  });

  test('words in any order, without accents, find the food meant first', async ({ page }) => {
    await searchFoods(page, 'pao frances');
    // The table shortens long names; the full name is the row header's title or text.
    await expect(foodNames(page).first()).toContainText('Pão, trigo, francês');
    await expect(page.getByText(/Mostrando resultados aproximados/)).toHaveCount(0);

    await searchFoods(page, 'cru arroz');
    await expect(foodNames(page).first()).toContainText('Arroz, tipo 1, cru');
  });

  test('a word with one typo still finds the food, and the list says the results are approximate', async ({
    page,
  }) => {
    await searchFoods(page, 'fejao preto');
    await expect(
      page.getByRole('status').filter({ hasText: 'Mostrando resultados aproximados para “fejao preto”.' }),
    ).toBeVisible();
    const firstFour = (await foodNames(page).allTextContents()).slice(0, 4).join(' | ');
    expect(firstFour).toContain('Feijão, preto, c');
  });
});
