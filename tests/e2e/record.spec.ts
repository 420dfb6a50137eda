import type { Page } from '@playwright/test';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { openApi } from './api-client';
import { expectAccessibleAndFitting } from './axe';
import { demoAccounts, e2e } from './environment';
import { bookThroughApi, expect, test } from './fixtures';
import { startSignedIn } from './helpers';

const t = messages.Anamnesis;
const contact = messages.PatientContact;
const plan = messages.MealPlan;
const goals = messages.PatientGoals;
const notes = messages.Consultations;
const trail = messages.AccessTrail;
const PATIENT = 'Beatriz Lima Cardoso';

/** The seeded Beatriz's id: the erasure dialog is opened for her, and cancelled. */
async function findPatient(): Promise<{ id: number }> {
  const api = await openApi(demoAccounts.nutri);
  const page = await api.get(
    `/v1/nutritionists/${api.id}/patients?size=50&patient_name=${encodeURIComponent(PATIENT)}`,
  );
  const patient = page.content.find((row: { name: string }) => row.name === PATIENT);
  if (!patient) throw new Error(`no patient ${PATIENT}`);
  return { id: patient.id as number };
}

/**
 * A consultation of the patient with her nutritionist, who has just opened her weekday mornings: the latest
 * free hour of the next four weeks.
 */
