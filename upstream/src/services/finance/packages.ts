// The packages she sells ('Pacote 4 consultas'). A package sold to a patient copies its terms
// (patient-packages.ts), so renaming, repricing or no longer selling one changes nothing already sold.
import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  ConsultationPackage,
  ConsultationPackageInput,
  ConsultationPackages,
  ConsultationPackageUpdateInput,
} from '@/lib/api/contract';
import { isAmountInRange } from '@/lib/rules/money';
import type { Db } from '../../db/client';
import { consultationPackages } from '../../db/schema';
import { notFound } from '../../errors';
import { amountOutOfRange } from './money-errors';

type PackageRow = typeof consultationPackages.$inferSelect;

const toPackage = (row: PackageRow): ConsultationPackage => ({
  id: row.id,
  name: row.name,
  consultations: row.consultations,
  amount_cents: row.amountCents,
  active: row.active,
});

export async function listPackages(db: Db, nutritionistId: number): Promise<ConsultationPackages> {
  const rows = await db
    .select()
    .from(consultationPackages)
    .where(eq(consultationPackages.nutritionistId, nutritionistId))
    .orderBy(desc(consultationPackages.active), asc(consultationPackages.name), asc(consultationPackages.id));
  return { packages: rows.map(toPackage) };
}

export async function createPackage(
  db: Db,
  nutritionistId: number,
  input: ConsultationPackageInput,
  now: Date,
): Promise<ConsultationPackage> {
  if (!isAmountInRange(input.amount_cents)) throw amountOutOfRange();
  const [row] = await db
    .insert(consultationPackages)
    .values({
      nutritionistId,
      name: input.name,
      consultations: input.consultations,
      amountCents: input.amount_cents,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toPackage(row!);
}

/** Changes what she sends of one of her packages; anyone else's is not found. */
export async function updatePackage(
  db: Db,
  nutritionistId: number,
  packageId: number,
  input: ConsultationPackageUpdateInput,
  now: Date,
): Promise<ConsultationPackage> {
  if (input.amount_cents !== undefined && !isAmountInRange(input.amount_cents)) throw amountOutOfRange();
  const [row] = await db
    .update(consultationPackages)
    .set({
      name: input.name,
      consultations: input.consultations,
      amountCents: input.amount_cents,
      active: input.active,
      updatedAt: now,
    })
    .where(
      and(eq(consultationPackages.id, packageId), eq(consultationPackages.nutritionistId, nutritionistId)),
    )
    .returning();
  if (!row) throw notFound('Pacote');
  return toPackage(row);
}

/** One of her packages, for a sale; anyone else's is not found. */
export async function findOwnPackage(db: Db, nutritionistId: number, packageId: number) {
  const [row] = await db
    .select()
    .from(consultationPackages)
    .where(
      and(eq(consultationPackages.id, packageId), eq(consultationPackages.nutritionistId, nutritionistId)),
    );
  return row;
}
