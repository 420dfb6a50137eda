// GET /v1/addresses/{cep}: the postal code lookup of the address form (spec 2 §7), made without a token
// and therefore limited per caller address.
import { Hono } from 'hono';
import { CEP_PATTERN } from '@/lib/rules/profile';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { createAccess } from '../http/access';
import { type AppEnv, clientAddress } from '../http/context';
import { createCepProvider } from '../infra/cep';

const MINUTE_SECONDS = 60;

export function addressesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  // One provider for the app's life, so its short cache serves every caller.
  const provider = createCepProvider(deps.config);

  app.get('/:cep', access.anyone, async (c) => {
    const key = `cep-lookup:${clientAddress(c, deps.config)}`;
    const wait = await deps.limiter.consume(key, deps.config.CEP_LOOKUPS_PER_MINUTE, MINUTE_SECONDS);
    if (wait > 0)
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Muitas consultas de CEP. Tente novamente em instantes.', {
        'Retry-After': String(wait),
      });

    const cep = c.req.param('cep');
    if (!CEP_PATTERN.test(cep)) throw new ApiError(400, 'INVALID_ZIP_CODE', 'O CEP deve ter 8 dígitos.');
    const address = await provider.lookup(cep);
    if (!address) throw new ApiError(404, 'ZIP_CODE_NOT_FOUND', 'CEP não encontrado.');
    return c.json(address);
  });

  return app;
}
