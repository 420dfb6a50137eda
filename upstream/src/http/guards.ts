// Who may act on the resource named by the path's `:id`. Authentication happens once, where the app is
// assembled (app.ts); these guards decide, per route, whose `:id` the caller may reach. Use them as route
// middleware and read the checked id back:
//
//   app.get('/:id/appointments', guards.nutritionistHerself, async (c) => {
//     const nutritionistId = c.get('subjectId');
//     ...
//   });
//
// Anyone else gets 404, never 403, so ids reveal nothing (a patient's own nutritionist, who knows the
// patient exists, may be told 403 where the route asks for it).
import type { MiddlewareHandler } from 'hono';
import { idParamSchema } from '@/lib/api/contract';
import { hasRole } from '../db/roles';
import { canReadCareData } from '../services/patients/patients';
import { isPatientAccount } from '../services/record/access-trail';
import type { AppDeps, AppEnv } from './context';
import { forbidden, notFound } from './errors';

export interface Guards {
  /** `:id` is the caller, and the caller is a nutritionist (her patients, agenda, dashboard, plans). */
  nutritionistHerself: MiddlewareHandler<AppEnv>;
  /** `:id` is the caller itself (a patient's own records); anyone else, its nutritionist included, 404. */
  patientItself: MiddlewareHandler<AppEnv>;
  /** As patientItself, but the patient's own nutritionist learns 403 (she reads this data, never writes it). */
  patientItselfNotItsNutritionist: MiddlewareHandler<AppEnv>;
  /** `:id` is the caller or a patient the calling nutritionist follows (care data: meals, summaries). */
  patientOrOwnNutritionist: MiddlewareHandler<AppEnv>;
  /** `:id` is a patient the calling nutritionist follows (she writes its records); the patient itself learns 403. */
  ownNutritionistNotThePatient: MiddlewareHandler<AppEnv>;
  /** `:id` is the caller, a patient the calling nutritionist follows, or any patient for an administrator. */
  patientOwnNutritionistOrAdmin: MiddlewareHandler<AppEnv>;
}

export function createGuards(deps: AppDeps): Guards {
  const guard =
    (
      check: (id: number, viewer: AppEnv['Variables']['auth']) => Promise<void> | void,
    ): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const id = idParamSchema.parse(c.req.param('id'));
      await check(id, c.get('auth'));
      c.set('subjectId', id);
      await next();
    };

  return {
    nutritionistHerself: guard((id, viewer) => {
      if (viewer.userId !== id || !hasRole(viewer.roles, 'ROLE_NUTRITIONIST'))
        throw notFound('Nutricionista');
    }),
    patientItself: guard((id, viewer) => {
      if (viewer.userId !== id) throw notFound('Usuário');
    }),
    patientItselfNotItsNutritionist: guard(async (id, viewer) => {
      if (viewer.userId === id) return;
      if (await canReadCareData(deps.db, viewer, id)) throw forbidden();
      throw notFound('Usuário');
    }),
    patientOrOwnNutritionist: guard(async (id, viewer) => {
      if (!(await canReadCareData(deps.db, viewer, id))) throw notFound('Usuário');
    }),
    ownNutritionistNotThePatient: guard(async (id, viewer) => {
      if (viewer.userId === id) throw forbidden();
      if (!(await canReadCareData(deps.db, viewer, id))) throw notFound('Usuário');
    }),
    patientOwnNutritionistOrAdmin: guard(async (id, viewer) => {
      if (hasRole(viewer.roles, 'ROLE_ADMIN') && (await isPatientAccount(deps.db, id))) return;
      if (!(await canReadCareData(deps.db, viewer, id))) throw notFound('Usuário');
    }),
  };
}
