// The month's received payments as CSV, one line each: the day, the payer's CPF and name, the amount, the
// method and the patient; the lines she copies into the Carnê-Leão, month by month. Semicolons and a
// decimal comma, as a spreadsheet set to Portuguese reads them; UTF-8 with a byte-order mark, so accents
// survive it. A value that a spreadsheet would run as a formula is kept as text.
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import { formatDateBr } from '@/lib/rules/calendar';
import { formatCpf } from '@/lib/rules/cpf';
import { formatAmount } from '@/lib/rules/money';
import { describePaymentMethod } from '@/lib/rules/payment-rules';
import type { Db } from '../../db/client';
import { payments, users } from '../../db/schema';
import { monthRange } from './month-range';

const HEADER = ['Data', 'CPF do pagador', 'Nome do pagador', 'Valor (R$)', 'Forma de pagamento', 'Paciente'];

/** A field as CSV: quoted when it holds a separator, a quote or a line break; a formula's lead neutralised. */
function field(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function writeReceivedCsv(
  db: Db,
  nutritionistId: number,
  yearMonth: string,
  timeZone: string,
): Promise<{ csv: string; patientIds: number[] }> {
  const range = monthRange(yearMonth, timeZone);
  const rows = await db
    .select({
      paidOn: payments.paidOn,
      payerCpf: payments.payerCpf,
      payerName: payments.payerName,
      amount: payments.amountCents,
      method: payments.method,
      instalments: payments.instalments,
      patientId: payments.patientId,
      patientName: users.name,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.patientId))
    .where(
      and(
        eq(payments.nutritionistId, nutritionistId),
        gte(payments.paidOn, range.firstDay),
        lt(payments.paidOn, range.nextFirstDay),
        isNull(payments.reversedAt),
      ),
    )
    .orderBy(asc(payments.paidOn), asc(payments.id));
  const lines = [
    HEADER,
    ...rows.map((row) => [
      formatDateBr(row.paidOn),
      row.payerCpf ? formatCpf(row.payerCpf) : '',
      row.payerName,
      formatAmount(row.amount),
      describePaymentMethod(row.method, row.instalments),
      row.patientName,
    ]),
  ];
  const csv = `\uFEFF${lines.map((line) => line.map(field).join(';')).join('\r\n')}\r\n`;
  return { csv, patientIds: rows.map((row) => row.patientId) };
}
