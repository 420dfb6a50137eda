import { type Context, Hono } from 'hono';
import { bookingTokenSchema, updateManagedAppointmentSchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import { type AppEnv, clientAddress } from '../http/context';
import { pathTextOrThrow } from '../http/path-id';
import {
  type AppointmentLinkPurpose,
  findLinkedAppointmentOrThrow,
} from '../services/agenda/appointment-links';
import { confirmAttendance } from '../services/booking/attendance';
import { limitReadsByAddress } from '../services/booking/booking-limits';
import { getLinkedAppointment, getManagedAppointment } from '../services/booking/linked-appointments';
import { changeManagedAppointment, listManageFreeSlots } from '../services/booking/managed-appointments';

/**
 * An appointment's e-mailed links, mounted at /v1, without an account: the token in the path is the
 * credential, and does only its own thing (manage: read, cancel, move; attendance: read, confirm) for its
 * own appointment. Calls are limited by the caller's address.
 */
export function appointmentLinksRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const { config } = deps;

  /** The link's appointment, once the caller's address is counted; an unknown or malformed token is 404. */
  const linked = async (c: Context<AppEnv>, purpose: AppointmentLinkPurpose) => {
    await limitReadsByAddress(deps.limiter, config, clientAddress(c, config));
    const token = pathTextOrThrow(c, 'token', bookingTokenSchema, () => notFound('Link'));
    return findLinkedAppointmentOrThrow(deps.db, token, purpose, deps.now());
  };

  // GET /v1/appointment-links/{token} – the appointment, and until when she may change it herself.
  app.get('/appointment-links/:token', access.anyone, async (c) => {
    const appointment = await linked(c, 'MANAGE');
    return c.json(await getManagedAppointment(deps.db, appointment, deps.now()));
  });

  // GET /v1/appointment-links/{token}/free-slots – the free hours she may move it to.
  app.get('/appointment-links/:token/free-slots', access.anyone, async (c) => {
    const appointment = await linked(c, 'MANAGE');
    return c.json(await listManageFreeSlots(deps.db, appointment, config, deps.now()));
  });

  // PATCH /v1/appointment-links/{token} – {status: 'CANCELED'} cancels, {date_time} moves it.
  app.patch('/appointment-links/:token', access.anyone, async (c) => {
    const change = updateManagedAppointmentSchema.parse(await readJson(c));
    const appointment = await linked(c, 'MANAGE');
    const managed = await changeManagedAppointment(deps.db, appointment, change, config, deps.now());
    deps.jobs.wake();
    return c.json(managed);
  });

  // GET /v1/attendance-links/{token} – the appointment a reminder's 'Confirmar presença' is about.
  app.get('/attendance-links/:token', access.anyone, async (c) => {
    const appointment = await linked(c, 'ATTENDANCE');
    return c.json(await getLinkedAppointment(deps.db, appointment.id));
  });

  // POST /v1/attendance-links/{token} – 'Confirmar presença': the agenda shows she will come.
  app.post('/attendance-links/:token', access.anyone, async (c) => {
    const appointment = await linked(c, 'ATTENDANCE');
    const answer = await confirmAttendance(deps.db, appointment, deps.now());
    deps.jobs.wake();
    return c.json(answer);
  });

  return app;
}
