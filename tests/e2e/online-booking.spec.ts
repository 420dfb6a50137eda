// Online booking: she turns her public page on; a visitor with no account books a free hour at 375 px,
// confirms by the e-mailed link, and cancels from the e-mail; another visitor's hold of the same hour is
// refused; with her approval on, she declines a request and the visitor reads why by e-mail.
import type { Browser, Page } from '@playwright/test';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { expectAccessibleAndFitting } from './axe';
import { e2e } from './environment';
import { expect, type OwnNutritionist, openWeekdayMornings, test } from './fixtures';
import { readMail } from './helpers';

const booking = messages.BookingPage;
const settings = messages.OnlineBooking;

let visitors = 0;
/** A visitor's e-mail of this run: the outbox is read by it. */
function visitorEmail() {
  visitors += 1;
  return `visitante.${test.info().workerIndex}-${visitors}-${Date.now()}@jornadas.test`;
}

/** Her page turned on through the agenda menu, with the link given, no notice, and her approval as asked. */
async function turnPageOn(page: Page, slug: string, approval: boolean) {
  await page.goto('/appointments');
  await page.getByRole('button', { name: messages.AppointmentsPage.agendaMenu, exact: true }).click();
  await page.getByRole('button', { name: messages.AppointmentsPage.onlineBooking }).click();
  const dialog = page.getByRole('dialog', { name: settings.title });
  await dialog.getByLabel(settings.slug).fill(slug);
  await dialog.getByRole('checkbox', { name: settings.enabled }).check();
  // Online: a nutritionist with no address offers no on-site consultation on her page.
  await dialog.getByRole('checkbox', { name: settings.typeNames.ONLINE }).check();
  // No notice: the first free hour may be the next morning, within the default 24 h, and the journey
  // cancels it from the e-mail.
  await dialog.getByLabel(settings.noticeHours).fill('0');
  const approve = dialog.getByRole('checkbox', { name: settings.approval });
  if (approval) await approve.check();
  else await approve.uncheck();
  await dialog.getByRole('button', { name: settings.save }).click();
  await expect(dialog).toBeHidden();
}

/** A visitor's browser of its own (no session), at a phone's width, on her page. */
async function openAsVisitor(browser: Browser, slug: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${e2e.portalUrl}/agendar/${slug}`);
  return { context, page };
}

/** Chooses the first free hour of the first day and fills who she is; answers the hour's value. */
async function chooseFirstHour(page: Page, email: string, name: string) {
  const hour = page.locator('input[name="date_time"]').first();
  const value = (await hour.getAttribute('value')) ?? '';
  await hour.check();
  await page.getByLabel(booking.name).fill(name);
  await page.getByLabel(booking.email).fill(email);
  await page.getByLabel(booking.phone).fill('(11) 98765-4321');
  return value;
}

const slugOf = (nutritionist: OwnNutritionist) =>
  `${nutritionist.account.email.split('@')[0]!.replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`.slice(0, 40);

test('a visitor books at 375 px, confirms by the e-mailed link, and cancels from the e-mail', async ({
  page,
  browser,
  nutritionist,
}) => {
  await openWeekdayMornings(nutritionist.api);
  const slug = slugOf(nutritionist);
  await turnPageOn(page, slug, false);

  const visitor = await openAsVisitor(browser, slug);
  const other = await openAsVisitor(browser, slug);
  const v = visitor.page;
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(
    `Agende sua consulta com ${nutritionist.name}`,
  );
  await expect(v.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // No framework in the visitor's browser: the whole booking is forms.
  expect(await v.locator('script[src]').count()).toBe(0);
  await expectAccessibleAndFitting(v);

  const email = visitorEmail();
  const hour = await chooseFirstHour(v, email, 'Renata Visitante');
  await v.getByRole('button', { name: booking.submit }).click();
  await expect(v.getByRole('heading', { name: booking.codeTitle })).toBeVisible();
  await expectAccessibleAndFitting(v);

  // The other visitor, whose page still offers that hour, is told it was just taken.
  await chooseFirstHour(other.page, visitorEmail(), 'Outra Pessoa');
  await expect(other.page.locator(`input[name="date_time"][value="${hour}"]`)).toBeChecked();
  await other.page.getByRole('button', { name: booking.submit }).click();
  await expect(other.page.getByRole('alert')).toHaveText(booking.problems.taken);
  await expect(other.page.getByLabel(booking.name)).toHaveValue('Outra Pessoa');

  // Confirmed by the e-mailed link.
  const link = await readMail(email, /(http\S+\/agendar\/confirmar\?token=\S+)/);
  await v.goto(link.replace(/^https?:\/\/[^/]+/, e2e.portalUrl));
  await v.getByRole('button', { name: booking.confirm }).click();
  await expect(v.getByRole('heading', { name: booking.bookedTitle })).toBeVisible();

  // In her agenda, with the new record of a patient without the app.
  await page.goto('/appointments?view=lista&period=30-dias');
  await expect(page.getByRole('row', { name: /Renata Visitante/ })).toBeVisible();
  await page.goto('/patients');
  await expect(page.getByRole('row', { name: /Renata Visitante/ })).toContainText(
    messages.PatientsPage.noApp,
  );

  // Cancelled from the confirmation e-mail's link.
  const manage = await readMail(email, /(http\S+\/agendamento\/[A-Za-z0-9_-]{43})\b(?!\/)/);
  await v.goto(manage.replace(/^https?:\/\/[^/]+/, e2e.portalUrl));
  await expectAccessibleAndFitting(v);
  await v.getByRole('checkbox', { name: booking.cancelSure }).check();
  await v.getByRole('button', { name: booking.cancel }).click();
  await expect(v.getByRole('status')).toHaveText(booking.canceledDone);
  await expect(v.getByText(booking.canceled)).toBeVisible();
  await visitor.context.close();
  await other.context.close();
});

test('with her approval on, she declines a request, and the visitor reads it by e-mail', async ({
  page,
  browser,
  nutritionist,
}) => {
  await openWeekdayMornings(nutritionist.api);
  const slug = slugOf(nutritionist);
  await turnPageOn(page, slug, true);

  const visitor = await openAsVisitor(browser, slug);
  const email = visitorEmail();
  await chooseFirstHour(visitor.page, email, 'Clara Pedido');
  await visitor.page.getByRole('button', { name: booking.submit }).click();
  const code = await readMail(email, /código (\d{6})/);
  await visitor.page.getByLabel(booking.code).fill(code);
  await visitor.page.getByRole('button', { name: booking.confirm }).click();
  await expect(visitor.page.getByRole('heading', { name: booking.requestedTitle })).toBeVisible();
  await visitor.context.close();

  await page.goto('/appointments');
  const requests = page.getByRole('region', { name: settings.requestsTitle });
  await expect(requests).toContainText('Clara Pedido');
  await requests.getByRole('button', { name: `Recusar a solicitação de Clara Pedido` }).click();
  await expect(page.getByText(settings.declined)).toBeVisible();
  await expect(requests).toBeHidden();
  expect(await readMail(email, /(recusad\w*)/i)).toBeTruthy();
});
