'use client';

// A charge as the browser reads and changes it: an appointment's under one SWR key, a package sold in the
// patient's list of charges. Every write answers with the charge (or a receipt of it), which the screen
// that shows it keeps without another read.
import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type {
  AppointmentChargeInput,
  Charge,
  ChargeKind,
  PatientPackageUpdateInput,
  PaymentInput,
  Receipt,
  ReceiptEmail,
} from '@/lib/api/contract';
import { moneyPaths } from '@/lib/api/paths/money';
import { viaProxy } from '@/lib/api/paths/proxy';

/** Which charge: an appointment's (its id) or a package sold to the patient (the patient package's id). */
export interface ChargeTarget {
  kind: ChargeKind;
  id: number;
}

/** How the screen showing a charge takes its new state: kept as answered, or read again. */
export interface ChargeStore {
  keep: (charge: Charge) => Promise<unknown>;
  reload: () => Promise<unknown>;
}

export function chargeKey(appointmentId: number): string {
  return viaProxy(moneyPaths.appointmentCharge(appointmentId));
}

export function useAppointmentCharge(appointmentId: number) {
  return useSWR(chargeKey(appointmentId), (path: string) => readJson<Charge>(path), {
    revalidateOnFocus: false,
  });
}

/** Where each kind of charge is changed and paid. */
function chargePaths(target: ChargeTarget) {
  return target.kind === 'APPOINTMENT'
    ? { change: chargeKey(target.id), payments: viaProxy(moneyPaths.appointmentPayments(target.id)) }
    : {
        change: viaProxy(moneyPaths.patientPackage(target.id)),
        payments: viaProxy(moneyPaths.patientPackagePayments(target.id)),
      };
}

/**
 * The writes of one charge, handed to the store that shows it: a write that answers with the charge is
 * kept; a receipt, which changes its payment's list, has the charge read again.
 */
export function createChargeWrites(target: ChargeTarget, store: ChargeStore) {
  const where = chargePaths(target);
  const keep = async (write: Promise<Charge>) => {
    const charge = await write;
    await store.keep(charge);
    return charge;
  };
  const patch = (json: AppointmentChargeInput | PatientPackageUpdateInput) =>
    keep(readJson<Charge>(where.change, { method: 'PATCH', json }));
  return {
    kind: target.kind,
    /** Her own amount for it; null (an appointment's only) takes her price list's again. */
    setAmount: (amountCents: number | null) => patch({ amount_cents: amountCents }),
    /** A package sold to the patient covers this appointment; null: none does. */
    coverWith: (patientPackageId: number | null) => patch({ patient_package_id: patientPackageId }),
    waive: (reason: string) => patch({ waived: true, reason }),
    unwaive: () => patch({ waived: false }),
    recordPayment: (payment: PaymentInput) =>
      keep(readJson<Charge>(where.payments, { method: 'POST', json: payment })),
    reversePayment: (paymentId: number, reason: string) =>
      keep(
        readJson<Charge>(viaProxy(moneyPaths.paymentReversal(paymentId)), {
          method: 'POST',
          json: { reason },
        }),
      ),
    issueReceipt: async (paymentId: number) => {
      const receipt = await readJson<Receipt>(viaProxy(moneyPaths.paymentReceipts(paymentId)), {
        method: 'POST',
      });
      await store.reload();
      return receipt;
    },
    cancelReceipt: async (receiptId: number, reason: string) => {
      const receipt = await readJson<Receipt>(viaProxy(moneyPaths.receiptCancellation(receiptId)), {
        method: 'POST',
        json: { reason },
      });
      await store.reload();
      return receipt;
    },
  };
}

export type ChargeWrites = ReturnType<typeof createChargeWrites>;

export function emailReceipt(receiptId: number, email: string) {
  return readJson<ReceiptEmail>(viaProxy(moneyPaths.receiptEmail(receiptId)), {
    method: 'POST',
    json: { email },
  });
}

/** The portal's own route that hands the receipt's PDF over (app/(portal)/(care)/receipts/[id]/pdf). */
export function receiptPdfHref(receiptId: number): string {
  return `/receipts/${receiptId}/pdf`;
}
