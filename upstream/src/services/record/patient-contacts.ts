// A patient's contact: the phone kept in patient_contacts and the e-mail of her account.
import { eq } from 'drizzle-orm';
import type { PatientContact } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { patientContacts, users } from '../../db/schema';
import { notFound } from '../../errors';

export async function getPatientContactOrThrow(db: Db, patientId: number): Promise<PatientContact> {
  const [row] = await db
    .select({
      patient_id: users.id,
      email: users.email,
      phone: patientContacts.phone,
      cpf: patientContacts.cpf,
    })
    .from(users)
    .leftJoin(patientContacts, eq(patientContacts.patientId, users.id))
    .where(eq(users.id, patientId));
  if (!row) throw notFound('Usuário');
  return row;
}

/** Sets (or, with null, clears) the phone, and answers the contact as it now is. */
export async function setPatientPhone(
  db: Db,
  patientId: number,
  phone: string | null,
): Promise<PatientContact> {
  await db
    .insert(patientContacts)
    .values({ patientId, phone })
    .onConflictDoUpdate({ target: patientContacts.patientId, set: { phone, updatedAt: new Date() } });
  return getPatientContactOrThrow(db, patientId);
}
