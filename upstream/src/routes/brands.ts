import { Hono } from 'hono';
import { createBrandRequestSchema, listBrandsQuerySchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { createBrand, listBrands } from '../services/catalogue/brands';

export function brandsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/brands – paged brands, searchable by name.
  app.get('/', access.signedIn, async (c) => {
    const query = listBrandsQuerySchema.parse(c.req.query());
    return c.json(await listBrands(deps.db, query));
  });

  // POST /v1/brands – a new brand, unique by name ignoring case; administrators only.
  app.post('/', access.admin, async (c) => {
    const { name } = createBrandRequestSchema.parse(await readJson(c));
    return c.json(await createBrand(deps.db, name), 201);
  });

  return app;
}
