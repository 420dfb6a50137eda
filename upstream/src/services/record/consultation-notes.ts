// A patient's consultations with her nutritionist and the notes on each. Saving notes adds a version; none
// is ever changed or removed through a route, so every earlier wording can still be read. Dates are days
// of the service's zone.
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CONSULTATION_NOTE_SECTIONS,
  type Consultation,
  type ConsultationNotes,
  type ConsultationNotesInput,
  type ConsultationPage,
} from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { appointments, consultationNotes, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { toPage } from '../../infra/paging';

interface Party {
  patientId: number;
  nutritionistId: number;
}

// As Date#toISOString() writes them, the form every other instant of the API takes.
const isoInstant = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const zonedDay = (column: AnyPgColumn, timeZone: string) =>
  sql<string>`((${column} at time zone ${timeZone})::date)::text`;

/**
 * The patient's consultations with this nutritionist: every appointment of theirs that was not cancelled.
 * Without a nutritionist, all of hers (her own export).
 */
const ofTheCouple = ({ patientId, nutritionistId }: { patientId: number; nutritionistId?: number }) =>
  and(
    eq(appointments.patientId, patientId),
    nutritionistId === undefined ? undefined : eq(appointments.nutritionistId, nutritionistId),
    ne(appointments.status, 'CANCELED'),
  );

function selectNotes(db: Db, timeZone: string) {
  return db
    .select({
      id: consultationNotes.id,
      appointment_id: consultationNotes.appointmentId,
      subjective: consultationNotes.subjective,
      objective: consultationNotes.objective,
      assessment: consultationNotes.assessment,
      plan: consultationNotes.plan,
      free_text: consultationNotes.freeText,
      date: zonedDay(consultationNotes.recordedAt, timeZone),
      recorded_at: isoInstant(consultationNotes.recordedAt),
      author_id: consultationNotes.authorId,
      author_name: users.name,
    })
    .from(consultationNotes)
    .leftJoin(users, eq(users.id, consultationNotes.authorId));
}

type NotesRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

const toNotes = ({ author_id, author_name, ...row }: NotesRow): ConsultationNotes => ({
  ...row,
  recorded_by: author_id !== null && author_name !== null ? { id: author_id, name: author_name } : null,
});

/** Her consultations with the nutritionist, newest first, each with every version of its notes. */
export async function listConsultations(
  db: Db,
  party: { patientId: number; nutritionistId?: number },
  query: { page: number; size: number },
  timeZone: string,
): Promise<ConsultationPage> {
  const [total] = await db.select({ value: count() }).from(appointments).where(ofTheCouple(party));
  const rows = await db
    .select({
      appointment_id: appointments.id,
      type: appointments.type,
      status: appointments.status,
      start_date_time: isoInstant(appointments.startDateTime),
      end_date_time: isoInstant(appointments.endDateTime),
      date: zonedDay(appointments.startDateTime, timeZone),
    })
    .from(appointments)
    .where(ofTheCouple(party))
    .orderBy(desc(appointments.startDateTime), desc(appointments.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const notes =
    rows.length === 0
      ? []
      : await selectNotes(db, timeZone)
          .where(
            inArray(
              consultationNotes.appointmentId,
              rows.map((row) => row.appointment_id),
            ),
          )
          .orderBy(desc(consultationNotes.recordedAt), desc(consultationNotes.id));
  const content: Consultation[] = rows.map((row) => ({
    ...row,
    notes: notes.filter((note) => note.appointment_id === row.appointment_id).map(toNotes),
  }));
  return toPage(content, total?.value ?? 0, query.size);
}

/**
 * Saves a new version of a consultation's notes. The consultation must be one of the patient's with the
 * calling nutritionist (anything else is 404) and not cancelled; notes already written by someone else
 * are theirs to change, never hers (403).
 */
export async function createConsultationNotes(
  db: Db,
  party: Party,
  appointmentId: number,
  input: ConsultationNotesInput,
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<ConsultationNotes> {
  const [appointment] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.patientId, party.patientId),
        eq(appointments.nutritionistId, party.nutritionistId),
      ),
    );
  if (!appointment) throw notFound('Consulta');
  if (appointment.status === 'CANCELED')
    throw new ApiError(409, 'APPOINTMENT_CANCELED', 'Uma consulta desmarcada não recebe anotações.');
  const [first] = await db
    .select({ authorId: consultationNotes.authorId })
    .from(consultationNotes)
    .where(eq(consultationNotes.appointmentId, appointmentId))
    .orderBy(consultationNotes.recordedAt, consultationNotes.id)
    .limit(1);
  if (first && first.authorId !== party.nutritionistId)
    throw new ApiError(403, 'FORBIDDEN', 'Somente quem escreveu estas anotações pode alterá-las.');
  const written = Object.fromEntries(
    CONSULTATION_NOTE_SECTIONS.map((key) => [key, input[key]?.trim() || null]),
  ) as Record<(typeof CONSULTATION_NOTE_SECTIONS)[number], string | null>;
  const [row] = await db
    .insert(consultationNotes)
    .values({
      appointmentId,
      authorId: party.nutritionistId,
      subjective: written.subjective,
      objective: written.objective,
      assessment: written.assessment,
      plan: written.plan,
      freeText: written.free_text,
      recordedAt: now,
    })
    .returning({ id: consultationNotes.id });
  const [saved] = await selectNotes(db, timeZone).where(eq(consultationNotes.id, row!.id));
  return toNotes(saved!);
}
