import { z } from 'zod';

/**
 * What follows a change and is sent later (beyond the specification): an e-mail, an appointment's notice,
 * a reminder. Administrators see the jobs given up after their last attempt (DEAD) and may retry them.
 */
export const jobKindSchema = z.string().min(1);
export const jobStatusSchema = z.enum(['QUEUED', 'RUNNING', 'DONE', 'DEAD']);

export const adminJobSchema = z.object({
  id: z.number().int().positive(),
  kind: jobKindSchema,
  status: jobStatusSchema,
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
  run_at: z.string().datetime({ offset: true }),
  created_at: z.string().datetime({ offset: true }),
  updated_at: z.string().datetime({ offset: true }),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** GET /v1/admin/jobs: the counts, and the jobs given up (newest first, at most 50). */
export const adminJobsSchema = z.object({
  queued: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  dead: z.number().int().nonnegative(),
  dead_jobs: z.array(adminJobSchema),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;
