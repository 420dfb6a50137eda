// Booking, listing, cancelling and moving appointments. One slot is taken once: the database's
// appointments_no_overlap constraint decides between simultaneous requests, not a read-then-write.
import { and, asc, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Appointment,
  AppointmentPage,
  AppointmentStatus,
  CreateAppointment,
  UpdateAppointment,
} from '@/lib/api/contract';
import { hasBegun } from '@/lib/rules/appointment-outcome';
import { AGENDA_HORIZON_MONTHS, getHorizonDate, MAX_AGENDA_RANGE_DAYS } from '@/lib/rules/date-bounds';
import { findFreeSlot, listSlots } from '@/lib/rules/free-slots';
import { fromWallTime, toWallTime } from '@/lib/rules/zoned-time';
import type { Db } from '../../db/client';
import { addresses, appointments, avatarPhotos, users } from '../../db/schema';
import { ApiError, invalidData, notFound } from '../../errors';
import { isExclusionViolation } from '../../infra/database-errors';
import { toPage } from '../../infra/paging';
import { toAddress } from '../accounts/addresses';
import { isAppointmentPatientFollowed } from '../patients/patients';
import { type AgendaSettings, loadSlotInput, requireBookableDate } from './week-availability';

export type AppointmentRow = typeof appointments.$inferSelect;

const patients = alias(users, 'patient');

const slotTaken = () => new ApiError(409, 'SLOT_TAKEN', 'Este horário acabou de ser ocupado. Escolha outro.');
const slotUnavailable = () =>
  new ApiError(409, 'SLOT_UNAVAILABLE', 'Este horário não está entre os horários livres do nutricionista.');

