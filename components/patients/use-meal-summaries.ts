'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { DailyMealSummary, MonthlyMealSummary } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

/** One day of a patient's meals (the daily summary). */
export function useDailySummary(patientId: number, date: string) {
  return useSWR(viaProxy(paths.userDailyMeals(patientId, date)), (path: string) =>
    readJson<DailyMealSummary>(path),
  );
}

/** A month of a patient's meals in weeks (the monthly report); null skips it. */
export function useMonthlySummary(patientId: number, yearMonth: string | null) {
  return useSWR(yearMonth ? viaProxy(paths.userMealReports(patientId, yearMonth)) : null, (path: string) =>
    readJson<MonthlyMealSummary>(path),
  );
}
