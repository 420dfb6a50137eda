// A nutritionist's patients, and whether she follows one (who reads what is decided in http/access.ts).
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PatientNutritionist, PatientSummary } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import {
  appointments,
  avatarPhotos,
  mealPlans,
  nutritionistPatients,
  nutritionistSpecializations,
  specializations,
  users,
} from '../../db/schema';
import { toPage } from '../../infra/paging';
import { asTyped, matchesEveryWord, rankOrder, typedWords } from '../../infra/word-search';

export async function isPatientOf(db: Db, nutritionistId: number, patientId: number): Promise<boolean> {
  const [link] = await db
    .select({ patientId: nutritionistPatients.patientId })
    .from(nutritionistPatients)
    .where(
      and(
        eq(nutritionistPatients.patientId, patientId),
        eq(nutritionistPatients.nutritionistId, nutritionistId),
      ),
    );
  return Boolean(link);
}

/**
 * For queries over appointments: the appointment's patient is still followed by its nutritionist. A
 * patient who moved to another nutritionist takes her appointments along: the former one no longer
 * lists or opens any of them, past ones included (one primary-key lookup per row).
 */
export function isAppointmentPatientFollowed(): SQL {
  return sql`exists (select 1 from ${nutritionistPatients} where ${nutritionistPatients.patientId} = ${appointments.patientId} and ${nutritionistPatients.nutritionistId} = ${appointments.nutritionistId})`;
}

const nameWords = sql`search_words(${users.name})`;

/** The nutritionist's patients; `patient_name` matches the words of the name in any order ('silva ana'). */
export async function listPatientsOfNutritionist(
  db: Db,
  nutritionistId: number,
  query: { page: number; size: number; patient_name?: string },
) {
  const words = query.patient_name ? await typedWords(db, query.patient_name) : [];
  const typed = words.length > 0 ? asTyped(words) : null;
  const where = and(
    eq(nutritionistPatients.nutritionistId, nutritionistId),
    typed ? matchesEveryWord(nameWords, typed) : undefined,
  );
  const order = typed
    ? rankOrder({ words: nameWords, name: sql`${users.name}`, id: sql`${users.id}` }, typed)
    : [asc(users.name), asc(users.id)];
  const [total] = await db
    .select({ value: count() })
    .from(nutritionistPatients)
    .innerJoin(users, eq(users.id, nutritionistPatients.patientId))
    .where(where);
  const rows: PatientSummary[] = await db
    .select({
      id: users.id,
      name: users.name,
      uses_app: users.appAccount,
      photo_url: avatarPhotos.url,
      birth_date: users.birthDate,
      gender: users.gender,
      physical_activity_factor: users.physicalActivityFactor,
      // One ACTIVE plan at most per patient, found through meal_plans_patient_idx.
      has_active_meal_plan: sql<boolean>`exists (select 1 from ${mealPlans} where ${mealPlans.patientId} = ${users.id} and ${mealPlans.status} = 'ACTIVE')`,
    })
    .from(nutritionistPatients)
    .innerJoin(users, eq(users.id, nutritionistPatients.patientId))
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size);
  return toPage(rows, total?.value ?? 0, query.size);
}

/** The nutritionist who follows a patient, as the patient may see it: name and specialisations only. */
export async function findPatientNutritionist(
  db: Db,
  patientId: number,
): Promise<PatientNutritionist | null> {
  const [nutritionist] = await db
    .select({ id: users.id, name: users.name })
    .from(nutritionistPatients)
    .innerJoin(users, eq(users.id, nutritionistPatients.nutritionistId))
    .where(eq(nutritionistPatients.patientId, patientId));
  if (!nutritionist) return null;
  const chosen = await db
    .select({ id: specializations.id, name: specializations.name })
    .from(nutritionistSpecializations)
    .innerJoin(specializations, eq(specializations.id, nutritionistSpecializations.specializationId))
    .where(eq(nutritionistSpecializations.nutritionistId, nutritionist.id))
    .orderBy(asc(specializations.id));
  return { ...nutritionist, specializations: chosen };
}
