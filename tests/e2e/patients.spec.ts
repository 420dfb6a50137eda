import type { Locator } from '@playwright/test';
import { openApi } from './api-client';
import { expectAccessibleAndFitting, expectNoAxeViolations } from './axe';
import { demoAccounts, e2e } from './environment';
import {
  addOwnPatient,
  bookThroughApi,
  expect,
  type OwnNutritionist,
  registerOwnNutritionist,
  test,
} from './fixtures';
import {
  dropSession,
  openUserMenu,
  PASSWORD,
  perAttempt,
  readCode,
  readMail,
  readOutbox,
  registerThroughApi,
  SAO_PAULO,
  saoPauloWallTime,
  scrollToRegion,
  startSignedIn,
} from './helpers';

// Numbers as the summary panel writes them (pt-BR): calories whole, nutrients to one decimal.
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const kcal = (value: number) => `${whole.format(Math.round(value))} kcal`;

const zonedDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SAO_PAULO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
const shiftDate = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

interface ApiMeal {
  date_time: string;
  foodstuffs: { calories: number; proteins: number; sodium: number; carbohydrates: number }[];
}

/** Totals recomputed here from each logged food, not from the API's own sums. */
function sumFoods(meals: ApiMeal[]) {
  const foods = meals.flatMap((meal) => meal.foodstuffs);
  const sum = (key: 'calories' | 'proteins' | 'sodium' | 'carbohydrates') =>
    foods.reduce((total, food) => total + food[key], 0);
  return {
    calories: sum('calories'),
    proteins: sum('proteins'),
    sodium: sum('sodium'),
    carbohydrates: sum('carbohydrates'),
  };
}

/** The link of an invitation e-mail. */
const ACCEPTANCE_LINK = /(https?:\/\/\S+\/connection-requests\/acceptance-codes\/[\w-]+)/;

const countMailsTo = async (address: string) =>
  (await readOutbox()).filter((mail) => mail.to === address).length;

async function findPatientId(name: string) {
  const api = await openApi(demoAccounts.nutri);
  const page = await api.get(
    `/v1/nutritionists/${api.id}/patients?size=50&patient_name=${encodeURIComponent(name)}`,
  );
  const patient = page.content.find((row: { name: string }) => row.name === name);
  if (!patient) throw new Error(`no patient ${name}`);
  return patient.id as number;
}

