// /v1/users/{id}/contact: the patient's record kept beside her care data. Her own nutritionist reads and
// writes it, the patient reads it (and sets her own phone), anyone else gets 404. Mounted inside usersRoutes.
import { Hono } from 'hono';
import { patientContactInputSchema } from '@/lib/api/contract';
import { readJson } from '../http/body';
import type { AppDeps, AppEnv } from '../http/context';
import type { Guards } from '../http/guards';
import { getPatientContactOrThrow, setPatientPhone } from '../services/patient-contacts';

export function patientRecordRoutes(deps: AppDeps, guards: Guards) {
  const app = new Hono<AppEnv>();
  const patientOrNutritionist = guards.patientOrOwnNutritionist;

  // GET /v1/users/{id}/contact – the patient's phone and her account's e-mail.
  app.get('/:id/contact', patientOrNutritionist, async (c) =>
    c.json(await getPatientContactOrThrow(deps.db, c.get('subjectId'))),
  );

  // PUT /v1/users/{id}/contact – set or clear the phone; the patient herself or her nutritionist.
  app.put('/:id/contact', patientOrNutritionist, async (c) => {
    const { phone } = patientContactInputSchema.parse(await readJson(c));
    return c.json(await setPatientPhone(deps.db, c.get('subjectId'), phone));
  });

  return app;
}
