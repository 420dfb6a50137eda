// The reference API assembled in one place: request id, security headers, error contract, then resources.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './http/context';
import { ApiError, problem, toApiError } from './http/errors';
import { adminMetricsRoutes } from './routes/admin-metrics';
import { authRoutes } from './routes/auth';
import { avatarPhotosRoutes } from './routes/avatar-photos';
import { brandsRoutes } from './routes/brands';
import { connectionRequestsRoutes } from './routes/connection-requests';
import { devRoutes } from './routes/dev';
import { filesRoutes } from './routes/files';
import { foodstuffPhotosRoutes } from './routes/foodstuff-photos';
import { foodstuffsRoutes } from './routes/foodstuffs';
import { mealPlansRoutes } from './routes/meal-plans';
import { mealSummariesRoutes } from './routes/meal-summaries';
import { mealsRoutes } from './routes/meals';
import { notificationsRoutes } from './routes/notifications';
import { nutritionistDashboardRoutes } from './routes/nutritionist-dashboard';
import { oauthRoutes } from './routes/oauth';
import { passwordResetRoutes } from './routes/password-reset';
import { patientsRoutes } from './routes/patients';
import { registrationRoutes } from './routes/registration';
import { usersRoutes } from './routes/users';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', secureHeaders());
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.onError((error, c) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) console.error(`[${c.get('requestId' as never)}]`, error);
    return problem(c, apiError);
  });
  app.notFound((c) => problem(c, new ApiError(404, 'NOT_FOUND', 'Recurso não encontrado.')));

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/', authRoutes(deps));
  // Before /v1/users: these answer their own /v1/users/{id}/... paths with per-route authentication,
  // so the users sub-app's catch-all middleware does not authenticate them a second time.
  app.route('/', patientsRoutes(deps));
  app.route('/', nutritionistDashboardRoutes(deps));
  app.route('/', mealSummariesRoutes(deps));
  app.route('/', mealsRoutes(deps));
  // Full /v1/meal-plans paths with per-route authentication: independent of the mounting order.
  app.route('/', mealPlansRoutes(deps));
  app.route('/v1/users', usersRoutes(deps));
  app.route('/v1/avatar-photos', avatarPhotosRoutes(deps));
  app.route('/v1/registration', registrationRoutes(deps));
  app.route('/v1/password-resets', passwordResetRoutes(deps));
  app.route('/', oauthRoutes(deps));
  app.route('/v1/connection-requests', connectionRequestsRoutes(deps));
  app.route('/v1/notifications', notificationsRoutes(deps));
  app.route('/v1/foodstuffs', foodstuffsRoutes(deps));
  app.route('/v1/brands', brandsRoutes(deps));
  app.route('/v1/foodstuff-photos', foodstuffPhotosRoutes(deps));
  app.route('/v1/admin', adminMetricsRoutes(deps));
  app.route('/files', filesRoutes(deps));
  if (deps.mailer.usesOutbox) app.route('/dev', devRoutes(deps));

  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
