// Packages in the browser (issue 54), as a nutritionist of the journey's own: 'Pacote 4 consultas' created
// in /finance, sold to a patient on her 'Financeiro', two booked consultations covered by it on their
// pages, then the package paid by Pix, on a phone's width.
import { findAxeViolations } from './axe';
import { bookThroughApi, expect, test } from './fixtures';
import { scrollToRegion } from './helpers';

test('a package created, sold, covering two consultations, and paid by Pix', async ({
  page,
  nutritionist,
  addPatient,
}) => {
  const ana = await addPatient({ name: 'Ana Pereira' });
  const booked = [await bookThroughApi(nutritionist, ana.id), await bookThroughApi(nutritionist, ana.id)];
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto('/finance');
  const packages = page.getByRole('region', { name: 'Pacotes' });
  await expect(packages.getByText('Nenhum pacote cadastrado.')).toBeVisible();
  await packages.getByRole('button', { name: 'Novo pacote' }).click();
  const create = page.getByRole('dialog', { name: 'Novo pacote' });
  await create.getByLabel('Nome').fill('Pacote 4 consultas');
  await create.getByLabel('Número de consultas').fill('4');
  await create.getByLabel('Preço (R$)').fill('500,00');
  await create.getByRole('button', { name: 'Salvar pacote' }).click();
  await expect(packages.getByText('4 consultas · R$ 500,00')).toBeVisible();
  await expect(packages.getByText('Ativo', { exact: true })).toBeVisible();

  await page.goto(`/patients/${ana.id}`);
  await page
    .getByRole('navigation', { name: 'Opções do paciente' })
    .getByRole('link', { name: /^Financeiro/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patients/${ana.id}/finance$`));
  await page.getByRole('button', { name: 'Vender pacote' }).click();
  const sell = page.getByRole('dialog', { name: 'Vender pacote' });
  await sell.getByLabel('Pacote').selectOption({ label: 'Pacote 4 consultas · 4 consultas · R$ 500,00' });
  await expect(sell.getByLabel('Data da venda')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await sell.getByRole('button', { name: 'Vender' }).click();
  const sold = page.getByRole('article', { name: 'Pacote 4 consultas' });
  await expect(sold.getByText(/0 de 4 consultas usadas/)).toBeVisible();

  for (const appointmentId of booked) {
    await page.goto(`/appointments/${appointmentId}`);
    const charge = await scrollToRegion(page, 'Cobrança');
    await charge.getByRole('button', { name: 'Usar pacote' }).click();
    const use = page.getByRole('dialog', { name: 'Usar pacote' });
    await expect(use.getByLabel('Pacote')).toContainText('Pacote 4 consultas');
    await use.getByRole('button', { name: 'Usar pacote' }).click();
    await expect(charge.getByText('Coberto por Pacote 4 consultas')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Deixar de usar o pacote' })).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);

  await page.goto(`/patients/${ana.id}/finance`);
  await sold.getByRole('button', { name: 'Registrar pagamento' }).click();
  const pay = page.getByRole('dialog', { name: 'Registrar pagamento' });
  await expect(pay.getByLabel('Valor (R$)')).toHaveValue('500,00');
  await pay.getByLabel('Forma de pagamento').selectOption({ label: 'Pix' });
  await pay.getByLabel('CPF de quem pagou (opcional)').fill('529.982.247-25');
  await pay.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(sold.getByText('Pago', { exact: true })).toBeVisible();
  await expect(sold.getByText(/2 de 4 consultas usadas/)).toBeVisible();
  await expect(page.getByText('Coberto por Pacote 4 consultas')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await findAxeViolations(page)).toEqual([]);
});
