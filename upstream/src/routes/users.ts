// /v1/users: the users themselves, and everything kept per user (its nutritionist, its meal log and
// summaries). A route under /v1/users/{id}/… goes here, behind the guard that says who may reach it.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { dismissalKeySchema, listUsersQuerySchema, userDetailQuerySchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { invalidData, notFound } from '../errors';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import { fileTooLarge, storeImageAndRecord } from '../infra/storage';
import { dismiss, listDismissals } from '../services/accounts/dismissals';
import {
  getAdminUserViewOrThrow,
  getUserDetailOrThrow,
  getUserOrThrow,
  getUserProfileOrThrow,
  listUsers,
  setOwnPhoto,
  setUserAvatar,
} from '../services/accounts/users';
import { findPatientNutritionist } from '../services/patients/patients';
import { anthropometryRoutes } from './anthropometry';
import { patientMoneyRoutes } from './patient-money';
import { patientRecordRoutes } from './patient-record';
import { userMealsRoutes } from './user-meals';

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** An uploaded profile photo is kept as a centred square of this side. */
const OWN_PHOTO_SIDE = 512;

export function usersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/users – paged users, searchable by name; administrators only.
  app.get('/', access.admin, async (c) => {
    const query = listUsersQuerySchema.parse(c.req.query());
    return c.json(await listUsers(deps.db, query));
  });

  // GET /v1/users/{id} – one user with body measurement and meal plans (`meal_plans=false`: without them) for
  // itself and its nutritionist; the account alone for an administrator, who reaches no care data (LGPD art. 11).
  app.get('/:id', access.careReaderOrAdmin, async (c) => {
    const id = c.get('subjectId');
    const query = userDetailQuerySchema.parse(c.req.query());
    if (c.get('grant') !== 'care') return c.json(await getAdminUserViewOrThrow(deps.db, id));
    if (query.meal_plans === false) return c.json(await getUserProfileOrThrow(deps.db, id));
    return c.json(await getUserDetailOrThrow(deps.db, id));
  });

  // PUT /v1/users/{id}/photos/{photoId} – choose an avatar; only for oneself.
  app.put('/:id/photos/:photoId', access.choosesOwnAvatar, async (c) => {
    const id = c.get('subjectId');
    const photoId = pathIdOrThrow(c, 'photoId');
    await setUserAvatar(deps.db, id, photoId);
    return c.json(await getUserOrThrow(deps.db, id));
  });

  // POST /v1/users/{id}/photo – 'Enviar minha foto': her own picture (multipart field `file`), checked and
  // re-encoded like food photos, cropped square, and made her photo at once; only for oneself.
  app.post(
    '/:id/photo',
    access.patientItself,
    bodyLimit({
      maxSize: deps.config.UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw fileTooLarge(deps.config.UPLOAD_MAX_BYTES);
      },
    }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => {
        throw invalidData('Envie a imagem no campo "file" de um formulário multipart.');
      });
      const file = body.file;
      if (!(file instanceof File))
        throw invalidData('Envie a imagem no campo "file" de um formulário multipart.');
      if (file.size > deps.config.UPLOAD_MAX_BYTES) throw fileTooLarge(deps.config.UPLOAD_MAX_BYTES);
      // A photo whose row cannot be saved is deleted again, so no file is left that nothing points to.
      await storeImageAndRecord(
        deps.uploads,
        new Uint8Array(await file.arrayBuffer()),
        { square: OWN_PHOTO_SIDE },
        (url) => setOwnPhoto(deps.db, c.get('subjectId'), url),
      );
      return c.json(await getUserOrThrow(deps.db, c.get('subjectId')), 201);
    },
  );

  // GET /v1/users/{id}/dismissals – the suggestions and prompts it dismissed; only for itself.
  app.get('/:id/dismissals', access.patientItself, async (c) =>
    c.json({ keys: await listDismissals(deps.db, c.get('subjectId')) }),
  );

  // PUT /v1/users/{id}/dismissals/{key} – dismiss one, on every device; only for itself.
  app.put('/:id/dismissals/:key', access.patientItself, async (c) => {
    const key = dismissalKeySchema.parse(c.req.param('key'));
    await dismiss(deps.db, c.get('subjectId'), key);
    return c.json({ keys: await listDismissals(deps.db, c.get('subjectId')) });
  });

  // GET /v1/users/{id}/nutritionist – the patient's nutritionist (name and specialisations); only for itself.
  app.get('/:id/nutritionist', access.patientItself, async (c) => {
    const nutritionist = await findPatientNutritionist(deps.db, c.get('subjectId'));
    if (!nutritionist) throw notFound('Nutricionista');
    return c.json(nutritionist);
  });

  app.route('/', userMealsRoutes(deps));
  app.route('/', anthropometryRoutes(deps));
  app.route('/', patientRecordRoutes(deps));
  app.route('/', patientMoneyRoutes(deps));
  return app;
}
