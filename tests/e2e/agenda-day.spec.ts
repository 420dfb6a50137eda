// The day run from the agenda (issue 51): today's consultations on the home lead to the patient's record,
// 'Agendar retorno' there books her without choosing her again, a consultation she missed ('Faltou')
// offers 'Remarcar', and a colleague's, begun at the same hour, is recorded as held ('Realizada'). Two
// nutritionists of the journey's own: each week opens one consultation a few minutes from now, booked
// through the API, so it is today's and begins while the journey runs.
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleAndFitting } from './axe';
import { addOwnPatient, expect, type OwnNutritionist, registerOwnNutritionist, test } from './fixtures';
import { readOutbox, saoPauloWallTime, startSignedIn } from './helpers';

const PATIENT = 'Helena Prado';
const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
/**
 * Seconds at least between booking today's consultation and its start (the next whole minute after them):
 * time to see it on the home before it begins. The journey then waits for it to begin, so no more.
 */
const LEAD_SECONDS = 40;
const CONSULTATION_MINUTES = 50;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Booked {
  id: number;
  start_date_time: string;
}

/** Her patient's appointments in her agenda, as the API lists them. */
async function countHers(nutritionist: OwnNutritionist, patientId: number): Promise<number> {
  const page = await nutritionist.api.get(
    `/v1/appointments?nutritionist_id=${nutritionist.api.id}&patient_id=${patientId}`,
  );
  return page.total_elements as number;
}

