// Running the week by the agenda: Monday's hours copied to Wednesday and Friday with 50-minute consultations
// and a 10-minute gap, and a consultation held without a booking recorded with its SOAP note.
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { expectAccessibleAndFitting } from './axe';
import { expect, test } from './fixtures';

const week = messages.WeekAvailability;
const record = messages.RecordConsultation;
const notes = messages.Consultations;
const MONDAY = [
  { from: '08:00', to: '12:00' },
  { from: '14:00', to: '18:00' },
];

test("copies Monday's hours to Wednesday and Friday, and records an unbooked consultation", async ({
  page,
  nutritionist,
  addPatient,
}) => {
  test.slow();
  const { api } = nutritionist;
  await api.put(`/v1/nutritionists/${api.id}/week-availability`, {
    days: [{ day_of_week: 'MONDAY', availability: MONDAY }],
  });
  const patient = await addPatient({ name: 'Clara Nunes' });

  // The availability dialog: consultations of 50 minutes with 10 between them, Monday copied.
  await page.goto('/appointments');
  await page.getByRole('button', { name: messages.AppointmentsPage.agendaMenu, exact: true }).click();
  await page.getByRole('button', { name: messages.AppointmentsPage.manageAvailability }).click();
  const dialog = page.getByRole('dialog', { name: week.title });
  await expect(dialog.getByLabel(week.consultationMinutes)).toHaveValue('50');
  await dialog.getByLabel(week.gapMinutes).fill('10');
  const copy = dialog.getByRole('button', { name: week.copyToLabel.replace('{day}', 'Segunda-feira') });
  await copy.click();
  const targets = dialog.getByRole('group', { name: week.copyLegend.replace('{day}', 'Segunda-feira') });
  await targets.getByRole('checkbox', { name: 'Quarta-feira' }).check();
  await targets.getByRole('checkbox', { name: 'Sexta-feira' }).check();
  await page.setViewportSize({ width: 375, height: 900 });
  await expectAccessibleAndFitting(page);
  await targets.getByRole('button', { name: week.copyConfirm, exact: true }).click();
  await expect(copy).toBeFocused();
  await expect(dialog.getByLabel('Fim do período 2 de Sexta-feira')).toHaveValue('18:00');
  await expect(dialog.getByLabel('Início do período 1 de Quarta-feira')).toHaveValue('08:00');
  // The three days offer consultations on the hour: each period is cut from its own start.
  const onTheHour = week.preview.replace(
    '{hours}',
    '08:00, 09:00, 10:00, 11:00, 14:00, 15:00, 16:00 e 17:00',
  );
  await expect(dialog.getByText(onTheHour)).toHaveCount(3);
  await dialog.getByRole('button', { name: week.save, exact: true }).click();
  await expect(page.getByText(week.success)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Saved: the three days alike, and slots on the hour.
  expect(await api.get(`/v1/nutritionists/${api.id}/week-availability`)).toEqual({
    days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'].map((day_of_week) => ({ day_of_week, availability: MONDAY })),
  });
  expect(await api.get(`/v1/nutritionists/${api.id}/slot-settings`)).toEqual({
    consultation_minutes: 50,
    gap_minutes: 10,
  });

  // 'Registrar consulta' on her record: a consultation held now, without a booking, with its SOAP note.
  await page.goto(`/patients/${patient.id}/consultations`);
  await expect(page.getByText(notes.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: record.open }).click();
  const form = page.getByRole('dialog', { name: record.title });
  await form.getByLabel(record.type).selectOption({ label: messages.AppointmentLabels.types.ON_SITE });
  await form.getByLabel(notes.sections.subjective).fill('Veio sem marcar: relata fome à noite.');
  await form.getByLabel(notes.sections.objective).fill('Peso 64 kg.');
  await form.getByLabel(notes.sections.assessment).fill('Jantar pobre em proteína.');
  await form.getByLabel(notes.sections.plan).fill('Ceia com iogurte natural.');
  await page.setViewportSize({ width: 375, height: 900 });
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: record.submit }).click();
  await expect(page.getByText(record.success)).toBeVisible();
  await expect(form).toBeHidden();
  const consultation = page.getByRole('article');
  await expect(consultation).toHaveCount(1);
  await expect(consultation).toContainText(
    `${messages.AppointmentLabels.types.ON_SITE} · ${messages.AppointmentLabels.statuses.COMPLETED}`,
  );
  await expect(consultation.getByText('Ceia com iogurte natural.')).toBeVisible();
  await expect(consultation.getByText('Veio sem marcar: relata fome à noite.')).toBeVisible();
});
