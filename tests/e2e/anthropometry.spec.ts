import type { Page } from '@playwright/test';
import { classifyDayAdherence } from '@/lib/rules/adherence';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { openApi } from './api-client';
import { expectAccessibleAndFitting } from './axe';
import { demoAccounts } from './environment';
import { expect, test } from './fixtures';
import { scrollThroughPage, startSignedIn } from './helpers';

const t = messages.Anthropometry;
// Seeded with four monthly assessments (circumferences and skinfolds) by upstream/src/seed/anthropometry.ts.
const SEEDED = 'Lucas Oliveira Santos';
// The journey's own patient, born 21/11/1958, with one record of weight and height a month ago.
const NEW_RECORD_PATIENT = 'José Carlos Moreira';

async function findPatient(name: string) {
  const api = await openApi(demoAccounts.nutri);
  const page = await api.get(
    `/v1/nutritionists/${api.id}/patients?size=50&patient_name=${encodeURIComponent(name)}`,
  );
  const patient = page.content.find((row: { name: string }) => row.name === name);
  if (!patient) throw new Error(`no patient ${name}`);
  return { id: patient.id as number, api };
}

async function expectAccessibleAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expectAccessibleAndFitting(page);
}

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const decimal = (value: number, digits = 1) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(value);
/** Exactly two decimals, as the WHO tables write the BMI. */
const twoDecimals = (value: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const zonedToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
function ageOn(birthDate: string, onDate: string) {
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

test.describe
  .serial('anthropometry and progress', () => {
    test('a seeded patient shows its latest record, the changes and the computed results', async ({
      page,
    }) => {
      test.slow();
      const { id, api } = await findPatient(SEEDED);
      const list = await api.get(`/v1/users/${id}/anthropometric-records`);
      const [latest, previous] = list.records;
      expect(list.records.length).toBeGreaterThanOrEqual(3);

      await startSignedIn(page, demoAccounts.nutri);
      await page.goto(`/patients/${id}/anthropometry`);
      const breadcrumb = page.getByRole('navigation', { name: 'Trilha de navegação' });
      await expect(breadcrumb.getByRole('link', { name: 'Pacientes' })).toHaveAttribute('href', '/patients');
      // Spec 2 §2: previous page the patient list, current page the patient's name.
      await expect(breadcrumb.getByRole('listitem')).toHaveText(['Pacientes', SEEDED]);
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(SEEDED);
      await expect(page.getByRole('heading', { level: 1, name: 'Antropometria do paciente' })).toBeVisible();

      const current = page.getByRole('region', { name: t.current.title });
      await expect(current).toContainText(`Medidas de ${brDate(latest.date)}`);
      await expect(current).toContainText(`${decimal(latest.waist_circumference)} cm`);
      const waistChange = Math.round((latest.waist_circumference - previous.waist_circumference) * 10) / 10;
      await expect(current).toContainText(
        `diminuiu ${decimal(-waistChange)} cm desde ${brDate(previous.date)}`,
      );

      const results = page.getByRole('region', { name: t.results.title });
      const bmi = latest.weight / (latest.height / 100) ** 2;
      await expect(results).toContainText(`${twoDecimals(bmi)} kg/m²`);
      // She scrolls down to the body fat and the chart, which load as they near the view.
      await scrollThroughPage(page);
      await expect(results).toContainText(/Jackson & Pollock, 3 dobras/);
      await expect(results).toContainText('Dobras: dobra peitoral, dobra abdominal, dobra da coxa.');
      await expect(page.getByTestId('progression-chart')).toHaveAttribute(
        'data-points',
        String(list.records.length),
      );
      await expectAccessibleAt(page, 1280);
      await expectAccessibleAt(page, 375);
    });

    test('a new record with known skinfolds gives the published body fat, warns for the age and names missing sites', async ({
      page,
      nutritionist,
      addPatient,
    }) => {
      test.slow();
      const api = nutritionist.api;
      const { id } = await addPatient({ name: NEW_RECORD_PATIENT, birthDate: '1958-11-21', gender: 'MALE' });
      const monthAgo = new Date(`${zonedToday()}T12:00:00Z`);
      monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
      const first = await api.call(`/v1/users/${id}/anthropometric-records`, {
        date: monthAgo.toISOString().slice(0, 10),
        weight: 81.2,
        height: 172,
      });
      expect(first.status).toBe(201);
      const patient = await api.get(`/v1/users/${id}`);
      const today = zonedToday();
      const age = ageOn(patient.birth_date, today);

      await page.goto(`/patients/${id}/anthropometry`);
      await page.getByRole('button', { name: t.newRecord }).click();
      const dialog = page.getByRole('dialog', { name: t.form.newTitle });
      await expect(dialog.getByLabel('Data')).toHaveValue(brDate(today));
      await dialog.getByLabel('Peso (kg)').fill('400');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('Informe um valor entre 2 e 350 kg.')).toBeVisible();
      await dialog.getByLabel('Peso (kg)').fill('79,5');
      await dialog.getByLabel('Peitoral (mm)').fill('15');
      await dialog.getByLabel('Abdominal (mm)').fill('25');
      await dialog.getByLabel('Coxa (mm)').fill('18');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Registro salvo.')).toBeVisible();

      // Jackson & Pollock (1978), men: D = 1.10938 − 0.0008267·Σ + 0.0000016·Σ² − 0.0002574·age; Siri (1961).
      const sum = 15 + 25 + 18;
      const density = 1.10938 - 0.0008267 * sum + 0.0000016 * sum * sum - 0.0002574 * age;
      const fat = (4.95 / density - 4.5) * 100;
      const results = page.getByRole('region', { name: t.results.title });
      await scrollThroughPage(page);
      const jp3 = results
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: /Jackson & Pollock, 3 dobras/ }) });
      await expect(jp3).toContainText(`${decimal(fat)} % de gordura`);
      await expect(jp3).toContainText(`Massa gorda: ${decimal((79.5 * fat) / 100)} kg`);
      // Validated on men of 18 to 61 years.
      await expect(jp3).toContainText(
        `Atenção: equação validada para homens de 18 a 61 anos; o paciente tem ${age} anos.`,
      );
      const petroski = results
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: /Petroski/ }) });
      await expect(petroski).toContainText(
        'Não calculado: falta dobra subescapular, dobra tricipital, dobra suprailíaca, dobra da panturrilha medial.',
      );

      await expect(page.getByTestId('progression-chart')).toHaveAttribute('data-points', '2');
      await expect(page.getByRole('cell', { name: brDate(today) }).first()).toBeAttached();
      await expect(page.getByRole('cell', { name: '79,5' })).toHaveCount(1);

      // Others: nutri2@ gets 404 on these records, paciente@ too, and reads its own.
      const nutri2 = await openApi(demoAccounts.nutri2);
      expect((await nutri2.call(`/v1/users/${id}/anthropometric-records`)).status).toBe(404);
      const patientApi = await openApi(demoAccounts.patient);
      expect((await patientApi.call(`/v1/users/${id}/anthropometric-records`)).status).toBe(404);
      expect((await patientApi.call(`/v1/users/${patientApi.id}/anthropometric-records`)).status).toBe(200);
    });

    test('progress shows 90 days whose statuses match the summaries of the same days', async ({ page }) => {
      test.slow();
      const { id, api } = await findPatient(SEEDED);
      await startSignedIn(page, demoAccounts.nutri);
      await page.goto(`/patients/${id}/progress`);
      await expect(page.getByRole('heading', { level: 1, name: messages.Progress.title })).toBeVisible();
      const cells = page.getByTestId('progress-calendar').locator('td[data-date]');
      await expect(cells).toHaveCount(90);
      const shown = await cells.evaluateAll((items) =>
        items.map((item) => [item.getAttribute('data-date') ?? '', item.getAttribute('data-status') ?? '']),
      );
      const months = [...new Set(shown.map(([date]) => (date ?? '').slice(0, 7)))];
      const expected = new Map<string, string>();
      for (const month of months) {
        const summary = await api.get(`/v1/users/${id}/meal-reports?year_month=${month}`);
        for (const week of summary.weeks) {
          for (const day of week.days) {
            expected.set(
              day.date,
              classifyDayAdherence({
                required: day.calories.required,
                acquired: day.calories.acquired,
                mealCount: day.meals.length,
              }),
            );
          }
        }
      }
      expect(shown).toEqual(shown.map(([date]) => [date, expected.get(date ?? '')]));
      expect(shown.at(-1)?.[0]).toBe(zonedToday());
      // Each day shows its status's icon, drawn by the stylesheet: one shape a status, 16 px, in every cell.
      const icons = await cells.evaluateAll((items) =>
        items.map((item) => {
          const icon = item.querySelector('[class*="statusIcon"]');
          const box = icon?.getBoundingClientRect();
          const shape = icon ? getComputedStyle(icon).maskImage : 'none';
          return { status: item.getAttribute('data-status'), shape, size: `${box?.width}x${box?.height}` };
        }),
      );
      expect(icons.filter(({ shape, size }) => !shape.startsWith('url(') || size !== '16x16')).toEqual([]);
      const shapeOf = new Map(icons.map(({ status, shape }) => [status, shape]));
      expect(new Set(icons.map(({ status }) => status)).size).toBe(new Set(shapeOf.values()).size);

      await page.getByLabel(messages.Progress.period).selectOption('30');
      await expect(cells).toHaveCount(30);
      await page.getByLabel(messages.Progress.period).selectOption('90');
      await expect(cells).toHaveCount(90);
      await expectAccessibleAt(page, 1280);
      await expectAccessibleAt(page, 375);
    });
  });
