// A patient's anamnesis versions. Saving adds a version; none is ever changed or removed through a route,
// so every earlier answer can still be read. Dates are days of the service's zone.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Anamnesis,
  type AnamnesisContent,
  type AnamnesisForm,
  type AnamnesisList,
  anamnesisContentSchema,
} from '@/lib/api/contract';
import { toZonedDate } from '@/lib/rules/zoned-date';
import type { Db } from '../../db/client';
import { anamneses, users } from '../../db/schema';
import { ApiError, invalidData, notFound } from '../../errors';
import { readInChunks } from '../../event-loop';
import { lockUserRow } from '../../infra/user-lock';

const summaryColumns = (timeZone: string) => ({
  id: anamneses.id,
  form: anamneses.form,
  date: sql<string>`((${anamneses.recordedAt} at time zone ${timeZone})::date)::text`,
  recorded_at: sql<string>`to_char(${anamneses.recordedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  author_id: anamneses.authorId,
  author_name: users.name,
});

type SummaryRow = {
  id: number;
  form: AnamnesisForm;
  date: string;
  recorded_at: string;
  author_id: number | null;
  author_name: string | null;
};

const toSummary = ({ author_id, author_name, ...row }: SummaryRow) => ({
  ...row,
  recorded_by: author_id !== null && author_name !== null ? { id: author_id, name: author_name } : null,
});

function selectVersions(db: Db, timeZone: string) {
  return db
    .select({ ...summaryColumns(timeZone), patient_id: anamneses.patientId, content: anamneses.content })
    .from(anamneses)
    .leftJoin(users, eq(users.id, anamneses.authorId));
}

function toAnamnesis(row: SummaryRow & { patient_id: number; content: unknown }): Anamnesis {
  const { content, patient_id, ...summary } = row;
  // Parsed on the way out too, so a version saved before a new answer existed reads with it as null.
  return { ...toSummary(summary), patient_id, content: anamnesisContentSchema.parse(content) };
}

export async function listAnamneses(db: Db, patientId: number, timeZone: string): Promise<AnamnesisList> {
  const rows = await selectVersions(db, timeZone)
    .where(eq(anamneses.patientId, patientId))
    .orderBy(desc(anamneses.recordedAt), desc(anamneses.id));
  const [newest] = rows;
  return {
    versions: rows.map(({ content: _content, patient_id: _patient, ...summary }) => toSummary(summary)),
    latest: newest ? toAnamnesis(newest) : null,
  };
}

/** Versions read in full per query: each may be about 28 KB, the most the contract takes. */
const VERSIONS_PER_READ = 5;

/**
 * Every version in full, newest first (her export): the ids first, then the versions a few at a time, so
 * a record of hundreds of versions never holds the database or the event loop in one long read.
 */
export async function listAnamnesesInFull(db: Db, patientId: number, timeZone: string): Promise<Anamnesis[]> {
  const newestFirst = [desc(anamneses.recordedAt), desc(anamneses.id)];
  const ids = await db
    .select({ id: anamneses.id })
    .from(anamneses)
    .where(eq(anamneses.patientId, patientId))
    .orderBy(...newestFirst);
  const rows = await readInChunks(
    ids.map((row) => row.id),
    VERSIONS_PER_READ,
    (chunk) =>
      selectVersions(db, timeZone)
        .where(inArray(anamneses.id, chunk))
        .orderBy(...newestFirst),
  );
  return rows.map(toAnamnesis);
}

export async function getAnamnesisOrThrow(
  db: Db,
  patientId: number,
  anamnesisId: number,
  timeZone: string,
): Promise<Anamnesis> {
  const [row] = await selectVersions(db, timeZone).where(
    and(eq(anamneses.patientId, patientId), eq(anamneses.id, anamnesisId)),
  );
  if (!row) throw notFound('Anamnese');
  return toAnamnesis(row);
}

const limitReached = (maxVersions: number) =>
  new ApiError(
    409,
    'ANAMNESIS_LIMIT_REACHED',
    `Este prontuário chegou ao limite de ${maxVersions} versões da anamnese e não aceita uma nova.`,
  );

/**
 * Saves a new version, unless the record already holds `maxVersions` (ANAMNESIS_MAX_VERSIONS): then 409 and
 * nothing is written. The patient's row is locked while counting, so two saves at once cannot both pass.
 */
export async function createAnamnesis(
  db: Db,
  patientId: number,
  authorId: number,
  input: { form: AnamnesisForm; content: AnamnesisContent },
  { timeZone, now, maxVersions }: { timeZone: string; now: Date; maxVersions: number },
): Promise<Anamnesis> {
  const delivery = input.content.pregnancy.delivery_date;
  if (delivery !== null && delivery > toZonedDate(now, timeZone))
    throw invalidData('A data do parto não pode ser posterior a hoje.');
  const id = await db.transaction(async (tx) => {
    await lockUserRow(tx, patientId);
    const [held] = await tx
      .select({ total: count() })
      .from(anamneses)
      .where(eq(anamneses.patientId, patientId));
    if ((held?.total ?? 0) >= maxVersions) throw limitReached(maxVersions);
    const [row] = await tx
      .insert(anamneses)
      .values({ patientId, authorId, form: input.form, content: input.content, recordedAt: now })
      .returning({ id: anamneses.id });
    return row!.id;
  });
  return getAnamnesisOrThrow(db, patientId, id, timeZone);
}
