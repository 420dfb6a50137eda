import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { mealPlanSchema } from '@/lib/api/contract';
import { computeFoodTotals } from '@/lib/rules/meal-plan-totals';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { extractPdfText } from '../pdf-text';
import { openApi } from './api-client';
import { expectAccessibleAndFitting, expectNoAxeViolations } from './axe';
import { demoAccounts } from './environment';
import { createPlanThroughApi, expect, foodNamed, test } from './fixtures';
import { PASSWORD } from './helpers';

const t = messages.MealPlan;
// Her own patient, measured: the editor compares the plan with his estimated requirement.
const PATIENT = 'José Carlos Moreira';

async function addFood(
  page: Page,
  period: Locator,
  search: string,
  name: string,
  amounts: { quantity?: string; weight?: string },
) {
  await period.getByRole('button', { name: t.addFood }).click();
  const dialog = page.getByRole('dialog', { name: t.newFood.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.newFood.search).fill(search);
  const option = dialog.getByRole('radio', { name: new RegExp(`^${name.replace(/[(),]/g, '.')}`) });
  await expect(option).toBeVisible();
  await option.check();
  if (amounts.quantity) await dialog.getByLabel(t.newFood.quantity, { exact: true }).fill(amounts.quantity);
  if (amounts.weight) {
    await inOwnUnit(dialog);
    await dialog.getByLabel(/^Peso base/).fill(amounts.weight);
  }
  await dialog.getByRole('button', { name: t.newFood.add, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    period.getByRole('rowheader', { name: new RegExp(name.replace(/[(),]/g, '.')) }),
  ).toBeVisible();
}

/**
 * A food with household measures opens on one (the one this account used last, or its first IBGE measure):
 * once they are read, the food's own unit is chosen, so a weight can be typed.
 */
async function inOwnUnit(dialog: Locator) {
  await expect(dialog.getByText(t.measures.loading)).toHaveCount(0);
  const measure = dialog.getByLabel(t.measures.label);
  if ((await measure.count()) > 0) await measure.selectOption({ index: 0 });
}

// The value; a second description under it says when the total is partial.
const dayTotal = (page: Page, nutrient: string) =>
  page.getByTestId('day-totals').locator(`[data-nutrient="${nutrient}"] dd`).first();
const dayTotalNote = (page: Page, nutrient: string) =>
  page.getByTestId('day-totals').locator(`[data-nutrient="${nutrient}"]`).getByTestId('partial-note');
const unknownNotes = messages.UnknownNutrients;

// dd/mm/yyyy whatever the browser's language.
test.use({ locale: 'en-US' });

test('a nutritionist builds, edits, prints and deactivates a meal plan; nobody else reads it', async ({
  page,
  nutritionist,
  addPatient,
}) => {
  test.setTimeout(180_000);
  const nutri = nutritionist.api;
  const joseCarlos = await addPatient({
    name: PATIENT,
    birthDate: '1958-11-21',
    gender: 'MALE',
    weight: 82,
    height: 171,
  });
  const patientId = joseCarlos.id;

  await page.goto(`/patients/${patientId}/meal-plan`);
  await expect(
    page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: PATIENT }),
  ).toBeVisible();
  await page.getByRole('button', { name: t.createPlan }).click();

  // CREATE: one empty period, today to three months later, in dd/mm/yyyy.
  const start = page.getByLabel(t.startDate);
  await expect(start).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  // An end in a later year is kept as typed, also once the field is left (the mask once capped the year
  // at the current one, so a plan could not end next year).
  const end = page.getByLabel(t.endDate);
  const laterEnd = `30/06/${new Date().getFullYear() + 1}`;
  await end.click();
  await end.press('ControlOrMeta+a');
  await end.pressSequentially(laterEnd.replaceAll('/', ''));
  await end.blur();
  await expect(end).toHaveValue(laterEnd);
  await expect(page.getByRole('button', { name: t.save })).toBeDisabled();
  await expect(page.getByRole('button', { name: t.newPeriod })).toBeDisabled();

  await page.getByLabel(t.periodType).selectOption({ label: 'Café da manhã' });
  const breakfast = page.getByRole('region', { name: 'Café da manhã', exact: true });
  await addFood(page, breakfast, 'Barra de cereal banana', 'Barra de cereal banana com aveia', {
    quantity: '2',
  });

  // 200 g of whole milk, whose energy and macronutrients TACO did not analyse (NA): the picker says so
  // before it is chosen, its row shows '–', and it adds nothing to the totals but a note that they are partial.
  await breakfast.getByRole('button', { name: t.addFood }).click();
  const picker = page.getByRole('dialog', { name: t.newFood.title });
  await picker.getByLabel(t.newFood.search).fill('Leite, de vaca, integral');
  const milkName = /^Leite, de vaca, integral\W*– kcal por 100 g/;
  const milk = picker.getByRole('radio', { name: milkName });
  await expect(milk).toBeVisible();
  // The inner locator of `has` is matched inside each label, so it starts from the page.
  await expect(picker.locator('label', { has: page.getByRole('radio', { name: milkName }) })).toContainText(
    unknownNotes.pickerMark.replace('{nutrients}', 'energia, proteínas, carboidratos, gorduras e fibras'),
  );
  await milk.check();
  await inOwnUnit(picker);
  await picker.getByLabel(/^Peso base/).fill('200');
  await picker.getByRole('button', { name: t.newFood.add, exact: true }).click();
  await expect(picker).toBeHidden();
  const milkRow = breakfast.getByRole('row', { name: /^Leite, de vaca, integral/ });
  await expect(milkRow.getByRole('cell', { name: 'sem valor' })).toHaveCount(5);
  await expect(breakfast.getByTestId('partial-note')).toContainText(
    'total parcial: 1 alimento sem valor de energia;',
  );

  await page.getByRole('button', { name: t.newPeriod }).click();
  await page.getByLabel(t.periodType).last().selectOption({ label: 'Almoço' });
  const lunch = page.getByRole('region', { name: 'Almoço', exact: true });
  await addFood(page, lunch, 'Arroz, integral, cozido', 'Arroz, integral, cozido', { weight: '150' });
  await addFood(page, lunch, 'Feijão, carioca, cozido', 'Feijão, carioca, cozido', { weight: '100' });

  // By hand from TACO (per 100 g) and the cereal bar's label (per 25 g bar; a food no other journey archives):
  // 2 bars 2 × 95 = 190 kcal; 150 g rice 1.5 × 124 = 186; 100 g beans 76 → 452 kcal.
  // Protein 2 × 1.4 + 1.5 × 2.6 + 4.8 = 11.5 g; carbohydrate 2 × 17 + 1.5 × 25.8 + 13.6 = 86.3 g;
  // sodium 2 × 25 + 1.5 × 1 + 2 = 53.5 mg, and the milk's 2 × 64 = 128 mg: 181.5 mg. The milk adds no energy,
  // protein or carbohydrate it does not have, and each of those totals says so.
  await expect(dayTotal(page, 'calories')).toHaveText('452 kcal');
  await expect(dayTotalNote(page, 'calories')).toHaveText('total parcial: 1 alimento sem valor de energia');
  await expect(dayTotal(page, 'proteins')).toHaveText('11,5 g');
  await expect(dayTotalNote(page, 'proteins')).toHaveText('total parcial: 1 alimento sem valor de proteínas');
  await expect(dayTotal(page, 'carbohydrates')).toHaveText('86,3 g');
  await expect(dayTotal(page, 'sodium')).toHaveText('181,5 mg');
  await expect(dayTotalNote(page, 'sodium')).toHaveCount(0);
  await expect(page.getByTestId('requirement')).toContainText('da necessidade estimada');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await expect(page.getByRole('button', { name: t.editPlan })).toBeEnabled();
  await expect(dayTotal(page, 'calories')).toHaveText('452 kcal');
  await expect(page.getByText(/Atualizado hoje/)).toBeVisible();
  // The plan's own dates, not those of an earlier attempt's plan in the history ('Plano de … a …').
  await expect(page.getByText(new RegExp(`^Vigência: .* a ${laterEnd}`))).toBeVisible();
  // Periods in the day's order.
  // Periods in the day's order (the DRI table beside the totals has a heading of this level too).
  await expect(
    page.getByRole('heading', { level: 3 }).filter({ hasNotText: messages.PlanNutrients.summaryTitle }),
  ).toHaveText(['Café da manhã', 'Almoço']);
  await expectNoAxeViolations(page);

  // 'Substituições' under the rice: potato in the amount of the same energy (150 g of rice, 186 kcal; TACO's
  // potato 52 kcal per 100 g → 357.7 g), proposed in IBGE's household measure nearest to it (6 colheres de
  // servir of 60 g), then given in grams instead: 350 g. It is listed under the rice and adds nothing to the
  // totals.
  await page.getByRole('button', { name: 'Substituições de Arroz, integral, cozido' }).click();
  const substitutions = page.getByRole('dialog', { name: 'Substituições de Arroz, integral, cozido' });
  await expect(substitutions.getByText(t.substitutions.none)).toBeVisible();
  await substitutions.getByLabel(t.newFood.search).fill('Batata, inglesa, cozida');
  await substitutions.getByRole('radio', { name: /^Batata, inglesa, cozida/ }).check();
  await expect(substitutions.getByTestId('substitution-proposal')).toHaveText(
    'Quantidade proposta para a mesma energia: ajuste se quiser.',
  );
  const measure = substitutions.getByLabel(t.measures.label);
  const potatoQuantity = substitutions.getByLabel(t.newFood.quantity, { exact: true });
  await expect(measure).toHaveValue('colher de servir');
  await expect(potatoQuantity).toHaveValue('6');
  await expectNoAxeViolations(page);
  await measure.selectOption('');
  const potatoWeight = substitutions.getByLabel(/^Peso base/);
  await potatoWeight.fill('350');
  await potatoQuantity.fill('1');
  await substitutions.getByRole('button', { name: t.substitutions.add }).click();
  await expect(substitutions.getByText(t.substitutions.added)).toBeVisible();
  // The saved alternative with its amount fields, on a phone too.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await substitutions.getByRole('button', { name: t.substitutions.close }).click();
  await expect(substitutions).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Substituições de Arroz, integral, cozido' }).getByRole('listitem'),
  ).toHaveText(['ou: Batata, inglesa, cozida – 350 g']);
  await expect(dayTotal(page, 'calories')).toHaveText('452 kcal');

  // The summaries judge the day against the plan's total.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
  );
  const summary = await (await page.request.get(`/api/v1/users/${patientId}/meals?date=${today}`)).json();
  expect(summary.calories.required).toBe(452);

  // EDIT on a phone, a third bar: each food is a card, so its fields are on screen and no table scrolls
  // sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: t.editPlan }).click();
  const quantity = page.getByLabel('Quantidade de Barra de cereal banana com aveia');
  await expect(quantity).toBeVisible();
  const field = (await quantity.boundingBox())!;
  expect(field.x + field.width).toBeLessThanOrEqual(375);
  const frames = await page.getByRole('region', { name: /^Alimentos de / }).all();
  expect(frames).toHaveLength(2);
  for (const frame of frames) {
    expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  }
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await quantity.fill('3');
  await expect(dayTotal(page, 'calories')).toHaveText('547 kcal');
  // When to eat each meal, how, and general guidance for the patient.
  const breakfastNotes = 'Café sem açúcar.\nFruta da estação.';
  // Signs outside WinAnsi too: the PDF must print them as the screen shows them.
  const guidance = 'Beba 2 L de água por dia.\n−2 kg/mês; água ≥ 2 L; café → chá; ½ xícara';
  const editing = (name: string) => page.getByRole('region', { name, exact: true });
  await editing('Café da manhã').getByLabel(t.mealTime, { exact: true }).fill('0700');
  await editing('Café da manhã').getByLabel(t.mealNotes, { exact: true }).fill(breakfastNotes);
  await editing('Almoço').getByLabel(t.mealTime, { exact: true }).fill('1230');
  await page.getByLabel(t.guidance, { exact: true }).fill(`${guidance} 🙂`);
  // An emoji the PDF cannot print is named before the save, and left out of the PDF.
  await expect(page.getByRole('status').filter({ hasText: 'O PDF não imprime 🙂' })).toBeVisible();
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.updatedToast)).toBeVisible();
  await expect(dayTotal(page, 'calories')).toHaveText('547 kcal');
  await expect(page.getByRole('heading', { name: 'Café da manhã 07:00', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Almoço 12:30', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Café da manhã', exact: true }).getByText('Fruta da estação.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: t.guidance })).toContainText('café → chá; ½ xícara 🙂');

  // The plan as it was before the edit: two bars, 452 kcal, read from the API when opened.
  await page.getByText(t.versions.title).click();
  const version = page.getByTestId('plan-version');
  await expect(version).toHaveCount(1);
  await expect(version.locator('summary')).toContainText(
    /^Em vigor até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} · /,
  );
  await expect(version.locator('summary')).toContainText('452 kcal');
  await version.locator('summary').click();
  await expect(version.getByText('2 un (25 g cada)')).toBeVisible();
  // Gone before the next axe check: at 375 px the fixed toast can cover a food's 'Substituições' button.
  await expect(page.getByText(t.updatedToast)).toBeHidden({ timeout: 10_000 });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // 'Imprimir / PDF' prints the plan alone: no menus, no buttons, the periods and totals.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: t.editPlan })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Almoço 12:30', exact: true })).toBeVisible();
  await expect(page.getByText(`Paciente: ${PATIENT}`)).toBeVisible();
  await expect(dayTotal(page, 'calories')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('printed-plan.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // 375 px: nothing leaves the screen sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The PDF for the patient, downloaded from 'Baixar PDF'.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: t.downloadPdf }).click();
  const download = await downloading;
  const fileName = `plano-alimentar-jose-carlos-moreira-${today}.pdf`;
  expect(download.suggestedFilename()).toBe(fileName);
  const downloaded = readFileSync((await download.path())!);
  expect(downloaded.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await page.request.get(`/patients/${patientId}/meal-plan/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const text = extractPdfText(await pdf.body());
  for (const expected of [
    PATIENT,
    'Café da manhã',
    'Barra de cereal banana com aveia',
    '3 unidades (75 g)',
    // Foods by the catalogue's names for patients ('Feijão, carioca, cozido' is 'Feijão carioca').
    'Feijão carioca',
    // The rice's substitution, under it.
    'ou: Batata cozida – 350 g',
    // The milk prints '–', never 0; the patient's copy carries no technical note.
    'Leite integral 200 g –',
    'Energia: 547 kcal',
    // Times beside the meals, notes under them, guidance at the end, and how to reach the nutritionist.
    'Café da manhã – 07:00',
    'Almoço – 12:30',
    'Café sem açúcar.',
    'Fruta da estação.',
    'Orientações gerais',
    'Beba 2 L de água por dia.',
    '−2 kg/mês; água ≥ 2 L; café → chá; ½ xícara',
    `E-mail: ${nutritionist.account.email}`,
  ]) {
    expect(text).toContain(expected);
  }

  expect(text).not.toContain('🙂');
  expect(text).not.toContain('total parcial');
  expect(text.indexOf('Beba 2 L de água por dia.')).toBeGreaterThan(text.indexOf('Energia: 547 kcal'));
  // 'Incluir notas técnicas': her copy says which totals are partial.
  await page.getByRole('checkbox', { name: t.technicalNotes }).check();
  const withNotesHref = await page.getByRole('link', { name: t.downloadPdf }).getAttribute('href');
  expect(withNotesHref).toBe(`/patients/${patientId}/meal-plan/pdf?notas-tecnicas=1`);
  const withNotes = extractPdfText(await (await page.request.get(withNotesHref!)).body());
  expect(withNotes).toContain('Energia: 547 kcal total parcial: 1 alimento sem valor de energia');

  // 'Ocultar calorias e macronutrientes no PDF': the PDF keeps foods, portions and guidance, no number.
  await page.getByRole('button', { name: t.editPlan }).click();
  await page.getByRole('checkbox', { name: t.hideNumbersInPdf }).check();
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.updatedToast)).toBeVisible();
  const plain = extractPdfText(await (await page.request.get(`/patients/${patientId}/meal-plan/pdf`)).body());
  expect(plain).toContain('3 unidades (75 g)');
  expect(plain).toContain('Beba 2 L de água por dia.');
  for (const hidden of ['kcal', 'Energia', 'Proteínas', 'Carboidratos', 'Gorduras']) {
    expect(plain).not.toContain(hidden);
  }

  // Only the patient's own nutritionist, and the patient, read a plan.
  const plans = (await nutri.get(`/v1/users/${patientId}`)).meal_plans as {
    id: number;
    status: string;
  }[];
  const planId = plans.find((plan) => plan.status === 'ACTIVE')!.id;
  const nutri2 = await openApi(demoAccounts.nutri2);
  expect((await nutri2.call(`/v1/meal-plans/${planId}`)).status).toBe(404);
  const otherPatient = await openApi(demoAccounts.patient);
  expect((await otherPatient.call(`/v1/meal-plans/${planId}`)).status).toBe(404);
  const patient = await openApi({ email: joseCarlos.email, password: PASSWORD });
  expect((await patient.call(`/v1/meal-plans/${planId}`)).status).toBe(200);

  // 'Editar a partir desta versão' puts the two-bar version back: 452 kcal again, and the three-bar plan
  // becomes the newest version.
  // The versions close with the view each time the editor opens (the numbers were hidden since).
  await page.getByText(t.versions.title).click();
  await page.getByTestId('plan-version').getByRole('button', { name: t.versions.restore }).click();
  await expect(dayTotal(page, 'calories')).toHaveText('452 kcal');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.updatedToast)).toBeVisible();
  await expect(dayTotal(page, 'calories')).toHaveText('452 kcal');
  await page.getByText(t.versions.title).click();
  await expect(page.getByTestId('plan-version')).toHaveCount(2);
  await expect(page.getByTestId('plan-version').first().locator('summary')).toContainText('547 kcal');

  // Deactivate: confirmation, message, and the plan goes to the history.
  await page.getByRole('button', { name: t.deactivatePlan }).click();
  const confirm = page.getByRole('alertdialog', { name: t.deactivateTitle });
  await confirm.getByRole('button', { name: t.deactivateConfirm }).click();
  await expect(page.getByText(t.deactivated)).toBeVisible();
  await expect(page.getByRole('button', { name: t.createPlan })).toBeVisible();
  const history = page.getByRole('region', { name: t.history });
  await expect(history.getByTestId('history-plan')).toHaveCount(1);
  // The newest first.
  const deactivated = history.getByTestId('history-plan').first();
  await expect(deactivated).toContainText('452 kcal');

  // 'Usar como base' starts a new draft from it.
  await deactivated.getByRole('button', { name: t.useAsBase }).click();
  await expect(dayTotal(page, 'calories')).toHaveText('452 kcal');
  await expect(page.getByRole('button', { name: t.save })).toBeEnabled();
  await page.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByRole('button', { name: t.createPlan })).toBeVisible();
});

const kcalOf = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replace(/\D/g, ''));

/** A catalogue food by its exact name, read through the API. */

test('a nutritionist saves a plan as a template and starts another patient’s plan from it, scaled to her need', async ({
  page,
  nutritionist,
  addPatient,
}) => {
  test.setTimeout(180_000);
  const nutri = nutritionist.api;
  // Her patient on an ACTIVE lunch of 400 g of rice and 300 g of beans (724 kcal), and one with no plan
  // whose need is about 1,050 kcal a day (70 years, 45 kg, 150 cm): the template is scaled up to it.
  const from = await addPatient({ name: 'Ana Paula Ferreira', weight: 64.5, height: 165 });
  await createPlanThroughApi(nutri, from.id, [
    {
      period: 'LUNCH',
      meal_foodstuffs: [
        {
          foodstuff_id: await foodNamed(nutri, 'Arroz, integral, cozido'),
          baseline_weight: 400,
          quantity: 1,
        },
        {
          foodstuff_id: await foodNamed(nutri, 'Feijão, carioca, cozido'),
          baseline_weight: 300,
          quantity: 1,
        },
      ],
    },
  ]);
  const to = await addPatient({
    name: 'Larissa Araújo Teixeira',
    birthDate: `${new Date().getFullYear() - 70}-01-15`,
    weight: 45,
    height: 150,
  });

  // 'Salvar como modelo' on Ana Paula's ACTIVE plan.
  await page.goto(`/patients/${from.id}/meal-plan`);
  const sourceKcal = await kcalOf(dayTotal(page, 'calories'));
  await page.getByRole('button', { name: t.saveAsTemplate }).click();
  const saveDialog = page.getByRole('dialog', { name: t.saveTemplate.title });
  await expectNoAxeViolations(page);
  const name = `Modelo ${Date.now()}`;
  await saveDialog.getByLabel(t.saveTemplate.name).fill(name);
  await saveDialog.getByRole('button', { name: t.saveTemplate.save }).click();
  await expect(page.getByText(t.saveTemplate.saved)).toBeVisible();
  const library = (await nutri.get(`/v1/nutritionists/${nutri.id}/meal-plan-templates`)).templates as {
    id: number;
    name: string;
  }[];
  const saved = library.find((template) => template.name === name)!;
  // Hers only: another nutritionist learns nothing of it.
  const nutri2 = await openApi(demoAccounts.nutri2);
  expect((await nutri2.call(`/v1/nutritionists/${nutri2.id}/meal-plan-templates/${saved.id}`)).status).toBe(
    404,
  );
  expect((await nutri2.call(`/v1/nutritionists/${nutri.id}/meal-plan-templates/${saved.id}`)).status).toBe(
    404,
  );

  // Larissa's new plan from the template: the same foods, the same total.
  await page.goto(`/patients/${to.id}/meal-plan`);
  await page.getByRole('button', { name: t.createPlan }).click();
  // On a phone: the template's preview and manager, then the editor with 'Ajustar à meta' and its targets.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: t.startFromTemplate }).click();
  const startDialog = page.getByRole('dialog', { name: t.startFrom.templateTitle });
  await startDialog.getByLabel(t.startFrom.templateLabel).selectOption(String(saved.id));
  await expectAccessibleAndFitting(page);
  await startDialog.getByRole('button', { name: t.startFrom.use }).click();
  await expect(startDialog).toBeHidden();
  await expect(page.getByText(t.startFromApplied)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ajustar à meta/ })).toBeVisible();
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => kcalOf(dayTotal(page, 'calories'))).toBe(sourceKcal);

  // An alternative of the same energy for a weighed food that scaling moves (not a vegetable, its energy
  // known), as proposed: it follows the food when scaled.
  const templateFoods = (
    (await nutri.get(`/v1/nutritionists/${nutri.id}/meal-plan-templates/${saved.id}`)) as {
      meal_periods: {
        meal_foodstuffs: {
          measure_name: string | null;
          foodstuff: {
            name: string;
            group: string;
            unit_of_measurement: string;
            nutrition_information: { calories: number | null };
          };
        }[];
      }[];
    }
  ).meal_periods.flatMap((period) => period.meal_foodstuffs);
  const foodName = templateFoods.find(
    (food) =>
      food.foodstuff.group !== 'VEGETABLES' &&
      food.foodstuff.unit_of_measurement === 'GRAMS' &&
      !food.measure_name &&
      (food.foodstuff.nutrition_information.calories ?? 0) > 50,
  )!.foodstuff.name;
  await page.getByRole('button', { name: `Substituições de ${foodName}`, exact: true }).click();
  const alternatives = page.getByRole('dialog', { name: `Substituições de ${foodName}` });
  await alternatives.getByLabel(t.newFood.search).fill('Batata, inglesa, cozida');
  await alternatives.getByRole('radio', { name: /^Batata, inglesa, cozida/ }).check();
  await expect(alternatives.getByTestId('substitution-proposal')).toHaveText(
    'Quantidade proposta para a mesma energia: ajuste se quiser.',
  );
  await alternatives.getByRole('button', { name: t.substitutions.add }).click();
  await alternatives.getByRole('button', { name: t.substitutions.close }).click();
  const potatoLine = page.getByRole('list', { name: `Substituições de ${foodName}` }).getByRole('listitem');
  const before = await potatoLine.textContent();

  // 'Ajustar à meta (N kcal)': the day total lands within 5 % of her need.
  const scale = page.getByRole('button', { name: /^Ajustar à meta/ });
  const target = Number(((await scale.textContent()) ?? '').replace(/\D/g, ''));
  expect(target).toBeGreaterThan(0);
  await scale.click();
  await expect(page.getByText(/^Quantidades ajustadas/)).toBeVisible();
  const scaledKcal = await kcalOf(dayTotal(page, 'calories'));
  expect(Math.abs(scaledKcal - target) / target).toBeLessThanOrEqual(0.05);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await expect.poll(() => kcalOf(dayTotal(page, 'calories'))).toBe(scaledKcal);
  const plans = (await nutri.get(`/v1/users/${to.id}`)).meal_plans as { id: number; status: string }[];
  expect(plans.filter((plan) => plan.status === 'ACTIVE')).toHaveLength(1);
  // The potato followed the scaled food, on the screen and as saved: its energy within 10 % of the food's.
  expect(await potatoLine.textContent()).not.toBe(before);
  const active = plans.find((plan) => plan.status === 'ACTIVE')!;
  const savedPlan = mealPlanSchema.parse(await nutri.get(`/v1/meal-plans/${active.id}`));
  const withPotato = savedPlan.meal_periods
    .flatMap((period) => period.meal_foodstuffs)
    .find((food) => (food.substitutions ?? []).length > 0)!;
  const potato = withPotato.substitutions![0]!;
  expect(potato.amount_origin).toBe('PROPOSED');
  const foodKcal = computeFoodTotals(withPotato).calories!;
  expect(Math.abs(computeFoodTotals(potato).calories! - foodKcal) / foodKcal).toBeLessThanOrEqual(0.1);
});
