import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, account: { email: string; password: string }, baseUrl = '') {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}
