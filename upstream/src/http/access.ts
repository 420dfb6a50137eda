// Who may call each route: the one authorization style of the API. Every route declares exactly one rule
// of this module as its first handler, where the route is declared:
//
//   app.get('/:id/meals', access.patientOrOwnNutritionist, async (c) => {
//     const patientId = c.get('subjectId');
//     ...
//   });
//
// A rule authenticates the caller (every rule but `anyone`), decides, and leaves what it checked in the
// context (`subjectId`, `planPatientId`, `appointment`, `grant`) for the handler to use. Anyone refused the
// resource of a path gets 404, never 403, so ids reveal nothing; 403 is kept for a caller who knows the
// resource is there (a patient's own nutritionist, a role the caller lacks). tests/api/access-rules.test.ts
// fails when a route declares no rule, or more than one, or another than its entry in the route table
// (lib/api/contract/operations/) names.
import type { Context, MiddlewareHandler } from 'hono';
import {
  createAppointmentSchema,
  createConnectionRequestSchema,
  createMealPlanRequestSchema,
  createMealPlanTemplateRequestSchema,
  listAppointmentsQuerySchema,
  listNotificationsQuerySchema,
  markNotificationsReadSchema,
} from '@/lib/api/contract';
import type { AccessRuleName } from '@/lib/api/contract/operations';
import { hasRole, type Role } from '../db/roles';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../errors';
import { findNotificationReceiver } from '../services/accounts/notifications';
import { findAvatarPhoto } from '../services/accounts/users';
import { type AppointmentRow, findAppointmentRow } from '../services/agenda/appointments';
import { findMoneyOwner, type MoneyKind } from '../services/finance/money-owners';
import { findMealPlanPatient } from '../services/meal-plans/meal-plans';
import { isPatientOf } from '../services/patients/patients';
import { isPatientAccount } from '../services/record/access-trail';
import { authenticate } from './auth';
import { readJson } from './body';
import type { AppEnv, AuthContext } from './context';
import { pathIdOrThrow } from './path-id';

const RULE_NAME = Symbol('access rule');

export type AccessRule = MiddlewareHandler<AppEnv> & { readonly [RULE_NAME]: string };

/** The rule's name when `handler` is one (the rule test reads the route table with it). */
export function accessRuleName(handler: unknown): string | undefined {
  return typeof handler === 'function' ? (handler as Partial<AccessRule>)[RULE_NAME] : undefined;
}

const isNutritionist = (viewer: AuthContext) => hasRole(viewer.roles, 'ROLE_NUTRITIONIST');

/**
 * Whether a nutritionist follows a patient, by caller: a batch of reads hands its calls one caller
 * (http/read-batch.ts), so a patient's page asks the database once, not once per read. A caller lives as
 * long as its request, and so do its answers.
 */
const followingByCaller = new WeakMap<AuthContext, Map<string, Promise<boolean>>>();

