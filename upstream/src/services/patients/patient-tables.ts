// Every table that holds a patient's data, once: how its rows name her, what her erasure request does to
// them (services/record/deletion-requests.ts), what the end of the clinical record's retention does to them
// (services/record/expired-records.ts), and where her export carries them (services/record/patient-export.ts)
// or why it does not. The erasure and the retention run from this list; tests/unit/patient-tables.test.ts
// fails when a table whose column points at a user as a patient is missing from it, and when the export's
// sections and the list disagree. docs/BEHAVIOUR.md's "Her data, on request" gives the reasons and citations.
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PatientExport } from '@/lib/api/contract';
import {
  accessTrail,
  addresses,
  anamneses,
  appointmentCharges,
  appointmentLinks,
  appointments,
  avatarPhotos,
  bodyMeasurements,
  bookingHolds,
  connectionRequests,
  consultationNotes,
  deletionRequests,
  jobs,
  mailOutbox,
  mealFoodstuffs,
  mealPeriods,
  mealPlanCalorieHistory,
  mealPlanFoodstuffs,
  mealPlanSubstitutions,
  mealPlans,
  mealPlanVersions,
  meals,
  notifications,
  nutritionistPatients,
  passwordResets,
  patientContacts,
  patientGoals,
  patientPackages,
  payments,
  receipts,
  registrations,
  signInHandovers,
  userDismissals,
  userRoles,
  users,
} from '../../db/schema';

/** What the erasure does besides deleting by the patient's column; deletion-requests.ts carries each out. */
export type ErasureStep =
  | 'account'
  | 'ownPhotos'
  | 'signUps'
  | 'mailOutbox'
  | 'mailJobs'
  | 'invitationEmails'
  | 'futureAppointments'
  | 'bookingHolds'
  | 'request';

/** What the end of the retention does besides deleting by the patient's column; expired-records.ts does it. */
export type RetentionStep = 'identification' | 'invitations' | 'notificationsAboutHer' | 'request';

/** What happens to a table's rows of hers. */
export type Fate<Step extends string> =
  /** Deleted: by the patient's column, or by `by` when the rows name her otherwise. */
  | { readonly do: 'delete'; readonly by?: Step }
  /** Kept, and rewritten by `by` as `what` says (anonymised, cancelled, closed). */
  | { readonly do: 'rewrite'; readonly by: Step; readonly what: string }
  /** Kept as they are, for the reason given. */
  | { readonly do: 'keep'; readonly why: string }
  /** Nothing of hers is left by then: the erasure deleted it. */
  | { readonly do: 'none' }
  /** Deleted or kept with the row it belongs to (its foreign key is `on delete cascade`). */
  | { readonly do: 'withParent' };

/** A part of the export document (lib/api/contract/patient-export.ts). */
export type ExportSection = Exclude<keyof PatientExport, 'generated_at'>;

export interface PatientTable {
  readonly table: PgTable;
  /**
   * How its rows name her: the column holding her id, the table its rows belong to (a row of that table that
   * is hers), or `email` when only her e-mail address says so.
   */
  readonly patient: PgColumn | { readonly parent: PgTable } | 'email';
  readonly holds: string;
  /** At her request (at once, or at her nutritionist's after the grace period). */
  readonly erasure: Fate<ErasureStep>;
  /** When CLINICAL_RECORD_RETENTION_YEARS have passed since the last entry of the record kept after it. */
  readonly retention: Fate<RetentionStep>;
  readonly export: { readonly section: ExportSection } | { readonly omitted: string };
}

const CLINICAL_RECORD =
  'the clinical record, kept 20 years from its last entry (Lei 13.787/2018, art. 6; LGPD art. 16, I)';
const SECRET = 'a secret of her sign-in (a hash), never given out; it dies with the sign-in';
const DELETE = { do: 'delete' } as const;
const NONE = { do: 'none' } as const;
const WITH_PARENT = { do: 'withParent' } as const;
const keepRecord = (what: string) => ({ do: 'keep', why: `${what}: ${CLINICAL_RECORD}` }) as const;
// What she paid is her nutritionist's income as well as her data: a payment is never erased, only reversed,
// and a receipt once given stays as given (DESIGN.md §7), so the books that receipts and the month's CSV
// were drawn from still add up. Gone with the record, at the end of its retention.
const keepBooks = (what: string) =>
  ({
    do: 'keep',
    why: `${what}: her nutritionist's books, never erased but with the record (payments are reversed, receipts cancelled)`,
  }) as const;

