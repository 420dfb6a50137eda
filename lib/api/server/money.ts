import 'server-only';
import { paths } from '@/lib/api/paths';
import { getSessionToken } from './session-token';
import { callUpstream } from './upstream';

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
