// A patient's request that her data be erased (LGPD art. 18, VI). Her own request is carried out at once, in one
// transaction; her nutritionist's for her waits DELETION_GRACE_DAYS and may be cancelled by the patient from the
// e-mailed link (scheduled-deletions.ts). Erased: what identifies or reaches her outside the clinical record and
// what she logged herself (sign-in, e-mail, phone, address, photos, meal logs, notifications, dismissals, copies
// of her e-mail), and her confirmed appointments still to come. Kept: the clinical record her nutritionist must
// keep for 20 years from its last entry (Lei 13.787/2018, art. 6, for which LGPD art. 16, I allows keeping it),
// with the name, birth date and sex that say whose it is, and the access trail. The record and those three go
// when its retention is over (expired-records.ts). After the commit, a job makes the rewritten rows unreadable
// in the database's files (db/reclaim.ts). Which table gets what is PATIENT_TABLES (patients/patient-tables.ts);
// docs/BEHAVIOUR.md's "Her data, on request" gives the reasons and the citations.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { ERASED_DATA, KEPT_DATA, type PatientDeletion } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import {
  appointments,
  avatarPhotos,
  bookingHolds,
  connectionRequests,
  deletionRequests,
  jobs,
  mailOutbox,
  registrations,
  users,
} from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import type { FileStore } from '../../infra/file-store';
import { enqueueJob } from '../../infra/jobs';
import { PUBLIC_UPLOAD_PREFIX } from '../../infra/storage';
import { log } from '../../log';
import { MAIL_JOB } from '../mail-jobs';
import {
  type ErasureStep,
  PATIENT_TABLES,
  patientColumnOf,
  tablesTheErasureChanges,
} from '../patients/patient-tables';

/** The e-mail an erased account is left with: unique, and of a domain that can never receive mail (RFC 2606). */
export const erasedEmailOf = (patientId: number) => `excluida-${patientId}@dados-excluidos.invalid`;

export const deletionAlreadyDone = () =>
  new ApiError(409, 'DELETION_ALREADY_DONE', 'Os dados desta paciente já foram excluídos a pedido dela.');

/**
 * Every table an erasure rewrites or deletes from (PATIENT_TABLES), `jobs` among them, whose finished mail to
 * her kept her address in a dead row version: the reclaim job vacuums them (db/reclaim.ts).
 */
export const ERASED_TABLES = tablesTheErasureChanges();

/** The job, written in the erasure's transaction, that vacuums what it rewrote once it has committed. */
export const RECLAIM_ERASED_ROWS_JOB = 'reclaim-erased-rows';

export type DeletionRow = typeof deletionRequests.$inferSelect;

export function toPatientDeletion(row: DeletionRow): PatientDeletion {
  return {
    id: row.id,
    patient_id: row.patientId,
    requested_by_role: row.requestedByRole === 'PATIENT' ? 'PATIENT' : 'NUTRITIONIST',
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    scheduled_for: row.scheduledFor?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    erased: [...ERASED_DATA],
    kept: [...KEPT_DATA],
  };
}

/** Locks her account row (one erasure at a time per patient) and refuses one already carried out. */
export async function lockPatientForErasure(tx: Db, patientId: number): Promise<{ email: string | null }> {
  const [patient] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, patientId))
    .for('update');
  if (!patient) throw notFound('Usuário');
  const [done] = await tx
    .select({ id: deletionRequests.id })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.patientId, patientId), eq(deletionRequests.status, 'COMPLETED')));
  if (done) throw deletionAlreadyDone();
  return patient;
}

/** Her own request: carried out at once; one of her nutritionist's still waiting is superseded by it. */
export async function erasePatientNow(
  db: Db,
  uploads: FileStore,
  patientId: number,
  now: Date,
): Promise<PatientDeletion> {
  const { row, photoUrls } = await db.transaction(async (tx) => {
    const patient = await lockPatientForErasure(tx, patientId);
    await tx
      .update(deletionRequests)
      .set({ status: 'CANCELLED', cancelCodeHash: null, cancelledAt: now })
      .where(and(eq(deletionRequests.patientId, patientId), eq(deletionRequests.status, 'SCHEDULED')));
    const [inserted] = await tx
      .insert(deletionRequests)
      .values({
        patientId,
        requestedBy: patientId,
        requestedByRole: 'PATIENT',
        status: 'COMPLETED',
        requestedAt: now,
        completedAt: now,
      })
      .returning();
    const photoUrls = await eraseInTransaction(tx, patientId, patient.email, inserted!.id, now);
    return { row: inserted!, photoUrls };
  });
  await deletePhotoFiles(uploads, photoUrls);
  return toPatientDeletion(row);
}

