// Whose money a row is: the nutritionist it was paid to and the patient it is about. The access rules
// (http/access.ts) decide with it, and the access trail (http/access-trail.ts) records a refused call on the
// patient it aimed at.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, patientPackages, payments, receipts } from '../../db/schema';

export interface MoneyOwner {
  nutritionistId: number;
  patientId: number;
}

/** What a route's `:id` names: an appointment (its charge), a package sold, a payment or a receipt. */
export type MoneyKind = 'appointment' | 'patient-package' | 'payment' | 'receipt';

const TABLES = {
  appointment: appointments,
  'patient-package': patientPackages,
  payment: payments,
  receipt: receipts,
} as const;

export async function findMoneyOwner(db: Db, kind: MoneyKind, id: number): Promise<MoneyOwner | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ nutritionistId: table.nutritionistId, patientId: table.patientId })
    .from(table)
    .where(eq(table.id, id));
  return row;
}
