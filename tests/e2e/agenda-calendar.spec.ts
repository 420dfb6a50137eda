// The agenda's day and week views, by a nutritionist of the journey's own: a free slot of the week books her
// patient, a phone sees the day view, and an invitation link opened twice says it was already accepted.
import { addDaysToDate, getWeekDates } from '@/lib/rules/calendar';
import { expectAccessibleAndFitting } from './axe';
import { expect, test } from './fixtures';
import { readMail, SAO_PAULO } from './helpers';

const toBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO }).format(new Date());
const ACCEPTANCE_LINK = /(https?:\/\/\S+\/connection-requests\/acceptance-codes\/[\w-]+)/;

test.describe.configure({ timeout: 150_000 });

test('books from a free slot of the week, shows a day at 375 px, and tells an accepted link apart', async ({
  page,
  browser,
  nutritionist,
  addPatient,
}) => {
  const patient = await addPatient({ name: 'Marta Ribeiro' });
  const { api } = nutritionist;
  // Every day of the week, 08:00 to 12:00: next week always has free slots, whatever today is.
  await api.put(`/v1/nutritionists/${api.id}/week-availability`, {
    days: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((day) => ({
      day_of_week: day,
      availability: [{ from: '08:00', to: '12:00' }],
    })),
  });

  // The week of today, today marked; then the next one.
  await page.goto('/appointments');
  await page
    .getByRole('navigation', { name: 'Visualização da agenda' })
    .getByRole('link', { name: 'Semana' })
    .click();
  await expect(page).toHaveURL(/view=semana/);
  const todayColumn = page.getByRole('region', { name: new RegExp(toBr(today())) });
  await expect(todayColumn).toHaveAttribute('aria-current', 'date');
  await page.getByRole('link', { name: 'Próxima semana' }).click();
  const monday = getWeekDates(addDaysToDate(today(), 7))[1] as string;
  await expect(page).toHaveURL(/view=semana&date=/);
  const column = page.getByRole('region', { name: new RegExp(toBr(monday)) });
  const slot = column.getByRole('button', { name: '08:50, horário livre' });
  await expect(slot).toBeVisible();
  await expectAccessibleAndFitting(page);

  // The slot opens the booking with its date and hour chosen.
  await slot.click();
  const dialog = page.getByRole('dialog', { name: 'Agendar manualmente' });
  await expect(dialog.getByLabel('Data')).toHaveValue(toBr(monday));
  await expect(dialog.getByLabel('Horário')).toHaveValue('08:50');
  await dialog.getByRole('radio', { name: patient.name }).check();
  await dialog.getByLabel('Tipo de consulta').selectOption({ label: 'Presencial' });
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const booked = column.getByRole('link', { name: `08:50 ${patient.name}, Presencial, Confirmada` });
  await expect(booked).toBeVisible();
  await expect(column.getByRole('button', { name: '08:50, horário livre' })).toHaveCount(0);
  const appointments = await api.get(`/v1/appointments?nutritionist_id=${api.id}&size=100`);
  const created = (appointments.content as { id: number; patient_id: number }[]).find(
    (item) => item.patient_id === patient.id,
  );
  await expect(booked).toHaveAttribute('href', `/appointments/${created?.id}`);

  // On a phone the week falls back to the day view of today, with buttons between days.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/appointments?view=semana');
  await expect(page).toHaveURL(new RegExp(`view=dia&date=${today()}`));
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: new RegExp(toBr(today())) })).toHaveAttribute(
    'aria-current',
    'date',
  );
  await page.getByRole('link', { name: 'Próximo dia' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDaysToDate(today(), 1)}`));
  await expect(page.getByRole('region', { name: new RegExp(toBr(addDaysToDate(today(), 1))) })).toBeVisible();
  await expect(page.getByRole('button', { name: '10:30, horário livre' })).toBeVisible();
  await expectAccessibleAndFitting(page);

  // An invitation link: accepted the first time, 'already accepted' the second.
  const address = `convite.${Date.now()}@jornadas.test`;
  const invited = await api.call('/v1/connection-requests', {
    nutritionist_id: api.id,
    patient_email: address,
  });
  expect(invited.status).toBe(201);
  const link = await readMail(address, ACCEPTANCE_LINK);
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Solicitação aceita com sucesso!' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Esta solicitação já foi aceita' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Erro ao aceitar solicitação' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
  await expectAccessibleAndFitting(visitor);
  await stranger.close();
});
