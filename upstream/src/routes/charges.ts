// /v1/appointments/{id}/charge and /payments, /v1/patient-packages/{id} and /payments, /v1/payments/{id}/…:
// what an appointment or a package sold costs and what was paid. Only the nutritionist the money is hers
// reaches it (herMoney in http/access.ts); the patient it is about is told 403, anyone else 404.
import { Hono } from 'hono';
import {
  appointmentChargeInputSchema,
  patientPackageUpdateInputSchema,
  paymentInputSchema,
  reversalInputSchema,
} from '@/lib/api/contract';
import { toWallTime } from '@/lib/rules/zoned-time';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import { updateAppointmentCharge, updatePatientPackage } from '../services/finance/charge-changes';
import { getAppointmentChargeOrThrow } from '../services/finance/charges';
import { recordAppointmentPayment, recordPackagePayment, reversePayment } from '../services/finance/payments';
import { issueReceipt } from '../services/finance/receipts';

export function chargesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const timeZone = deps.config.APP_TIME_ZONE;
  const paymentContext = () => {
    const now = deps.now();
    return { now, today: toWallTime(now, timeZone).date, timeZone };
  };

  // GET /v1/appointments/{id}/charge – what it costs, where it stands, its payments.
  app.get('/appointments/:id/charge', access.appointmentMoney, async (c) =>
    c.json(await getAppointmentChargeOrThrow(deps.db, c.get('appointment').id, timeZone)),
  );

  // PATCH /v1/appointments/{id}/charge – her own price, a package covering it, or a waiver.
  app.patch('/appointments/:id/charge', access.appointmentMoney, async (c) => {
    const change = appointmentChargeInputSchema.parse(await readJson(c));
    const context = { timeZone, now: deps.now() };
    return c.json(await updateAppointmentCharge(deps.db, c.get('appointment').id, change, context));
  });

  // POST /v1/appointments/{id}/payments – a payment of it.
  app.post('/appointments/:id/payments', access.appointmentMoney, async (c) => {
    const input = paymentInputSchema.parse(await readJson(c));
    const charge = await recordAppointmentPayment(deps.db, c.get('appointment').id, input, paymentContext());
    return c.json(charge, 201);
  });

  // PATCH /v1/patient-packages/{id} – another amount, or a waiver.
  app.patch('/patient-packages/:id', access.patientPackageOwner, async (c) => {
    const change = patientPackageUpdateInputSchema.parse(await readJson(c));
    return c.json(await updatePatientPackage(deps.db, pathIdOrThrow(c), change, deps.now()));
  });

  // POST /v1/patient-packages/{id}/payments – a payment of it.
  app.post('/patient-packages/:id/payments', access.patientPackageOwner, async (c) => {
    const input = paymentInputSchema.parse(await readJson(c));
    return c.json(await recordPackagePayment(deps.db, pathIdOrThrow(c), input, paymentContext()), 201);
  });

  // POST /v1/payments/{id}/reversal – reversed with the reason, kept; its standing receipt cancelled.
  app.post('/payments/:id/reversal', access.paymentOwner, async (c) => {
    const { reason } = reversalInputSchema.parse(await readJson(c));
    return c.json(await reversePayment(deps.db, pathIdOrThrow(c), reason, { now: deps.now(), timeZone }));
  });

  // POST /v1/payments/{id}/receipts – 'Emitir recibo', the next number of her sequence.
  app.post('/payments/:id/receipts', access.paymentOwner, async (c) =>
    c.json(await issueReceipt(deps.db, pathIdOrThrow(c), { now: deps.now(), timeZone }), 201),
  );

  return app;
}
