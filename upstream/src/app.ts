// The reference API assembled in one place: request id, security headers, error contract, then resources.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { mayReadMetrics } from '@/lib/log/metrics-access';
import { mailDeliveryOf } from './config';
import type { AppDeps } from './deps';
import { ApiError } from './errors';
import { createAccess } from './http/access';
import { accessLog } from './http/access-log';
import { accessTrail } from './http/access-trail';
import type { AppEnv } from './http/context';
import { problem, toApiError } from './http/errors';
import { hostCheck } from './http/host-check';
import { securityHeaders } from './http/security-headers';
import { addressesRoutes } from './routes/addresses';
import { adminJobsRoutes } from './routes/admin-jobs';
import { adminMetricsRoutes } from './routes/admin-metrics';
import { appointmentLinksRoutes } from './routes/appointment-links';
import { appointmentsRoutes } from './routes/appointments';
import { authRoutes } from './routes/auth';
import { avatarPhotosRoutes } from './routes/avatar-photos';
import { bookingRoutes } from './routes/booking';
import { brandsRoutes } from './routes/brands';
import { calendarFeedRoutes } from './routes/calendar-feed';
import { chargesRoutes } from './routes/charges';
import { connectionRequestsRoutes } from './routes/connection-requests';
import { deletionRequestsRoutes } from './routes/deletion-requests';
import { devRoutes } from './routes/dev';
import { docsRoutes } from './routes/docs';
import { filesRoutes } from './routes/files';
import { foodstuffPhotosRoutes } from './routes/foodstuff-photos';
import { foodstuffsRoutes } from './routes/foodstuffs';
import { mealPlansRoutes } from './routes/meal-plans';
import { notificationsRoutes } from './routes/notifications';
import { nutritionistsRoutes } from './routes/nutritionists';
import { oauthRoutes } from './routes/oauth';
import { passwordResetRoutes } from './routes/password-reset';
import { readsRoutes } from './routes/reads';
import { receiptsRoutes } from './routes/receipts';
import { registrationRoutes } from './routes/registration';
import { usersRoutes } from './routes/users';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', accessLog(deps.log, deps.metrics.observe));
  app.use('*', securityHeaders(deps.config));
  app.use('*', async (c, next) => {
    c.set('bodyTimeoutMs', deps.config.REQUEST_BODY_TIMEOUT_MS);
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', hostCheck(deps.config));

  app.onError((error, c) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500)
      deps.log.error({ err: error, reqId: c.get('requestId' as never) }, 'request failed');
    return problem(c, apiError);
  });
  app.notFound((c) => problem(c, new ApiError(404, 'NOT_FOUND', 'Recurso não encontrado.')));

  // Who may call a route is declared with the route: its first handler is one rule of http/access.ts,
  // which authenticates the caller and decides (tests/api/access-rules.test.ts holds every route to it).
  const access = createAccess(deps);
  // Every call of a care route leaves a row in the patient's access trail (http/access-trail.ts).
  const trail = accessTrail(deps);
  // On every versioned route: the route table's `trail` entries say which are care routes, and the others
  // pass through. `/*` matches the bare path too (POST /v1/meal-plans).
  app.use('/v1/*', trail);

  // Liveness: the process answers. Readiness: it can reach its database too, so a load balancer stops
  // sending requests to a copy whose database is gone (a failed query answers 503 through onError).
  app.get('/health', access.anyone, (c) => c.json({ status: 'ok' }));
  // Prometheus' scrape, for a machine rather than a user: without METRICS_TOKEN, or with another token, it
  // does not exist.
  app.get('/metrics', access.anyone, async (c) => {
    if (!mayReadMetrics(c.req.header('Authorization'), deps.config.METRICS_TOKEN)) return c.notFound();
    return c.text(await deps.metrics.registry.metrics(), 200, {
      'Content-Type': deps.metrics.registry.contentType,
    });
  });
  app.get('/health/ready', access.anyone, async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });
  // The API described for its clients (always), and its reference page (API_DOCS).
  app.route('/', docsRoutes(deps));
  app.route('/', authRoutes(deps));
  // A page's first reads in one call, each served by this same app (routes/reads.ts).
  app.route(
    '/v1/reads',
    readsRoutes(deps, (request, env) => app.fetch(request, env)),
  );
  app.route('/v1/users', usersRoutes(deps));
  app.route('/v1/nutritionists', nutritionistsRoutes(deps));
  app.route('/v1/avatar-photos', avatarPhotosRoutes(deps));
  // The CEP lookup is made without a token (spec 2 §6) and limited per caller address instead.
  app.route('/v1/addresses', addressesRoutes(deps));
  app.route('/v1/registration', registrationRoutes(deps));
  app.route('/v1/password-resets', passwordResetRoutes(deps));
  app.route('/', oauthRoutes(deps));
  app.route('/v1/connection-requests', connectionRequestsRoutes(deps));
  app.route('/v1/deletion-requests', deletionRequestsRoutes(deps));
  app.route('/v1/notifications', notificationsRoutes(deps));
  app.route('/v1/foodstuffs', foodstuffsRoutes(deps));
  app.route('/v1/brands', brandsRoutes(deps));
  app.route('/v1/foodstuff-photos', foodstuffPhotosRoutes(deps));
  app.route('/v1/admin', adminMetricsRoutes(deps));
  app.route('/v1/admin/jobs', adminJobsRoutes(deps));
  app.route('/v1/appointments', appointmentsRoutes(deps));
  // The practice's money: appointments' charges, packages sold, payments; and receipts.
  app.route('/v1', chargesRoutes(deps));
  app.route('/v1/receipts', receiptsRoutes(deps));
  app.route('/v1/meal-plans', mealPlansRoutes(deps));
  app.route('/v1/calendar-feeds', calendarFeedRoutes(deps));
  // Online booking: her public page, a visitor's hold and confirmation, her settings and requests; and an
  // appointment's e-mailed links (manage, 'Confirmar presença'), each without an account.
  app.route('/v1', bookingRoutes(deps));
  app.route('/v1', appointmentLinksRoutes(deps));
  app.route('/files', filesRoutes(deps));
  // The outbox's list, for a developer on this machine only (routes/dev.ts); never beside a mail server.
  if (mailDeliveryOf(deps.config) === 'loopback') app.route('/dev', devRoutes(deps));

  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
