'use client';

// An appointment's charge as the browser reads and changes it: one SWR key, and every write answers with
// the charge (or a receipt of it), so the cache takes the new state without another read.
import useSWR, { useSWRConfig } from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { AppointmentChargeInput, Charge, PaymentInput, Receipt, ReceiptEmail } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

export function chargeKey(appointmentId: number): string {
  return viaProxy(paths.appointmentCharge(appointmentId));
}

export function useAppointmentCharge(appointmentId: number) {
  return useSWR(chargeKey(appointmentId), (path: string) => readJson<Charge>(path), {
    revalidateOnFocus: false,
  });
}

/**
 * The writes of one appointment's charge, bound to the SWR cache the card reads from: a write that answers
 * with the charge puts it in the cache; a receipt, which changes its payment's list, has the charge read again.
 */
export function useChargeWrites(appointmentId: number) {
  const { mutate } = useSWRConfig();
  const key = chargeKey(appointmentId);
  const keep = async (write: Promise<Charge>) => {
    const charge = await write;
    await mutate(key, charge, { revalidate: false });
    return charge;
  };
  const patch = (json: AppointmentChargeInput) => keep(readJson<Charge>(key, { method: 'PATCH', json }));
  return {
    /** Her own price for this appointment; null takes her price list's again. */
    setAmount: (amountCents: number | null) => patch({ amount_cents: amountCents }),
    waive: (reason: string) => patch({ waived: true, reason }),
    unwaive: () => patch({ waived: false }),
    recordPayment: (payment: PaymentInput) =>
      keep(
        readJson<Charge>(viaProxy(paths.appointmentPayments(appointmentId)), {
          method: 'POST',
          json: payment,
        }),
      ),
    reversePayment: (paymentId: number, reason: string) =>
      keep(
        readJson<Charge>(viaProxy(paths.paymentReversal(paymentId)), { method: 'POST', json: { reason } }),
      ),
    issueReceipt: async (paymentId: number) => {
      const receipt = await readJson<Receipt>(viaProxy(paths.paymentReceipts(paymentId)), { method: 'POST' });
      await mutate(key);
      return receipt;
    },
    cancelReceipt: async (receiptId: number, reason: string) => {
      const receipt = await readJson<Receipt>(viaProxy(paths.receiptCancellation(receiptId)), {
        method: 'POST',
        json: { reason },
      });
      await mutate(key);
      return receipt;
    },
  };
}

export function emailReceipt(receiptId: number, email: string) {
  return readJson<ReceiptEmail>(viaProxy(paths.receiptEmail(receiptId)), { method: 'POST', json: { email } });
}

/** The portal's own route that hands the receipt's PDF over (app/(portal)/(care)/receipts/[id]/pdf). */
export function receiptPdfHref(receiptId: number): string {
  return `/receipts/${receiptId}/pdf`;
}
