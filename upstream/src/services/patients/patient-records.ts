// A patient's record opened by her nutritionist, before (or without) any app account: a user row that no
// sign-in reaches (app_account false), linked to her at once. The patient claims it by signing up in the
// app with its e-mail, her code checked (accounts/registration.ts); nothing of it is copied or lost.
import { and, eq } from 'drizzle-orm';
import type { CreatePatientRecord, PatientSummary } from '@/lib/api/contract';
import { toZonedDate } from '@/lib/rules/zoned-date';
import type { Db } from '../../db/client';
import { nutritionistPatients, patientContacts, userRoles, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { isUniqueViolation } from '../../infra/database-errors';
import { createNotification } from '../accounts/notifications';

/** One answer whoever holds the address (an app account, another nutritionist's record): nothing leaks. */
export const emailInUse = () =>
  new ApiError(
    409,
    'EMAIL_IN_USE',
    'Este e-mail já está em uso. Para acompanhar esta pessoa, convide-a pelo e-mail.',
  );

type RecordInput = {
  name: string;
  // 'Novo paciente' requires both; an online booking asks no sex, and the birth date only if she gives it.
  gender: NonNullable<CreatePatientRecord['gender']> | null;
  birth_date: string | null;
  email?: string | null;
  phone?: string | null;
  cpf?: string | null;
};

/**
 * Writes the record, her link to it and its contact; the caller has found its e-mail (if any) free, and a
 * race for it ends in the unique index's violation (users_email_key).
 */
export async function insertPatientRecord(
  tx: Db,
  nutritionistId: number,
  input: RecordInput,
  now: Date,
): Promise<PatientSummary> {
  const [user] = await tx
    .insert(users)
    .values({
      name: input.name.replace(/\s+/g, ' '),
      email: input.email ?? null,
      birthDate: input.birth_date,
      gender: input.gender,
      mainRole: 'ROLE_USER',
      appAccount: false,
    })
    .returning({ id: users.id, name: users.name });
  if (!user) throw new Error('patient record insert returned no row');
  await tx.insert(userRoles).values({ userId: user.id, role: 'ROLE_USER' });
  await tx.insert(nutritionistPatients).values({ patientId: user.id, nutritionistId, connectedAt: now });
  if (input.phone || input.cpf) {
    await tx
      .insert(patientContacts)
      .values({ patientId: user.id, phone: input.phone ?? null, cpf: input.cpf ?? null });
  }
  return {
    id: user.id,
    name: user.name,
    uses_app: false,
    photo_url: null,
    birth_date: input.birth_date,
    gender: input.gender,
    physical_activity_factor: null,
    has_active_meal_plan: false,
  };
}

export async function createPatientRecord(
  db: Db,
  nutritionistId: number,
  input: RecordInput,
  now: Date,
): Promise<PatientSummary> {
  const email = input.email ?? null;
  try {
    return await db.transaction(async (tx) => {
      if (email) {
        const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (holder) throw emailInUse();
      }
      return insertPatientRecord(tx, nutritionistId, { ...input, email }, now);
    });
  } catch (error) {
    // Two records of one address at once: the unique index keeps one.
    if (isUniqueViolation(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}

/**
 * Signing up in the app with a record's e-mail, her code checked, makes the record her account: its
 * password is set and sign-in reaches it, with everything her nutritionist recorded. Answers the record,
 * or null when the e-mail holds none. Of two sign-ups racing, the one whose update claims the row wins;
 * the other finds the e-mail taken.
 */
export async function claimPatientRecord(
  tx: Db,
  account: { email: string; passwordHash: string },
  now: Date,
  timeZone: string,
): Promise<{ id: number; name: string } | null> {
  const [claimed] = await tx
    .update(users)
    .set({ passwordHash: account.passwordHash, appAccount: true, updatedAt: now })
    .where(and(eq(users.email, account.email), eq(users.appAccount, false)))
    .returning({ id: users.id, name: users.name });
  if (!claimed) return null;
  const [link] = await tx
    .select({ nutritionistId: nutritionistPatients.nutritionistId })
    .from(nutritionistPatients)
    .where(eq(nutritionistPatients.patientId, claimed.id));
  if (link) {
    await createNotification(tx, {
      receiverId: link.nutritionistId,
      code: 'PATIENT_SIGNED_UP',
      createdAt: now,
      metadata: {
        patient_id: String(claimed.id),
        patient_name: claimed.name,
        patient_photo_url: '',
        date: toZonedDate(now, timeZone),
      },
    });
  }
  return { id: claimed.id, name: claimed.name };
}
