// E-mails sent as durable jobs: recorded in the transaction of the change that sends them, delivered by the
// job queue once it commits (job-handlers.ts runs MAIL_JOB).
import type { Db } from '../db/client';
import { enqueueJob } from '../infra/jobs';
import type { Mail } from '../infra/mail';

export const MAIL_JOB = 'mail';

/** Records an e-mail to send after the change of the transaction `tx` commits. */
export function enqueueMail(tx: Db, mail: Mail, now: Date): Promise<void> {
  return enqueueJob(tx, { kind: MAIL_JOB, payload: { ...mail }, runAt: now });
}
