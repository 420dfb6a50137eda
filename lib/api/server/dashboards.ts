// The homes' figures: the administrator's totals, the nutritionist's cards and plans-in-focus table.
import 'server-only';
import { cache } from 'react';
import {
  type AdminMetrics,
  adminMetricsSchema,
  type MealPlanAdherence,
  mealPlanAdherencePageSchema,
  type NutritionistDashboard,
  nutritionistDashboardSchema,
  type Page,
} from '../contract';
import { paths } from '../paths';
import { fetchAsUser } from './upstream';

export const getAdminMetrics = cache(
  (): Promise<AdminMetrics> => fetchAsUser(paths.adminMetrics(), adminMetricsSchema),
);

/** The home's cards and the page of its table that `query` asks for (page, size, optionally adherence). */
export function getNutritionistDashboard(
  nutritionistId: number,
  query: URLSearchParams,
): Promise<NutritionistDashboard> {
  return fetchAsUser(paths.nutritionistDashboard(nutritionistId, query), nutritionistDashboardSchema);
}

/** A page of the nutritionist's patients on an ACTIVE plan: `query` holds page, size and optionally adherence. */
export function listPlanAdherence(
  nutritionistId: number,
  query: URLSearchParams,
): Promise<Page<MealPlanAdherence>> {
  return fetchAsUser(paths.nutritionistPlanAdherence(nutritionistId, query), mealPlanAdherencePageSchema);
}