async function expectAccessibleAtPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 375, height: 900 });
  // At the top of the page: a button scrolled under the sticky header counts as an obscured target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const today = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test('the patient record: contact, goals, an anamnesis edited into two versions, both seen in the plan builder', async ({
  page,
  nutritionist,
  addPatient,
}) => {
  test.slow();
  // Her own patient, measured (the plan builder shows the requirement), with no record yet.
  const { id } = await addPatient({ name: PATIENT, weight: 61, height: 164 });
  await page.goto(`/patients/${id}`);

  // Contact: her account's e-mail, and a phone the nutritionist records.
  const card = page.getByRole('region', { name: contact.title });
  await expect(card.getByRole('link', { name: /@/ })).toBeVisible();
  await card.getByRole('button', { name: contact.addPhone, exact: true }).click();
  await card.getByLabel(contact.phone).fill('(11) 98765-4321');
  await card.getByRole('button', { name: contact.save }).click();
  await expect(card.getByRole('link', { name: '(11) 98765-4321' })).toBeVisible();

  // Goals: a target weight and date, and the day's energy and protein targets in total.
  const goalsCard = page.getByRole('region', { name: goals.title });
  await goalsCard.getByRole('button', { name: goals.set, exact: true }).click();
  await goalsCard.getByLabel(goals.targetWeight).fill('58,5');
  await goalsCard.getByLabel(goals.targetDate).fill('30/06/2030');
  await goalsCard.getByLabel('Energia (kcal)').fill('1800');
  await goalsCard.getByLabel('Proteínas (g)').fill('90');
  await expectAccessibleAtPhoneWidth(page);
  await goalsCard.getByRole('button', { name: goals.save }).click();
  await expect(goalsCard.getByText('58,5 kg até 30/06/2030')).toBeVisible();
  await expect(goalsCard.getByText(/^1\.?800 kcal por dia$/)).toBeVisible();

  // Anamnesis: none yet; a full one is filled.
  await page
    .getByRole('link', { name: new RegExp(`^${messages.PatientDetail.options.anamnesis.title}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patients/${id}/anamnesis$`));
  await expect(page.getByText(t.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: t.fill }).click();
  await page.getByRole('radio', { name: t.forms.FULL }).check();
  await page.getByRole('checkbox', { name: t.conditions.HYPERTENSION }).check();
  await page.getByLabel(t.fields.familyHistory).fill('Mãe com diabetes tipo 2');
  await page.getByLabel(t.fields.allergies).fill('amendoim');
  await page.getByLabel(t.fields.intolerances).fill('lactose');
  await page.getByLabel(t.fields.sleepHours).fill('7');
  await page.getByLabel(t.fields.waterLiters).fill('2');
  await expectAccessibleAtPhoneWidth(page);
  await page.getByRole('button', { name: t.save }).click();
  const date = today();
  await expect(page.getByRole('heading', { name: t.current.replace('{date}', date) })).toBeVisible();
  await expect(page.getByText('Mãe com diabetes tipo 2')).toBeVisible();

  // Edited: a second version; the first one stays.
  await page.getByRole('button', { name: t.edit }).click();
  await expect(page.getByLabel(t.fields.allergies)).toHaveValue('amendoim');
  await page.getByLabel(t.fields.allergies).fill('amendoim, leite');
  await page.getByLabel(t.fields.waterLiters).fill('2,5');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText('2,5 L')).toBeVisible();
  const versions = page.getByRole('region', { name: t.versions }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(`${date} · ${t.forms.FULL}`);
  await expectAccessibleAtPhoneWidth(page);

  // Both versions read as they were saved.
  await versions
    .nth(1)
    .getByRole('button', { name: t.read.replace('{date}', date) })
    .click();
  await expect(page.getByRole('heading', { name: t.reading.replace('{date}', date) })).toBeVisible();
  await expect(page.getByText('2 L', { exact: true })).toBeVisible();
  await expect(page.getByText('amendoim', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.backToCurrent }).click();
  await expect(page.getByText('2,5 L')).toBeVisible();
  await expect(page.getByText('amendoim, leite', { exact: true })).toBeVisible();

  // Consultations: her consultation's notes written in SOAP sections, then edited into a second version.
  const consultation = { id: await bookThroughApi(nutritionist, id) };
  await page.goto(`/patients/${id}`);
  await page
    .getByRole('link', { name: new RegExp(`^${messages.PatientDetail.options.consultations.title}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patients/${id}/consultations$`));
  await expect(page.getByRole('heading', { level: 1, name: notes.title })).toBeVisible();
  const item = page.locator(`article[aria-labelledby="consultation-${consultation.id}"]`);
  await expect(
    item.getByRole('heading', { level: 2, name: /^Consulta de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/ }),
  ).toBeVisible();
  await item.getByRole('button', { name: notes.write }).click();
  await item.getByLabel(notes.sections.subjective).fill('Relata fome à noite e pouca água.');
  await item.getByLabel(notes.sections.plan).fill('Ceia com proteína; 2 L de água por dia.');
  await expectAccessibleAtPhoneWidth(page);
  await item.getByRole('button', { name: notes.save }).click();
  await expect(item.getByText('Relata fome à noite e pouca água.').first()).toBeVisible();
  await expect(
    item.getByRole('heading', { name: new RegExp(`^${notes.current.replace('{date}', date)}`) }),
  ).toBeVisible();

  await item.getByRole('button', { name: notes.edit }).click();
  await expect(item.getByLabel(notes.sections.plan)).toHaveValue('Ceia com proteína; 2 L de água por dia.');
  await item.getByLabel(notes.sections.plan).fill('Ceia com iogurte natural; 2,5 L de água por dia.');
  await item.getByRole('button', { name: notes.save }).click();
  await expect(item.getByText('Ceia com iogurte natural; 2,5 L de água por dia.').first()).toBeVisible();
  await item.getByText(notes.versions.replace('{count}', '1')).click();
  await expect(item.getByText('Ceia com proteína; 2 L de água por dia.').first()).toBeVisible();
  await expect(
    item.getByRole('heading', { name: new RegExp(`^${notes.versionLine.replace('{date}', date)}`) }).first(),
  ).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);

  // After a reload, both versions are still there: the API kept them.
  await page.reload();
  await expect(item.getByText('Ceia com iogurte natural; 2,5 L de água por dia.').first()).toBeVisible();
  await item.getByText(notes.versions.replace('{count}', '1')).click();
  await expect(item.getByText('Ceia com proteína; 2 L de água por dia.').first()).toBeVisible();

  // The plan builder shows the recorded allergens where foods are chosen and warns on a matching name.
  await page.goto(`/patients/${id}/meal-plan`);
  await page.getByRole('button', { name: plan.createPlan }).click();
  await page.getByLabel(plan.periodType).selectOption({ label: 'Café da manhã' });
  await page.getByRole('button', { name: plan.addFood }).first().click();
  const picker = page.getByRole('dialog', { name: plan.newFood.title });
  await expect(picker.getByText('Alergias registradas na anamnese: amendoim, leite')).toBeVisible();
  await expect(picker.getByText('Intolerâncias registradas na anamnese: lactose')).toBeVisible();
  await picker.getByLabel(plan.newFood.search).fill('Leite, de vaca, integral');
  await expect(
    picker.getByText(/o nome deste alimento contém “leite”.*Comparação simples de palavras/).first(),
  ).toBeVisible();

  // The day's totals keep the requirement and compare with the goals' targets.
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  const comparison = page.getByTestId('goal-comparison');
  await expect(comparison).toContainText('da meta (1.800 kcal/dia)');
  await expect(comparison).toContainText('da meta (90,0 g/dia)');
  await expect(page.getByTestId('requirement')).toBeVisible();

  // The progress page lists the energy target beside the requirement and says the target weight.
  await page.goto(`/patients/${id}/progress`);
  const calories = page.getByRole('region', { name: messages.Progress.kcal.title });
  await calories.getByText(messages.Progress.showTable).click();
  await expect(
    calories.getByRole('columnheader', { name: messages.ProgressGoals.energyTarget }),
  ).toBeVisible();
  await expect(page.getByTestId('weight-target')).toHaveText('Peso meta: 58,5 kg até 30/06/2030');

  // The access trail: a second nutritionist and an administrator try to read her anamnesis and are
  // refused; her nutritionist sees both attempts, each with its request id, beside her own reads.
  const probes = [
    { account: demoAccounts.nutri2, name: 'Rafael Menezes Lima', role: trail.roles.NUTRITIONIST },
    { account: demoAccounts.admin, name: 'Helena Duarte', role: trail.roles.ADMIN },
  ];
  const requestIds: string[] = [];
  for (const probe of probes) {
    const requestId = `sondagem-${probe.role}-${Date.now()}`.toLowerCase();
    const intruder = await openApi(probe.account);
    const answer = await fetch(`${e2e.apiUrl}/v1/users/${id}/anamneses`, {
      headers: { Authorization: `Bearer ${intruder.token}`, 'X-Request-Id': requestId },
    });
    expect(answer.status).toBe(404);
    requestIds.push(requestId);
  }
  await page.goto(`/patients/${id}`);
  await page
    .getByRole('link', { name: new RegExp(`^${messages.PatientDetail.options.accessTrail.title}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patients/${id}/access-trail$`));
  await expect(page.getByRole('heading', { level: 1, name: trail.title })).toBeVisible();
  const what = trail.what
    .replace('{action}', trail.actions.READ)
    .replace('{resource}', trail.resources.ANAMNESIS);
  for (const [index, probe] of probes.entries()) {
    const row = page.getByRole('row').filter({ hasText: requestIds[index]! });
    await expect(row).toContainText(`${probe.name} (${probe.role})`);
    await expect(row).toContainText(what);
    await expect(row).toContainText(trail.outcomes.REFUSED);
    await expect(row.getByRole('rowheader')).toHaveText(new RegExp(`^${today()} \\d{2}:\\d{2}$`));
  }
  const own = page.getByRole('row').filter({ hasText: trail.outcomes.ALLOWED }).first();
  await expect(own).toContainText(`(${trail.roles.NUTRITIONIST})`);
  await expectAccessibleAtPhoneWidth(page);
});

test("'Excluir dados pessoais' asks first, says what the law keeps, and cancelling erases nothing", async ({
  page,
}) => {
  const erase = messages.ErasePatientData;
  const { id } = await findPatient();
  await startSignedIn(page, demoAccounts.nutri);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/patients/${id}`);
  await page.getByRole('button', { name: erase.open }).click();
  const dialog = page.getByRole('alertdialog', { name: `Excluir os dados pessoais de ${PATIENT}?` });
  await expect(dialog).toContainText('Lei 13.787/2018');
  await expectAccessibleAndFitting(page);
  await dialog.getByRole('button', { name: erase.cancel }).click();
  await expect(dialog).toBeHidden();
  // Nothing was erased: she still signs in with her e-mail, shown on her page.
  const api = await openApi(demoAccounts.nutri);
  const contactNow = await api.get(`/v1/users/${id}/contact`);
  expect(contactNow.email).toBe('beatriz.lima@nutri.test');
});
