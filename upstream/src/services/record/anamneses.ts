// A patient's anamnesis versions. Saving adds a version; none is ever changed or removed through a route,
// so every earlier answer can still be read. Dates are days of the service's zone.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type Anamnesis,
  type AnamnesisContent,
  type AnamnesisForm,
  type AnamnesisList,
  anamnesisContentSchema,
} from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { anamneses, users } from '../../db/schema';
import { notFound } from '../../http/errors';

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

/** Every version in full, newest first (her export). */
export async function listAnamnesesInFull(db: Db, patientId: number, timeZone: string): Promise<Anamnesis[]> {
  const rows = await selectVersions(db, timeZone)
    .where(eq(anamneses.patientId, patientId))
    .orderBy(desc(anamneses.recordedAt), desc(anamneses.id));
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

export async function createAnamnesis(
  db: Db,
  patientId: number,
  authorId: number,
  input: { form: AnamnesisForm; content: AnamnesisContent },
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<Anamnesis> {
  const [row] = await db
    .insert(anamneses)
    .values({ patientId, authorId, form: input.form, content: input.content, recordedAt: now })
    .returning({ id: anamneses.id });
  return getAnamnesisOrThrow(db, patientId, row!.id, timeZone);
}