function selectAppointments(db: Db) {
  return db
    .select({
      appointment: appointments,
      patientName: patients.name,
      patientPhotoUrl: avatarPhotos.url,
      address: addresses,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, patients.avatarPhotoId))
    .leftJoin(addresses, eq(addresses.userId, appointments.nutritionistId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectAppointments>['execute']>>[number];

function toAppointment({ appointment, patientName, patientPhotoUrl, address }: SelectedRow): Appointment {
  const start = appointment.startDateTime.toISOString();
  return {
    id: appointment.id,
    patient: { id: appointment.patientId, name: patientName, photo_url: patientPhotoUrl },
    nutritionist_id: appointment.nutritionistId,
    patient_id: appointment.patientId,
    type: appointment.type,
    status: appointment.status,
    start_date_time: start,
    end_date_time: appointment.endDateTime.toISOString(),
    date_time: start,
    nutritionist_address: address && appointment.type === 'ON_SITE' ? toAddress(address) : null,
    attendance_confirmed_at: appointment.attendanceConfirmedAt?.toISOString() ?? null,
  };
}

/** An instant from the wire: with an offset as is, without one (or a bare date) as wall time of the zone. */
export function readInstant(value: string, timeZone: string): Date {
  if (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value)) return new Date(value);
  const [date = '', time = '00:00'] = value.split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const instant = fromWallTime(date, hours * 60 + minutes, timeZone);
  if (!instant) throw new ApiError(400, 'INVALID_DATE_TIME', 'Este horário não existe no fuso da agenda.');
  return instant;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A listed period reaches a year ahead at most and spans two years at most (the agenda screen's widest
 * window, lib/rules/date-bounds), so counting it costs what an agenda holds, not centuries of one.
 */
export function requireAgendaRange(range: { from?: Date; to?: Date }, timeZone: string, now: Date): void {
  const latest = getHorizonDate(toWallTime(now, timeZone).date, AGENDA_HORIZON_MONTHS);
  for (const [field, instant] of Object.entries(range)) {
    if (instant && toWallTime(instant, timeZone).date > latest)
      throw invalidData(`Campo inválido: ${field}.`);
  }
  if (range.from && range.to && range.to.getTime() - range.from.getTime() > MAX_AGENDA_RANGE_DAYS * DAY_MS) {
    throw new ApiError(
      400,
      'RANGE_TOO_LONG',
      `O intervalo pode ter no máximo ${MAX_AGENDA_RANGE_DAYS} dias.`,
    );
  }
}

/**
 * The agenda reads by date and time, earliest first (ties by id); `order: 'desc'` gives the latest first,
 * as a record lists the consultations that have passed.
 */
export async function listAppointments(
  db: Db,
  filter: {
    nutritionistId?: number;
    patientId?: number;
    from?: Date;
    to?: Date;
    status?: AppointmentStatus;
    order?: 'asc' | 'desc';
  },
  page: { page: number; size: number },
): Promise<AppointmentPage> {
  const conditions: (SQL | undefined)[] = [
    filter.nutritionistId ? eq(appointments.nutritionistId, filter.nutritionistId) : undefined,
    filter.nutritionistId ? isAppointmentPatientFollowed() : undefined,
    filter.patientId ? eq(appointments.patientId, filter.patientId) : undefined,
    filter.from ? gte(appointments.startDateTime, filter.from) : undefined,
    filter.to ? lt(appointments.startDateTime, filter.to) : undefined,
    filter.status ? eq(appointments.status, filter.status) : undefined,
  ];
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(appointments).where(where),
    selectAppointments(db)
      .where(where)
      .orderBy(
        ...(filter.order === 'desc'
          ? [desc(appointments.startDateTime), desc(appointments.id)]
          : [asc(appointments.startDateTime), asc(appointments.id)]),
      )
      .limit(page.size)
      .offset(page.page * page.size),
  ]);
  return toPage(rows.map(toAppointment), total?.value ?? 0, page.size);
}

export async function getAppointmentOrThrow(db: Db, id: number): Promise<Appointment> {
  const [row] = await selectAppointments(db).where(eq(appointments.id, id));
  if (!row) throw notFound('Consulta');
  return toAppointment(row);
}

export async function findAppointmentRow(db: Db, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** The slot at `start` if it is free for this nutritionist now; otherwise the 409 that says why. */
async function requireFreeSlot(
  db: Db,
  nutritionistId: number,
  start: Date,
  settings: AgendaSettings,
  now: Date,
  exceptAppointmentId?: number,
) {
  const date = toWallTime(start, settings.APP_TIME_ZONE).date;
  const input = await loadSlotInput(db, nutritionistId, settings, {
    from: date,
    to: date,
    now,
    exceptAppointmentId,
  });
  const slot = findFreeSlot({ ...input, start });
  if (slot) return slot;
  // Offered by the week but no longer free: someone took it.
  const offered = listSlots(input).some((candidate) => candidate.start.getTime() === start.getTime());
  const stillValid = offered && start > now && !input.isExcludedDate?.(date);
  throw stillValid ? slotTaken() : slotUnavailable();
}

export async function createAppointment(
  db: Db,
  input: CreateAppointment,
  settings: AgendaSettings,
  now: Date,
): Promise<Appointment> {
  const start = readInstant(input.date_time, settings.APP_TIME_ZONE);
  requireBookableDate(toWallTime(start, settings.APP_TIME_ZONE).date, settings, now);
  const slot = await requireFreeSlot(db, input.nutritionist_id, start, settings, now);
  let id: number;
  try {
    const [row] = await db
      .insert(appointments)
      .values({
        nutritionistId: input.nutritionist_id,
        patientId: input.patient_id,
        type: input.type,
        status: 'CONFIRMED',
        startDateTime: slot.start,
        endDateTime: slot.end,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: appointments.id });
    id = row!.id;
  } catch (error) {
    if (isExclusionViolation(error)) throw slotTaken();
    throw error;
  }
  return getAppointmentOrThrow(db, id);
}

/** Why a change cannot apply to an appointment in its present state, or null when it can. */
function findRefusal(current: AppointmentRow, change: UpdateAppointment, now: Date): ApiError | null {
  const status = current.status;
  if (!('status' in change)) {
    if (status === 'CANCELED')
      return new ApiError(409, 'APPOINTMENT_CANCELED', 'Uma consulta desmarcada não pode ser remarcada.');
    if (status !== 'CONFIRMED')
      return new ApiError(
        409,
        'APPOINTMENT_OUTCOME_RECORDED',
        'O resultado desta consulta já foi registrado: ela não pode ser remarcada.',
      );
    return null;
  }
  if (change.status === 'CANCELED') {
    if (status === 'CANCELED')
      return new ApiError(409, 'APPOINTMENT_ALREADY_CANCELED', 'Esta consulta já foi desmarcada.');
    if (status !== 'CONFIRMED')
      return new ApiError(
        409,
        'APPOINTMENT_OUTCOME_RECORDED',
        'O resultado desta consulta já foi registrado: ela não pode ser desmarcada.',
      );
    return null;
  }
  if (status === 'CANCELED')
    return new ApiError(
      409,
      'APPOINTMENT_CANCELED',
      'Uma consulta desmarcada não tem resultado a registrar.',
    );
  if (!hasBegun(current.startDateTime, now))
    return new ApiError(
      409,
      'APPOINTMENT_NOT_STARTED',
      'O resultado só pode ser registrado depois do início da consulta.',
    );
  return null;
}

/** A conditional update changed nothing: the row changed meanwhile; answer what it is now refused for. */
async function refuseChangedMeanwhile(
  db: Db,
  id: number,
  change: UpdateAppointment,
  now: Date,
): Promise<never> {
  const latest = await findAppointmentRow(db, id);
  if (!latest) throw notFound('Consulta');
  // Every write is conditional on a status findRefusal refuses otherwise: one of them applies.
  throw findRefusal(latest, change, now) ?? new Error(`appointment ${id} refused no change`);
}

/**
 * Cancels, moves or records the outcome of an appointment. Cancelling and moving raise its calendar
 * SEQUENCE so the patient's calendar follows; an outcome (COMPLETED, NO_SHOW) changes no event, so it
 * keeps it, and may be corrected while the appointment is not cancelled. Each write is conditional on the
 * status it was allowed for, so a simultaneous change never slips past the checks.
 */
export async function updateAppointment(
  db: Db,
  current: AppointmentRow,
  change: UpdateAppointment,
  settings: AgendaSettings,
  now: Date,
): Promise<Appointment> {
  const refusal = findRefusal(current, change, now);
  if (refusal) throw refusal;
  if ('status' in change && change.status !== 'CANCELED') {
    const rows = await db
      .update(appointments)
      .set({ status: change.status, updatedAt: now })
      .where(and(eq(appointments.id, current.id), ne(appointments.status, 'CANCELED')))
      .returning({ id: appointments.id });
    if (rows.length === 0) await refuseChangedMeanwhile(db, current.id, change, now);
    return getAppointmentOrThrow(db, current.id);
  }
  if ('status' in change) {
    const rows = await db
      .update(appointments)
      .set({ status: 'CANCELED', sequence: sql`${appointments.sequence} + 1`, updatedAt: now })
      .where(and(eq(appointments.id, current.id), eq(appointments.status, 'CONFIRMED')))
      .returning({ id: appointments.id });
    if (rows.length === 0) await refuseChangedMeanwhile(db, current.id, change, now);
    return getAppointmentOrThrow(db, current.id);
  }
  const start = readInstant(change.date_time, settings.APP_TIME_ZONE);
  requireBookableDate(toWallTime(start, settings.APP_TIME_ZONE).date, settings, now);
  const slot = await requireFreeSlot(db, current.nutritionistId, start, settings, now, current.id);
  let rows: { id: number }[];
  try {
    rows = await db
      .update(appointments)
      .set({
        startDateTime: slot.start,
        endDateTime: slot.end,
        sequence: sql`${appointments.sequence} + 1`,
        // Her 'Confirmar presença' was for the old hour: the new one's reminder asks again.
        attendanceConfirmedAt: null,
        updatedAt: now,
      })
      .where(and(eq(appointments.id, current.id), eq(appointments.status, 'CONFIRMED')))
      .returning({ id: appointments.id });
  } catch (error) {
    if (isExclusionViolation(error)) throw slotTaken();
    throw error;
  }
  if (rows.length === 0) await refuseChangedMeanwhile(db, current.id, change, now);
  return getAppointmentOrThrow(db, current.id);
}
