// /v1/receipts/{id}: one receipt, as JSON or as its PDF, read by the nutritionist who issued it and by the
// patient it is for (the mobile app); e-mailed to the payer or cancelled by the nutritionist alone.
import { Hono } from 'hono';
import { receiptCancellationInputSchema, receiptEmailInputSchema } from '@/lib/api/contract';
import { renderReceiptPdf } from '@/lib/pdf/receipt/render-receipt-pdf';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import { mailReceipt } from '../services/finance/receipt-mail';
import { cancelReceipt, getReceiptOrThrow } from '../services/finance/receipts';

export function receiptsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const timeZone = deps.config.APP_TIME_ZONE;

  // GET /v1/receipts/{id} – the receipt, as issued.
  app.get('/:id', access.receiptReader, async (c) =>
    c.json(await getReceiptOrThrow(deps.db, pathIdOrThrow(c))),
  );

  // GET /v1/receipts/{id}/pdf – the receipt as a tagged PDF; a cancelled one says so.
  app.get('/:id/pdf', access.receiptReader, async (c) => {
    const receipt = await getReceiptOrThrow(deps.db, pathIdOrThrow(c));
    const pdf = await renderReceiptPdf(receipt, timeZone);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="recibo-${receipt.number}.pdf"`,
    });
  });

  // POST /v1/receipts/{id}/email – to the payer, the PDF attached, by the jobs worker.
  app.post('/:id/email', access.receiptIssuer, async (c) => {
    const { email } = receiptEmailInputSchema.parse(await readJson(c));
    const context = { now: deps.now(), timeZone };
    return c.json(await mailReceipt(deps.db, pathIdOrThrow(c), email, context), 202);
  });

  // POST /v1/receipts/{id}/cancellation – cancelled with the reason; it keeps its number.
  app.post('/:id/cancellation', access.receiptIssuer, async (c) => {
    const { reason } = receiptCancellationInputSchema.parse(await readJson(c));
    return c.json(await cancelReceipt(deps.db, pathIdOrThrow(c), reason, deps.now()));
  });

  return app;
}
