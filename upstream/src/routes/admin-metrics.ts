import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { countUsers } from '../services/accounts/user-counts';
import { countActiveFoodstuffs } from '../services/catalogue/foodstuffs';

export function adminMetricsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/admin/metrics – totals of the administrator dashboard; administrators only.
  app.get('/metrics', access.admin, async (c) => {
    const [users, foodstuffs] = await Promise.all([countUsers(deps.db), countActiveFoodstuffs(deps.db)]);
    return c.json({
      total_users: users.total,
      total_nutritionists: users.nutritionists,
      total_foodstuffs: foodstuffs,
    });
  });

  return app;
}
