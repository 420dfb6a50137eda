import { Hono } from 'hono';
import { idParamSchema } from '@/lib/api/contract';
import { requireAuth } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { buildCalendarFeed, findFeedOwner, renewCalendarFeed } from '../services/calendar-feed';
import { requireOwnNutritionistId } from './availability';
import { publicApiUrl } from './oauth';

const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** 'Assinar agenda no calendário': a private .ics URL of the nutritionist's agenda. Mounted at the root. */
export function calendarFeedRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // POST /v1/nutritionists/{id}/calendar-feed – a new private feed URL; the previous one stops working.
  app.post('/v1/nutritionists/:id/calendar-feed', requireAuth(deps), async (c) => {
    const id = requireOwnNutritionistId(c.get('auth'), idParamSchema.parse(c.req.param('id')));
    const secret = await renewCalendarFeed(deps.db, id, deps.now());
    return c.json({ url: `${publicApiUrl(deps.config)}/v1/calendar-feeds/${secret}.ics` }, 201);
  });

  // GET /v1/calendar-feeds/{secret}.ics – the agenda as iCalendar; the secret is the only credential.
  app.get('/v1/calendar-feeds/:file', async (c) => {
    const secret = c.req.param('file').replace(/\.ics$/, '');
    const owner = SECRET.test(secret) ? await findFeedOwner(deps.db, secret) : undefined;
    if (!owner) throw notFound('Agenda');
    const body = await buildCalendarFeed(deps.db, owner, {
      publicUrl: deps.config.PUBLIC_URL,
      now: deps.now(),
    });
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });

  return app;
}
