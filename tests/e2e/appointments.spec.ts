import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { openApi } from './api-client';
import { expectAccessibleAndFitting } from './axe';
import { demoAccounts } from './environment';
import {
  addOwnPatient,
  expect,
  type OwnNutritionist,
  type OwnPatient,
  registerOwnNutritionist,
  test,
} from './fixtures';
import { readOutbox, saoPauloWallTime, startSignedIn } from './helpers';

const WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

interface ApiAppointment {
  id: number;
  patient_id: number;
  status: string;
  start_date_time: string;
  patient: { name: string };
}

/** How the agenda names a consultation's day and hour: 'sáb., 12/12/2026 09:00'. */
function agendaLabel(date: string, hour: string) {
  const [year, month, day] = date.split('-');
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];
  return `${weekday}, ${day}/${month}/${year} ${hour.padStart(5, '0')}`;
}

const toBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const weekdayOf = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/** Today in São Paulo plus `days`, as YYYY-MM-DD. */
function daysFromToday(days: number) {
  const day = new Date(`${saoPauloWallTime(new Date()).slice(0, 10)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function freeDays(api: Awaited<ReturnType<typeof openApi>>) {
  const answer = await api.get(
    `/v1/nutritionists/${api.id}/availabilities?from=${daysFromToday(0)}&to=${daysFromToday(28)}`,
  );
  return answer.days as { date: string; available_hours: string[] }[];
}

/** What the heading counts: her CONFIRMED consultations that have not begun (cancelled and past ones are not scheduled). */
async function countScheduled(api: Awaited<ReturnType<typeof openApi>>) {
  const list = await api.get(`/v1/appointments?nutritionist_id=${api.id}&size=100`);
  return (list.content as ApiAppointment[]).filter(
    (item) => item.status === 'CONFIRMED' && new Date(item.start_date_time) > new Date(),
  ).length;
}

const scheduledHeading = (count: number) =>
  count === 1 ? '1 Consulta Agendada' : `${count} Consultas Agendadas`;

/** Pages the appointment list until `target` shows: a retry books a later Saturday, which can be past page 1. */
async function pageListTo(page: Page, target: Locator) {
  for (let next = 2; !(await target.isVisible()); next++) {
    const link = page.getByRole('navigation', { name: 'Páginas de consultas' }).getByRole('link', {
      name: `Página ${next}`,
    });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
}

async function mailsWithUid(uid: string) {
  return (await readOutbox()).filter((mail) =>
    mail.attachments.some((attachment) => attachment.content.includes(`UID:${uid}`)),
  );
}

function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: saoPauloWallTime(event.startDate.toJSDate()),
    end: saoPauloWallTime(event.endDate.toJSDate()),
  };
}

const uidOf = (id: number) => `appointment-${id}@127.0.0.1`;

test.describe
  .serial('the nutritionist agenda', () => {
    // Each journey drives several modals on a shared 2-core runner: more than the default minute.
    test.describe.configure({ timeout: 150_000 });
    let saturday = '';
    let bookedId = 0;
    /** The agenda of the group's own nutritionist: the seeded one is only read. */
    let own: OwnNutritionist;
    let jose: OwnPatient;
    let ana: OwnPatient;
    /** Ana's consultation, booked before the journeys: the one rescheduled. */
    let anasConsultation = 0;

    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext();
      own = await registerOwnNutritionist(request, 'Marina Duarte Lopes');
      jose = await addOwnPatient(request, own, { name: 'José Carlos Moreira', gender: 'MALE' });
      ana = await addOwnPatient(request, own, { name: 'Ana Beatriz Souza' });
      const api = own.api;
      // Weekdays 08:00–12:00 and 14:00–18:00; her office on Avenida Paulista.
      await api.put(`/v1/nutritionists/${api.id}/week-availability`, {
        days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day_of_week) => ({
          day_of_week,
          availability: [
            { from: '08:00', to: '12:00' },
            { from: '14:00', to: '18:00' },
          ],
        })),
      });
      await api.patch(`/v1/nutritionists/${api.id}`, {
        address: {
          zip_code: '01310100',
          city: 'São Paulo',
          state: 'SP',
          neighborhood: 'Bela Vista',
          street: 'Avenida Paulista',
          number: '1578',
          complement: 'Sala 805',
        },
      });
      const [day] = await freeDays(api);
      const booked = await api.call('/v1/appointments', {
        type: 'ON_SITE',
        date_time: `${day!.date}T${day!.available_hours[0]}`,
        nutritionist_id: api.id,
        patient_id: ana.id,
      });
      expect(booked.status, "Ana's consultation").toBe(201);
      anasConsultation = ((await booked.json()) as { id: number }).id;
      await request.dispose();
    });

    test('a new weekly availability offers its slots; booking a patient lists it and takes the hour', async ({
      page,
    }) => {
      const api = own.api;
      await startSignedIn(page, own.account);
      const scheduled = await countScheduled(api);
      await page.getByRole('link', { name: 'Consultas hoje' }).click();
      await expect(page).toHaveURL(/\/appointments$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(scheduledHeading(scheduled));
      await expect(page.getByRole('link', { name: '30 dias' })).toHaveAttribute('aria-current', 'page');

      await page.getByRole('button', { name: 'Agenda', exact: true }).click();
      await page.getByRole('button', { name: 'Gerenciar disponibilidade' }).click();
      const availability = page.getByRole('dialog', { name: 'Gerenciar sua Disponibilidade' });
      await expect(availability.getByRole('checkbox', { name: 'Segunda-feira' })).toBeChecked();
      await expect(availability.getByLabel('Início do período 2 de Segunda-feira')).toHaveValue('14:00');
      await availability.getByRole('checkbox', { name: 'Sábado' }).check();
      await availability.getByLabel('Início do período 1 de Sábado').fill('09:00');
      await availability.getByLabel('Fim do período 1 de Sábado').fill('10:40');
      await availability.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Disponibilidade semanal atualizada com sucesso!')).toBeVisible();
      await expect(availability).toBeHidden();

      // The API now offers Saturdays cut into two 50-minute consultations.
      const saturdays = (await freeDays(api)).filter((day) => weekdayOf(day.date) === 6);
      expect(saturdays.length).toBeGreaterThan(0);
      saturday = saturdays[0]!.date;
      expect(saturdays[0]!.available_hours).toEqual(['09:00', '09:50']);

      await page.getByRole('button', { name: 'Agenda', exact: true }).click();
      await page.getByRole('button', { name: 'Agendar manualmente' }).click();
      const booking = page.getByRole('dialog', { name: 'Agendar manualmente' });
      const submit = booking.getByRole('button', { name: 'Agendar' });
      await expect(submit).toBeDisabled();
      await booking.getByRole('searchbox', { name: 'Buscar paciente' }).fill('jose');
      await booking.getByRole('radio', { name: 'José Carlos Moreira' }).check();
      await booking.getByLabel('Tipo de consulta').selectOption({ label: 'Online' });
      await booking.getByRole('button', { name: `Escolher ${toBr(saturday)}` }).click();
      await expect(booking.getByLabel('Data')).toHaveValue(toBr(saturday));
      const hour = booking.getByLabel('Horário');
      await expect(hour.locator('option:not([disabled])')).toHaveText(['09:00', '09:50']);
      await expect(submit).toBeDisabled();
      await hour.selectOption('09:00');
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(scheduledHeading(scheduled + 1));

      const row = page
        .getByRole('row', { name: /José Carlos Moreira/ })
        .filter({ hasText: agendaLabel(saturday, '9:00') });
      await pageListTo(page, row);
      await expect(row).toContainText('Online');
      await expect(row).toContainText('Confirmada');
      // Gone from the free hours, in the API and in the modal.
      expect((await freeDays(api)).find((free) => free.date === saturday)?.available_hours).toEqual([
        '09:50',
      ]);
      await page.getByRole('button', { name: 'Agenda', exact: true }).click();
      await page.getByRole('button', { name: 'Agendar manualmente' }).click();
      await booking.getByRole('button', { name: `Escolher ${toBr(saturday)}` }).click();
      await expect(booking.getByLabel('Horário').locator('option:not([disabled])')).toHaveText(['09:50']);
      await expectAccessibleAndFitting(page);
      await page.keyboard.press('Escape');

      const list = await api.get(`/v1/appointments?nutritionist_id=${api.id}&size=50&from=${saturday}`);
      bookedId = (list.content as ApiAppointment[]).find((item) => item.patient_id === jose.id)!.id;
      // The patient is told after the answer: the mail may land a moment later.
      await expect.poll(async () => (await mailsWithUid(uidOf(bookedId))).length).toBe(1);
      const [mail] = await mailsWithUid(uidOf(bookedId));
      expect(readEvent(mail!.attachments[0]!.content)).toMatchObject({
        method: 'REQUEST',
        sequence: 0,
        start: `${saturday} 09:00`,
        end: `${saturday} 09:50`,
      });
    });

    test('cancelling hides the actions and mails a CANCEL of the same event', async ({ page }) => {
      await startSignedIn(page, own.account);
      await page.goto('/appointments');
      const booked = page.getByRole('link', {
        name: `Ver consulta de José Carlos Moreira em ${agendaLabel(saturday, '9:00')}`,
      });
      await pageListTo(page, booked);
      await booked.click();
      await expect(page).toHaveURL(new RegExp(`/appointments/${bookedId}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Consulta de José Carlos Moreira' }),
      ).toBeVisible();
      await expect(page.getByText('09:00 às 09:50')).toBeVisible();
      await expect(page.getByText('Online', { exact: true }).first()).toBeVisible();

      await page.getByRole('button', { name: 'Desmarcar', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Desmarcar consulta' });
      await expect(confirm).toContainText('Seu paciente será notificado');
      await confirm.getByRole('button', { name: 'Desmarcar consulta' }).click();
      await expect(page.getByText('Consulta desmarcada com sucesso!')).toBeVisible();
      await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Desmarcar', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Remarcar', exact: true })).toHaveCount(0);

      await expect.poll(async () => (await mailsWithUid(uidOf(bookedId))).length).toBe(2);
      const [cancelMail, bookingMail] = await mailsWithUid(uidOf(bookedId));
      expect(readEvent(cancelMail!.attachments[0]!.content)).toMatchObject({
        method: 'CANCEL',
        sequence: 1,
        uid: uidOf(bookedId),
      });
      expect(readEvent(bookingMail!.attachments[0]!.content)).toMatchObject({
        method: 'REQUEST',
        uid: uidOf(bookedId),
      });
      expect(cancelMail!.to).toBe(bookingMail!.to);

      // Cancelled, it is no longer counted as scheduled.
      await page.goto('/appointments');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        scheduledHeading(await countScheduled(own.api)),
      );
    });

    test("rescheduling moves it to start + 50 minutes and raises the event's SEQUENCE", async ({ page }) => {
      const target = { id: anasConsultation };
      // Its booking already sent the event once: the move raises its SEQUENCE to 1.
      const sent = await mailsWithUid(uidOf(target.id));
      const sequence = 1;
      await startSignedIn(page, own.account);
      await page.goto(`/appointments/${target.id}`);
      // Presencial at the nutritionist's address from her profile.
      await expect(page.getByText(/Avenida Paulista, 1578/)).toBeVisible();

      await page.getByRole('button', { name: 'Remarcar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Remarcar consulta' });
      // The calendar lets pick exactly the dates offered as free (spec 2 §5); the others in its range stay
      // reachable but marked unavailable.
      const chip = dialog.getByRole('button', { name: `Escolher ${toBr(saturday)}` });
      await expect(chip).toBeVisible();
      const freeDates = await dialog
        .getByRole('button', { name: /^Escolher \d{2}\/\d{2}\/\d{4}$/ })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')?.slice(9) ?? ''));
      await dialog.getByRole('button', { name: 'Abrir calendário' }).click();
      const calendar = dialog.getByRole('dialog', { name: 'Escolher data' });
      // Its code loads when first pointed at or opened: read its days once it shows.
      await expect(calendar).toBeVisible();
      const inRange = await calendar.locator('button[data-date]:not([disabled])').evaluateAll((buttons) =>
        buttons.map((button) => ({
          date: button.getAttribute('data-date') ?? '',
          pickable: button.getAttribute('aria-disabled') !== 'true',
        })),
      );
      expect(inRange.length).toBeGreaterThan(0);
      for (const day of inRange) expect(day.pickable, day.date).toBe(freeDates.includes(toBr(day.date)));
      await expectAccessibleAndFitting(page);
      await page.keyboard.press('Escape');
      await expect(calendar).toHaveCount(0);
      await chip.click();
      await dialog.getByLabel('Horário de início').selectOption('09:50');
      await expect(dialog.getByLabel('Horário de término')).toHaveValue('10:40');
      await expect(dialog.getByLabel('Horário de término')).toHaveAttribute('readonly', '');
      await expectAccessibleAndFitting(page);
      await dialog.getByRole('button', { name: 'Remarcar', exact: true }).click();
      await expect(
        page.getByText('Consulta remarcada com sucesso, e seu paciente foi notificado!'),
      ).toBeVisible();
      await expect(page.getByText('09:50 às 10:40')).toBeVisible();
      await expect(page.getByText(toBr(saturday))).toBeVisible();

      await expect.poll(async () => (await mailsWithUid(uidOf(target.id))).length).toBe(sent.length + 1);
      const [mail] = await mailsWithUid(uidOf(target.id));
      expect(mail!.to).toBe(ana.email);
      expect(readEvent(mail!.attachments[0]!.content)).toMatchObject({
        method: 'REQUEST',
        sequence,
        start: `${saturday} 09:50`,
        end: `${saturday} 10:40`,
      });
    });

    test('the period filter and page live in the URL; the screens fit 375 px and pass axe', async ({
      page,
    }) => {
      await startSignedIn(page, own.account);
      await page.goto('/appointments');
      await page.getByRole('link', { name: '7 dias' }).click();
      await expect(page).toHaveURL(/\/appointments\?period=7d$/);
      await page.reload();
      await expect(page.getByRole('link', { name: '7 dias' })).toHaveAttribute('aria-current', 'page');
      await expectAccessibleAndFitting(page);
      await page.getByRole('link', { name: '12 meses' }).click();
      await expect(page).toHaveURL(/\/appointments\?period=12m$/);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/appointments');
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessibleAndFitting(page);
      await page.getByRole('button', { name: 'Agenda', exact: true }).click();
      await page.getByRole('button', { name: 'Gerenciar disponibilidade' }).click();
      await expect(page.getByLabel('Início do período 1 de Sábado')).toHaveValue('09:00');
      await expectAccessibleAndFitting(page);
      await page.keyboard.press('Escape');
      await page.goto(`/appointments/${bookedId}`);
      await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);
    });

    // A past consultation recorded 'Realizada' is a journey of its own nutritionists (agenda-day.spec.ts):
    // no call books one in the past, so it waits for a consultation of today to begin.
    test("'Assinar agenda no calendário' gives a private .ics link of the confirmed agenda", async ({
      page,
    }) => {
      await startSignedIn(page, own.account);
      await page.goto('/appointments');
      await page.getByRole('button', { name: 'Agenda', exact: true }).click();
      await page.getByRole('button', { name: 'Assinar agenda no calendário' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assinar agenda no calendário' });
      await dialog.getByRole('button', { name: 'Gerar link' }).click();
      const link = dialog.getByLabel('Link da sua agenda');
      await expect(link).toHaveValue(/\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
      await expectAccessibleAndFitting(page);
      const feed = await fetch(await link.inputValue());
      expect(feed.status).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      const uids = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).uid);
      // The cancelled booking is not in it; the rescheduled one, still confirmed, is.
      expect(uids).not.toContain(uidOf(bookedId));
      expect(uids).toEqual([uidOf(anasConsultation)]);
    });

    // The API's answers to every caller are tested in tests/api/idor-matrix.test.ts (GET /v1/appointments/:id,
    // the week availability and the list); this journey proves the page says so.
    test('another nutritionist opening her appointment is told it does not exist', async ({ page }) => {
      await startSignedIn(page, demoAccounts.nutri2);
      await page.goto(`/appointments/${anasConsultation}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Consulta não encontrada' })).toBeVisible();
    });
  });
