// The patient record: contact, anamnesis, goals and consultation notes.
import * as contract from '..';
import {
  id,
  json,
  jsonBody,
  OWN_NUTRITIONIST_NOT_PATIENT,
  PATIENT_OR_OWN_NUTRITIONIST,
  signedIn,
  withId,
} from './define';
import type { Operation } from './types';

export const patientRecordOperations = [
  {
    method: 'get',
    path: '/v1/users/:id/contact',
    rule: 'patientOrOwnNutritionist',
    proxy: 'session',
    trail: { resource: 'CONTACT', action: 'READ', patient: 'user' },
    tag: 'Patient record',
    summary: "The patient's phone and her account's e-mail",
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.patientContactSchema, 'The contact.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/contact',
    rule: 'patientOrOwnNutritionist',
    proxy: 'session',
    trail: { resource: 'CONTACT', action: 'UPDATE', patient: 'user' },
    tag: 'Patient record',
    summary: "Set or clear the patient's phone",
    description:
      "The patient sets her own; her nutritionist records it for her. The e-mail is the account's.",
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    body: jsonBody(contract.patientContactInputSchema),
    success: json(200, contract.patientContactSchema, 'The contact.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/anamneses',
    rule: 'patientOrOwnNutritionist',
    proxy: 'session',
    trail: { resource: 'ANAMNESIS', action: 'READ', patient: 'user' },
    tag: 'Patient record',
    summary: 'Every anamnesis version, newest first, and the newest in full',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.anamnesisListSchema, 'The versions.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/anamneses',
    rule: 'ownNutritionistNotThePatient',
    proxy: 'session',
    trail: { resource: 'ANAMNESIS', action: 'CREATE', patient: 'user' },
    tag: 'Patient record',
    summary: 'Record a new anamnesis version',
    description: 'An edit is a new version: the ones before stay as they were, and can still be read.',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    body: jsonBody(contract.anamnesisInputSchema),
    success: json(201, contract.anamnesisSchema, 'The version.'),
    // A record holds at most ANAMNESIS_MAX_VERSIONS versions.
    problems: ['FORBIDDEN', 'NOT_FOUND', 'ANAMNESIS_LIMIT_REACHED'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/anamneses/:anamnesisId',
    rule: 'patientOrOwnNutritionist',
    proxy: 'session',
    trail: { resource: 'ANAMNESIS', action: 'READ', patient: 'user' },
    tag: 'Patient record',
    summary: 'One anamnesis version, as it was saved',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: { id, anamnesisId: id },
    success: json(200, contract.anamnesisSchema, 'The version.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/consultations',
    rule: 'ownNutritionistNotThePatient',
    proxy: 'session',
    trail: { resource: 'NOTES', action: 'READ', patient: 'user' },
    tag: 'Patient record',
    summary: "The patient's consultations with the calling nutritionist, newest first, with their notes",
    description:
      'Cancelled appointments are left out. Each consultation lists every version of its notes, newest first.',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    query: contract.consultationsQuerySchema,
    success: json(200, contract.consultationPageSchema, 'A page of consultations.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/consultations',
    rule: 'ownNutritionistNotThePatient',
    proxy: 'session',
    trail: { resource: 'NOTES', action: 'CREATE', patient: 'user' },
    tag: 'Patient record',
    summary: 'Record a consultation held without a booking, with its notes',
    description:
      "An attended (COMPLETED) appointment of the nutritionist's consultation length, ending now, and the " +
      'first version of its notes, in one transaction. An appointment of her agenda that ended within that ' +
      'time (a patient who did not come) moves its start after that end; one still running now refuses it ' +
      '(409): its notes belong on that one.',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    body: jsonBody(contract.unbookedConsultationInputSchema),
    success: json(201, contract.consultationSchema, 'The consultation, with its notes.'),
    problems: [
      'FORBIDDEN',
      'NOT_FOUND',
      'CONSULTATION_OVERLAPS_APPOINTMENT',
      'CONSULTATION_NOTES_LIMIT_REACHED',
    ],
  },
  {
    method: 'post',
    path: '/v1/users/:id/consultations/:appointmentId/notes',
    rule: 'ownNutritionistNotThePatient',
    proxy: 'session',
    trail: { resource: 'NOTES', action: 'CREATE', patient: 'user' },
    tag: 'Patient record',
    summary: "Record a new version of a consultation's notes",
    description:
      'Sections of a SOAP note (subjective, objective, assessment, plan) or free text, at least one written. ' +
      'An edit is a new version: the ones before stay. Only the author of the notes changes them (403).',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: { id, appointmentId: id },
    body: jsonBody(contract.consultationNotesInputSchema),
    success: json(201, contract.consultationNotesSchema, 'The version.'),
    // A record holds at most CONSULTATION_NOTES_MAX notes, every version of every consultation's counted.
    problems: ['FORBIDDEN', 'NOT_FOUND', 'APPOINTMENT_CANCELED', 'CONSULTATION_NOTES_LIMIT_REACHED'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/export',
    rule: 'patientOrOwnNutritionist',
    proxy: 'session',
    trail: { resource: 'EXPORT', action: 'READ', patient: 'user' },
    tag: 'Patient record',
    summary: 'Everything held about the patient, as one document',
    description:
      'Her account (no password hash, no tokens), contact, address, anamnesis versions, goals, consultations ' +
      'with every version of their notes, anthropometric records, meal logs, meal plans with substitutions, ' +
      'appointments, the access trail and the prompts she dismissed (LGPD art. 18, II and V). Her nutritionist ' +
      'gets the consultations and appointments with herself. The export itself is recorded in the access trail. ' +
      'Each caller runs one export at a time (429 EXPORT_IN_PROGRESS, with Retry-After), and each API process ' +
      'at most EXPORT_CONCURRENCY at once (503 SERVER_BUSY, with Retry-After).',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.patientExportSchema, 'The document.'),
    problems: ['NOT_FOUND', 'EXPORT_IN_PROGRESS', 'SERVER_BUSY'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/deletion-request',
    rule: 'patientOrOwnNutritionist',
    proxy: 'session',
    trail: { resource: 'DELETION', action: 'DELETE', patient: 'user' },
    tag: 'Patient record',
    summary: "Erase the patient's data as the rules allow",
    description:
      'LGPD art. 18, VI. Asked by the patient herself: recorded and carried out at once (COMPLETED). Asked by ' +
      'her nutritionist: SCHEDULED for DELETION_GRACE_DAYS (7) later, when the jobs worker carries it out, and ' +
      'the patient is e-mailed a single-use link that cancels it (POST ' +
      '/v1/deletion-requests/cancellation-codes/{code}); asking again while it waits answers the same request. ' +
      'Erased: sign-in (e-mail replaced, password gone, every session ended), phone, address, photos, meal ' +
      'logs, notifications, dismissals, copies of her e-mail, and confirmed appointments still to come ' +
      '(cancelled); the rewritten rows are then vacuumed. Kept, as Lei 13.787/2018 art. 6 and LGPD art. 16, I ' +
      'require: the clinical record (name, birth date and sex that identify it, anamnesis, consultation notes, ' +
      'anthropometry, goals, meal plans, past appointments), erased once CLINICAL_RECORD_RETENTION_YEARS (20) ' +
      'have passed since its last entry, and the access trail. Once carried out, a new request answers ' +
      'DELETION_ALREADY_DONE.',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(201, contract.patientDeletionSchema, 'The request: carried out, or scheduled.'),
    problems: ['NOT_FOUND', 'DELETION_ALREADY_DONE'],
  },
  {
    method: 'post',
    path: '/v1/deletion-requests/cancellation-codes/:code',
    rule: 'anyone',
    proxy: 'none',
    tag: 'Patient record',
    summary: 'The patient cancels an erasure her nutritionist asked for',
    description:
      'No token: the code of the link e-mailed to the patient is the credential, and it works once, while the ' +
      'request is SCHEDULED. Answers the request, CANCELLED.',
    access: { kind: 'public', note: 'The code in the path is the credential.' },
    params: { code: contract.deletionCancelCodeSchema },
    success: json(200, contract.patientDeletionSchema, 'The request, cancelled.'),
    problems: ['DELETION_CANCEL_CODE_INVALID'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/access-trail',
    rule: 'patientOwnNutritionistOrAdmin',
    proxy: 'session',
    tag: 'Patient record',
    summary: "Who read or changed the patient's care data, newest first",
    description:
      'Written by the API on every call of a care route (profile, contact, meals, summaries, plans, ' +
      'anthropometry, progress, anamnesis, goals, notes): who, with which role, what, the outcome (a 403 or ' +
      '404 is REFUSED; a 401 or invalid input leaves no row), when and the request id. No route changes it; ' +
      'rows go after ACCESS_TRAIL_RETENTION_DAYS.',
    access: signedIn(
      '`id` must be the caller, a patient the calling nutritionist follows, or any patient for an administrator; anyone else is told 404.',
    ),
    params: withId,
    query: contract.accessTrailQuerySchema,
    success: json(200, contract.accessTrailPageSchema, 'A page of the trail.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/goals',
    rule: 'patientOrOwnNutritionist',
    proxy: 'session',
    trail: { resource: 'GOALS', action: 'READ', patient: 'user' },
    tag: 'Patient record',
    summary: "The patient's target weight and date, and the day's energy and macronutrient targets",
    description: 'Every field is null before any goal is set.',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.patientGoalsSchema, 'The goals.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/goals',
    rule: 'ownNutritionistNotThePatient',
    proxy: 'session',
    trail: { resource: 'GOALS', action: 'UPDATE', patient: 'user' },
    tag: 'Patient record',
    summary: "Replace the patient's goals",
    description: 'Targets are per day, in total (kcal, g) or per kg of body weight, as `basis` says.',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    body: jsonBody(contract.patientGoalsInputSchema),
    success: json(200, contract.patientGoalsSchema, 'The goals.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
] as const satisfies readonly Operation[];
