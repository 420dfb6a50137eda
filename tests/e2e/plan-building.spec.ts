import { expect, type Locator, type Page, test } from '@playwright/test';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { expectAccessibleAndFitting } from './axe';
import { registerNutritionistWithPatient, startSignedIn } from './helpers';

const t = messages.MealPlan;
const PATIENT = 'Patrícia Lopes';

/** The meals of a usual day and their foods: [search typed, the food's name as the picker shows it]. */
const DAY: [string, [string, string][]][] = [
  [
    'Café da manhã',
    [
      ['pao frances', 'Pão, trigo, francês'],
      ['leite', 'Leite, de vaca, integral'],
      ['ovo cozido', 'Ovo, de galinha, inteiro, cozido/10minutos'],
    ],
  ],
  [
    'Lanche da manhã',
    [
      ['banana prata', 'Banana, prata, crua'],
      ['aveia', 'Aveia, flocos, crua'],
      ['iogurte natural', 'Iogurte, natural'],
    ],
  ],
  [
    'Almoço',
    [
      ['arroz', 'Arroz, tipo 1, cozido'],
      ['feijao', 'Feijão, carioca, cozido'],
      ['frango', 'Frango, peito, sem pele, grelhado'],
    ],
  ],
  [
    'Lanche da tarde',
    [
      ['maca', 'Maçã, Fuji, com casca, crua'],
      ['queijo minas', 'Queijo, minas, frescal'],
      ['pao de forma integral', 'Pão, trigo, forma, integral'],
    ],
  ],
  [
    'Jantar',
    [
      ['arroz integral', 'Arroz, integral, cozido'],
      ['alface', 'Alface, crespa, crua'],
      ['tomate', 'Tomate, com semente, cru'],
    ],
  ],
];

/** The food's choice in the picker, not a longer name that starts the same ('…, integral, pó'). */
const choiceName = (name: string) => new RegExp(`^${name.replace(/[(),/]/g, '.')}(?![,\\w])`);

/** Counts her clicks as a browser sees them: each click, and two for each choice in a list (open, pick). */
async function countClicks(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { clicks: number };
    counted.clicks = 0;
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted && !(event.target instanceof HTMLSelectElement)) counted.clicks += 1;
      },
      true,
    );
    document.addEventListener(
      'change',
      (event) => {
        if (event.target instanceof HTMLSelectElement) counted.clicks += 2;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
}

/** Picks `name` on the picker's first page for `search`, as she would: typed, then clicked. */
async function pick(dialog: Locator, search: string, name: string) {
  // The search has the focus, on opening and after each food: typing needs no click.
  const field = dialog.getByLabel(t.newFood.search);
  await expect(field).toBeFocused();
  await field.fill(search);
  const option = dialog.getByRole('radio', { name: choiceName(name) });
  await expect(option).toBeVisible();
  await option.click();
  // The food opens on its usual measure once its measures are read.
  await expect(dialog.getByText(t.measures.loading)).toHaveCount(0);
}

test('a nutritionist builds a 5-meal plan of 15 foods in at most 45 clicks, each everyday food on the first page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Her own account and patient: her recent foods and her patient's plan are hers alone.
  const { nutritionist, patientId } = await registerNutritionistWithPatient(request, {
    nutritionist: 'cardapio@clinica.com.br',
    patient: 'paciente.cardapio@exemplo.com.br',
    patientName: PATIENT,
    crnNumber: 4,
    number: '44444',
  });

  await startSignedIn(page, nutritionist);
  await page.goto(`/patients/${patientId}/meal-plan`);
  const clicks = await countClicks(page);
  await page.getByRole('button', { name: t.createPlan }).click();
  await page.getByLabel(t.periodType).selectOption({ label: 'Café da manhã' });

  for (const [index, [meal, foods]] of DAY.entries()) {
    if (index > 0) {
      // 'Nova refeição' starts on the day's next meal.
      await page.getByRole('button', { name: t.newPeriod }).click();
      await expect(page.getByLabel(t.periodType).last()).toHaveValue(
        Object.entries(messages.Catalogue.mealPeriods).find(([, label]) => label === meal)![0],
      );
    }
    const period = page.getByRole('region', { name: meal, exact: true });
    await period.getByRole('button', { name: t.addFood }).click();
    const dialog = page.getByRole('dialog', { name: t.newFood.title });
    for (const [position, [search, name]] of foods.entries()) {
      await pick(dialog, search, name);
      if (index === 0 && position === 0) await expectAccessibleAndFitting(page);
      const last = position === foods.length - 1;
      await dialog
        .getByRole('button', { name: last ? t.newFood.add : t.newFood.addAndContinue, exact: true })
        .click();
      if (!last) await expect(dialog.getByRole('status').filter({ hasText: 'Adicionado:' })).toBeVisible();
    }
    await expect(dialog).toBeHidden();
    await expect(period.locator('tbody').getByRole('rowheader')).toHaveCount(foods.length);
  }
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('button', { name: t.editPlan })).toBeVisible();
  const spent = await clicks();
  test.info().annotations.push({ type: 'clicks', description: String(spent) });
  console.log(`5 meals, 15 foods: ${spent} clicks`);
  expect(spent).toBeLessThanOrEqual(45);

  // Her next plan offers what she just planned before anything is typed.
  await page.getByRole('button', { name: t.editPlan }).click();
  await page.getByRole('button', { name: t.addFood }).first().click();
  const recent = page
    .getByRole('dialog', { name: t.newFood.title })
    .getByRole('group', { name: t.newFood.recent });
  await expect(recent.getByRole('radio')).toHaveCount(15);
  for (const [, foods] of DAY) {
    for (const [, name] of foods)
      await expect(recent.getByRole('radio', { name: choiceName(name) })).toBeVisible();
  }
  // On a phone, 'Recentes' fits and axe finds nothing.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessibleAndFitting(page);
});
