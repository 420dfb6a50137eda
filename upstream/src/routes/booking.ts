import { type Context, Hono } from 'hono';
import {
  bookingHoldIdSchema,
  bookingLinkParamSchema,
  bookingSettingsInputSchema,
  confirmBookingByCodeSchema,
  confirmBookingByLinkSchema,
  createBookingHoldSchema,
  listBookingRequestsQuerySchema,
} from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import { type AppEnv, clientAddress } from '../http/context';
import { pathIdOrThrow, pathTextOrThrow } from '../http/path-id';
import { confirmBookingByCode, confirmBookingByLink } from '../services/booking/booking-confirmation';
import { createBookingHold, holdNotFound, releaseBookingHold } from '../services/booking/booking-holds';
import { limitReadsByAddress } from '../services/booking/booking-limits';
import { getBookingPage, pageNotFound } from '../services/booking/booking-page';
import {
  acceptBookingRequest,
  declineBookingRequest,
  listBookingRequests,
} from '../services/booking/booking-requests';
import { getBookingSettings, replaceBookingSettings } from '../services/booking/booking-settings';

/**
 * Online booking, mounted at /v1: her public page and a visitor's hold and confirmation (no account: the
 * e-mailed code or link is the credential, and the visitor's address and e-mail are limited), and her
 * settings and requests (herself only).
 */
export function bookingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const { config } = deps;
  const addressOf = (c: Context<AppEnv>) => clientAddress(c, config);
  const slugOf = (c: Context<AppEnv>) => pathTextOrThrow(c, 'slug', bookingLinkParamSchema, pageNotFound);
  const holdIdOf = (c: Context<AppEnv>) => pathTextOrThrow(c, 'holdId', bookingHoldIdSchema, holdNotFound);

  // GET /v1/booking-pages/{slug} – her page: who she is, what she offers, her free hours of the horizon.
  app.get('/booking-pages/:slug', access.anyone, async (c) => {
    await limitReadsByAddress(deps.limiter, config, addressOf(c));
    return c.json(await getBookingPage(deps.db, slugOf(c), config, deps.now()));
  });

  // POST /v1/booking-pages/{slug}/holds – a visitor holds a free hour; the code and link go to her e-mail.
  app.post('/booking-pages/:slug/holds', access.anyone, async (c) => {
    const slug = slugOf(c);
    const input = createBookingHoldSchema.parse(await readJson(c));
    const hold = await createBookingHold(deps, slug, input, addressOf(c));
    deps.jobs.wake();
    return c.json(hold, 201);
  });

  // DELETE /v1/booking-holds/{holdId} – the visitor gives the hour back before confirming.
  app.delete('/booking-holds/:holdId', access.anyone, async (c) => {
    await limitReadsByAddress(deps.limiter, config, addressOf(c));
    return c.json(await releaseBookingHold(deps, holdIdOf(c)));
  });

  // POST /v1/booking-holds/{holdId}/confirmation – the visitor confirms by the e-mailed code.
  app.post('/booking-holds/:holdId/confirmation', access.anyone, async (c) => {
    const holdId = holdIdOf(c);
    const { code } = confirmBookingByCodeSchema.parse(await readJson(c));
    const confirmation = await confirmBookingByCode(deps, holdId, code, addressOf(c));
    deps.jobs.wake();
    return c.json(confirmation);
  });

  // POST /v1/booking-confirmations – the visitor confirms by the e-mailed link's token.
  app.post('/booking-confirmations', access.anyone, async (c) => {
    const { token } = confirmBookingByLinkSchema.parse(await readJson(c));
    const confirmation = await confirmBookingByLink(deps, token, addressOf(c));
    deps.jobs.wake();
    return c.json(confirmation);
  });

  // GET /v1/nutritionists/{id}/booking-settings – her page's settings (the defaults before she saves any).
  app.get('/nutritionists/:id/booking-settings', access.nutritionistHerself, async (c) =>
    c.json(await getBookingSettings(deps.db, c.get('subjectId'), config.PUBLIC_URL)),
  );

  // PUT /v1/nutritionists/{id}/booking-settings – replace them; a new link frees the old one.
  app.put('/nutritionists/:id/booking-settings', access.nutritionistHerself, async (c) => {
    const input = bookingSettingsInputSchema.parse(await readJson(c));
    const context = { publicUrl: config.PUBLIC_URL, now: deps.now() };
    return c.json(await replaceBookingSettings(deps.db, c.get('subjectId'), input, context));
  });

  // GET /v1/nutritionists/{id}/booking-requests – the requests waiting for her answer, earliest hour first.
  app.get('/nutritionists/:id/booking-requests', access.nutritionistHerself, async (c) => {
    const page = listBookingRequestsQuerySchema.parse(c.req.query());
    return c.json(await listBookingRequests(deps.db, c.get('subjectId'), page, deps.now()));
  });

  // POST /v1/nutritionists/{id}/booking-requests/{requestId}/accept – it becomes an appointment.
  app.post('/nutritionists/:id/booking-requests/:requestId/accept', access.nutritionistHerself, async (c) => {
    const requestId = pathIdOrThrow(c, 'requestId');
    const request = await acceptBookingRequest(deps.db, c.get('subjectId'), requestId, config, deps.now());
    deps.jobs.wake();
    return c.json(request);
  });

  // POST /v1/nutritionists/{id}/booking-requests/{requestId}/decline – the visitor is told by e-mail.
  app.post(
    '/nutritionists/:id/booking-requests/:requestId/decline',
    access.nutritionistHerself,
    async (c) => {
      const requestId = pathIdOrThrow(c, 'requestId');
      const request = await declineBookingRequest(deps.db, c.get('subjectId'), requestId, config, deps.now());
      deps.jobs.wake();
      return c.json(request);
    },
  );

  return app;
}
