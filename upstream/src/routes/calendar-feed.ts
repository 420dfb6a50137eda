import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { buildCalendarFeed, findFeedOwner } from '../services/agenda/calendar-feed';

const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** 'Assinar agenda no calendário': the private .ics feed, read by calendar apps with no account. Mounted at /v1/calendar-feeds. */
export function calendarFeedRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/calendar-feeds/{secret}.ics – the agenda as iCalendar; the secret is the only credential.
  app.get('/:file', access.anyone, async (c) => {
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