export function createAccess(deps: AppDeps) {
  const { db } = deps;

  /** isPatientOf, asked once per caller for each nutritionist and patient. */
  const follows = (viewer: AuthContext, nutritionistId: number, patientId: number): Promise<boolean> => {
    const answers = followingByCaller.get(viewer) ?? new Map<string, Promise<boolean>>();
    followingByCaller.set(viewer, answers);
    const key = `${nutritionistId}:${patientId}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = isPatientOf(db, nutritionistId, patientId);
      answers.set(key, answer);
    }
    return answer;
  };
  /** The caller is a nutritionist who follows this patient. */
  const isOwnNutritionist = async (viewer: AuthContext, patientId: number) =>
    isNutritionist(viewer) && follows(viewer, viewer.userId, patientId);
  /**
   * Meal logs and summaries are health data: the patient itself and the nutritionist who follows it read
   * them, nobody else (administrators keep the catalogue, not the care).
   */
  const canReadCareData = async (viewer: AuthContext, patientId: number) =>
    viewer.userId === patientId || isOwnNutritionist(viewer, patientId);

  function rule(
    name: AccessRuleName,
    check: (c: Context<AppEnv>, viewer: AuthContext) => Promise<void> | void,
  ): AccessRule {
    const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
      await check(c, await authenticate(deps, c));
      await next();
    };
    return Object.assign(middleware, { [RULE_NAME]: name });
  }

  /** A rule on the user named by the path's `:id`, which it leaves in `subjectId` once allowed. */
  const onPathUser = (
    name: AccessRuleName,
    check: (id: number, viewer: AuthContext) => Promise<void> | void,
  ) =>
    rule(name, async (c, viewer) => {
      const id = pathIdOrThrow(c);
      await check(id, viewer);
      c.set('subjectId', id);
    });

  const role = (name: AccessRuleName, wanted: Role) =>
    rule(name, (_c, viewer) => {
      if (!hasRole(viewer.roles, wanted)) throw forbidden();
    });

  /** The plan named by the path's `:id` and its patient, or 404. */
  const planPatient = async (c: Context<AppEnv>): Promise<number> => {
    const patientId = await findMealPlanPatient(db, pathIdOrThrow(c));
    if (patientId === null) throw notFound('Plano alimentar');
    return patientId;
  };

  /**
   * A nutritionist sees her own appointments with a patient she still follows (one who moved to another
   * nutritionist takes them all along, past ones included), a patient its own.
   */
  const visibleAppointment = async (c: Context<AppEnv>, viewer: AuthContext): Promise<AppointmentRow> => {
    const row = await findAppointmentRow(db, pathIdOrThrow(c));
    const visible =
      row &&
      (row.patientId === viewer.userId ||
        (isNutritionist(viewer) &&
          row.nutritionistId === viewer.userId &&
          (await follows(viewer, viewer.userId, row.patientId))));
    if (!row || !visible) throw notFound('Consulta');
    return row;
  };

  /**
   * The practice's money named by the path's `:id` (an appointment's charge, a package sold, a payment, a
   * receipt): the nutritionist it was paid to reaches it, whether or not she still follows the patient (it
   * is her income); its patient, who knows it is there, learns 403, unless `patientReads`; anyone else 404,
   * administrators included. The patient it is about is left in `subjectId`.
   */
  const herMoney = (name: AccessRuleName, kind: MoneyKind, what: string, patientReads = false): AccessRule =>
    rule(name, async (c, viewer) => {
      const owner = await findMoneyOwner(db, kind, pathIdOrThrow(c));
      if (!owner) throw notFound(what);
      const isHers = isNutritionist(viewer) && owner.nutritionistId === viewer.userId;
      if (!isHers && owner.patientId === viewer.userId && !patientReads) throw forbidden();
      if (!isHers && owner.patientId !== viewer.userId) throw notFound(what);
      c.set('subjectId', owner.patientId);
    });

  return {
    /** No account needed: signing in and up, reset links, invitations by code, documents, feeds by secret. */
    anyone: Object.assign<MiddlewareHandler<AppEnv>, { [RULE_NAME]: string }>(
      async (_c, next) => {
        await next();
      },
      { [RULE_NAME]: 'anyone' },
    ) as AccessRule,
    /** Any signed-in caller: what is about herself alone (`auth`), or shared by all (the catalogue). */
    signedIn: rule('signedIn', () => {}),
    /** Administrators (the catalogue's writes, users, jobs); anyone else 403. */
    admin: role('admin', 'ROLE_ADMIN'),

    /** `:id` is the caller, and the caller is a nutritionist (her patients, agenda, dashboard, plans). */
    nutritionistHerself: onPathUser('nutritionistHerself', (id, viewer) => {
      if (viewer.userId !== id || !isNutritionist(viewer)) throw notFound('Nutricionista');
    }),
    /** `:id` is the caller itself (a patient's own records); anyone else, its nutritionist included, 404. */
    patientItself: onPathUser('patientItself', (id, viewer) => {
      if (viewer.userId !== id) throw notFound('Usuário');
    }),
    /**
     * `:id` is the caller (anyone else learns 403), choosing as its avatar (`:photoId`) one of the shared
     * catalogue's or one it uploaded itself: someone else's upload is theirs alone (404).
     */
    choosesOwnAvatar: rule('choosesOwnAvatar', async (c, viewer) => {
      const id = pathIdOrThrow(c);
      if (viewer.userId !== id) throw forbidden();
      const photo = await findAvatarPhoto(db, pathIdOrThrow(c, 'photoId'));
      if (!photo || (photo.ownerId !== null && photo.ownerId !== id)) throw notFound('Avatar');
      c.set('subjectId', id);
    }),
    /** As patientItself, but the patient's own nutritionist learns 403 (she reads this data, never writes it). */
    patientItselfNotItsNutritionist: onPathUser('patientItselfNotItsNutritionist', async (id, viewer) => {
      if (viewer.userId === id) return;
      if (await canReadCareData(viewer, id)) throw forbidden();
      throw notFound('Usuário');
    }),
    /** `:id` is the caller or a patient the calling nutritionist follows (care data: meals, summaries). */
    patientOrOwnNutritionist: onPathUser('patientOrOwnNutritionist', async (id, viewer) => {
      if (!(await canReadCareData(viewer, id))) throw notFound('Usuário');
    }),
    /** `:id` is a patient the calling nutritionist follows (she writes its records); the patient learns 403. */
    ownNutritionistNotThePatient: onPathUser('ownNutritionistNotThePatient', async (id, viewer) => {
      if (viewer.userId === id) throw forbidden();
      if (!(await canReadCareData(viewer, id))) throw notFound('Usuário');
    }),
    /** `:id` is the caller, a patient the calling nutritionist follows, or any patient for an administrator. */
    patientOwnNutritionistOrAdmin: onPathUser('patientOwnNutritionistOrAdmin', async (id, viewer) => {
      if (hasRole(viewer.roles, 'ROLE_ADMIN') && (await isPatientAccount(db, id))) return;
      if (!(await canReadCareData(viewer, id))) throw notFound('Usuário');
    }),
    /**
     * `:id` is the caller or a patient the calling nutritionist follows (`grant` 'care'), or any account for
     * an administrator, who reaches no care data (`grant` 'admin', LGPD art. 11).
     */
    careReaderOrAdmin: rule('careReaderOrAdmin', async (c, viewer) => {
      const id = pathIdOrThrow(c);
      if (await canReadCareData(viewer, id)) c.set('grant', 'care');
      else if (hasRole(viewer.roles, 'ROLE_ADMIN')) c.set('grant', 'admin');
      else throw notFound('Usuário');
      c.set('subjectId', id);
    }),
    /** `:id` is the calling nutritionist (`grant` 'self') or the nutritionist who follows the caller ('care'). */
    nutritionistOrHerPatient: rule('nutritionistOrHerPatient', async (c, viewer) => {
      const id = pathIdOrThrow(c);
      if (viewer.userId === id && isNutritionist(viewer)) c.set('grant', 'self');
      else if (viewer.userId !== id && (await follows(viewer, id, viewer.userId))) c.set('grant', 'care');
      else throw notFound('Nutricionista');
      c.set('subjectId', id);
    }),

    /** `:id` is a meal plan of the caller itself or of a patient she follows; its patient in `planPatientId`. */
    planReader: rule('planReader', async (c, viewer) => {
      const patientId = await planPatient(c);
      if (viewer.userId !== patientId && !(await isOwnNutritionist(viewer, patientId)))
        throw notFound('Plano alimentar');
      c.set('planPatientId', patientId);
    }),
    /** `:id` is a meal plan of a patient the caller follows; its patient in `planPatientId`. */
    planEditor: rule('planEditor', async (c, viewer) => {
      const patientId = await planPatient(c);
      if (!(await isOwnNutritionist(viewer, patientId))) throw notFound('Plano alimentar');
      c.set('planPatientId', patientId);
    }),
    /** A new plan is for a patient the caller follows, and signed by the caller herself (403 otherwise). */
    plansForOwnPatient: rule('plansForOwnPatient', async (c, viewer) => {
      const input = createMealPlanRequestSchema.parse(await readJson(c));
      if (!(await isOwnNutritionist(viewer, input.patient_id))) throw notFound('Plano alimentar');
      if (viewer.userId !== input.nutritionist_id) throw forbidden();
    }),
    /** nutritionistHerself, saving as a template a plan of a patient she follows. */
    nutritionistHerselfWithOwnPlan: rule('nutritionistHerselfWithOwnPlan', async (c, viewer) => {
      const id = pathIdOrThrow(c);
      if (viewer.userId !== id || !isNutritionist(viewer)) throw notFound('Nutricionista');
      const input = createMealPlanTemplateRequestSchema.parse(await readJson(c));
      const patientId = await findMealPlanPatient(db, input.meal_plan_id);
      if (patientId === null || !(await isOwnNutritionist(viewer, patientId)))
        throw notFound('Plano alimentar');
      c.set('subjectId', id);
    }),

    /** `:id` is an appointment of the caller's agenda (see visibleAppointment), left in `appointment`. */
    appointmentViewer: rule('appointmentViewer', async (c, viewer) => {
      c.set('appointment', await visibleAppointment(c, viewer));
    }),
    /** As appointmentViewer, and only its nutritionist changes it: its patient learns 403. */
    appointmentChanger: rule('appointmentChanger', async (c, viewer) => {
      const row = await visibleAppointment(c, viewer);
      if (!isNutritionist(viewer) || row.nutritionistId !== viewer.userId) throw forbidden();
      c.set('appointment', row);
    }),
    /**
     * The agenda a list asks for is the caller's own: the nutritionist herself or the patient itself (the
     * mobile app); without either in the query, the caller's. A nutritionist naming a patient as well reads
     * that patient's part of her own agenda (her record's consultations): it holds only her own
     * appointments, so it tells nothing of anyone else's. The owner is left in `agendaOwner`.
     */
    ownAgenda: rule('ownAgenda', (c, viewer) => {
      const query = listAppointmentsQuerySchema.parse(c.req.query());
      if (query.nutritionist_id !== undefined) {
        if (query.nutritionist_id !== viewer.userId || !isNutritionist(viewer))
          throw notFound('Nutricionista');
        c.set('agendaOwner', { nutritionistId: query.nutritionist_id, patientId: query.patient_id });
      } else if (query.patient_id !== undefined) {
        if (query.patient_id !== viewer.userId) throw notFound('Paciente');
        c.set('agendaOwner', { patientId: query.patient_id });
      } else {
        c.set(
          'agendaOwner',
          isNutritionist(viewer) ? { nutritionistId: viewer.userId } : { patientId: viewer.userId },
        );
      }
    }),
    /** A booking is made in the caller's own agenda, by a nutritionist, with a patient she follows. */
    booksOwnAgenda: rule('booksOwnAgenda', async (c, viewer) => {
      const input = createAppointmentSchema.parse(await readJson(c));
      if (input.nutritionist_id !== viewer.userId || !isNutritionist(viewer)) throw notFound('Nutricionista');
      if (!(await follows(viewer, viewer.userId, input.patient_id))) throw notFound('Paciente');
    }),
    /** The notifications a list or a 'mark all read' names (`receiver_id`) are the caller's own; else 404. */
    ownNotifications: rule('ownNotifications', async (c, viewer) => {
      const { receiver_id } =
        c.req.method === 'GET'
          ? listNotificationsQuerySchema.parse(c.req.query())
          : markNotificationsReadSchema.parse(await readJson(c));
      if (receiver_id !== viewer.userId) throw notFound('Notificações');
    }),
    /** `:id` is a notification the caller received; anyone else's answers 404. */
    ownNotification: rule('ownNotification', async (c, viewer) => {
      if ((await findNotificationReceiver(db, pathIdOrThrow(c))) !== viewer.userId)
        throw notFound('Notificação');
    }),
    /** A nutritionist invites in her own name (403 otherwise). */
    invitesInOwnName: rule('invitesInOwnName', async (c, viewer) => {
      if (!isNutritionist(viewer)) throw forbidden();
      const input = createConnectionRequestSchema.parse(await readJson(c));
      if (input.nutritionist_id !== viewer.userId) throw forbidden();
      // Inviting one of her records to the app: the record must be hers (anyone else's reveals nothing).
      if (input.patient_id !== undefined && !(await follows(viewer, viewer.userId, input.patient_id))) {
        throw notFound('Paciente');
      }
    }),

    /** `:id` is an appointment whose money is the caller's (herMoney); the appointment in `appointment`. */
    appointmentMoney: rule('appointmentMoney', async (c, viewer) => {
      const row = await findAppointmentRow(db, pathIdOrThrow(c));
      if (!row) throw notFound('Consulta');
      const isHers = isNutritionist(viewer) && row.nutritionistId === viewer.userId;
      if (!isHers) throw row.patientId === viewer.userId ? forbidden() : notFound('Consulta');
      c.set('appointment', row);
      c.set('subjectId', row.patientId);
    }),
    /** `:id` is a package the caller sold (herMoney). */
    patientPackageOwner: herMoney('patientPackageOwner', 'patient-package', 'Pacote'),
    /** `:id` is a payment made to the caller (herMoney). */
    paymentOwner: herMoney('paymentOwner', 'payment', 'Pagamento'),
    /** `:id` is a receipt the caller issued (herMoney): only she cancels or sends it. */
    receiptIssuer: herMoney('receiptIssuer', 'receipt', 'Recibo'),
    /** `:id` is a receipt the caller issued, or one given for the caller's own care (the mobile app). */
    receiptReader: herMoney('receiptReader', 'receipt', 'Recibo', true),
  } satisfies Record<AccessRuleName, AccessRule>;
}

export type Access = ReturnType<typeof createAccess>;
