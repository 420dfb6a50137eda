// The prescription: the energy equation she chooses for a patient, a pregnancy recorded in the anamnesis,
// and the plan's nutrients read against the DRIs of that life stage, on screen and on the PDF.
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { extractPdfText } from '../pdf-text';
import { expectAccessibleAndFitting } from './axe';
import { createPlanThroughApi, expect, foodNamed, test } from './fixtures';

const goals = messages.PatientGoals;
const anamnesis = messages.Anamnesis;
const nutrients = messages.PlanNutrients;
const plan = messages.MealPlan;

/** A birth date that makes her 30 today (and for the next months). */
function thirtyYearsAgo() {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 30);
  day.setUTCMonth(day.getUTCMonth() - 1);
  return day.toISOString().slice(0, 10);
}

test('a pregnant patient: the EER by her trimester, and the plan against her DRIs on screen and on paper', async ({
  page,
  nutritionist,
  addPatient,
}) => {
  const patient = await addPatient({
    name: 'Lívia Prado',
    birthDate: thirtyYearsAgo(),
    gender: 'FEMALE',
    weight: 60,
    height: 165,
  });
  // 150 g of brown rice and 130 g of orange: 57,7 mg of calcium, 69,8 mg of vitamin C (TACO 1 and 214).
  const rice = await foodNamed(nutritionist.api, 'Arroz, integral, cozido');
  const orange = await foodNamed(nutritionist.api, 'Laranja, pêra, crua');
  await createPlanThroughApi(nutritionist.api, patient.id, [
    {
      period: 'LUNCH',
      meal_foodstuffs: [
        { foodstuff_id: rice, baseline_weight: 150 },
        { foodstuff_id: orange, baseline_weight: 130 },
      ],
    },
  ]);

  // The IOM's EER, chosen in her goals.
  await page.goto(`/patients/${patient.id}`);
  const goalsCard = page.getByRole('region', { name: goals.title });
  await goalsCard.getByRole('button', { name: goals.set, exact: true }).click();
  await goalsCard.getByLabel(goals.energyEquation).selectOption({ label: 'EER do IOM (DRI, 2005)' });
  await goalsCard.getByRole('button', { name: goals.save }).click();
  await expect(goalsCard.getByText('EER do IOM (DRI, 2005)')).toBeVisible();

  // A pregnancy of 20 weeks, in the anamnesis.
  await page.goto(`/patients/${patient.id}/anamnesis`);
  await page.getByRole('button', { name: anamnesis.fill }).click();
  await page.getByLabel(anamnesis.fields.pregnancyState).selectOption({ label: 'Gestante' });
  await page.getByLabel(anamnesis.fields.gestationalWeeks).fill('20');
  await page.getByRole('button', { name: anamnesis.save }).click();
  await expect(page.getByText('Gestante', { exact: true })).toBeVisible();

  // The plan: its requirement says where it comes from; the compact table names what needs attention.
  await page.goto(`/patients/${patient.id}/meal-plan`);
  await expect(page.getByTestId('requirement-basis')).toHaveText(
    'Pela EER do IOM (DRI, 2005), na categoria de atividade física “Sedentária”.',
  );
  const summary = page.getByTestId('adequacy-summary');
  await expect(
    summary.getByText('Referências de Gestantes de 19 a 30 anos (gestação no 2º trimestre)'),
  ).toBeVisible();
  await expect(summary.getByRole('row', { name: /Cálcio/ })).toContainText('abaixo da EAR');

  // Every nutrient in the 'Nutrientes' tab: vitamin C below the pregnancy's EAR of 70 mg.
  await summary.getByRole('button', { name: nutrients.showAll }).click();
  await expect(page.getByRole('tab', { name: nutrients.tab })).toHaveAttribute('aria-selected', 'true');
  const vitaminC = page.getByTestId('plan-nutrients').getByRole('row', { name: /Vitamina C/ });
  await expect(vitaminC).toContainText('69,8 mg');
  await expect(vitaminC).toContainText('abaixo da EAR');
  await expect(vitaminC).toContainText('dado parcial');
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessibleAndFitting(page);

  // The patient's copy carries the table only when she asks for it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: nutrients.planTab }).click();
  await page.getByRole('checkbox', { name: plan.nutrientsInPdf }).check();
  const href = await page.getByRole('link', { name: plan.downloadPdf }).getAttribute('href');
  expect(href).toBe(`/patients/${patient.id}/meal-plan/pdf?nutrientes=1`);
  const withTable = extractPdfText(await (await page.request.get(href!)).body());
  expect(withTable).toContain('Referências de Gestantes de 19 a 30 anos');
  expect(withTable).toMatch(/Vitamina C\s+69,8 mg\s+70 mg\s+85 mg/);
  const plain = extractPdfText(
    await (await page.request.get(`/patients/${patient.id}/meal-plan/pdf`)).body(),
  );
  expect(plain).not.toContain('Referências de Gestantes');

  // An alternative to the orange changes the plan in the page, which draws it anew: her choice stays.
  await page.getByRole('button', { name: 'Substituições de Laranja, pêra, crua' }).click();
  const alternatives = page.getByRole('dialog', { name: 'Substituições de Laranja, pêra, crua' });
  await alternatives.getByLabel(plan.newFood.search).fill('Banana, prata, crua');
  await alternatives.getByRole('radio', { name: /^Banana, prata, crua/ }).check();
  // The amount is proposed once the banana's household measures have come; the button waits for it.
  await expect(alternatives.getByTestId('substitution-proposal')).toHaveText(
    'Quantidade proposta para a mesma energia: ajuste se quiser.',
  );
  await alternatives.getByRole('button', { name: plan.substitutions.add }).click();
  await expect(alternatives.getByText(plan.substitutions.added)).toBeVisible();
  await alternatives.getByRole('button', { name: plan.substitutions.close }).click();
  await expect(
    page.getByRole('list', { name: 'Substituições de Laranja, pêra, crua' }).getByRole('listitem'),
  ).toContainText(['ou: Banana, prata, crua']);
  await expect(page.getByRole('checkbox', { name: plan.nutrientsInPdf })).toBeChecked();
});
