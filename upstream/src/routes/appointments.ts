import { type Context, Hono } from 'hono';
import {
  createAppointmentSchema,
  idParamSchema,
  listAppointmentsQuerySchema,
  updateAppointmentSchema,
} from '@/lib/api/contract';
import type { Db } from '../db/client';
import { readJson } from '../http/body';
import type { AppDeps, AppEnv, AuthContext } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { recordAppointmentChange } from '../services/agenda/appointment-notices';
import {
  type AppointmentRow,
  createAppointment,
  findAppointmentRow,
  getAppointmentOrThrow,
  listAppointments,
  readInstant,
  requireAgendaRange,
  updateAppointment,
} from '../services/agenda/appointments';
import { isPatientOf } from '../services/patients/patients';

const isNutritionist = (viewer: AuthContext) => viewer.roles.includes('ROLE_NUTRITIONIST');

/**
 * A nutritionist sees her own appointments with a patient she still follows (one who moved to another
 * nutritionist takes them all along, past ones included), a patient its own; anyone else gets 404, so
 * ids reveal nothing.
 */
export async function canSeeAppointment(
  db: Db,
  viewer: AuthContext,
  appointment: AppointmentRow,
): Promise<boolean> {
  if (appointment.patientId === viewer.userId) return true;
  return (
    isNutritionist(viewer) &&
    appointment.nutritionistId === viewer.userId &&
    (await isPatientOf(db, viewer.userId, appointment.patientId))
  );
}

/** Only the appointment's nutritionist books, cancels or moves it, or records its outcome. */
export function canChangeAppointment(viewer: AuthContext, appointment: AppointmentRow): boolean {
  return isNutritionist(viewer) && appointment.nutritionistId === viewer.userId;
}

/** Whose agenda a list asks for: the nutritionist herself, or the patient itself (the mobile app). */
export function requireOwnAgenda(
  viewer: AuthContext,
  query: { nutritionist_id?: number; patient_id?: number },
) {
  if (query.nutritionist_id !== undefined) {
    if (query.nutritionist_id !== viewer.userId || !isNutritionist(viewer)) throw notFound('Nutricionista');
    return { nutritionistId: query.nutritionist_id };
  }
  if (query.patient_id !== undefined) {
    if (query.patient_id !== viewer.userId) throw notFound('Paciente');
    return { patientId: query.patient_id };
  }
  return isNutritionist(viewer) ? { nutritionistId: viewer.userId } : { patientId: viewer.userId };
}

/** The nutritionist's agenda (spec 2 §7), mounted at /v1/appointments. */
export function appointmentsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const settings = deps.config;

  const loadVisibleOrThrow = async (c: Context<AppEnv>) => {
    const id = idParamSchema.parse(c.req.param('id'));
    const row = await findAppointmentRow(deps.db, id);
    if (!row || !(await canSeeAppointment(deps.db, c.get('auth'), row))) throw notFound('Consulta');
    return row;
  };

  // GET /v1/appointments – one agenda, by date and time, within [from, to).
  app.get('/', async (c) => {
    const query = listAppointmentsQuerySchema.parse(c.req.query());
    const owner = requireOwnAgenda(c.get('auth'), query);
    const zone = settings.APP_TIME_ZONE;
    const range = {
      from: query.from ? readInstant(query.from, zone) : undefined,
      to: query.to ? readInstant(query.to, zone) : undefined,
    };
    requireAgendaRange(range, zone, deps.now());
    return c.json(await listAppointments(deps.db, { ...owner, ...range, status: query.status }, query));
  });

  // GET /v1/appointments/{id} – one appointment of the caller's agenda.
  app.get('/:id', async (c) => {
    const row = await loadVisibleOrThrow(c);
    return c.json(await getAppointmentOrThrow(deps.db, row.id));
  });

  // POST /v1/appointments – book one of the nutritionist's patients into one of her free slots.
  app.post('/', async (c) => {
    const input = createAppointmentSchema.parse(await readJson(c));
    const viewer = c.get('auth');
    if (input.nutritionist_id !== viewer.userId || !isNutritionist(viewer)) throw notFound('Nutricionista');
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
  app.patch('/:id', async (c) => {
    const row = await loadVisibleOrThrow(c);
    if (!canChangeAppointment(c.get('auth'), row)) throw forbidden();
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
