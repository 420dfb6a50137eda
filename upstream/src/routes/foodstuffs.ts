import { Hono } from 'hono';
import {
  createFoodstuffRequestSchema,
  listFoodstuffsQuerySchema,
  replaceHouseholdMeasuresRequestSchema,
  updateFoodstuffRequestSchema,
} from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import { listFoodstuffs } from '../services/catalogue/food-search';
import { lastUsedMeasure } from '../services/catalogue/food-uses';
import {
  createFoodstuff,
  deleteFoodstuff,
  getFoodstuffOrThrow,
  updateFoodstuff,
} from '../services/catalogue/foodstuffs';
import { listHouseholdMeasures, replaceHouseholdMeasures } from '../services/catalogue/household-measures';

export function foodstuffsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/foodstuffs – paged catalogue, searchable by name or brand, filterable by brand and barcode;
  // ranked for a plan, a nutritionist's own foods first.
  app.get('/', access.signedIn, async (c) => {
    const query = listFoodstuffsQuerySchema.parse(c.req.query());
    const { userId, roles } = c.get('auth');
    return c.json(await listFoodstuffs(deps.db, query, roles.includes('ROLE_NUTRITIONIST') ? userId : null));
  });

  // GET /v1/foodstuffs/{id} – one food of the catalogue.
  app.get('/:id', access.signedIn, async (c) => {
    const id = pathIdOrThrow(c);
    return c.json(await getFoodstuffOrThrow(deps.db, id));
  });

  // POST /v1/foodstuffs – a new food; administrators only.
  app.post('/', access.admin, async (c) => {
    const input = createFoodstuffRequestSchema.parse(await readJson(c));
    return c.json(await createFoodstuff(deps.db, input), 201);
  });

  // PATCH /v1/foodstuffs/{id} – changes the fields given; administrators only.
  app.patch('/:id', access.admin, async (c) => {
    const id = pathIdOrThrow(c);
    const input = updateFoodstuffRequestSchema.parse(await readJson(c));
    return c.json(await updateFoodstuff(deps.db, id, input));
  });

  // DELETE /v1/foodstuffs/{id} – removes a food, or archives it when plans or meal logs use it.
  app.delete('/:id', access.admin, async (c) => {
    const id = pathIdOrThrow(c);
    await deleteFoodstuff(deps.db, id, deps.now());
    return c.body(null, 204);
  });

  // GET /v1/foodstuffs/{id}/measures – the food's household measures, in the order the builder offers them;
  // to a nutritionist, also the one she planned it in last.
  app.get('/:id/measures', access.signedIn, async (c) => {
    const id = pathIdOrThrow(c);
    const { userId, roles } = c.get('auth');
    const measures = await listHouseholdMeasures(deps.db, id);
    if (!roles.includes('ROLE_NUTRITIONIST')) return c.json(measures);
    return c.json({ ...measures, last_used: await lastUsedMeasure(deps.db, userId, id) });
  });

  // PUT /v1/foodstuffs/{id}/measures – the whole list again; administrators only.
  app.put('/:id/measures', access.admin, async (c) => {
    const id = pathIdOrThrow(c);
    const input = replaceHouseholdMeasuresRequestSchema.parse(await readJson(c));
    return c.json(await replaceHouseholdMeasures(deps.db, id, input));
  });

  return app;
}
