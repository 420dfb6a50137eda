// /v1/users/{id}/contact, /anamneses, /goals, /consultations, /export and /deletion-request: the patient's record kept beside her care
// data. Her own nutritionist reads and writes it, the patient reads it (and sets her own phone), anyone else
// gets 404. Consultation notes are the nutritionist's working notes: the patient herself is told 403.
// Mounted inside usersRoutes.
import { Hono } from 'hono';
import {
  accessTrailQuerySchema,
  anamnesisInputSchema,
  consultationNotesInputSchema,
  consultationsQuerySchema,
  patientContactInputSchema,
  patientGoalsInputSchema,
  unbookedConsultationInputSchema,
} from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { createExportSlots } from '../http/export-slots';
import { streamJson } from '../http/json-stream';
import { pathIdOrThrow } from '../http/path-id';
import { listAccessTrail } from '../services/record/access-trail';
import { createAnamnesis, getAnamnesisOrThrow, listAnamneses } from '../services/record/anamneses';
import { createConsultationNotes, listConsultations } from '../services/record/consultation-notes';
import { erasePatientNow } from '../services/record/deletion-requests';
import { getPatientContactOrThrow, setPatientPhone } from '../services/record/patient-contacts';
import { exportPatientData } from '../services/record/patient-export';
import { getPatientGoals, setPatientGoals } from '../services/record/patient-goals';
import { scheduleErasure } from '../services/record/scheduled-deletions';
import { createUnbookedConsultation } from '../services/record/unbooked-consultations';

