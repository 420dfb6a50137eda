import { Hono, type MiddlewareHandler } from 'hono';
import { confirmRegistrationRequestSchema, registrationRequestSchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../errors';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import { type AppEnv, clientAddress } from '../http/context';
import { createCfnRegistry } from '../infra/cfn';
import {
  confirmRegistration,
  createRegistration,
  type RegistrationDeps,
  resendRegistrationCode,
} from '../services/accounts/registration';

const HOUR_SECONDS = 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every registration call counts against the caller's address, whatever its outcome. */
function limitPerAddress(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = `registration:${clientAddress(c, deps.config)}`;
    const wait = await deps.limiter.consume(key, deps.config.REGISTRATION_MAX_PER_HOUR, HOUR_SECONDS);
    if (wait > 0) {
      throw new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        'Muitas solicitações de cadastro. Tente novamente mais tarde.',
        {
          'Retry-After': String(wait),
        },
      );
    }
    await next();
  };
}

function readRegistrationId(id: string): string {
  if (!UUID.test(id)) throw notFound('Cadastro');
  return id.toLowerCase();
}

/** Nutritionist registration (spec 1 §7): no token; the e-mailed code confirms it. */
export function registrationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const service: RegistrationDeps = {
    db: deps.db,
    mailer: deps.mailer,
    cfn: createCfnRegistry(deps.db, deps.config.CFN_API_URL),
    now: deps.now,
    secret: deps.config.JWT_SECRET,
    settings: {
      codeTtlMinutes: deps.config.REGISTRATION_CODE_TTL_MINUTES,
      maxCodeAttempts: deps.config.REGISTRATION_MAX_CODE_ATTEMPTS,
      resendSeconds: deps.config.REGISTRATION_RESEND_SECONDS,
      timeZone: deps.config.APP_TIME_ZONE,
    },
  };
  app.use('*', limitPerAddress(deps));

  // POST /v1/registration – checks the e-mail and the CFN, keeps the registration pending and e-mails a code.
  app.post('/', access.anyone, async (c) => {
    const body = registrationRequestSchema.parse(await readJson(c));
    return c.json(await createRegistration(service, body), 201);
  });

  // POST /v1/registration/{id}/confirm – the right code creates the nutritionist's account.
  app.post('/:id/confirm', access.anyone, async (c) => {
    const id = readRegistrationId(c.req.param('id'));
    const { code } = confirmRegistrationRequestSchema.parse(await readJson(c));
    return c.json(await confirmRegistration(service, id, code));
  });

  // POST /v1/registration/{id}/resend-code – a new code, refused within the resend interval.
  app.post('/:id/resend-code', access.anyone, async (c) => {
    const id = readRegistrationId(c.req.param('id'));
    return c.json(await resendRegistrationCode(service, id));
  });

  return app;
}
