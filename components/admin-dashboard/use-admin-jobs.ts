'use client';

// The jobs given up after their last attempt: read by the administrator dashboard, retried one by one.
import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { AdminJob, AdminJobs } from '@/lib/api/contract';
import { adminPaths } from '@/lib/api/paths/admin';
import { viaProxy } from '@/lib/api/paths/proxy';
import { ADMIN_JOBS_API_PATH } from '@/lib/lists/admin-dashboard';

const fetchJobs = (path: string) => readJson<AdminJobs>(path);

/** The waiting and given-up jobs, as 'Envios pendentes' lists them. */
export function useAdminJobs() {
  return useSWR(viaProxy(ADMIN_JOBS_API_PATH), fetchJobs);
}

/** 'Tentar de novo': the job runs again soon. */
export function retryJob(jobId: number): Promise<AdminJob> {
  return readJson<AdminJob>(viaProxy(adminPaths.adminJobRetry(jobId)), { method: 'POST' });
}
