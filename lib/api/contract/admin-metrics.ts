import { z } from 'zod';

/** GET /v1/admin/metrics: the administrator dashboard's totals. */
export const adminMetricsSchema = z.object({
  total_users: z.number().int().nonnegative(),
  total_nutritionists: z.number().int().nonnegative(),
  total_foodstuffs: z.number().int().nonnegative(),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;
