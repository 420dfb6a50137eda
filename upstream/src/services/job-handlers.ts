// What each kind of job does (infra/jobs.ts): an e-mail, an appointment's notice (to the patient, or to the
// nutritionist of what was done from her booking page or an e-mailed link), a reminder, an erasure a
// nutritionist asked for once its grace period is over, the vacuum after an erasure; and the
// hourly housekeeping: the access trail's rows past their retention go, and so does the clinical record kept
// after an erasure request once its own retention is over, and the booking holds a month past their hour.
import type { ApiConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { FileStore } from '../infra/file-store';
import { createJobQueue, type JobHandler, type JobQueue } from '../infra/jobs';
import type { Mail, Mailer } from '../infra/mail';
import {
  APPOINTMENT_NOTICE_JOB,
  APPOINTMENT_REMINDER_JOB,
  runAppointmentNotice,
  runAppointmentReminder,
} from './agenda/appointment-notices';
import { pruneBookingHolds } from './booking/booking-retention';
import { NUTRITIONIST_NOTICE_JOB, runNutritionistNotice } from './booking/nutritionist-notices';
import { MAIL_JOB } from './mail-jobs';
import { pruneAccessTrail } from './record/access-trail';
import { ERASED_TABLES, RECLAIM_ERASED_ROWS_JOB } from './record/deletion-requests';
import { eraseExpiredRecords } from './record/expired-records';
import { runScheduledErasure, SCHEDULED_ERASURE_JOB } from './record/scheduled-deletions';

export function createAppJobQueue(deps: {
  db: Db;
  config: ApiConfig;
  mailer: Mailer;
  now: () => Date;
  uploads: FileStore;
  reclaimErasedRows: Database['reclaimErasedRows'];
}): JobQueue {
  const handlers: Record<string, JobHandler> = {
    [MAIL_JOB]: (payload) => deps.mailer.send(payload as unknown as Mail),
    [APPOINTMENT_NOTICE_JOB]: (payload, job) => runAppointmentNotice(deps, payload, job),
    [APPOINTMENT_REMINDER_JOB]: (payload) => runAppointmentReminder(deps, payload),
    [NUTRITIONIST_NOTICE_JOB]: (payload, job) => runNutritionistNotice(deps, payload, job),
    [SCHEDULED_ERASURE_JOB]: (payload, job) => runScheduledErasure(deps, payload, job),
    [RECLAIM_ERASED_ROWS_JOB]: () => deps.reclaimErasedRows(ERASED_TABLES),
  };
  return createJobQueue({
    db: deps.db,
    now: deps.now,
    handlers,
    retryDelaysMs: deps.config.MAIL_RETRY_DELAYS_MS,
    leaseMs: deps.config.JOB_LEASE_SECONDS * 1000,
    pollMs: deps.config.JOB_POLL_MS,
    hourly: async (at) => {
      await pruneAccessTrail(deps.db, at, deps.config.ACCESS_TRAIL_RETENTION_DAYS);
      await eraseExpiredRecords(deps.db, at, deps.config.CLINICAL_RECORD_RETENTION_YEARS);
      await pruneBookingHolds(deps.db, at);
    },
  });
}
