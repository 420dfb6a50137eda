// /v1/users/{id}/charges, /packages and /receipts: a patient's money. Her nutritionist reads her charges and
// sells her packages (the patient herself is told 403); the patient reads her own receipts, her nutritionist
// those she issued her. Mounted inside usersRoutes.
import { Hono } from 'hono';
import {
  listChargesQuerySchema,
  listReceiptsQuerySchema,
  patientPackageInputSchema,
} from '@/lib/api/contract';
import { toWallTime } from '@/lib/rules/zoned-time';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { sellPackage } from '../services/finance/charge-changes';
import { listPatientCharges } from '../services/finance/charges';
import { listReceipts } from '../services/finance/receipts';

export function patientMoneyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const timeZone = deps.config.APP_TIME_ZONE;

  // GET /v1/users/{id}/charges – her charges with the calling nutritionist, the latest service first.
  app.get('/:id/charges', access.ownNutritionistNotThePatient, async (c) => {
    const page = listChargesQuerySchema.parse(c.req.query());
    const owner = { nutritionistId: c.get('auth').userId, patientId: c.get('subjectId') };
    return c.json(await listPatientCharges(deps.db, owner, page, timeZone));
  });

  // POST /v1/users/{id}/packages – one of the calling nutritionist's packages sold to her.
  app.post('/:id/packages', access.ownNutritionistNotThePatient, async (c) => {
    const input = patientPackageInputSchema.parse(await readJson(c));
    const owner = { nutritionistId: c.get('auth').userId, patientId: c.get('subjectId') };
    const now = deps.now();
    const charge = await sellPackage(deps.db, owner, input, { today: toWallTime(now, timeZone).date, now });
    return c.json(charge, 201);
  });

  // GET /v1/users/{id}/receipts – her receipts: all of them to herself, those she issued to her nutritionist.
  app.get('/:id/receipts', access.patientOrOwnNutritionist, async (c) => {
    const page = listReceiptsQuerySchema.parse(c.req.query());
    const patientId = c.get('subjectId');
    const caller = c.get('auth').userId;
    const filter = caller === patientId ? { patientId } : { patientId, nutritionistId: caller };
    return c.json(await listReceipts(deps.db, filter, page));
  });

  return app;
}
