import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, e2e } from './environment';
import { PASSWORD, perAttempt, registerThroughApi, startSignedIn } from './helpers';

interface Dashboard {
  appointments_today: number;
  new_patients: number;
  meal_plan_adherence: { patients: number; percentage: number | null };
}
interface PlanRow {
  id: number;
  name: string;
  adherence_status: 'FOLLOWED' | 'NOT_FOLLOWED' | 'UNREGISTERED';
  last_meal_date_time: string | null;
}
interface PlanPage {
  content: PlanRow[];
  total_elements: number;
}

const STATUS_TEXT = { FOLLOWED: 'Em Dia', NOT_FOLLOWED: 'Não seguindo', UNREGISTERED: 'Não registrado' };
const brDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The reference API read directly as nutri@nutri.test: the truth the home is checked against. */
async function readApi() {
  const login = await fetch(`${e2e.apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAccounts.nutri),
  });
  const token = await login.text();
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${e2e.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const { id } = await get<{ id: number }>('/v1/me');
  const plans = (adherence = '') =>
    get<PlanPage>(`/v1/nutritionists/${id}/meal-plan-adherence?page=0&size=8${adherence}`);
  return {
    dashboard: await get<Dashboard>(`/v1/nutritionists/${id}/dashboard`),
    all: await plans(),
    highlights: await plans('&adherence=FOLLOWED'),
    low: await plans('&adherence=LOW'),
  };
}

/** The table shows exactly the API's page: each patient with its week's tag and latest meal. */
async function expectRows(page: Page, rows: PlanRow[], emptyText: string) {
  const table = page.getByRole('table', {
    name: 'Pacientes com plano alimentar ativo e a adesão da última semana',
  });
  if (rows.length === 0) {
    await expect(page.getByRole('heading', { name: emptyText })).toBeVisible();
    return;
  }
  await expect(table.locator('tbody tr')).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    const shown = table.locator('tbody tr').nth(index);
    await expect(shown).toContainText(row.name);
    await expect(shown).toContainText(STATUS_TEXT[row.adherence_status]);
    await expect(shown).toContainText(
      row.last_meal_date_time ? brDate.format(new Date(row.last_meal_date_time)) : 'Sem registros',
    );
  }
}

test('the nutritionist home: real cards, the plans in focus by tab, and the arrow to the progress', async ({
  page,
}) => {
  await startSignedIn(page, demoAccounts.nutri);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
  const section = page.getByRole('region', { name: 'Planos alimentares em foco' });
  await expect(section).toBeVisible();

  // Other journeys may change the demo data meanwhile: read the API and the page again until they agree.
  let truth = await readApi();
  await expect(async () => {
    truth = await readApi();
    await page.goto('/home');
    const card = (name: string) => page.getByRole('article', { name });
    await expect(card('Consultas hoje')).toContainText(String(truth.dashboard.appointments_today), {
      timeout: 2_000,
    });
    await expect(card('Novos pacientes')).toContainText(String(truth.dashboard.new_patients), {
      timeout: 2_000,
    });
    const percentage = truth.dashboard.meal_plan_adherence.percentage;
    await expect(
      card('Adesão aos planos').getByText(percentage === null ? '—' : `${percentage}%`, { exact: true }),
    ).toBeVisible({ timeout: 2_000 });
    await expectRows(page, truth.all.content, 'Nenhum paciente com plano alimentar ativo.');
  }).toPass({ timeout: 30_000 });
  // The seed gives nutri@nutri.test a patient on an ACTIVE plan.
  expect(truth.all.total_elements).toBeGreaterThan(0);
  expect(truth.dashboard.meal_plan_adherence.patients).toBe(truth.all.total_elements);

  const tabs = section.getByRole('tablist', { name: 'Filtrar planos alimentares' });
  await expect(tabs.getByRole('tab', { name: 'Ver todos' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Adesão Baixa' }).click();
  await expect(page).toHaveURL(/\/home\?tab=low$/);
  await expect(tabs.getByRole('tab', { name: 'Adesão Baixa' })).toHaveAttribute('aria-selected', 'true');
  await expectRows(page, truth.low.content, 'Nenhum paciente com adesão baixa nesta semana.');
  for (const row of truth.highlights.content) {
    await expect(section.getByRole('row', { name: new RegExp(row.name) })).toHaveCount(0);
  }

  await tabs.getByRole('tab', { name: 'Destaques' }).click();
  await expect(page).toHaveURL(/\/home\?tab=highlights$/);
  await expectRows(page, truth.highlights.content, 'Nenhum paciente em dia nesta semana.');

  await tabs.getByRole('tab', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const first = truth.all.content[0]!;
  await section.getByRole('link', { name: `Ver adesão de ${first.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${first.id}/progress$`));
});

test('a nutritionist with no active plan is led to the patients list to create one', async ({ page }) => {
  await startSignedIn(page, demoAccounts.nutri2);
  const section = page.getByRole('region', { name: 'Planos alimentares em foco' });
  await expect(
    section.getByRole('heading', { name: 'Nenhum paciente com plano alimentar ativo.' }),
  ).toBeVisible();
  await section.getByRole('link', { name: 'Ir para Pacientes' }).click();
  await expect(page).toHaveURL(/\/patients$/);
});

test("a nutritionist without a photo is offered an avatar until 'Agora não', on every device", async ({
  page,
  browser,
  request,
}) => {
  const email = perAttempt.email('sem.foto@clinica.com.br');
  await registerThroughApi(request, { email, crnNumber: 7, number: perAttempt.registrationNumber('77777') });
  await startSignedIn(page, { email, password: PASSWORD });
  const prompt = page.getByRole('region', { name: 'Que tal escolher um avatar?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Um rosto ajuda seus pacientes a reconhecerem você.')).toBeVisible();

  // The prompt goes at once; the account remembers it when the API has answered. A reload sent before that
  // answer races the save (the page may read the dismissals first), which no person clicking does.
  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().includes('/dismissals/'),
  );
  await prompt.getByRole('button', { name: 'Agora não' }).click();
  await expect(prompt).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  // Remembered by the account: gone after a reload and on another device, with no flash of it first.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
  await expect(prompt).toHaveCount(0);
  const elsewhere = await browser.newContext({ baseURL: e2e.portalUrl });
  const other = await elsewhere.newPage();
  await startSignedIn(other, { email, password: PASSWORD });
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Olá');
  await expect(other.getByRole('region', { name: 'Que tal escolher um avatar?' })).toHaveCount(0);
  await elsewhere.close();
});
