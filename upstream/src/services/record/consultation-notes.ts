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
import { ApiError, notFound } from '../../errors';
import { readInChunks } from '../../event-loop';
import { toPage } from '../../infra/paging';
import { lockUserRow } from '../../infra/user-lock';

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

function selectConsultations(db: Db, timeZone: string) {
  return db
    .select({
      appointment_id: appointments.id,
      type: appointments.type,
      status: appointments.status,
      start_date_time: isoInstant(appointments.startDateTime),
      end_date_time: isoInstant(appointments.endDateTime),
      date: zonedDay(appointments.startDateTime, timeZone),
    })
    .from(appointments);
}

type ConsultationRow = Awaited<ReturnType<ReturnType<typeof selectConsultations>['execute']>>[number];

const newestConsultationFirst = [desc(appointments.startDateTime), desc(appointments.id)];

/** Her consultations with the nutritionist, newest first, each with every version of its notes. */
export async function listConsultations(
  db: Db,
  party: { patientId: number; nutritionistId?: number },
  query: { page: number; size: number },
  timeZone: string,
): Promise<ConsultationPage> {
  const [total] = await db.select({ value: count() }).from(appointments).where(ofTheCouple(party));
  const rows = await selectConsultations(db, timeZone)
    .where(ofTheCouple(party))
    .orderBy(...newestConsultationFirst)
    .limit(query.size)
    .offset(query.page * query.size);
  return toPage(await withNotes(db, rows, timeZone), total?.value ?? 0, query.size);
}

/** Consultations read per query in her export, with their notes (each version up to about 20 KB). */
const CONSULTATIONS_PER_READ = 10;

/**
 * Every consultation of hers (with the nutritionist, when one is given), newest first, with its notes
 * (her export): the ids first, then a few consultations at a time, so a long follow-up never holds the
 * database or the event loop in one long read.
 */
export async function listAllConsultations(
  db: Db,
  party: { patientId: number; nutritionistId?: number },
  timeZone: string,
): Promise<Consultation[]> {
  const ids = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(ofTheCouple(party))
    .orderBy(...newestConsultationFirst);
  return readInChunks(
    ids.map((row) => row.id),
    CONSULTATIONS_PER_READ,
    async (chunk) =>
      withNotes(
        db,
        await selectConsultations(db, timeZone)
          .where(inArray(appointments.id, chunk))
          .orderBy(...newestConsultationFirst),
        timeZone,
      ),
  );
}

/** The consultations with every version of their notes, newest first. */
async function withNotes(db: Db, rows: ConsultationRow[], timeZone: string): Promise<Consultation[]> {
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
  return rows.map((row) => ({
    ...row,
    notes: notes.filter((note) => note.appointment_id === row.appointment_id).map(toNotes),
  }));
}

const limitReached = (maxNotes: number) =>
  new ApiError(
    409,
    'CONSULTATION_NOTES_LIMIT_REACHED',
    `Este prontuário chegou ao limite de ${maxNotes} anotações de consulta e não aceita uma nova.`,
  );

/** How many notes (every version of every consultation's) the patient's record holds. */
async function countNotesOfPatient(db: Db, patientId: number): Promise<number> {
  const [held] = await db
    .select({ total: count() })
    .from(consultationNotes)
    .innerJoin(appointments, eq(appointments.id, consultationNotes.appointmentId))
    .where(eq(appointments.patientId, patientId));
  return held?.total ?? 0;
}

/**
 * Locks the patient's row in `tx` and refuses (409) when her record already holds `maxNotes` notes: run
 * first in the transaction that adds a version, so two saves never both take the last room.
 */
export async function requireRoomForNotes(tx: Db, patientId: number, maxNotes: number): Promise<void> {
  await lockUserRow(tx, patientId);
  if ((await countNotesOfPatient(tx, patientId)) >= maxNotes) throw limitReached(maxNotes);
}

/** Writes a version of a consultation's notes, sections trimmed and blank ones null; answers its id. */
export async function insertNotesVersion(
  tx: Db,
  appointmentId: number,
  authorId: number,
  input: ConsultationNotesInput,
  now: Date,
): Promise<number> {
  const written = Object.fromEntries(
    CONSULTATION_NOTE_SECTIONS.map((key) => [key, input[key]?.trim() || null]),
  ) as Record<(typeof CONSULTATION_NOTE_SECTIONS)[number], string | null>;
  const [row] = await tx
    .insert(consultationNotes)
    .values({
      appointmentId,
      authorId,
      subjective: written.subjective,
      objective: written.objective,
      assessment: written.assessment,
      plan: written.plan,
      freeText: written.free_text,
      recordedAt: now,
    })
    .returning({ id: consultationNotes.id });
  return row!.id;
}

/** One consultation with every version of its notes. */
export async function getConsultationOrThrow(
  db: Db,
  appointmentId: number,
  timeZone: string,
): Promise<Consultation> {
  const rows = await selectConsultations(db, timeZone).where(eq(appointments.id, appointmentId));
  const [consultation] = await withNotes(db, rows, timeZone);
  if (!consultation) throw notFound('Consulta');
  return consultation;
}

/**
 * Saves a new version of a consultation's notes. The consultation must be one of the patient's with the
 * calling nutritionist (anything else is 404) and not cancelled; notes already written by someone else
 * are theirs to change, never hers (403). A record that already holds `maxNotes` (CONSULTATION_NOTES_MAX)
 * takes no more: 409 and nothing written; the patient's row is locked while counting.
 */
export async function createConsultationNotes(
  db: Db,
  party: Party,
  appointmentId: number,
  input: ConsultationNotesInput,
  { timeZone, now, maxNotes }: { timeZone: string; now: Date; maxNotes: number },
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
  // Stays here, not in the route's rule (access.ownNutritionistNotThePatient, which checked she follows the
  // patient, and is shared by the record's other writes): the appointment is a sub-resource of the path read
  // with its status for the 409 above, and the author is a fact of the notes already written, not of the call.
  if (first && first.authorId !== party.nutritionistId)
    throw new ApiError(403, 'FORBIDDEN', 'Somente quem escreveu estas anotações pode alterá-las.');
  const id = await db.transaction(async (tx) => {
    await requireRoomForNotes(tx, party.patientId, maxNotes);
    return insertNotesVersion(tx, appointmentId, party.nutritionistId, input, now);
  });
  const [saved] = await selectNotes(db, timeZone).where(eq(consultationNotes.id, id));
  return toNotes(saved!);
}