/** Books her first free hour through the open booking dialog, the patient being already chosen. */
async function bookFirstFreeHour(page: Page, dialog: Locator) {
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByText(PATIENT, { exact: true })).toBeVisible();
  await dialog.getByLabel('Tipo de consulta').selectOption({ label: 'Presencial' });
  await dialog
    .getByRole('button', { name: /^Escolher \d{2}\/\d{2}\/\d{4}$/ })
    .first()
    .click();
  // The first hour still free that day (the return booked first took 08:00).
  await dialog.getByLabel('Horário').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("today's list leads to her record, 'Agendar retorno' books her, and 'Faltou' offers 'Remarcar'", async ({
  page,
  browser,
  request,
  nutritionist,
  addPatient,
}) => {
  // Today's consultation must begin before the journey records that she missed it.
  test.setTimeout(240_000);
  const { id: patientId } = await addPatient({ name: PATIENT });
  // A colleague's patient, whose consultation at the same hour she will record as held ('Realizada').
  const colleague = await registerOwnNutritionist(request, 'Lívia Prates');
  const lucas = await addOwnPatient(request, colleague, { name: 'Lucas Andrade', gender: 'MALE' });

  // The start: the first whole minute at least LEAD_SECONDS from now, counted once the accounts exist.
  const [today = '', time = '00:00'] = saoPauloWallTime(new Date(Date.now() + LEAD_SECONDS * 1000)).split(
    ' ',
  );
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const start = hours * 60 + minutes + 1;
  test.skip(
    start + CONSULTATION_MINUTES > 23 * 60 + 59,
    "too late in São Paulo's day for a consultation today",
  );
  const todayIndex = new Date(`${today}T12:00:00Z`).getUTCDay();

  // Her week: today one consultation a few minutes from now; the other days 08:00 to 12:00.
  const week = {
    days: WEEKDAYS.map((day_of_week, index) => ({
      day_of_week,
      availability: [
        index === todayIndex
          ? { from: clock(start), to: clock(start + CONSULTATION_MINUTES) }
          : { from: '08:00', to: '12:00' },
      ],
    })),
  };
  await nutritionist.api.put(`/v1/nutritionists/${nutritionist.api.id}/week-availability`, week);
  await colleague.api.put(`/v1/nutritionists/${colleague.api.id}/week-availability`, week);
  const held = await colleague.api.call('/v1/appointments', {
    type: 'ONLINE',
    date_time: `${today}T${clock(start)}:00`,
    nutritionist_id: colleague.api.id,
    patient_id: lucas.id,
  });
  expect(held.status, "the colleague's consultation booked through the API").toBe(201);
  const heldId = ((await held.json()) as Booked).id;
  const answer = await nutritionist.api.call('/v1/appointments', {
    type: 'ON_SITE',
    date_time: `${today}T${clock(start)}:00`,
    nutritionist_id: nutritionist.api.id,
    patient_id: patientId,
  });
  expect(answer.status, "today's consultation booked through the API").toBe(201);
  const todays = (await answer.json()) as Booked;

  // The home lists it, with links to her record and to the consultation; and fits a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/home');
  const todayList = page.getByRole('region', { name: 'Consultas de hoje' });
  const row = todayList.getByRole('row').filter({ hasText: clock(start) });
  await expect(row).toContainText('Presencial');
  await expect(row).toContainText('Confirmada');
  await expect(
    row.getByRole('link', { name: `Ver consulta de ${PATIENT} às ${clock(start)}` }),
  ).toHaveAttribute('href', `/appointments/${todays.id}`);
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('link', { name: PATIENT, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patientId}$`));
  await expect(page.getByRole('heading', { level: 1, name: PATIENT })).toBeVisible();

  // 'Agendar retorno' on her page: the booking opens with her chosen.
  await page.getByRole('button', { name: 'Agendar retorno' }).click();
  await bookFirstFreeHour(page, page.getByRole('dialog', { name: `Agendar consulta de ${PATIENT}` }));
  expect(await countHers(nutritionist, patientId)).toBe(2);
  // Her record lists both as coming.
  await page.getByRole('link', { name: /^Consulta(?!s)/ }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/appointments$`));
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

  // Once today's consultation has begun, she is recorded as missing it, and 'Remarcar' is offered.
  await page.goto(`/appointments/${todays.id}`);
  const outcome = page.getByRole('region', { name: 'Registrar resultado' });
  await expect(async () => {
    await page.reload();
    await expect(outcome).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: LEAD_SECONDS * 1000 + 90_000, intervals: [5_000] });
  await expect(page.getByRole('link', { name: 'Abrir prontuário' })).toHaveAttribute(
    'href',
    `/patients/${patientId}`,
  );
  await expect(page.getByRole('link', { name: 'Notas de consulta' })).toHaveAttribute(
    'href',
    `/patients/${patientId}/consultations`,
  );
  await outcome.getByRole('button', { name: 'Faltou' }).click();
  await expect(page.getByRole('region', { name: 'Resultado da consulta' })).toBeVisible();
  const rebook = page.getByRole('button', { name: 'Remarcar', exact: true });
  await expect(rebook).toBeVisible();
  await expectAccessibleAndFitting(page);
  await rebook.click();
  await bookFirstFreeHour(page, page.getByRole('dialog', { name: `Agendar consulta de ${PATIENT}` }));
  expect(await countHers(nutritionist, patientId)).toBe(3);
  expect(await nutritionist.api.get(`/v1/appointments/${todays.id}`)).toMatchObject({ status: 'NO_SHOW' });

  // The colleague's consultation, begun at the same hour: on Lucas's record it reads 'Resultado pendente'
  // until she records it held. His calendar event is left as it was: no e-mail for it.
  const eventMails = async () =>
    (await readOutbox()).filter((mail) =>
      mail.attachments.some((attachment) => attachment.content.includes(`UID:appointment-${heldId}@`)),
    ).length;
  const mailsBefore = await eventMails();
  const colleaguesContext = await browser.newContext();
  const hers = await colleaguesContext.newPage();
  await startSignedIn(hers, colleague.account);
  // Begun today, it is still among his 'Próximas' (from the start of today).
  const hisConsultations = `/patients/${lucas.id}/appointments`;
  await hers.goto(hisConsultations);
  const open = hers.locator(`a[href="/appointments/${heldId}"]`);
  const heldRow = hers.getByRole('row').filter({ has: open });
  await expect(heldRow).toContainText('Resultado pendente');
  await expect(heldRow).not.toContainText('Confirmada');
  await open.click();
  await expect(hers).toHaveURL(new RegExp(`/appointments/${heldId}$`));
  const toRecord = hers.getByRole('region', { name: 'Registrar resultado' });
  await expect(toRecord).toContainText('Registre se ela foi realizada ou se o paciente faltou.');
  await toRecord.getByRole('button', { name: 'Realizada' }).click();
  await expect(hers.getByText('Consulta registrada como realizada.', { exact: true })).toBeVisible();
  const recorded = hers.getByRole('region', { name: 'Resultado da consulta' });
  await expect(recorded.getByRole('button', { name: 'Realizada' })).toHaveAttribute('aria-pressed', 'true');
  await expect(hers.getByText('Resultado pendente', { exact: true })).toHaveCount(0);
  await expect(hers.getByRole('button', { name: 'Desmarcar', exact: true })).toHaveCount(0);
  expect(await colleague.api.get(`/v1/appointments/${heldId}`)).toMatchObject({ status: 'COMPLETED' });
  expect(await eventMails()).toBe(mailsBefore);
  await hers.setViewportSize({ width: 375, height: 800 });
  await hers.reload();
  await expect(recorded).toBeVisible();
  await expectAccessibleAndFitting(hers);
  await hers.goto(hisConsultations);
  await expect(hers.getByRole('row').filter({ has: open })).toContainText('Realizada');
  await colleaguesContext.close();
});
