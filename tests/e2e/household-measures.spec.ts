import type { Page } from '@playwright/test';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { extractPdfText } from '../pdf-text';
import { openApi } from './api-client';
import { expectAccessibleAndFitting } from './axe';
import { demoAccounts } from './environment';
import { expect, test } from './fixtures';
import { scrollThroughPage, startSignedIn } from './helpers';

const t = messages.MealPlan;
/** The seeded beans' 'concha' (IBGE, POF 2008–2009), which the journey's own beans take too. */
const LADLE_GRAMS = 140;

test.use({ locale: 'en-US' });

/** Adds `name` to the meal as `quantity` × `measure` (its label in 'Medida caseira'). */
async function addInMeasure(page: Page, meal: string, name: string, measure: string, quantity: string) {
  const period = page.getByRole('region', { name: meal, exact: true });
  await period.getByRole('button', { name: t.addFood }).click();
  const dialog = page.getByRole('dialog', { name: t.newFood.title });
  await dialog.getByLabel(t.newFood.search).fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${name.replace(/[(),]/g, '.')}`) }).check();
  await dialog.getByLabel(t.measures.label).selectOption({ label: measure });
  await expect(dialog.getByLabel(/^Peso base/)).toHaveCount(0);
  await dialog.getByLabel(t.newFood.quantity, { exact: true }).fill(quantity);
  await dialog.getByRole('button', { name: t.newFood.add, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a plan in household measures: built, printed, and unchanged when an administrator edits the measures', async ({
  page,
  browser,
  nutritionist,
  addPatient,
}) => {
  test.setTimeout(150_000);
  // Beans of the journey's own in the shared catalogue, as TACO gives the seeded ones (76 kcal per 100 g)
  // with their 'concha': the administrator re-weighs these, never the seed's.
  const admin = await openApi(demoAccounts.admin);
  const beansName = `Feijão carioca da jornada ${test.info().workerIndex}-${Date.now()}`;
  const created = await admin.call('/v1/foodstuffs', {
    name: beansName,
    patient_name: 'Feijão carioca',
    group: 'LEGUMES',
    unit_of_measurement: 'GRAMS',
    baseline_weight: 100,
    nutrition_information: {
      calories: 76,
      proteins: 4.8,
      carbohydrates: 13.6,
      sodium: 2,
      fiber: 8.5,
      fats: 0.5,
    },
  });
  expect(created.status).toBe(201);
  const beans = (await created.json()) as { id: number };
  await admin.put(`/v1/foodstuffs/${beans.id}/measures`, {
    measures: [
      { name: 'colher de sopa', weight: 17 },
      { name: 'concha', weight: LADLE_GRAMS },
    ],
  });
  const readMeasures = async () =>
    (await admin.get(`/v1/foodstuffs/${beans.id}/measures`)).measures as {
      id: number;
      name: string;
      weight: number;
    }[];
  const nutri = nutritionist.api;
  const { id: patientId } = await addPatient({ name: 'Thiago Fernandes Rocha' });

  await page.goto(`/patients/${patientId}/meal-plan`);
  await page.getByRole('button', { name: t.createPlan }).click();
  await page.getByLabel(t.periodType).selectOption({ label: 'Almoço' });
  await page.getByLabel(t.mealTime).fill('12:30');
  await addInMeasure(page, 'Almoço', 'Arroz, tipo 1, cozido', 'colher de servir (45 g)', '3');
  await addInMeasure(page, 'Almoço', beansName, 'concha (140 g)', '1');
  const lunch = page.getByRole('region', { name: 'Almoço', exact: true });
  await expect(lunch.getByRole('row', { name: /^Arroz, tipo 1, cozido/ })).toContainText(
    'colher de servir (45 g)',
  );
  // 135 g of rice (128 kcal/100 g) and 140 g of beans (76 kcal/100 g): 172.8 + 106.4 = 279 kcal.
  const calories = page.getByTestId('day-totals').locator('[data-nutrient="calories"] dd').first();
  await expect(calories).toHaveText('279 kcal');
  // An alternative before the plan is saved, proposed in one of its household measures.
  await page.getByRole('button', { name: 'Substituições de Arroz, tipo 1, cozido' }).click();
  const substitutions = page.getByRole('dialog', { name: 'Substituições de Arroz, tipo 1, cozido' });
  await substitutions.getByLabel(t.newFood.search).fill('Arroz, integral, cozido');
  await substitutions.getByRole('radio', { name: /^Arroz, integral, cozido/ }).check();
  await expect(substitutions.getByLabel(t.measures.label)).not.toHaveValue('');
  await substitutions.getByRole('button', { name: t.substitutions.add }).click();
  await expect(substitutions.getByText(t.substitutions.addedToDraft)).toBeVisible();
  await expectAccessibleAndFitting(page);
  await substitutions.getByRole('button', { name: t.substitutions.close }).click();
  await expect(lunch.getByRole('list', { name: 'Substituições de Arroz, tipo 1, cozido' })).toContainText(
    /ou: Arroz, integral, cozido – [\d,]+ × \w/,
  );
  await expectAccessibleAndFitting(page);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await expect(lunch).toContainText('3 × colher de servir (135 g)');
  await expect(lunch).toContainText('1 concha (140 g)');
  await expect(calories).toHaveText('279 kcal');

  // The PDF a patient takes home: the measure first, the grams after it.
  const pdf = await page.request.get(`/patients/${patientId}/meal-plan/pdf`);
  const text = extractPdfText(await pdf.body());
  expect(text).toContain('3 colheres de servir (135 g)');
  expect(text).toContain('1 concha (140 g)');
  expect(text).toContain('Energia: 279 kcal');
  // In the patient's words: the catalogue's names for patients, not TACO's.
  expect(text).toContain('Arroz branco');
  expect(text).toContain('Feijão carioca');
  expect(text).not.toContain('Arroz, tipo 1, cozido');
  expect(text).toMatch(/ou: Arroz integral – [\d ½¼¾]+ [a-zçãõéíóú ]+ \(\d+ g\)/);
  const saved = (await nutri.get(`/v1/users/${patientId}`)).meal_plans.find(
    (plan: { status: string }) => plan.status === 'ACTIVE',
  );

  // An administrator weighs the beans' concha differently in the food form.
  const measures = await readMeasures();
  const ladle = measures.findIndex((measure) => measure.name === 'concha');
  const adminContext = await browser.newContext({ locale: 'en-US' });
  const adminPage = await adminContext.newPage();
  await startSignedIn(adminPage, demoAccounts.admin);
  await adminPage.goto(`/foodstuffs/${beans.id}/editing`);
  // The measures sit at the foot of the form, and load as they near the view.
  await scrollThroughPage(adminPage);
  const section = adminPage.getByRole('group', { name: messages.FoodForm.measures.title });
  await expect(section.getByLabel(`Nome da medida ${ladle + 1}`)).toHaveValue('concha');
  const weight = section.getByLabel(`Peso da medida ${ladle + 1} (g)`);
  await weight.fill(String(measures[ladle]!.weight + 10));
  await section.getByRole('button', { name: messages.FoodForm.measures.save }).click();
  await expect(adminPage.getByText(messages.FoodForm.measures.saved)).toBeVisible();
  await expectAccessibleAndFitting(adminPage);
  await adminContext.close();
  const after = (await admin.get(`/v1/foodstuffs/${beans.id}/measures`)).measures;
  expect(after[ladle]).toMatchObject({ name: 'concha', weight: measures[ladle]!.weight + 10, source: null });

  // The saved plan keeps the concha it was built with.
  expect(await nutri.get(`/v1/meal-plans/${saved.id}`)).toMatchObject({ meal_periods: saved.meal_periods });
  await page.reload();
  await expect(lunch).toContainText('1 concha (140 g)');
  await expect(calories).toHaveText('279 kcal');
});
