import { Hono } from 'hono';
import {
  createAppointmentSchema,
  listAppointmentsQuerySchema,
  updateAppointmentSchema,
} from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { recordAppointmentChange } from '../services/agenda/appointment-notices';
import {
  createAppointment,
  getAppointmentOrThrow,
  listAppointments,
  readInstant,
  requireAgendaRange,
  updateAppointment,
} from '../services/agenda/appointments';

/** The nutritionist's agenda (spec 2 §7), mounted at /v1/appointments. */
export function appointmentsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const settings = deps.config;

  // GET /v1/appointments – one agenda (or one patient's part of it), by date and time, within [from, to).
  app.get('/', access.ownAgenda, async (c) => {
    const query = listAppointmentsQuerySchema.parse(c.req.query());
    const owner = c.get('agendaOwner');
    const zone = settings.APP_TIME_ZONE;
    const range = {
      from: query.from ? readInstant(query.from, zone) : undefined,
      to: query.to ? readInstant(query.to, zone) : undefined,
    };
    requireAgendaRange(range, zone, deps.now());
    return c.json(
      await listAppointments(
        deps.db,
        { ...owner, ...range, status: query.status, order: query.order },
        query,
      ),
    );
  });

  // GET /v1/appointments/{id} – one appointment of the caller's agenda.
  app.get('/:id', access.appointmentViewer, async (c) => {
    return c.json(await getAppointmentOrThrow(deps.db, c.get('appointment').id));
  });

  // POST /v1/appointments – book one of the nutritionist's patients into one of her free slots.
  app.post('/', access.booksOwnAgenda, async (c) => {
    const input = createAppointmentSchema.parse(await readJson(c));
    const now = deps.now();
    // The patient's notice (and the reminder) is recorded with the booking, and sent after the answer.
    const appointment = await deps.db.transaction(async (tx) => {
      const booked = await createAppointment(tx, input, settings, now);
      await recordAppointmentChange(tx, settings, booked, 'BOOKED', now);
      return booked;
    });
    deps.jobs.wake();
    return c.json(appointment, 201);
  });

  // PATCH /v1/appointments/{id} – {status: 'CANCELED'} cancels, {date_time} moves to another free slot,
  // {status: 'COMPLETED' | 'NO_SHOW'} records how a consultation that has begun went.
  app.patch('/:id', access.appointmentChanger, async (c) => {
    const row = c.get('appointment');
    const change = updateAppointmentSchema.parse(await readJson(c));
    const now = deps.now();
    const appointment = await deps.db.transaction(async (tx) => {
      const changed = await updateAppointment(tx, row, change, settings, now);
      // An outcome is the nutritionist's record: the patient's calendar event stays as it is, untold.
      if (!('status' in change)) await recordAppointmentChange(tx, settings, changed, 'RESCHEDULED', now);
      else if (change.status === 'CANCELED')
        await recordAppointmentChange(tx, settings, changed, 'CANCELED', now);
      return changed;
    });
    deps.jobs.wake();
    return c.json(appointment);
  });

  return app;
}
