// Whose appointment a confirmed booking becomes. One of her own patients with the visitor's e-mail: that
// record. Anyone else: a new record of hers without the app, as 'Novo paciente' opens one. When the e-mail
// is already someone's (another nutritionist's patient, any account), the new record is opened without it,
// so nothing is joined to, or revealed about, that person; the booking keeps the e-mail for its notices
// (agenda/patient-mailbox.ts). Those two paths run the same statements, one lookup and the same inserts,
// so neither the answer nor its time tells them apart.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nutritionistPatients, users } from '../../db/schema';
import { isUniqueViolation } from '../../infra/database-errors';
import { insertPatientRecord } from '../patients/patient-records';
import type { BookingHoldRow } from './booking-holds';

export async function findOrCreateBookingPatient(tx: Db, hold: BookingHoldRow, now: Date): Promise<number> {
  const [holder] = await tx
    .select({ id: users.id, nutritionistId: nutritionistPatients.nutritionistId })
    .from(users)
    .leftJoin(nutritionistPatients, eq(nutritionistPatients.patientId, users.id))
    .where(eq(users.email, hold.email));
  if (holder?.nutritionistId === hold.nutritionistId) return holder.id;
  const open = async (email: string | null) => {
    const record = { name: hold.name, gender: null, birth_date: hold.birthDate, email, phone: hold.phone };
    // A savepoint: a lost race for the e-mail leaves the booking's transaction usable.
    return (await tx.transaction((inner) => insertPatientRecord(inner, hold.nutritionistId, record, now))).id;
  };
  try {
    return await open(holder ? null : hold.email);
  } catch (error) {
    // Taken between the lookup and the insert: opened without it, as if it had been taken before.
    if (isUniqueViolation(error, 'users_email_key')) return open(null);
    throw error;
  }
}
