// What her receipts say of her: her name, CRN and address are her profile's; her CPF is kept here (in her
// professional details). A receipt is refused until she has given both CPF and address.
import { eq } from 'drizzle-orm';
import type { ReceiptIssuer } from '@/lib/api/contract';
import { isValidCpf, readCpfDigits } from '@/lib/rules/cpf';
import type { Db } from '../../db/client';
import { addresses, nutritionistDetails, users } from '../../db/schema';
import { notFound } from '../../errors';
import { invalidCpf } from './money-errors';

/** Everything a receipt prints of her, or what is missing. */
export async function loadIssuer(db: Db, nutritionistId: number) {
  const [row] = await db
    .select({
      name: users.name,
      cpf: nutritionistDetails.cpf,
      crn: nutritionistDetails.crn,
      registrationNumber: nutritionistDetails.registrationNumber,
      address: addresses,
    })
    .from(users)
    .innerJoin(nutritionistDetails, eq(nutritionistDetails.userId, users.id))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(eq(users.id, nutritionistId));
  if (!row) throw notFound('Nutricionista');
  return row;
}

export type Issuer = Awaited<ReturnType<typeof loadIssuer>>;

export function describeIssuer(issuer: Issuer): ReceiptIssuer {
  const missing: ReceiptIssuer['missing'] = [];
  if (!issuer.cpf) missing.push('CPF');
  if (!issuer.address) missing.push('ADDRESS');
  return { cpf: issuer.cpf, missing };
}

export async function getReceiptIssuer(db: Db, nutritionistId: number): Promise<ReceiptIssuer> {
  return describeIssuer(await loadIssuer(db, nutritionistId));
}

/** Sets her CPF; one whose check digits disagree is refused (INVALID_CPF) and changes nothing. */
export async function setReceiptIssuerCpf(
  db: Db,
  nutritionistId: number,
  typed: string,
): Promise<ReceiptIssuer> {
  if (!isValidCpf(typed)) throw invalidCpf();
  await db
    .update(nutritionistDetails)
    .set({ cpf: readCpfDigits(typed) })
    .where(eq(nutritionistDetails.userId, nutritionistId));
  return getReceiptIssuer(db, nutritionistId);
}
