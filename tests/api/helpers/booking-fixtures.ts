// Fresh online-booking fixtures over the seeded demo, for the authorization matrix: her page turned on, a
// visitor's hold with its e-mailed code and link, a request waiting for her answer, and an appointment's
// e-mailed links. Each call makes its own, so a call that consumes its target never finds it used.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { bookingPageSchema } from '@/lib/api/contract';
import { appointments, bookingHolds, bookingSettings } from '@/upstream/src/db/schema';
import { issueAppointmentLink } from '@/upstream/src/services/agenda/appointment-links';
import { readHoldMail } from './booking';
import type { SeededApi } from './seeded-api';
import { SEEDED_NOW } from './seeded-api';

export const DEMO_PAGE = 'nutri-demo';

let serial = 0;
const uniqueEmail = () => `visitante-${++serial}-${Date.now()}@matriz.test`;

/** The demo page's settings: the widest horizon, as the demo nutritionist sees patients on Mondays only. */
export const DEMO_PAGE_SETTINGS = {
  slug: DEMO_PAGE,
  enabled: true,
  indexable: false,
  approval_required: false,
  notice_hours: 24,
  horizon_weeks: 26,
  consultation_types: ['ON_SITE', 'ONLINE'],
};

/** Turns on nutri's page at /agendar/nutri-demo, whatever the seed's settings of it (its own link, 4 weeks). */
export async function enableDemoPage(api: SeededApi, nutritionistId: number): Promise<void> {
  const settings = { slug: DEMO_PAGE, enabled: true, horizonWeeks: DEMO_PAGE_SETTINGS.horizon_weeks };
  await api.database.db
    .insert(bookingSettings)
    .values({ nutritionistId, ...settings })
    .onConflictDoUpdate({ target: bookingSettings.nutritionistId, set: settings });
}

/** A free hour of her page at least two days ahead, so her 24-hour rule lets it be changed. */
async function freeHourAhead(api: SeededApi): Promise<string> {
  const page = bookingPageSchema.parse(await (await api.request(`/v1/booking-pages/${DEMO_PAGE}`)).json());
  const day = page.days.find((candidate) => candidate.date >= '2025-03-15' && candidate.slots.length > 0);
  const slot = day?.slots[0];
  if (!slot) throw new Error('no free hour on the demo page');
  return slot.date_time;
}

/** A visitor's hold of a free hour, with its e-mail's code and link token. */
export async function holdWithCode(api: SeededApi) {
  const email = uniqueEmail();
  const answer = await api.request(`/v1/booking-pages/${DEMO_PAGE}/holds`, {
    method: 'POST',
    json: {
      type: 'ONLINE',
      date_time: await freeHourAhead(api),
      name: 'Visita Matriz',
      email,
      phone: '11987654321',
    },
  });
  if (answer.status !== 201) throw new Error(`hold: ${answer.status} ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: string };
  const mails = (await (await api.request('/dev/outbox')).json()) as { to: string; text: string }[];
  return { id, ...readHoldMail(mails.find((mail) => mail.to === email)) };
}

/** A request waiting for her answer, of a free hour. */
export async function waitingRequest(api: SeededApi, nutritionistId: number): Promise<number> {
  const start = new Date(await freeHourAhead(api));
  const [row] = await api.database.db
    .insert(bookingHolds)
    .values({
      publicId: randomUUID(),
      nutritionistId,
      type: 'ONLINE',
      startDateTime: start,
      endDateTime: new Date(start.getTime() + 50 * 60_000),
      name: 'Pedido Matriz',
      email: uniqueEmail(),
      phone: '11987654321',
      codeHash: randomUUID(),
      tokenHash: randomUUID(),
      status: 'REQUESTED',
      expiresAt: SEEDED_NOW,
      confirmedAt: SEEDED_NOW,
    })
    .returning({ id: bookingHolds.id });
  return row!.id;
}

/** A link of a confirmed appointment of hers that has not begun (the earliest, so a move keeps it ahead). */
export async function linkOfComingAppointment(
  api: SeededApi,
  nutritionistId: number,
  purpose: 'MANAGE' | 'ATTENDANCE',
): Promise<string> {
  const [row] = await api.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.nutritionistId, nutritionistId),
        eq(appointments.status, 'CONFIRMED'),
        gt(appointments.startDateTime, SEEDED_NOW),
      ),
    )
    .orderBy(asc(appointments.startDateTime))
    .limit(1);
  return issueAppointmentLink(api.database.db, row!.id, purpose, SEEDED_NOW);
}

/** The manage link of an appointment booked from her page two days ahead or more (a cancel consumes it). */
export async function manageLinkOfNewBooking(api: SeededApi): Promise<string> {
  const { token } = await holdWithCode(api);
  const confirmed = await api.request('/v1/booking-confirmations', { method: 'POST', json: { token } });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
  const [row] = await api.database.db
    .select({ appointmentId: bookingHolds.appointmentId })
    .from(bookingHolds)
    .where(eq(bookingHolds.status, 'BOOKED'))
    .orderBy(desc(bookingHolds.id))
    .limit(1);
  return issueAppointmentLink(api.database.db, row!.appointmentId!, 'MANAGE', SEEDED_NOW);
}
