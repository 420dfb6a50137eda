import 'server-only';
import {
  chargePageSchema,
  chargeSchema,
  consultationPackagesSchema,
  consultationPricesSchema,
  financeMonthSchema,
  pendingChargePageSchema,
  receiptIssuerSchema,
} from '@/lib/api/contract';
import { paths } from '@/lib/api/paths';
import { PATIENT_CHARGES_PAGE_SIZE, PENDING_CHARGES_PAGE_SIZE } from '@/lib/rules/money';
import { prefetchedFallback, prefetchForBrowser } from './prefetch';
import { getSessionToken } from './session-token';
import { callUpstream } from './upstream';

/** The appointment's charge, under the 'Cobrança' card's SWR key, for the first paint. */
export function prefetchCharge(appointmentId: number): Promise<Record<string, unknown>> {
  return prefetchedFallback([prefetchForBrowser(paths.appointmentCharge(appointmentId), chargeSchema)]);
}

/**
 * What 'Financeiro' first shows (prices, packages, receipt data, the month, the debts' first page), by SWR
 * key.
 */
export function prefetchFinance(nutritionistId: number, yearMonth: string): Promise<Record<string, unknown>> {
  return prefetchedFallback([
    prefetchForBrowser(paths.nutritionistPrices(nutritionistId), consultationPricesSchema),
    prefetchForBrowser(paths.nutritionistPackages(nutritionistId), consultationPackagesSchema),
    prefetchForBrowser(paths.nutritionistReceiptIssuer(nutritionistId), receiptIssuerSchema),
    prefetchForBrowser(paths.nutritionistFinance(nutritionistId, yearMonth), financeMonthSchema),
    prefetchForBrowser(
      paths.nutritionistPendingCharges(nutritionistId, {
        page: '0',
        size: String(PENDING_CHARGES_PAGE_SIZE),
      }),
      pendingChargePageSchema,
    ),
  ]);
}

/** A patient's 'Financeiro' first page of charges, under its SWR key, for the first paint. */
export function prefetchPatientCharges(patientId: number): Promise<Record<string, unknown>> {
  return prefetchedFallback([
    prefetchForBrowser(
      paths.userCharges(patientId, { page: '0', size: String(PATIENT_CHARGES_PAGE_SIZE) }),
      chargePageSchema,
    ),
  ]);
}

/** GET /v1/receipts/{id}/pdf as the signed-in nutritionist: the upstream's answer, its body unread. */
export async function openReceiptPdf(id: number): Promise<Response> {
  return callUpstream(paths.receiptPdf(id), { token: await getSessionToken() });
}

/** GET /v1/nutritionists/{id}/finance/received.csv of a month, its body unread. */
export async function openReceivedCsv(nutritionistId: number, yearMonth: string): Promise<Response> {
  return callUpstream(paths.nutritionistReceivedCsv(nutritionistId, yearMonth), {
    token: await getSessionToken(),
  });
}