/** Removes the files of the photos she uploaded; a failure is logged (the rows are gone already). */
export async function deletePhotoFiles(uploads: FileStore, photoUrls: readonly string[]): Promise<void> {
  for (const url of photoUrls) {
    if (!url.startsWith(PUBLIC_UPLOAD_PREFIX)) continue;
    const name = url.slice(PUBLIC_UPLOAD_PREFIX.length);
    await uploads.delete(name).catch((error: unknown) => {
      log.error({ err: error, upload: name }, 'could not delete the photo of an erased account');
    });
  }
}

/**
 * What an erasure step is given: her id, her e-mail before it was replaced (none for a record opened
 * without one: the steps by e-mail then have nothing to find), and the photos' URLs to collect.
 */
interface ErasureContext {
  patientId: number;
  email: string | null;
  now: Date;
  photoUrls: string[];
}

/** How each step of PATIENT_TABLES' erasure is carried out, in the transaction that holds her row locked. */
const ERASURE_STEPS: Record<ErasureStep, (tx: Db, context: ErasureContext) => Promise<unknown>> = {
  account: (tx, { patientId, now }) =>
    tx
      .update(users)
      .set({
        email: erasedEmailOf(patientId),
        passwordHash: null,
        avatarPhotoId: null,
        about: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, patientId)),
  ownPhotos: async (tx, context) => {
    const photos = await tx
      .delete(avatarPhotos)
      .where(eq(avatarPhotos.ownerId, context.patientId))
      .returning({ url: avatarPhotos.url });
    context.photoUrls.push(...photos.map((photo) => photo.url));
  },
  signUps: async (tx, { email }) => email && tx.delete(registrations).where(eq(registrations.email, email)),
  mailOutbox: async (tx, { email }) => email && tx.delete(mailOutbox).where(eq(mailOutbox.to, email)),
  // Mail to her not yet delivered, or given up: its payload holds her address.
  mailJobs: async (tx, { email }) =>
    email &&
    tx
      .delete(jobs)
      .where(
        and(
          eq(jobs.kind, MAIL_JOB),
          inArray(jobs.status, ['QUEUED', 'DEAD']),
          sql`${jobs.payload}->>'to' = ${email}`,
        ),
      ),
  invitationEmails: (tx, { patientId, email }) =>
    tx
      .update(connectionRequests)
      .set({ patientEmail: erasedEmailOf(patientId) })
      .where(
        email
          ? or(eq(connectionRequests.patientId, patientId), eq(connectionRequests.patientEmail, email))
          : eq(connectionRequests.patientId, patientId),
      ),
  futureAppointments: (tx, { patientId, now }) =>
    tx
      .update(appointments)
      .set({ status: 'CANCELED', sequence: sql`${appointments.sequence} + 1`, updatedAt: now })
      .where(
        and(
          eq(appointments.patientId, patientId),
          eq(appointments.status, 'CONFIRMED'),
          gt(appointments.startDateTime, now),
        ),
      ),
  // Her online bookings: the visitor's details she gave (name, e-mail, phone, note), whichever hour they were.
  bookingHolds: (tx, { patientId, email }) => {
    const hers = tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.patientId, patientId));
    return tx
      .delete(bookingHolds)
      .where(
        email
          ? or(eq(bookingHolds.email, email), inArray(bookingHolds.appointmentId, hers))
          : inArray(bookingHolds.appointmentId, hers),
      );
  },
  // Written by the caller (erasePatientNow, runScheduledErasure), which holds the request's row.
  request: async () => {},
};

/**
 * Erases and anonymises what the request covers, as PATIENT_TABLES says, in the caller's transaction (which
 * holds her row locked and records the request), and writes the job that vacuums it after the commit;
 * answers her photos' URLs.
 */
export async function eraseInTransaction(
  tx: Db,
  patientId: number,
  email: string | null,
  requestId: number,
  now: Date,
): Promise<string[]> {
  const context: ErasureContext = { patientId, email, now, photoUrls: [] };
  for (const { table, patient, erasure } of PATIENT_TABLES) {
    if ('by' in erasure && erasure.by) await ERASURE_STEPS[erasure.by](tx, context);
    else if (erasure.do === 'delete') await tx.delete(table).where(eq(patientColumnOf(patient), patientId));
  }
  await enqueueJob(tx, {
    kind: RECLAIM_ERASED_ROWS_JOB,
    payload: {},
    runAt: now,
    key: `${RECLAIM_ERASED_ROWS_JOB}:${requestId}`,
  });
  return context.photoUrls;
}