export const PATIENT_TABLES: readonly PatientTable[] = [
  // ── Who she is and how she is reached ──
  {
    table: users,
    patient: users.id,
    holds: 'her account: name, e-mail, password, birth date, sex, photo, about',
    erasure: {
      do: 'rewrite',
      by: 'account',
      what: 'e-mail replaced by one that reaches no one; password, photo and about cleared; every session ended',
    },
    retention: {
      do: 'rewrite',
      by: 'identification',
      what: 'name, birth date, sex and activity factor cleared: the row stays as a stub the trail points at',
    },
    export: { section: 'account' },
  },
  {
    table: userRoles,
    patient: userRoles.userId,
    holds: 'that her account is a patient’s',
    erasure: {
      do: 'keep',
      why: 'the stub stays a patient’s account, so the kept record is still a patient’s',
    },
    retention: { do: 'keep', why: 'the stub stays a patient’s account' },
    export: { omitted: 'it says only that she is a patient, which the document is about' },
  },
  {
    table: avatarPhotos,
    patient: avatarPhotos.ownerId,
    holds: 'photos she uploaded of herself (their files are removed after the commit)',
    erasure: { do: 'delete', by: 'ownPhotos' },
    retention: NONE,
    export: { section: 'account' },
  },
  {
    table: patientContacts,
    patient: patientContacts.patientId,
    holds: 'her phone',
    erasure: DELETE,
    // Her nutritionist may have recorded a phone or an address again after the request.
    retention: DELETE,
    export: { section: 'contact' },
  },
  {
    table: addresses,
    patient: addresses.userId,
    holds: 'her address',
    erasure: DELETE,
    retention: DELETE,
    export: { section: 'address' },
  },
  {
    table: userDismissals,
    patient: userDismissals.userId,
    holds: 'prompts she dismissed',
    erasure: DELETE,
    retention: NONE,
    export: { section: 'dismissals' },
  },
  {
    table: notifications,
    patient: notifications.receiverId,
    holds: 'notifications to her; her nutritionist’s about her carry her id and name in their metadata',
    erasure: DELETE,
    retention: { do: 'delete', by: 'notificationsAboutHer' },
    export: { omitted: 'a notice of something each section holds already (a plan, an appointment, a link)' },
  },
  {
    table: passwordResets,
    patient: passwordResets.userId,
    holds: 'password reset links she asked for',
    erasure: DELETE,
    retention: NONE,
    export: { omitted: SECRET },
  },
  {
    table: signInHandovers,
    patient: signInHandovers.userId,
    holds: 'Google sign-ins being handed to the portal',
    erasure: DELETE,
    retention: NONE,
    export: { omitted: SECRET },
  },
  {
    table: registrations,
    patient: 'email',
    holds: 'sign-ups under her e-mail',
    erasure: { do: 'delete', by: 'signUps' },
    retention: NONE,
    export: {
      omitted: 'a sign-up confirmed is her account (exported); one never confirmed holds nothing else',
    },
  },
  {
    table: mailOutbox,
    patient: 'email',
    holds: 'mail to her e-mail',
    erasure: { do: 'delete', by: 'mailOutbox' },
    retention: NONE,
    export: { omitted: 'mail on its way to her, never part of her record' },
  },
  {
    table: jobs,
    patient: 'email',
    holds: 'mail jobs whose payload is addressed to her',
    erasure: { do: 'delete', by: 'mailJobs' },
    retention: NONE,
    export: { omitted: 'mail on its way to her, never part of her record' },
  },
  {
    table: connectionRequests,
    patient: connectionRequests.patientId,
    holds: 'invitations to her e-mail, and the account that accepted them',
    erasure: { do: 'rewrite', by: 'invitationEmails', what: 'her e-mail replaced by the erased one' },
    retention: { do: 'delete', by: 'invitations' },
    export: { omitted: 'her nutritionist’s invitation; the link it made is the `nutritionist` section' },
  },

  // ── What she logged herself ──
  {
    table: meals,
    patient: meals.userId,
    holds: 'meals she logged',
    erasure: DELETE,
    retention: NONE,
    export: { section: 'meals' },
  },
  {
    table: mealFoodstuffs,
    patient: { parent: meals },
    holds: 'the foods of her meals',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: { section: 'meals' },
  },

  // ── Her care and clinical record ──
  {
    table: nutritionistPatients,
    patient: nutritionistPatients.patientId,
    holds: 'whose patient she is',
    erasure: { do: 'keep', why: 'her nutritionist keeps reaching the record she must keep through it' },
    retention: DELETE,
    export: { section: 'nutritionist' },
  },
  {
    table: appointments,
    patient: appointments.patientId,
    holds: 'her appointments',
    erasure: {
      do: 'rewrite',
      by: 'futureAppointments',
      what: `confirmed ones still to come are cancelled; past ones are kept: ${CLINICAL_RECORD}`,
    },
    retention: DELETE,
    export: { section: 'appointments' },
  },
  {
    table: appointmentLinks,
    patient: { parent: appointments },
    holds: 'the e-mailed links of her appointments (manage, confirm attendance), as hashes',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: {
      omitted: 'secrets of links mailed to her (hashes), never given out; they end with the appointment',
    },
  },
  {
    table: bookingHolds,
    patient: 'email',
    holds:
      'the hours she held or asked for on a booking page, with the name, e-mail, phone and note she gave',
    erasure: { do: 'delete', by: 'bookingHolds' },
    retention: NONE,
    export: {
      omitted:
        'what she typed to book, kept a month past the hour; what it became is her record and appointment',
    },
  },
  {
    table: consultationNotes,
    patient: { parent: appointments },
    holds: 'her nutritionist’s notes on each consultation, every version',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: { section: 'consultations' },
  },
  {
    table: anamneses,
    patient: anamneses.patientId,
    holds: 'her anamnesis, every version',
    erasure: keepRecord('anamnesis'),
    retention: DELETE,
    export: { section: 'anamneses' },
  },
  {
    table: bodyMeasurements,
    patient: bodyMeasurements.userId,
    holds: 'her anthropometric records',
    erasure: keepRecord('anthropometry'),
    retention: DELETE,
    export: { section: 'anthropometric_records' },
  },
  {
    table: patientGoals,
    patient: patientGoals.patientId,
    holds: 'her goals',
    erasure: keepRecord('goals'),
    retention: DELETE,
    export: { section: 'goals' },
  },
  {
    table: mealPlans,
    patient: mealPlans.patientId,
    holds: 'her meal plans',
    erasure: keepRecord('meal plans'),
    retention: DELETE,
    export: { section: 'meal_plans' },
  },
  {
    table: mealPeriods,
    patient: { parent: mealPlans },
    holds: 'the meals of her plans',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: { section: 'meal_plans' },
  },
  {
    table: mealPlanFoodstuffs,
    patient: { parent: mealPeriods },
    holds: 'the foods of her plans’ meals',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: { section: 'meal_plans' },
  },
  {
    table: mealPlanSubstitutions,
    patient: { parent: mealPlanFoodstuffs },
    holds: 'the alternatives to her plans’ foods',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: { section: 'meal_plans' },
  },
  {
    table: mealPlanVersions,
    patient: { parent: mealPlans },
    holds: 'her plans as they were before each edit',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: {
      omitted: 'each plan is exported as it is now; GET /v1/meal-plans/{id}/versions gives the ones before',
    },
  },
  {
    table: mealPlanCalorieHistory,
    patient: { parent: mealPlans },
    holds: 'the day totals her plans had before each edit',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: { omitted: 'figures computed from the plans’ earlier versions, which are not exported either' },
  },

  // ── What she was charged and paid: her nutritionist's books ──
  {
    table: appointmentCharges,
    patient: { parent: appointments },
    holds: 'the price her nutritionist set on one of her appointments, its package or its waiver',
    erasure: WITH_PARENT,
    retention: WITH_PARENT,
    export: { section: 'charges' },
  },
  {
    table: patientPackages,
    patient: patientPackages.patientId,
    holds: 'packages of consultations sold to her, and their waivers',
    erasure: keepBooks('packages sold'),
    retention: DELETE,
    export: { section: 'charges' },
  },
  {
    table: payments,
    patient: payments.patientId,
    holds: 'payments of her consultations and packages, with the payer’s name and CPF, and their reversals',
    erasure: keepBooks('payments'),
    retention: DELETE,
    export: { section: 'charges' },
  },
  {
    table: receipts,
    patient: receipts.patientId,
    holds: 'the receipts of those payments, as issued, and their cancellations',
    erasure: keepBooks('receipts'),
    retention: DELETE,
    export: { section: 'receipts' },
  },

  // ── What is kept about the record and the request ──
  {
    table: accessTrail,
    patient: accessTrail.patientId,
    holds: 'who read or changed her care data',
    erasure: {
      do: 'keep',
      why: 'kept for ACCESS_TRAIL_RETENTION_DAYS and pruned then (record/access-trail.ts)',
    },
    retention: { do: 'keep', why: 'its own retention prunes it (record/access-trail.ts)' },
    export: { section: 'access_trail' },
  },
  {
    table: deletionRequests,
    patient: deletionRequests.patientId,
    holds: 'her erasure requests: who asked, when, and when they were carried out',
    erasure: {
      do: 'rewrite',
      by: 'request',
      what: 'the request is recorded as carried out, a waiting one of her nutritionist’s closed, its code cleared',
    },
    retention: { do: 'rewrite', by: 'request', what: '`record_erased_at` says when the kept record went' },
    export: {
      omitted: 'the request’s answer says what was erased and kept; nobody signs in to export after it',
    },
  },
];

/** The table `entry`'s rows belong to, when they name her through it. */
export const parentOf = (entry: PatientTable): PgTable | undefined =>
  entry.patient !== 'email' && 'parent' in entry.patient ? entry.patient.parent : undefined;

/** The tables her erasure deletes from or rewrites: the reclaim job vacuums them after it (db/reclaim.ts). */
export function tablesTheErasureChanges(): string[] {
  const changes = (entry: PatientTable): boolean => {
    if (entry.erasure.do === 'delete' || entry.erasure.do === 'rewrite') return true;
    // A row deleted with a deleted parent is changed; one kept with a kept or rewritten parent is not.
    const parent = entry.erasure.do === 'withParent' ? parentOf(entry) : undefined;
    return PATIENT_TABLES.some((other) => other.table === parent && other.erasure.do === 'delete');
  };
  return PATIENT_TABLES.filter(changes).map((entry) => getTableName(entry.table));
}

/** The column that names her, for a table whose rows are deleted by it. */
export function patientColumnOf(patient: PatientTable['patient']): PgColumn {
  if (patient === 'email' || 'parent' in patient) throw new Error('her rows there are not found by a column');
  return patient;
}
