'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { DailyMealSummary, MonthlyMealSummary } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

/** One day of a patient's meals (the daily summary). */
export function useDailySummary(patientId: number, date: string) {
  return useSWR(viaProxy(userPaths.userDailyMeals(patientId, date)), (path: string) =>
    readJson<DailyMealSummary>(path),
  );
}

/** A month of a patient's meals in weeks (the monthly report); null skips it. */
export function useMonthlySummary(patientId: number, yearMonth: string | null) {
  return useSWR(
    yearMonth ? viaProxy(userPaths.userMealReports(patientId, yearMonth)) : null,
    (path: string) => readJson<MonthlyMealSummary>(path),
  );
}
