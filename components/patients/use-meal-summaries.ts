'use client';

import useSWR from 'swr';
import { requestJson } from '@/lib/api/client';
import { dailyMealSummarySchema, monthlyMealSummarySchema } from '@/lib/api/contract';

/** One day of a patient's meals (GET /v1/users/{id}/meals?date=). */
export function useDailySummary(patientId: number, date: string) {
  return useSWR(`/api/v1/users/${patientId}/meals?date=${date}`, (path: string) =>
    requestJson(path, dailyMealSummarySchema),
  );
}

/** A month of a patient's meals in weeks (GET /v1/users/{id}/meal-reports?year_month=); null skips it. */
export function useMonthlySummary(patientId: number, yearMonth: string | null) {
  return useSWR(
    yearMonth ? `/api/v1/users/${patientId}/meal-reports?year_month=${yearMonth}` : null,
    (path: string) => requestJson(path, monthlyMealSummarySchema),
  );
}
