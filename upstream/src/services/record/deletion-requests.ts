// A patient's request that her data be erased (LGPD art. 18, VI), recorded and carried out at once, in one
// transaction. Erased: what identifies or reaches her outside the clinical record and what she logged herself
// (sign-in, e-mail, phone, address, photos, meal logs, notifications, dismissals, copies of her e-mail), and
// her confirmed appointments still to come. Kept: the clinical record her nutritionist must keep for 20 years
// from its last entry (Lei 13.787/2018, art. 6, for which LGPD art. 16, I allows keeping it), with the name,
// birth date and sex that say whose it is, and the access trail. The record and those three go when its
// retention is over (expired-records.ts). docs/BEHAVIOUR.md's "Her data, on request" gives the reasons and the
// citations.
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { ERASED_DATA, KEPT_DATA, type PatientDeletion } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import {
  addresses,
  appointments,
  avatarPhotos,
  connectionRequests,
  deletionRequests,
  mailOutbox,
  meals,
  notifications,
  passwordResets,
  patientContacts,
  registrations,
  signInHandovers,
  userDismissals,
  users,
} from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { FileStore } from '../../infra/file-store';
import { PUBLIC_UPLOAD_PREFIX } from '../../infra/storage';
import { log } from '../../log';

/** The e-mail an erased account is left with: unique, and of a domain that can never receive mail (RFC 2606). */
export const erasedEmailOf = (patientId: number) => `excluida-${patientId}@dados-excluidos.invalid`;

export const deletionAlreadyDone = () =>
  new ApiError(409, 'DELETION_ALREADY_DONE', 'Os dados desta paciente já foram excluídos a pedido dela.');

/** Records and carries out the request; then removes the files of the photos she uploaded (a failure is logged). */
export async function requestPatientDeletion(
  db: Db,
  uploads: FileStore,
  patientId: number,
  requester: { userId: number },
  now: Date,
): Promise<PatientDeletion> {
  const { deletion, photoUrls } = await eraseInTransaction(db, patientId, requester, now);
  for (const url of photoUrls) {
    if (!url.startsWith(PUBLIC_UPLOAD_PREFIX)) continue;
    const name = url.slice(PUBLIC_UPLOAD_PREFIX.length);
    await uploads.delete(name).catch((error: unknown) => {
      log.error({ err: error, upload: name }, 'could not delete the photo of an erased account');
    });
  }
  return deletion;
}

async function eraseInTransaction(
  db: Db,
  patientId: number,
  requester: { userId: number },
  now: Date,
): Promise<{ deletion: PatientDeletion; photoUrls: string[] }> {
  return db.transaction(async (tx) => {
    // One request at a time per patient: a second one waits for the first and then finds it done.
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

    const email = patient.email;
    const erased = erasedEmailOf(patientId);
    await tx
      .update(users)
      .set({
        email: erased,
        passwordHash: null,
        avatarPhotoId: null,
        about: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, patientId));
    const photos = await tx
      .delete(avatarPhotos)
      .where(eq(avatarPhotos.ownerId, patientId))
      .returning({ url: avatarPhotos.url });
    await tx.delete(patientContacts).where(eq(patientContacts.patientId, patientId));
    await tx.delete(addresses).where(eq(addresses.userId, patientId));
    await tx.delete(userDismissals).where(eq(userDismissals.userId, patientId));
    await tx.delete(notifications).where(eq(notifications.receiverId, patientId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, patientId));
    await tx.delete(signInHandovers).where(eq(signInHandovers.userId, patientId));
    await tx.delete(meals).where(eq(meals.userId, patientId));
    await tx.delete(registrations).where(eq(registrations.email, email));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await tx
      .update(connectionRequests)
      .set({ patientEmail: erased })
      .where(or(eq(connectionRequests.patientId, patientId), eq(connectionRequests.patientEmail, email)));
    await tx
      .update(appointments)
      .set({ status: 'CANCELED', sequence: sql`${appointments.sequence} + 1`, updatedAt: now })
      .where(
        and(
          eq(appointments.patientId, patientId),
          eq(appointments.status, 'CONFIRMED'),
          gt(appointments.startDateTime, now),
        ),
      );

    const [row] = await tx
      .insert(deletionRequests)
      .values({
        patientId,
        requestedBy: requester.userId,
        requestedByRole: requester.userId === patientId ? 'PATIENT' : 'NUTRITIONIST',
        status: 'COMPLETED',
        requestedAt: now,
        completedAt: now,
      })
      .returning();
    const deletion: PatientDeletion = {
      id: row!.id,
      patient_id: patientId,
      requested_by_role: row!.requestedByRole === 'PATIENT' ? 'PATIENT' : 'NUTRITIONIST',
      status: row!.status,
      requested_at: row!.requestedAt.toISOString(),
      completed_at: row!.completedAt?.toISOString() ?? null,
      erased: [...ERASED_DATA],
      kept: [...KEPT_DATA],
    };
    return { deletion, photoUrls: photos.map((photo) => photo.url) };
  });
}
