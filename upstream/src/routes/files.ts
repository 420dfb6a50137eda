import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { openStoredImage } from '../infra/storage';

export function filesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /files/{name} – an uploaded image; the portal serves it to browsers at /uploads/{name}.
  app.get('/:name', access.anyone, async (c) => {
    const file = await openStoredImage(deps.uploads, c.req.param('name'));
    if (!file) throw notFound('Arquivo');
    // Names are random and files never change, so any cache may keep them for good.
    return c.body(file.body, 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
