// /v1/nutritionists/{id}/…: a nutritionist's weekly hours, how they are cut into consultations, the free
// slots they leave and her private calendar feed. Mounted inside the nutritionists resource; only the nutritionist herself (404 otherwise).
import { Hono } from 'hono';
import { availabilityQuerySchema, slotSettingsSchema, weekAvailabilitySchema } from '@/lib/api/contract';
import { publicApiUrl } from '../config';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { renewCalendarFeed } from '../services/agenda/calendar-feed';
import { getSlotSettings, replaceSlotSettings } from '../services/agenda/slot-settings';
import {
  getAvailability,
  getWeekAvailability,
  replaceWeekAvailability,
} from '../services/agenda/week-availability';

export function availabilityRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/nutritionists/{id}/availabilities?from&to – dates with free hours (only those that have one).
  app.get('/:id/availabilities', access.nutritionistHerself, async (c) => {
    const id = c.get('subjectId');
    const range = availabilityQuerySchema.parse(c.req.query());
    return c.json(await getAvailability(deps.db, id, deps.config, { ...range, now: deps.now() }));
  });

  // GET /v1/nutritionists/{id}/week-availability – the weekly periods, Sunday to Saturday.
  app.get('/:id/week-availability', access.nutritionistHerself, async (c) => {
    return c.json(await getWeekAvailability(deps.db, c.get('subjectId')));
  });

  // PUT /v1/nutritionists/{id}/week-availability – replaces the whole week.
  app.put('/:id/week-availability', access.nutritionistHerself, async (c) => {
    const id = c.get('subjectId');
    const week = weekAvailabilitySchema.parse(await readJson(c));
    return c.json(await replaceWeekAvailability(deps.db, id, week));
  });

  // GET /v1/nutritionists/{id}/slot-settings – her consultation length and the gap after each, in minutes.
  app.get('/:id/slot-settings', access.nutritionistHerself, async (c) => {
    return c.json(await getSlotSettings(deps.db, c.get('subjectId'), deps.config));
  });

  // PUT /v1/nutritionists/{id}/slot-settings – sets both; the free hours offered from now on follow them.
  app.put('/:id/slot-settings', access.nutritionistHerself, async (c) => {
    const settings = slotSettingsSchema.parse(await readJson(c));
    return c.json(await replaceSlotSettings(deps.db, c.get('subjectId'), settings, deps.now()));
  });

  // POST /v1/nutritionists/{id}/calendar-feed – a new private feed URL; the previous one stops working.
  app.post('/:id/calendar-feed', access.nutritionistHerself, async (c) => {
    const secret = await renewCalendarFeed(deps.db, c.get('subjectId'), deps.now());
    return c.json({ url: `${publicApiUrl(deps.config)}/v1/calendar-feeds/${secret}.ics` }, 201);
  });

  return app;
}
