// /v1/nutritionists/{id}/prices, /packages, /receipt-issuer, /receipts and /finance…: the nutritionist's own
// money, hers alone (anyone else, administrators included, is told 404). Her lists name patients: each
// one's money read is a line in that patient's access trail (`trailPatients`). Mounted inside
// nutritionistsRoutes.
import { Hono } from 'hono';
import {
  consultationPackageInputSchema,
  consultationPackageUpdateInputSchema,
  consultationPricesInputSchema,
  financeMonthQuerySchema,
  listPendingChargesQuerySchema,
  listReceiptsQuerySchema,
  receiptIssuerInputSchema,
} from '@/lib/api/contract';
import { toWallTime } from '@/lib/rules/zoned-time';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import { getFinanceMonth } from '../services/finance/finance-month';
import { createPackage, listPackages, updatePackage } from '../services/finance/packages';
import { listPendingCharges } from '../services/finance/pending-charges';
import { getPrices, setPrices } from '../services/finance/prices';
import { getReceiptIssuer, setReceiptIssuerCpf } from '../services/finance/receipt-issuer';
import { listReceipts } from '../services/finance/receipts';
import { writeReceivedCsv } from '../services/finance/received-csv';

export function practiceMoneyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const timeZone = deps.config.APP_TIME_ZONE;

  // GET /v1/nutritionists/{id}/prices – her price for each kind of consultation.
  app.get('/:id/prices', access.nutritionistHerself, async (c) =>
    c.json(await getPrices(deps.db, c.get('subjectId'), deps.now())),
  );

  // PUT /v1/nutritionists/{id}/prices – set or take away prices, from now on.
  app.put('/:id/prices', access.nutritionistHerself, async (c) => {
    const input = consultationPricesInputSchema.parse(await readJson(c));
    return c.json(await setPrices(deps.db, c.get('subjectId'), input, deps.now()));
  });

  // GET /v1/nutritionists/{id}/packages – her packages, the active ones first.
  app.get('/:id/packages', access.nutritionistHerself, async (c) =>
    c.json(await listPackages(deps.db, c.get('subjectId'))),
  );

  // POST /v1/nutritionists/{id}/packages – a new package.
  app.post('/:id/packages', access.nutritionistHerself, async (c) => {
    const input = consultationPackageInputSchema.parse(await readJson(c));
    return c.json(await createPackage(deps.db, c.get('subjectId'), input, deps.now()), 201);
  });

  // PATCH /v1/nutritionists/{id}/packages/{packageId} – rename, reprice or stop selling one of hers.
  app.patch('/:id/packages/:packageId', access.nutritionistHerself, async (c) => {
    const packageId = pathIdOrThrow(c, 'packageId');
    const input = consultationPackageUpdateInputSchema.parse(await readJson(c));
    return c.json(await updatePackage(deps.db, c.get('subjectId'), packageId, input, deps.now()));
  });

  // GET /v1/nutritionists/{id}/receipt-issuer – her CPF for receipts, and what is missing to issue one.
  app.get('/:id/receipt-issuer', access.nutritionistHerself, async (c) =>
    c.json(await getReceiptIssuer(deps.db, c.get('subjectId'))),
  );

  // PUT /v1/nutritionists/{id}/receipt-issuer – set her CPF (check digits verified).
  app.put('/:id/receipt-issuer', access.nutritionistHerself, async (c) => {
    const { cpf } = receiptIssuerInputSchema.parse(await readJson(c));
    return c.json(await setReceiptIssuerCpf(deps.db, c.get('subjectId'), cpf));
  });

  // GET /v1/nutritionists/{id}/receipts – her receipts, the latest first.
  app.get('/:id/receipts', access.nutritionistHerself, async (c) => {
    const page = listReceiptsQuerySchema.parse(c.req.query());
    const receipts = await listReceipts(deps.db, { nutritionistId: c.get('subjectId') }, page);
    c.set(
      'trailPatients',
      receipts.content.map((receipt) => receipt.patient_id),
    );
    return c.json(receipts);
  });

  // GET /v1/nutritionists/{id}/finance?year_month – the month's totals, by method and type, and charges.
  app.get('/:id/finance', access.nutritionistHerself, async (c) => {
    const { year_month } = financeMonthQuerySchema.parse(c.req.query());
    const { month, patientIds } = await getFinanceMonth(deps.db, c.get('subjectId'), year_month, timeZone);
    c.set('trailPatients', patientIds);
    return c.json(month);
  });

  // GET /v1/nutritionists/{id}/finance/pending – what is still owed, the oldest first.
  app.get('/:id/finance/pending', access.nutritionistHerself, async (c) => {
    const page = listPendingChargesQuerySchema.parse(c.req.query());
    const today = toWallTime(deps.now(), timeZone).date;
    const pending = await listPendingCharges(deps.db, c.get('subjectId'), page, { today, timeZone });
    c.set(
      'trailPatients',
      pending.content.map((line) => line.patient.id),
    );
    return c.json(pending);
  });

  // GET /v1/nutritionists/{id}/finance/received.csv?year_month – the month's received payments, as CSV.
  app.get('/:id/finance/received.csv', access.nutritionistHerself, async (c) => {
    const { year_month } = financeMonthQuerySchema.parse(c.req.query());
    const { csv, patientIds } = await writeReceivedCsv(deps.db, c.get('subjectId'), year_month, timeZone);
    c.set('trailPatients', patientIds);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="recebimentos-${year_month}.csv"`,
    });
  });

  return app;
}
