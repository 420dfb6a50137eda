import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { listAvatarPhotosQuerySchema } from '@/lib/api/contract';
import { avatarPhotos } from '../db/schema';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { containsSearch, toPage } from '../infra/paging';

export function avatarPhotosRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/avatar-photos – paged avatars, filtered by tags and gender.
  app.get('/', access.signedIn, async (c) => {
    const query = listAvatarPhotosQuerySchema.parse(c.req.query());
    const where = and(
      // Photos people uploaded of themselves are never offered to others.
      isNull(avatarPhotos.ownerId),
      query.tags ? containsSearch(avatarPhotos.tags, query.tags) : undefined,
      query.gender ? eq(avatarPhotos.gender, query.gender) : undefined,
    );
    const [total] = await deps.db.select({ value: count() }).from(avatarPhotos).where(where);
    const rows = await deps.db
      .select({
        id: avatarPhotos.id,
        url: avatarPhotos.url,
        tags: avatarPhotos.tags,
        gender: avatarPhotos.gender,
      })
      .from(avatarPhotos)
      .where(where)
      .orderBy(asc(avatarPhotos.id))
      .limit(query.size)
      .offset(query.page * query.size);
    return c.json(toPage(rows, total?.value ?? 0, query.size));
  });

  return app;
}
