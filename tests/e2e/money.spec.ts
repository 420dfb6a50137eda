// The practice's money in the browser (issue 54), as a nutritionist of the journey's own: prices set in
// /finance, three consultations booked through the API, one paid by Pix and one in two credit card
// instalments on their pages, one waived; a receipt issued, read as text, cancelled and issued again with
// the next number; then the month's totals and its CSV against what was entered.
import { extractPdfText } from '../pdf-text';
import { findAxeViolations } from './axe';
import { bookThroughApi, expect, test } from './fixtures';
import { scrollToRegion } from './helpers';

const PAYER_CPF = '529.982.247-25';

test('prices, payments, a waiver, receipts 1 and 2, and the month in figures and in CSV', async ({
  page,
  nutritionist,
  addPatient,
}) => {
  const api = nutritionist.api;
  // Her office: a receipt carries its address, and the city is where it is signed.
  await api.patch(`/v1/nutritionists/${api.id}`, {
    address: {
      zip_code: '01310100',
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1578',
    },
  });

  await page.goto('/finance');
  const prices = page.getByRole('region', { name: 'Preços' });
  await prices.getByLabel('Consulta Presencial (R$)').fill('150,00');
  await prices.getByLabel('Consulta Online (R$)').fill('120,00');
  await prices.getByRole('button', { name: 'Salvar preços' }).click();
  await expect(page.getByText('Preços salvos.')).toBeVisible();
  const issuer = page.getByRole('region', { name: 'Dados dos recibos' });
  await issuer.getByLabel('Seu CPF').fill('390.533.447-05');
  await issuer.getByRole('button', { name: 'Salvar CPF' }).click();
  await expect(page.getByText('CPF salvo.')).toBeVisible();

  const [ana, bia, carla] = [
    await addPatient({ name: 'Ana Pereira' }),
    await addPatient({ name: 'Beatriz Lima' }),
    await addPatient({ name: 'Carla Nunes' }),
  ];
  const byPix = await bookThroughApi(nutritionist, ana.id);
  const byCard = await bookThroughApi(nutritionist, bia.id);
  const waived = await bookThroughApi(nutritionist, carla.id);

  async function pay(appointmentId: number, method: string, instalments?: string) {
    await page.goto(`/appointments/${appointmentId}`);
    const charge = await scrollToRegion(page, 'Cobrança');
    await expect(charge.getByText('Pendente')).toBeVisible();
    await expect(charge.getByText('Preço da tabela')).toBeVisible();
    await charge.getByRole('button', { name: 'Registrar pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pagamento' });
    await expect(dialog.getByLabel('Valor (R$)')).toHaveValue('150,00');
    await dialog.getByLabel('Forma de pagamento').selectOption({ label: method });
    if (instalments) await dialog.getByLabel('Parcelas').selectOption({ label: instalments });
    await dialog.getByLabel('CPF de quem pagou (opcional)').fill(PAYER_CPF);
    if (instalments) expect(await findAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(charge.getByText('Pago', { exact: true })).toBeVisible();
    return charge;
  }

  await pay(byCard, 'Cartão de crédito', '2x');
  await expect(page.getByText('Cartão de crédito em 2 parcelas')).toBeVisible();

  const pix = await pay(byPix, 'Pix');
  await pix.getByRole('button', { name: 'Emitir recibo' }).click();
  const first = pix.getByRole('link', { name: 'Recibo nº 1 (PDF)' });
  const firstText = await readPdf(await first.getAttribute('href'));
  expect(firstText).toContain('Recibo nº 1');
  expect(firstText).toContain('cento e cinquenta reais');
  expect(firstText).toContain('Ana Pereira');

  await pix.getByRole('button', { name: 'Cancelar recibo' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar o recibo nº 1' });
  await cancel.getByLabel('Motivo').fill('Nome do pagador errado');
  await cancel.getByRole('button', { name: 'Cancelar recibo' }).click();
  await expect(pix.getByText('Recibo nº 1: cancelado')).toBeVisible();
  await pix.getByRole('button', { name: 'Emitir recibo' }).click();
  const second = pix.getByRole('link', { name: 'Recibo nº 2 (PDF)' });
  expect(await readPdf(await second.getAttribute('href'))).toContain('Recibo nº 2');
  expect(await findAxeViolations(page)).toEqual([]);

  // The waiver on a phone's width, by keyboard alone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/appointments/${waived}`);
  const charge = await scrollToRegion(page, 'Cobrança');
  await charge.getByRole('button', { name: 'Isentar' }).focus();
  await page.keyboard.press('Enter');
  const waive = page.getByRole('dialog', { name: 'Isentar esta consulta' });
  await expect(waive.getByLabel('Motivo')).toBeFocused();
  await page.keyboard.type('Cortesia');
  await page.keyboard.press('Enter');
  await expect(charge.getByText('Isenta: Cortesia')).toBeVisible();
  await expect(charge.getByText('Isento', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Received counts in today's month; charged and waived in the consultations' month (up to 4 weeks ahead).
  await page.goto('/finance');
  const month = page.getByRole('region', { name: /^\p{Lu}\p{Ll}+ de \d{4}$/u });
  const figures = month.locator('dl');
  await expect(figures).toContainText('RecebidoR$ 300,00');
  await expect(month.getByText('Pix (1 pagamento)')).toBeVisible();
  await expect(month.getByText('Cartão de crédito (1 pagamento)')).toBeVisible();
  const csvHref = await month
    .getByRole('link', { name: 'Baixar CSV do que foi recebido' })
    .getAttribute('href');
  const csv = await (await page.request.get(csvHref ?? '')).text();
  const lines = csv.trim().split(/\r\n/);
  expect(lines).toHaveLength(3);
  expect(lines.filter((line) => line.includes(`${PAYER_CPF};`) && line.includes(';150,00;'))).toHaveLength(2);
  expect(csv).toContain('Cartão de crédito em 2 parcelas');

  const { start_date_time: start } = await api.get(`/v1/appointments/${waived}`);
  const currentMonth = csvHref?.slice(-7);
  if (String(start).slice(0, 7) !== currentMonth)
    await month.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(figures).toContainText('CobradoR$ 300,00');
  await expect(figures).toContainText('PendenteR$ 0,00');
  await expect(figures).toContainText('IsentoR$ 150,00');
  await expect(month.getByText('Presencial (3 cobranças)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await findAxeViolations(page)).toEqual([]);

  async function readPdf(href: string | null): Promise<string> {
    const answer = await page.request.get(href ?? '');
    expect(answer.headers()['content-type']).toBe('application/pdf');
    return extractPdfText(await answer.body());
  }
});