test.describe
  .serial('patients of a nutritionist', () => {
    /** The patient who moved, her former nutritionist and their consultation (set by the journey that moves her). */
    let moved:
      | { former: OwnNutritionist; patientId: number; consultationId: number; start: string }
      | undefined;
    test('the list: 12 Pacientes, 8 a page, the real plan state and the activity level', async ({ page }) => {
      await startSignedIn(page, demoAccounts.nutri);
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Pacientes' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: '12 Pacientes' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Lista de pacientes' });
      for (const header of [
        'Nome',
        'Data de nascimento',
        'Plano alimentar',
        'Aplicativo',
        'Nível de atividade física',
      ]) {
        await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
      }
      await expect(table.locator('tbody tr')).toHaveCount(8);
      const ana = table.getByRole('row', { name: /Ana Paula Ferreira/ });
      await expect(ana).toContainText('18/04/1992');
      await expect(ana).toContainText('Ativo');
      await expect(ana).toContainText('Moderadamente ativo');
      // Lucas has only an inactive plan: the column says so instead of a constant 'Ativo'.
      await expect(table.getByRole('row', { name: /Lucas Oliveira Santos/ })).toContainText('Sem plano');

      await page
        .getByRole('navigation', { name: 'Páginas da lista de pacientes' })
        .getByRole('link', { name: 'Página 2' })
        .click();
      await expect(page).toHaveURL(/\/patients\?page=2$/);
      await expect(table.locator('tbody tr')).toHaveCount(4);
      await expect(table.getByRole('row', { name: /Thiago Fernandes Rocha/ })).toBeVisible();
    });

    test("opening a patient covers the list with 'Carregando...' until her page is there; a reload shows it at once", async ({
      page,
    }) => {
      await startSignedIn(page, demoAccounts.nutri, { path: '/patients' });
      // Her page's server answer held back a moment, as on a slow connection.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/patients\/\d+(\?|$)/, async (route) => {
        if (route.request().headers().rsc) await held;
        await route.continue();
      });
      const overlay = page.getByTestId('loading-overlay');
      await expect(overlay).toHaveCount(0);
      await page
        .getByRole('table', { name: 'Lista de pacientes' })
        .getByRole('link', { name: 'Ana Paula Ferreira' })
        .click();
      await expect(overlay).toBeVisible();
      await expect(overlay).toContainText('Carregando...');
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Ana Paula Ferreira' })).toBeVisible();
      await expect(overlay).toHaveCount(0);
      await page.unroute(/\/patients\/\d+(\?|$)/);

      // Opened anew (a reload, a link from an e-mail), the page's first answer already holds her page, not a
      // spinner to be swapped for it.
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain('id="patient-name"');
      expect(html).not.toContain('data-testid="loading-overlay"');
    });

    test('the search ignores accents, case and word order, and keeps the search in the URL', async ({
      page,
    }) => {
      await startSignedIn(page, demoAccounts.nutri);
      await page.goto('/patients?page=2');
      const search = page.getByRole('searchbox', { name: 'Buscar paciente pelo nome' });
      await search.fill('JOSE');
      await expect(page).toHaveURL(/\/patients\?name=JOSE$/);
      const table = page.getByRole('table', { name: 'Lista de pacientes' });
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.getByRole('row', { name: /José Carlos Moreira/ })).toBeVisible();
      // The heading still counts every patient.
      await expect(page.getByRole('heading', { level: 1, name: '12 Pacientes' })).toBeVisible();

      // Words in any order, each the start of a word of the name.
      await search.fill('moreira jos');
      await expect(page).toHaveURL(/\/patients\?name=moreira(\+|%20)jos$/);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.getByRole('row', { name: /José Carlos Moreira/ })).toBeVisible();
      await page.reload();
      await expect(search).toHaveValue('moreira jos');
      await expect(table.getByRole('row', { name: /José Carlos Moreira/ })).toBeVisible();

      await search.fill('ninguém com este nome');
      await expect(page.getByText('Nenhum paciente encontrado para “ninguém com este nome”.')).toBeVisible();
    });

    test('a row opens the patient: breadcrumb, profile and the option cards', async ({ page }) => {
      await startSignedIn(page, demoAccounts.nutri);
      await page.goto('/patients');
      await page.getByRole('link', { name: 'Ana Paula Ferreira' }).click();
      await expect(page).toHaveURL(/\/patients\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').at(-1));
      await expect(page.getByRole('heading', { level: 1, name: 'Ana Paula Ferreira' })).toBeVisible();
      const profile = page.getByRole('region', { name: 'Ana Paula Ferreira' });
      await expect(profile).toContainText('18/04/1992');
      await expect(profile).toContainText('64,5 kg');
      await expect(profile).toContainText('165 cm');
      await expect(profile).toContainText('Moderadamente ativo');
      const options = page.getByRole('navigation', { name: 'Opções do paciente' });
      await expect(options.getByRole('link', { name: /Plano alimentar/ })).toHaveAttribute(
        'href',
        `/patients/${id}/meal-plan`,
      );
      await expect(options.getByRole('link', { name: /Registro de adesão/ })).toHaveAttribute(
        'href',
        `/patients/${id}/progress`,
      );
      await expect(options.getByRole('link', { name: /Medidas antropométricas/ })).toHaveAttribute(
        'href',
        `/patients/${id}/anthropometry`,
      );
      await expect(options.getByRole('link', { name: /^Consulta(?!s)/ })).toHaveAttribute(
        'href',
        `/patients/${id}/appointments`,
      );
      await expect(options.getByRole('link', { name: /^Consultas e anotações/ })).toHaveAttribute(
        'href',
        `/patients/${id}/consultations`,
      );
      await page
        .getByRole('navigation', { name: 'Trilha de navegação' })
        .getByRole('link', { name: 'Pacientes' })
        .click();
      await expect(page).toHaveURL(/\/patients$/);
    });

    test('the daily view matches the meal logs of the day picked, and the last meal is real', async ({
      page,
    }) => {
      const api = await openApi(demoAccounts.nutri);
      const id = await findPatientId('Ana Paula Ferreira');
      const yesterday = shiftDate(zonedDate(new Date()), -1);
      const day = await api.get(`/v1/users/${id}/meals?date=${yesterday}`);
      const totals = sumFoods(day.meals);
      expect(day.meals.length).toBeGreaterThan(0);

      await startSignedIn(page, demoAccounts.nutri);
      await page.goto(`/patients/${id}`);
      await scrollToRegion(page, 'Resumo de refeições');
      await expect(page.getByRole('tab', { name: 'Diário' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: 'Dia anterior' }).click();
      await expect(page.getByLabel('Dia', { exact: true })).toHaveValue(
        yesterday.split('-').reverse().join('/'),
      );
      const panel = page.getByRole('tabpanel', { name: 'Diário' });
      const total = (key: string) => panel.locator(`[data-total="${key}"] dd`);
      await expect(total('calories')).toHaveText(kcal(totals.calories));
      await expect(total('proteins')).toHaveText(`${oneDecimal.format(totals.proteins)} g`);
      await expect(total('sodium')).toHaveText(`${oneDecimal.format(totals.sodium)} mg`);
      await expect(total('carbohydrates')).toHaveText(`${oneDecimal.format(totals.carbohydrates)} g`);
      await expect(panel.getByRole('table', { name: 'Refeições do dia' }).locator('tbody tr')).toHaveCount(
        day.meals.length,
      );
      for (const period of ['Manhã', 'Tarde', 'Noite'])
        await expect(panel.getByText(period, { exact: true })).toBeVisible();
      const periodsSum = (['morning', 'afternoon', 'evening'] as const).reduce(
        (sum, key) => sum + day.calories_period[key],
        0,
      );
      expect(periodsSum).toBeCloseTo(totals.calories, 2);
      // A past day names the clock time of its own last meal, never the time since the patient's latest.
      const lastOfDay = day.meals
        .map((meal: ApiMeal) => meal.date_time)
        .sort()
        .at(-1);
      const clock = new Intl.DateTimeFormat('pt-BR', {
        timeZone: SAO_PAULO,
        hour: '2-digit',
        minute: '2-digit',
      });
      await expect(panel.getByTestId('last-meal')).toHaveText(
        `Última refeição: ${clock.format(new Date(lastOfDay ?? ''))}`,
      );
    });

    test('the weekly and monthly views match the month reports, day by day', async ({ page }) => {
      const api = await openApi(demoAccounts.nutri);
      const id = await findPatientId('Ana Paula Ferreira');
      const today = zonedDate(new Date());
      const sunday = shiftDate(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
      const week = Array.from({ length: 7 }, (_, index) => shiftDate(sunday, index));
      const months = [...new Set(week.map((date) => date.slice(0, 7)))];
      const reports = await Promise.all(
        months.map((month) => api.get(`/v1/users/${id}/meal-reports?year_month=${month}`)),
      );
      const days = new Map<string, { meals: ApiMeal[] }>();
      for (const report of reports) for (const w of report.weeks) for (const d of w.days) days.set(d.date, d);

      await startSignedIn(page, demoAccounts.nutri);
      await page.goto(`/patients/${id}`);
      await scrollToRegion(page, 'Resumo de refeições');
      await page.getByRole('tab', { name: 'Semanal' }).click();
      const weekly = page.getByRole('list', { name: 'Dias da semana' });
      await expect(weekly.getByRole('listitem')).toHaveCount(7);
      for (const [index, date] of week.entries()) {
        if (date > today) {
          // A day still to come is muted, carries no tag and counts nothing.
          const future = weekly.getByRole('listitem').nth(index);
          await expect(future).toContainText(`${String(Number(date.slice(8)))} (dia futuro)`);
          await expect(future).not.toContainText('Não registrado');
          await expect(future).not.toContainText('kcal');
          continue;
        }
        const row = weekly.getByRole('listitem').nth(index).getByRole('button').first();
        const meals = days.get(date)?.meals ?? [];
        await expect(row).toContainText(String(Number(date.slice(8))));
        await expect(row).toContainText(kcal(sumFoods(meals).calories));
        if (meals.length === 0) await expect(row).toContainText('Não registrado');
      }
      // A day opens to its metrics and meals.
      const yesterdayIndex = week.indexOf(shiftDate(today, -1));
      if (yesterdayIndex >= 0) {
        const item = weekly.getByRole('listitem').nth(yesterdayIndex);
        await item.getByRole('button').first().click();
        await expect(item.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
        await expect(item.locator('tbody tr')).toHaveCount(
          days.get(week[yesterdayIndex]!)?.meals.length ?? 0,
        );
      }

      await page.getByRole('tab', { name: 'Mensal' }).click();
      const month = today.slice(0, 7);
      const report = await api.get(`/v1/users/${id}/meal-reports?year_month=${month}`);
      const weeks = page.getByRole('list', { name: 'Semanas do mês' });
      await expect(weeks.locator(':scope > li')).toHaveCount(report.weeks.length);
      for (const [index, w] of report.weeks.entries()) {
        const sums = w.days
          .filter((d: { meals: ApiMeal[] }) => d.meals.length > 0)
          .map((d: { meals: ApiMeal[] }) => sumFoods(d.meals).calories);
        const row = weeks.locator(':scope > li').nth(index).getByRole('button').first();
        await expect(row).toContainText(`Semana ${index + 1}`);
        await expect(row).toContainText(
          sums.length
            ? `${whole.format(Math.round(Math.min(...sums)))} – ${kcal(Math.max(...sums))}`
            : 'Sem registros',
        );
      }
      // The month picker moves to the previous month, a full one.
      await page.getByRole('button', { name: 'Mês anterior' }).click();
      const previous = `${shiftDate(`${month}-01`, -1).slice(0, 7)}`;
      const previousName = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
        new Date(`${previous}-15T12:00:00Z`),
      );
      await expect(
        page.getByRole('button', {
          name: `Mês ${previousName.charAt(0).toUpperCase()}${previousName.slice(1)} de ${previous.slice(0, 4)}`,
          exact: true,
        }),
      ).toBeVisible();
      const previousReport = await api.get(`/v1/users/${id}/meal-reports?year_month=${previous}`);
      await expect(weeks.locator(':scope > li')).toHaveCount(previousReport.weeks.length);
    });

    test('the weekly days and the monthly weeks stay closed until opened', async ({ page }) => {
      const id = await findPatientId('Ana Paula Ferreira');
      await startSignedIn(page, demoAccounts.nutri);
      await page.goto(`/patients/${id}`);
      await scrollToRegion(page, 'Resumo de refeições');

      await page.getByRole('tab', { name: 'Semanal' }).click();
      const day = page.getByRole('list', { name: 'Dias da semana' }).getByRole('listitem').first();
      const dayButton = day.getByRole('button').first();
      const dayPanel = page.locator(`[id="${await dayButton.getAttribute('aria-controls')}"]`);
      await expect(dayButton).toHaveAttribute('aria-expanded', 'false');
      await expect(dayPanel).toBeHidden();
      await dayButton.click();
      await expect(dayButton).toHaveAttribute('aria-expanded', 'true');
      await expect(dayPanel).toBeVisible();

      await page.getByRole('tab', { name: 'Mensal' }).click();
      const week = page.getByRole('list', { name: 'Semanas do mês' }).locator(':scope > li').first();
      const weekButton = week.getByRole('button').first();
      const weekPanel = page.locator(`[id="${await weekButton.getAttribute('aria-controls')}"]`);
      await expect(weekButton).toHaveAttribute('aria-expanded', 'false');
      await expect(weekPanel).toBeHidden();
      await weekButton.click();
      await expect(weekPanel).toBeVisible();
      await expect(weekPanel.getByRole('button').first()).toHaveAttribute('aria-expanded', 'false');
      await expect(weekPanel.locator('tbody tr').first()).toBeHidden();
    });

    test('at 375 px the meal tables of the daily and monthly views never widen the page', async ({
      page,
    }) => {
      const id = await findPatientId('Ana Paula Ferreira');
      await page.setViewportSize({ width: 375, height: 800 });
      await startSignedIn(page, demoAccounts.nutri);
      await page.goto(`/patients/${id}`);
      await scrollToRegion(page, 'Resumo de refeições');
      const pageFits = () =>
        page.evaluate(() => document.documentElement.scrollWidth === document.documentElement.clientWidth);

      // Yesterday always has meals in the demo data.
      await page.getByRole('button', { name: 'Dia anterior' }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.locator('tbody tr').first()).toBeVisible();
      expect(await pageFits()).toBe(true);

      await page.getByRole('tab', { name: 'Mensal' }).click();
      await page.getByRole('button', { name: 'Mês anterior' }).click();
      const week = page.getByRole('list', { name: 'Semanas do mês' }).locator(':scope > li').first();
      await week.getByRole('button').first().click();
      const days = week.locator('ul > li');
      const logged = days.filter({ has: page.locator('tbody tr') }).first();
      await logged.getByRole('button').first().click();
      await expect(logged.locator('tbody tr').first()).toBeVisible();
      expect(await pageFits()).toBe(true);
    });

    test('another nutritionist and the patient are refused someone else’s data', async ({ page }) => {
      const anaId = await findPatientId('Ana Paula Ferreira');
      await startSignedIn(page, demoAccounts.nutri2);
      await page.goto(`/patients/${anaId}`);
      await expect(page.getByRole('heading', { name: 'Paciente não encontrado' })).toBeVisible();
      await expect(page.getByText('Ana Paula Ferreira')).toHaveCount(0);
      await page.goto('/patients');
      await expect(page.getByRole('heading', { level: 1, name: '3 Pacientes' })).toBeVisible();
      const today = zonedDate(new Date());
      for (const path of [
        `/api/v1/users/${anaId}/meals?date=${today}`,
        `/api/v1/users/${anaId}/meal-reports?year_month=${today.slice(0, 7)}`,
      ]) {
        const response = await page.request.get(path);
        expect(response.status()).toBe(404);
      }
      const nutri = await openApi(demoAccounts.nutri);
      expect((await page.request.get(`/api/v1/notifications?receiver_id=${nutri.id}`)).status()).toBe(404);

      await dropSession(page);
      await startSignedIn(page, demoAccounts.patient);
      await page.goto('/patients');
      await expect(page).toHaveURL(/\/home$/);
      // The patient's own page shows its nutritionist: name and specialisations only.
      const yours = page.getByRole('region', { name: 'Seu nutricionista' });
      await expect(yours).toContainText('Camila Rocha Andrade');
      await expect(
        yours.getByRole('list', { name: 'Especialidades' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(yours).not.toContainText('@');
      const own = await page.request.get(`/api/v1/users/${anaId}/meals?date=${today}`);
      expect(own.status()).toBe(200);
      const nutri2 = await openApi(demoAccounts.nutri2);
      const carolinaId = (await nutri2.get(`/v1/nutritionists/${nutri2.id}/patients?patient_name=Carolina`))
        .content[0].id;
      expect((await page.request.get(`/api/v1/users/${carolinaId}/meals?date=${today}`)).status()).toBe(404);
      expect((await page.request.get(`/api/v1/users/${carolinaId}`)).status()).toBe(404);
    });

    test('the invite modal: valid e-mail only, and a clear failure dialog that retries and goes back', async ({
      page,
    }) => {
      await startSignedIn(page, demoAccounts.nutri);
      await page.goto('/patients');
      await page.getByRole('button', { name: 'Convidar paciente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Convidar paciente' });
      const email = dialog.getByLabel('E-mail do paciente');
      const send = dialog.getByRole('button', { name: 'Enviar convite' });
      await expect(send).toBeDisabled();
      await email.fill('nome@dominio.toolong');
      await expect(send).toBeDisabled();
      await expect(email).toHaveAttribute('maxlength', '120');
      // Already this nutritionist's patient: the upstream refuses, the dialog says why.
      await email.fill('paciente@nutri.test');
      await expect(send).toBeEnabled();
      await send.click();
      const failure = page.getByRole('alertdialog', { name: 'Ops! Algo deu errado' });
      await expect(failure).toContainText('Este e-mail já pertence a um paciente seu.');
      await failure.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(failure).toBeVisible();
      await failure.getByRole('button', { name: 'Voltar' }).click();
      await expect(dialog.getByLabel('E-mail do paciente')).toHaveValue('paciente@nutri.test');
    });

    // Read only: the seeded nutritionist's panel, its texts dated and its filter; nothing is marked read.
    test('the notifications panel dates its appointment texts and filters the unread ones', async ({
      page,
    }) => {
      await startSignedIn(page, demoAccounts.nutri);
      await page.goto('/patients');
      const bell = page.getByRole('button', { name: /^Notificações/ });
      await bell.click();
      const panel = page.getByRole('region', { name: 'Notificações' });
      // Appointment texts carry the real date of the event, not a fixed '12/09'.
      await expect(
        panel.getByRole('button', { name: /recusou o agendamento para o dia \d{2}\/\d{2}\./ }),
      ).toBeVisible();
      await panel.getByRole('button', { name: 'Não lidas', exact: true }).click();
      await expect(panel.getByRole('button', { name: 'Não lidas', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(panel.getByRole('button', { name: /confirmou o agendamento/ })).toHaveCount(0);
      // A click outside closes it after the fade; reopened, the filter is back to all.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(panel).toHaveCount(0);
      await bell.click();
      await expect(panel.getByRole('button', { name: 'Todas', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    // Eduardo follows another nutritionist (Rafael Menezes Lima), who has a consultation booked with him; the
    // journey's own nutritionist invites him, and he moves. The next journey looks at it from Rafael's side.
    test('an invitation to another nutritionist’s patient: e-mailed, the page names whose follow-up ends, accepted once, then notified', async ({
      page,
      browser,
      request,
      nutritionist: _signedIn,
    }) => {
      test.setTimeout(120_000);
      const former = await registerOwnNutritionist(request, 'Rafael Menezes Lima');
      const eduardo = await addOwnPatient(request, former, { name: 'Eduardo Batista Ramos', gender: 'MALE' });
      const consultationId = await bookThroughApi(former, eduardo.id);
      const booked = await former.api.get(`/v1/appointments/${consultationId}`);
      moved = {
        former,
        patientId: eduardo.id,
        consultationId,
        start: saoPauloWallTime(new Date(booked.start_date_time)).replace(' ', 'T'),
      };
      const invited = eduardo.email;
      await page.goto('/patients');
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await page.getByRole('button', { name: 'Convidar paciente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Convidar paciente' });
      await dialog.getByLabel('E-mail do paciente').fill(invited);
      const mailsBefore = await countMailsTo(invited);
      await dialog.getByRole('button', { name: 'Enviar convite' }).click();
      // The same toast as for any address: the dialog never says whose patient it is.
      await expect(page.getByText(`Convite enviado com sucesso para o e-mail ${invited}!`)).toBeVisible();
      await expect(page.getByText('Rafael Menezes Lima')).toHaveCount(0);

      const link = await readMail(invited, ACCEPTANCE_LINK, mailsBefore);
      expect(link.startsWith(e2e.portalUrl)).toBe(true);

      // A mail scanner fetching the link does not use the code up.
      const prefetch = await fetch(link);
      expect(prefetch.status).toBe(200);

      const stranger = await browser.newContext();
      const visitor = await stranger.newPage();
      await visitor.goto(link);
      // The holder of the link is told, by name, whose follow-up accepting ends; nothing is accepted yet.
      await expect(visitor.getByRole('heading', { name: 'Trocar de nutricionista?' })).toBeVisible();
      await expect(visitor.getByText('Hoje você é acompanhado(a) por Rafael Menezes Lima.')).toBeVisible();
      await expectNoAxeViolations(visitor);
      await visitor
        .getByRole('button', { name: 'Aceitar e encerrar o acompanhamento com Rafael Menezes Lima' })
        .click();
      await expect(visitor.getByRole('heading', { name: 'Solicitação aceita com sucesso!' })).toBeVisible();
      const accepted = visitor.getByRole('status');
      await expect(accepted).toContainText('O acompanhamento com Rafael Menezes Lima foi encerrado.');
      await expect(accepted).toContainText(`Entre no aplicativo com o e-mail ${invited}.`);
      // Where a patient goes next: the app's stores, as on the landing page, and the spec's 'Acessar conta'.
      await expect(visitor.getByRole('link', { name: 'Baixar na App Store' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Disponível no Google Play' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
      await expect(visitor.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
      await expect(visitor.getByRole('link', { name: 'Conheça mais' })).toHaveAttribute('href', '/');
      await expectNoAxeViolations(visitor);
      await visitor.reload();
      await expect(visitor.getByRole('heading', { name: 'Esta solicitação já foi aceita' })).toBeVisible();
      await stranger.close();

      // The nutritionist: the badge counts one, the panel tells who accepted, and opens the patient.
      await page.reload();
      const badge = page.getByTestId('notification-badge');
      await expect(badge).toHaveText('1');
      const bell = page.getByRole('button', { name: /^Notificações/ });
      await bell.click();
      const panel = page.getByRole('region', { name: 'Notificações' });
      const acceptedNotice = panel.getByRole('button', {
        name: /Eduardo Batista Ramos aceitou o acompanhamento nutricional\./,
      });
      await expect(acceptedNotice).toContainText('Há menos de uma hora atrás');
      await acceptedNotice.click();
      await expect(page).toHaveURL(new RegExp(`/patients/${eduardo.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Eduardo Batista Ramos' })).toBeVisible();
      await expect(badge).toHaveCount(0);
      await bell.click();
      await expect(panel.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
    });

    test('the former nutritionist is told, loses the patient and the coming consultation, and reaches neither', async ({
      page,
    }) => {
      if (!moved) throw new Error('the previous journey moved nobody');
      const { former, patientId, consultationId, start } = moved;
      await startSignedIn(page, former.account);
      await page.goto('/patients');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('row', { name: /Eduardo Batista Ramos/ })).toHaveCount(0);

      await page.getByRole('button', { name: /^Notificações/ }).click();
      const panel = page.getByRole('region', { name: 'Notificações' });
      const ended = panel.getByRole('button', {
        name: /Eduardo Batista Ramos passou a ser acompanhado\(a\) por outro nutricionista e saiu da sua lista de pacientes\. 1 consulta futura foi desmarcada\./,
      });
      await expect(ended).toBeVisible();
      // She can no longer open the patient: the notice leads to her list.
      await ended.click();
      await expect(page).toHaveURL(/\/patients$/);

      // The consultation she had booked is cancelled, out of her agenda and out of reach; so is the patient.
      await page.goto(`/appointments/${consultationId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Consulta não encontrada' })).toBeVisible();
      expect((await page.request.get(`/api/v1/appointments/${consultationId}`)).status()).toBe(404);
      await page.goto(`/patients/${patientId}`);
      await expect(page.getByRole('heading', { name: 'Paciente não encontrado' })).toBeVisible();
      await expect(page.getByText('Eduardo Batista Ramos')).toHaveCount(0);

      // The usual cancellation e-mail to the patient; an e-mail to her naming the cancelled date.
      const [day, time] = start.split('T') as [string, string];
      const date = day.split('-').reverse().join('/');
      const patient = await former.api.call(`/v1/users/${patientId}`);
      expect(patient.status).toBe(404);
      const mails = await readOutbox();
      expect(mails.some((mail) => mail.subject === `Consulta desmarcada: ${date} às ${time}`)).toBe(true);
      const told = mails.find(
        (mail) =>
          mail.to === former.account.email &&
          mail.subject === 'Eduardo Batista Ramos encerrou o acompanhamento nutricional com você',
      );
      expect(told?.text).toContain(`- ${date}, das ${time}`);
      expect(told?.text).not.toContain('Paula');
    });

    test('at 375 px the notifications panel and the user menu open inside the screen', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await startSignedIn(page, demoAccounts.nutri);
      await page.goto('/patients');
      // Polled: a panel that has just opened can be a frame away from its box.
      const insideScreen = (element: Locator) =>
        expect
          .poll(async () => {
            const box = await element.boundingBox();
            return box && { left: box.x >= 0, right: box.x + box.width <= 375 };
          })
          .toEqual({ left: true, right: true });

      await page.getByRole('button', { name: /^Notificações/ }).click();
      const panel = page.getByRole('region', { name: 'Notificações' });
      await expect(panel.getByRole('heading', { name: 'Notificações' })).toBeVisible();
      await insideScreen(panel);
      // The panel covers the page under the bar: the click outside lands at the bottom of the screen.
      await page.mouse.click(8, 790);
      await expect(panel).toHaveCount(0);

      await openUserMenu(page);
      const profile = page.getByRole('link', { name: 'Meu perfil' });
      await expect(profile).toBeVisible();
      await insideScreen(profile);
      await insideScreen(page.getByRole('button', { name: 'Sair da conta' }));
    });
  });

test('the acceptance page works for a signed-in visitor too', async ({ page, nutritionist: _ }) => {
  const address = `nova.pessoa.${Date.now()}@exemplo.com.br`;
  await page.goto('/patients');
  await page.getByRole('button', { name: 'Convidar paciente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar paciente' });
  await dialog.getByLabel('E-mail do paciente').fill(address);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado com sucesso para o e-mail ${address}!`)).toBeVisible();
  const link = await readMail(address, ACCEPTANCE_LINK);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Solicitação aceita com sucesso!' })).toBeVisible();
});

test('open invitations beside the list: dated, sent again with a new link, withdrawn', async ({
  page,
  browser,
  nutritionist,
}) => {
  const address = `convite.aberto.${Date.now()}@exemplo.com.br`;
  const waiting = `sem.conta.${Date.now()}@exemplo.com.br`;
  const today = zonedDate(new Date());
  const br = (date: string) => date.split('-').reverse().join('/');
  // One accepted by someone with no account yet, through the API: it waits beside the list too.
  expect(
    (
      await nutritionist.api.call('/v1/connection-requests', {
        nutritionist_id: nutritionist.api.id,
        patient_email: waiting,
      })
    ).status,
  ).toBe(201);
  const waitingCode = (await readMail(waiting, ACCEPTANCE_LINK)).split('/').pop();
  expect(
    (await fetch(`${e2e.apiUrl}/v1/connection-requests/acceptance-codes/${waitingCode}`, { method: 'POST' }))
      .status,
  ).toBe(204);

  await page.goto('/patients');
  await page.getByRole('button', { name: 'Convidar paciente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar paciente' });
  await dialog.getByLabel('E-mail do paciente').fill(address);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado com sucesso para o e-mail ${address}!`)).toBeVisible();
  const firstLink = await readMail(address, ACCEPTANCE_LINK);

  const invitations = page.getByRole('region', { name: /convites? ainda sem paciente/ });
  const item = invitations.getByRole('listitem').filter({ hasText: address });
  await expect(item).toContainText('Aguardando aceite');
  await expect(item).toContainText(`Enviado em ${br(today)} · vale até ${br(shiftDate(today, 7))}`);
  await expect(invitations.getByRole('listitem').filter({ hasText: waiting })).toContainText(
    `aceito em ${br(today)}`,
  );
  await expectAccessibleAndFitting(page);

  await item.getByRole('button', { name: `Reenviar convite para ${address}` }).click();
  await expect(page.getByText(`Convite reenviado para o e-mail ${address}!`)).toBeVisible();
  const secondLink = await readMail(address, ACCEPTANCE_LINK, 1);
  expect(secondLink).not.toBe(firstLink);

  await item.getByRole('button', { name: `Retirar convite de ${address}` }).click();
  await expect(page.getByText(`Convite para ${address} retirado.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(address)).toHaveCount(0);

  // The link sent again now says the invitation was withdrawn; the first one no longer works.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(secondLink);
  await expect(visitor.getByRole('heading', { name: 'Erro ao aceitar solicitação' })).toBeVisible();
  await expect(visitor.getByText('Este convite foi retirado pelo nutricionista.')).toBeVisible();
  await visitor.goto(firstLink);
  await expect(visitor.getByRole('heading', { name: 'Erro ao aceitar solicitação' })).toBeVisible();
  await stranger.close();
});

test.describe('a new nutritionist', () => {
  test('is welcomed without patients, invites one who accepts before having an account, and lists them once they sign up', async ({
    page,
    browser,
    request,
  }) => {
    const email = perAttempt.email('beatriz.campos@clinica.com.br');
    // A long address, as the panel shows it until the person has an account with a name.
    const invited = perAttempt.email('futura.paciente.acompanhamento.nutricional@exemplo.com');
    const number = perAttempt.registrationNumber('22222');
    await registerThroughApi(request, { email, name: 'Beatriz Campos', crnNumber: 2, number });
    await startSignedIn(page, { email, password: PASSWORD });
    await page.goto('/patients');
    await expect(page.getByRole('heading', { name: 'Bem-vindo(a)' })).toBeVisible();
    await expect(page.getByText('Você ainda não tem pacientes.', { exact: false })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.getByRole('button', { name: 'Convidar paciente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar paciente' });
    await dialog.getByLabel('E-mail do paciente').fill(invited);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText(`Convite enviado com sucesso para o e-mail ${invited}!`)).toBeVisible();

    const link = await readMail(invited, ACCEPTANCE_LINK);
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Solicitação aceita com sucesso!' })).toBeVisible();
    // What to do next: install the app from the stores and sign up with this e-mail.
    await expect(visitor.getByRole('status')).toContainText(
      `Falta um passo: instale o aplicativo e cadastre-se nele com o e-mail ${invited}.`,
    );
    const stores = visitor.getByRole('list', { name: 'Baixe o aplicativo' });
    await expect(stores.getByRole('link', { name: 'Baixar na App Store' })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(stores.getByRole('link', { name: 'Disponível no Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
    // The specification's button on every success (spec 2 §7): to sign in once the app account exists.
    await expect(visitor.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
    await stranger.close();

    // Accepted, but nobody has that e-mail yet: still no patients, and the invitation waits beside them.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bem-vindo(a)' })).toBeVisible();
    const waiting = page
      .getByRole('region', { name: '1 convite ainda sem paciente' })
      .getByRole('listitem')
      .filter({ hasText: invited });
    await expect(waiting).toContainText('Aceito, sem conta no aplicativo');
    await expect(waiting).toContainText(`aceito em ${zonedDate(new Date()).split('-').reverse().join('/')}`);

    // On a phone the panel names the address in full, wrapped, with nothing scrolling sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    // What happened: accepted, not yet a patient.
    const accepted = panel.getByRole('button', { name: /aceitou o convite, mas ainda não tem conta/ });
    await expect(accepted).toContainText(
      `${invited} aceitou o convite, mas ainda não tem conta no aplicativo. Entrará na sua lista de pacientes ao se cadastrar no aplicativo com este e-mail.`,
    );
    await expect(panel.getByRole('button', { name: /aceitou o acompanhamento/ })).toHaveCount(0);
    // The address itself stays inside the panel (not only the document: the panel may clip it).
    const [panelBox, addressBox] = await Promise.all([
      panel.boundingBox(),
      accepted.getByText(invited, { exact: true }).boundingBox(),
    ]);
    expect(addressBox!.x + addressBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(375);
    await expectAccessibleAndFitting(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The mobile app signs the patient up; confirming the account links it to the nutritionist.
    const created = await request.post(`${e2e.apiUrl}/v1/registration`, {
      data: {
        account_type: 'PATIENT',
        name: 'Lívia Prado',
        birth_date: '1996-08-30',
        gender: 'FEMALE',
        email: invited,
        password: PASSWORD,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const code = await readCode(invited);
    expect(
      (await request.post(`${e2e.apiUrl}/v1/registration/${id}/confirm`, { data: { code } })).status(),
    ).toBe(200);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '1 Paciente' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Lívia Prado/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /convites? ainda sem paciente/ })).toHaveCount(0);
    await page.getByRole('button', { name: /^Notificações/ }).click();
    await expect(
      page.getByRole('region', { name: 'Notificações' }).getByRole('button', {
        name: /Lívia Prado criou a conta no aplicativo e agora está na sua lista de pacientes\./,
      }),
    ).toBeVisible();
  });
});