export function patientRecordRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const timeZone = deps.config.APP_TIME_ZONE;
  const exportSlots = createExportSlots(deps.db, deps.config.EXPORT_CONCURRENCY);

  // GET /v1/users/{id}/contact – the patient's phone and her account's e-mail.
  app.get('/:id/contact', access.patientOrOwnNutritionist, async (c) =>
    c.json(await getPatientContactOrThrow(deps.db, c.get('subjectId'))),
  );

  // PUT /v1/users/{id}/contact – set or clear the phone; the patient herself or her nutritionist.
  app.put('/:id/contact', access.patientOrOwnNutritionist, async (c) => {
    const { phone } = patientContactInputSchema.parse(await readJson(c));
    return c.json(await setPatientPhone(deps.db, c.get('subjectId'), phone));
  });

  // GET /v1/users/{id}/anamneses – every version, newest first, and the newest in full.
  app.get('/:id/anamneses', access.patientOrOwnNutritionist, async (c) =>
    c.json(await listAnamneses(deps.db, c.get('subjectId'), timeZone)),
  );

  // POST /v1/users/{id}/anamneses – a new version; the ones before stay as they were.
  app.post('/:id/anamneses', access.ownNutritionistNotThePatient, async (c) => {
    const input = anamnesisInputSchema.parse(await readJson(c));
    const context = { timeZone, now: deps.now(), maxVersions: deps.config.ANAMNESIS_MAX_VERSIONS };
    const auth = c.get('auth');
    return c.json(await createAnamnesis(deps.db, c.get('subjectId'), auth.userId, input, context), 201);
  });

  // GET /v1/users/{id}/anamneses/{anamnesisId} – one version, as it was saved.
  app.get('/:id/anamneses/:anamnesisId', access.patientOrOwnNutritionist, async (c) => {
    const anamnesisId = pathIdOrThrow(c, 'anamnesisId');
    return c.json(await getAnamnesisOrThrow(deps.db, c.get('subjectId'), anamnesisId, timeZone));
  });

  // GET /v1/users/{id}/goals – target weight and date, and the day's targets; all null before any is set.
  app.get('/:id/goals', access.patientOrOwnNutritionist, async (c) =>
    c.json(await getPatientGoals(deps.db, c.get('subjectId'))),
  );

  // PUT /v1/users/{id}/goals – replace the goals as a whole.
  app.put('/:id/goals', access.ownNutritionistNotThePatient, async (c) => {
    const goals = patientGoalsInputSchema.parse(await readJson(c));
    return c.json(await setPatientGoals(deps.db, c.get('subjectId'), goals));
  });

  // GET /v1/users/{id}/consultations – her consultations with the caller, newest first, with their notes.
  app.get('/:id/consultations', access.ownNutritionistNotThePatient, async (c) => {
    const query = consultationsQuerySchema.parse(c.req.query());
    const party = { patientId: c.get('subjectId'), nutritionistId: c.get('auth').userId };
    return c.json(await listConsultations(deps.db, party, query, timeZone));
  });

  // POST /v1/users/{id}/consultations – a consultation held without a booking, ending now, with its notes.
  app.post('/:id/consultations', access.ownNutritionistNotThePatient, async (c) => {
    const input = unbookedConsultationInputSchema.parse(await readJson(c));
    const party = { patientId: c.get('subjectId'), nutritionistId: c.get('auth').userId };
    const context = {
      timeZone,
      now: deps.now(),
      maxNotes: deps.config.CONSULTATION_NOTES_MAX,
      defaults: deps.config,
    };
    return c.json(await createUnbookedConsultation(deps.db, party, input, context), 201);
  });

  // POST /v1/users/{id}/consultations/{appointmentId}/notes – a new version of one consultation's notes.
  app.post('/:id/consultations/:appointmentId/notes', access.ownNutritionistNotThePatient, async (c) => {
    const appointmentId = pathIdOrThrow(c, 'appointmentId');
    const input = consultationNotesInputSchema.parse(await readJson(c));
    const party = { patientId: c.get('subjectId'), nutritionistId: c.get('auth').userId };
    const context = { timeZone, now: deps.now(), maxNotes: deps.config.CONSULTATION_NOTES_MAX };
    return c.json(await createConsultationNotes(deps.db, party, appointmentId, input, context), 201);
  });

  // GET /v1/users/{id}/export – everything held about her, as one document (LGPD art. 18, II and V). One
  // at a time per caller and EXPORT_CONCURRENCY in the deployment; the slot is held until the last byte is read.
  app.get('/:id/export', access.patientOrOwnNutritionist, async (c) => {
    const context = { callerId: c.get('auth').userId, timeZone, now: deps.now() };
    const slot = await exportSlots.take(context.callerId);
    try {
      const document = await exportPatientData(deps.db, c.get('subjectId'), context);
      const body = streamJson({ ...document }, { onChunk: slot.renew, onEnd: slot.release });
      return c.body(body, 200, { 'Content-Type': 'application/json' });
    } catch (error) {
      await slot.release();
      throw error;
    }
  });

  // POST /v1/users/{id}/deletion-request – erase her data as the rules allow: at once at her own request; at
  // her nutritionist's, after DELETION_GRACE_DAYS unless she cancels it from the e-mailed link.
  app.post('/:id/deletion-request', access.patientOrOwnNutritionist, async (c) => {
    const patientId = c.get('subjectId');
    const callerId = c.get('auth').userId;
    const deletion =
      callerId === patientId
        ? await erasePatientNow(deps.db, deps.uploads, patientId, deps.now())
        : await scheduleErasure(deps, patientId, callerId, deps.now());
    // The vacuum after an erasure, or the e-mail to the patient, is a job written with the change.
    deps.jobs.wake();
    return c.json(deletion, 201);
  });

  // GET /v1/users/{id}/access-trail – who read or changed her care data, newest first. The patient, her
  // nutritionist and administrators read it; no route changes it (http/access-trail.ts writes it).
  app.get('/:id/access-trail', access.patientOwnNutritionistOrAdmin, async (c) => {
    const query = accessTrailQuerySchema.parse(c.req.query());
    return c.json(await listAccessTrail(deps.db, c.get('subjectId'), query));
  });

  return app;
}
