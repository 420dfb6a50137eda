// A nutritionist's erasure request for her patient does not take effect at once: erasing someone's account is
// hers to decide (LGPD art. 18, VI gives the right to the patient). The request is scheduled DELETION_GRACE_DAYS
// ahead and the patient is e-mailed a single-use link that cancels it; the jobs worker carries it out at its
// time. Codes are 256 random bits, stored only as a SHA-256 hash, cleared once the request is cancelled or done.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PatientDeletion } from '@/lib/api/contract';
import { toZonedDate } from '@/lib/rules/zoned-date';
import type { Db } from '../../db/client';
import { deletionRequests, users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { FileStore } from '../../infra/file-store';
import { enqueueJob, finishJob, type JobRow } from '../../infra/jobs';
import { log } from '../../log';
import { enqueueMail } from '../mail-jobs';
import {
  deletePhotoFiles,
  eraseInTransaction,
  lockPatientForErasure,
  toPatientDeletion,
} from './deletion-requests';

/** The job that carries out a scheduled request at its time. */
export const SCHEDULED_ERASURE_JOB = 'patient-erasure';

/** The portal's page the e-mailed link opens. */
export const DELETION_CANCEL_PATH = '/deletion-requests/cancellation-codes';

const DAY_MS = 24 * 60 * 60 * 1000;

const hashCancelCode = (code: string) => createHash('sha256').update(code).digest('hex');

export const deletionCancelCodeInvalid = () =>
  new ApiError(
    404,
    'DELETION_CANCEL_CODE_INVALID',
    'Este link não cancela mais nenhuma exclusão: ela já foi cancelada ou já aconteceu, ou o link está incompleto.',
  );

interface ScheduleDeps {
  db: Db;
  config: { DELETION_GRACE_DAYS: number; PUBLIC_URL: string; APP_TIME_ZONE: string };
}

export function writeScheduledErasureMail(input: {
  patientName: string;
  nutritionistName: string;
  date: string;
  link: string;
}) {
  const [year, month, day] = input.date.split('-');
  const when = `${day}/${month}/${year}`;
  return {
    subject: 'Pedido de exclusão dos seus dados',
    text: [
      `Olá, ${input.patientName}!`,
      '',
      `${input.nutritionistName}, sua nutricionista, pediu a exclusão dos seus dados pessoais no Nutrir.`,
      `A exclusão será feita em ${when}. Serão apagados o seu e-mail e o acesso à conta, o telefone, o endereço,`,
      'as fotos, as refeições registradas e as notificações. A anamnese, as anotações das consultas, as medidas,',
      'as metas e os planos alimentares ficam guardados por 20 anos, como exige a Lei 13.787/2018.',
      '',
      `Se você não quer que seus dados sejam excluídos, cancele pelo link abaixo até ${when}:`,
      '',
      input.link,
      '',
      'O link só pode ser usado uma vez. Se você concorda com a exclusão, não precisa fazer nada.',
    ].join('\n'),
  };
}

/**
 * Her nutritionist's request: recorded as SCHEDULED, with the e-mail to the patient and the job that carries it
 * out, in one transaction. A request already waiting is answered again, and nothing more is sent.
 */
export async function scheduleErasure(
  deps: ScheduleDeps,
  patientId: number,
  nutritionistId: number,
  now: Date,
): Promise<PatientDeletion> {
  return deps.db.transaction(async (tx) => {
    const patient = await lockPatientForErasure(tx, patientId);
    const [waiting] = await tx
      .select()
      .from(deletionRequests)
      .where(and(eq(deletionRequests.patientId, patientId), eq(deletionRequests.status, 'SCHEDULED')));
    if (waiting) return toPatientDeletion(waiting);

    const code = randomBytes(32).toString('base64url');
    const scheduledFor = new Date(now.getTime() + deps.config.DELETION_GRACE_DAYS * DAY_MS);
    const [row] = await tx
      .insert(deletionRequests)
      .values({
        patientId,
        requestedBy: nutritionistId,
        requestedByRole: 'NUTRITIONIST',
        status: 'SCHEDULED',
        requestedAt: now,
        scheduledFor,
        cancelCodeHash: hashCancelCode(code),
      })
      .returning();
    const names = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, nutritionistId))
      .union(tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, patientId)));
    const nameOf = (id: number) => names.find((entry) => entry.id === id)?.name ?? '';
    const mail = writeScheduledErasureMail({
      patientName: nameOf(patientId),
      nutritionistName: nameOf(nutritionistId),
      date: toZonedDate(scheduledFor, deps.config.APP_TIME_ZONE),
      link: `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}${DELETION_CANCEL_PATH}/${code}`,
    });
    // A record opened without an e-mail has nobody to tell; her nutritionist can still cancel it.
    if (patient.email) await enqueueMail(tx, { to: patient.email, ...mail }, now);
    await enqueueJob(tx, {
      kind: SCHEDULED_ERASURE_JOB,
      payload: { deletion_request_id: row!.id },
      runAt: scheduledFor,
      key: `${SCHEDULED_ERASURE_JOB}:${row!.id}`,
    });
    return toPatientDeletion(row!);
  });
}

/** The patient's link: cancels the request while it waits; a used, moot or unknown code is refused. */
export async function cancelScheduledErasure(db: Db, code: string, now: Date): Promise<PatientDeletion> {
  const [row] = await db
    .update(deletionRequests)
    .set({ status: 'CANCELLED', cancelCodeHash: null, cancelledAt: now })
    .where(
      and(
        eq(deletionRequests.cancelCodeHash, hashCancelCode(code)),
        eq(deletionRequests.status, 'SCHEDULED'),
      ),
    )
    .returning();
  if (!row) throw deletionCancelCodeInvalid();
  log.info(
    { deletionRequestId: row.id, patientId: row.patientId },
    'scheduled erasure cancelled by the patient',
  );
  return toPatientDeletion(row);
}

/** The job at the request's time: carries it out unless it was cancelled or superseded meanwhile. */
export async function runScheduledErasure(
  deps: { db: Db; uploads: FileStore; now: () => Date },
  payload: Record<string, unknown>,
  job: JobRow,
): Promise<void> {
  const requestId = Number(payload.deletion_request_id);
  const now = deps.now();
  const photoUrls = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId))
      .for('update');
    if (request?.status !== 'SCHEDULED') {
      await finishJob(tx, job, now);
      return [];
    }
    const patient = await lockPatientForErasure(tx, request.patientId);
    await tx
      .update(deletionRequests)
      .set({ status: 'COMPLETED', completedAt: now, cancelCodeHash: null })
      .where(eq(deletionRequests.id, requestId));
    const urls = await eraseInTransaction(tx, request.patientId, patient.email, requestId, now);
    await finishJob(tx, job, now);
    log.info({ deletionRequestId: requestId, patientId: request.patientId }, 'scheduled erasure carried out');
    return urls;
  });
  await deletePhotoFiles(deps.uploads, photoUrls);
}
