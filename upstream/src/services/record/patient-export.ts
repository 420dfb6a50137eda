// Everything held about a patient as one document (GET /v1/users/{id}/export; LGPD art. 18, II and V),
// assembled from the services that answer each part of her record, so the export says what those routes
// say. Her nutritionist gets the consultations, appointments, charges and receipts with herself, as her
// own routes give them; the patient gets all of hers. PATIENT_TABLES (patients/patient-tables.ts) names the section each table of
// hers is in, or why it is in none; tests/unit/patient-tables.test.ts fails when either leaves one out.
import { eq } from 'drizzle-orm';
import type { ExportedAccount, PatientExport } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { addresses, avatarPhotos, users } from '../../db/schema';
import { notFound } from '../../errors';
import { toAddress } from '../accounts/addresses';
import { listDismissals } from '../accounts/dismissals';
import { listAppointments } from '../agenda/appointments';
import { listPatientCharges } from '../finance/charges';
import { listReceipts } from '../finance/receipts';
import { listMealPlansOfPatient } from '../meal-plans/meal-plans';
import { listAllMeals } from '../meals/meals';
import { findPatientNutritionist } from '../patients/patients';
import { listAccessTrail } from './access-trail';
import { listAnamnesesInFull } from './anamneses';
import { listAnthropometricRecords } from './anthropometric-records';
import { listAllConsultations } from './consultation-notes';
import { getPatientContactOrThrow } from './patient-contacts';
import { getPatientGoals } from './patient-goals';

/** One page holding every row: the export is the whole record, never a page of it. */
const EVERYTHING = { page: 0, size: 2 ** 31 - 1 };

async function getExportedAccountOrThrow(db: Db, patientId: number): Promise<ExportedAccount> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      photo_url: avatarPhotos.url,
      gender: users.gender,
      birth_date: users.birthDate,
      physical_activity_factor: users.physicalActivityFactor,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(eq(users.id, patientId));
  if (!row) throw notFound('Usuário');
  const { createdAt, ...account } = row;
  return { ...account, created_at: createdAt.toISOString() };
}

export interface ExportContext {
  /** Who asks: the patient herself, or her nutritionist (then the parts between the two of them). */
  callerId: number;
  timeZone: string;
  now: Date;
}

export async function exportPatientData(
  db: Db,
  patientId: number,
  context: ExportContext,
): Promise<PatientExport> {
  const { timeZone } = context;
  const nutritionistId = context.callerId === patientId ? undefined : context.callerId;
  const account = await getExportedAccountOrThrow(db, patientId);
  const [address] = await db.select().from(addresses).where(eq(addresses.userId, patientId));
  const nutritionist = await findPatientNutritionist(db, patientId);
  const consultations = await listAllConsultations(db, { patientId, nutritionistId }, timeZone);
  const appointments = await listAppointments(db, { patientId, nutritionistId }, EVERYTHING);
  const anthropometry = await listAnthropometricRecords(db, patientId, { timeZone, now: context.now });
  const charges = await listPatientCharges(db, { patientId, nutritionistId }, EVERYTHING, timeZone);
  const receipts = await listReceipts(db, { patientId, nutritionistId }, EVERYTHING);
  const trail = await listAccessTrail(db, patientId, EVERYTHING);
  return {
    generated_at: context.now.toISOString(),
    account,
    contact: await getPatientContactOrThrow(db, patientId),
    address: address ? toAddress(address) : null,
    nutritionist: nutritionist ? { id: nutritionist.id, name: nutritionist.name } : null,
    anamneses: await listAnamnesesInFull(db, patientId, timeZone),
    goals: await getPatientGoals(db, patientId),
    consultations,
    anthropometric_records: anthropometry.records,
    meals: await listAllMeals(db, patientId),
    meal_plans: await listMealPlansOfPatient(db, patientId),
    appointments: appointments.content,
    charges: charges.content,
    receipts: receipts.content,
    access_trail: trail.content,
    dismissals: await listDismissals(db, patientId),
  };
}
