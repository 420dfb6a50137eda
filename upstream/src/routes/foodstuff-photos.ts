import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { listFoodstuffPhotosQuerySchema, uploadFoodstuffPhotoQuerySchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { invalidData } from '../errors';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { fileTooLarge, storeImageAndRecord } from '../infra/storage';
import { createFoodstuffPhoto, listFoodstuffPhotos } from '../services/catalogue/photos';

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function foodstuffPhotosRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const maxBytes = deps.config.UPLOAD_MAX_BYTES;

  // GET /v1/foodstuff-photos – paged photos, newest first, searchable by tags.
  app.get('/', access.signedIn, async (c) => {
    const query = listFoodstuffPhotosQuerySchema.parse(c.req.query());
    return c.json(await listFoodstuffPhotos(deps.db, query));
  });

  // POST /v1/foodstuff-photos – uploads an image (multipart field `file`, query `tags`); administrators only.
  app.post(
    '/',
    // The rule runs before the body is read, so a refused caller never uploads megabytes for nothing.
    access.admin,
    bodyLimit({
      maxSize: maxBytes + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw fileTooLarge(maxBytes);
      },
    }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => {
        throw invalidData('Envie a imagem no campo "file" de um formulário multipart.');
      });
      const { tags } = uploadFoodstuffPhotoQuerySchema.parse({
        tags: c.req.query('tags') ?? (typeof body.tags === 'string' ? body.tags : undefined),
      });
      const file = body.file;
      if (!(file instanceof File))
        throw invalidData('Envie a imagem no campo "file" de um formulário multipart.');
      if (file.size > maxBytes) throw fileTooLarge(maxBytes);
      // A photo whose row cannot be saved is deleted again, so no file is left that nothing points to.
      const photo = await storeImageAndRecord(
        deps.uploads,
        new Uint8Array(await file.arrayBuffer()),
        {},
        (url) => createFoodstuffPhoto(deps.db, url, tags),
      );
      return c.json(photo, 201);
    },
  );

  return app;
}
