import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodstuffPhotoPageSchema, foodstuffPhotoSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';

const MAX_BYTES = 300 * 1024;

async function makeJpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Fotógrafo Secreto', Copyright: 'Rua das Flores, 12' } })
    .toBuffer();
}

/** Random pixels do not compress, so the PNG is about as big as its raw data. */
async function makeBigPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function uploadForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('food photos and uploads', () => {
  let api: TestApi;
  let dataDir: string;
  let tokens: Record<'admin' | 'nutri', string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nutri-uploads-'));
    api = await createTestApi(
      { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) },
      undefined,
      'catalogue',
    );
    await api.createUser({ email: 'admin@t.test', role: 'ROLE_ADMIN' });
    await api.createUser({ email: 'nutri@t.test', role: 'ROLE_NUTRITIONIST' });
    tokens = {
      admin: await api.signIn('admin@t.test', 'Senha1234'),
      nutri: await api.signIn('nutri@t.test', 'Senha1234'),
    };
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (form: FormData, tags = 'pão,café da manhã', token = tokens.admin) =>
    api.request(`/v1/foodstuff-photos?tags=${encodeURIComponent(tags)}`, {
      method: 'POST',
      body: form,
      token,
    });

  it('GET /v1/foodstuff-photos – the shipped photos, 30 per page, searchable by tags ignoring accents', async () => {
    const response = await api.request('/v1/foodstuff-photos?page=0&size=30', { token: tokens.nutri });
    expect(response.status).toBe(200);
    const page = foodstuffPhotoPageSchema.parse(await response.json());
    expect(page.total_elements).toBe(8);
    expect(page.content.every((photo) => photo.url.startsWith('/foods/'))).toBe(true);
    const beans = foodstuffPhotoPageSchema.parse(
      await (await api.request('/v1/foodstuff-photos?tags=feijao', { token: tokens.admin })).json(),
    );
    expect(beans.content.map((photo) => photo.url)).toEqual(['/foods/beans.svg']);
    expect((await api.request('/v1/foodstuff-photos')).status).toBe(401);
  });

  it('POST /v1/foodstuff-photos – stores a re-encoded WebP without metadata and serves it at /files/{name}', async () => {
    const original = await makeJpegWithMetadata();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(
      uploadForm(original, 'foto.jpg', 'image/jpeg'),
      ' pão , café da manhã,pão,',
    );
    expect(response.status).toBe(201);
    const photo = foodstuffPhotoSchema.parse(await response.json());
    expect(photo.tags).toBe('pão,café da manhã');
    expect(photo.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    const name = photo.url.slice('/uploads/'.length);
    const served = await api.request(`/files/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Fotógrafo Secreto'))).toBe(false);

    const newest = foodstuffPhotoPageSchema.parse(
      await (await api.request('/v1/foodstuff-photos?size=1', { token: tokens.admin })).json(),
    );
    expect(newest.content[0]).toEqual(photo);
  });

  it('POST /v1/foodstuff-photos – a renamed text file is refused by its content with INVALID_IMAGE', async () => {
    const fake = new TextEncoder().encode('isto não é uma imagem, apenas texto renomeado');
    const response = await upload(uploadForm(fake, 'foto.png', 'image/png'));
    expect(response.status).toBe(400);
    const problem = await response.json();
    expect(problem).toMatchObject({ code: 'INVALID_IMAGE' });
    expect(problem.detail).toContain('não é uma imagem válida');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    expect((await upload(uploadForm(svg, 'foto.svg', 'image/svg+xml'))).status).toBe(400);
  });

  it('POST /v1/foodstuff-photos – an empty file is refused with INVALID_IMAGE and nothing is stored', async () => {
    const before = await readdir(join(dataDir, 'uploads')).catch(() => []);
    const response = await upload(uploadForm(new Uint8Array(0), 'foto.png', 'image/png'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual(before);
  });

  it('POST /v1/foodstuff-photos – an image over the limit is refused with FILE_TOO_LARGE and nothing is stored', async () => {
    const before = await readdir(join(dataDir, 'uploads')).catch(() => []);
    const big = await makeBigPng(MAX_BYTES + 50 * 1024);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const response = await upload(uploadForm(big, 'grande.png', 'image/png'));
    expect(response.status).toBe(413);
    const problem = await response.json();
    expect(problem).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(problem.detail).toContain('0,3 MB');
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual(before);
  });

  it('POST /v1/foodstuff-photos – a small file declaring more than 40 megapixels is refused from its header, even ten at once', async () => {
    // 7000×7000 of one colour: ~140 kB on the wire, 49 megapixels to decode.
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: { r: 10, g: 120, b: 30 } },
    })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const before = await readdir(join(dataDir, 'uploads')).catch(() => []);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => upload(uploadForm(bomb, 'grande.png', 'image/png'))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(await answer.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    }
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual(before);
  });

  it('POST /v1/foodstuff-photos – 400 without tags or without a file', async () => {
    const image = await makeJpegWithMetadata();
    const noTags = await api.request('/v1/foodstuff-photos', {
      method: 'POST',
      body: uploadForm(image, 'a.jpg', 'image/jpeg'),
      token: tokens.admin,
    });
    expect(noTags.status).toBe(400);
    expect((await upload(uploadForm(image, 'a.jpg', 'image/jpeg'), ' , ')).status).toBe(400);
    const form = new FormData();
    form.append('other', 'x');
    expect((await upload(form)).status).toBe(400);
  });

  it('POST /v1/foodstuff-photos – 403 for a nutritionist, 401 without a token', async () => {
    const image = await makeJpegWithMetadata();
    expect((await upload(uploadForm(image, 'a.jpg', 'image/jpeg'), 'x', tokens.nutri)).status).toBe(403);
    const anonymous = await api.request('/v1/foodstuff-photos?tags=x', {
      method: 'POST',
      body: uploadForm(image, 'a.jpg', 'image/jpeg'),
    });
    expect(anonymous.status).toBe(401);
  });

  it('GET /files/{name} – 404 for unknown names and for anything that is not a stored name', async () => {
    expect((await api.request(`/files/${'0'.repeat(32)}.webp`)).status).toBe(404);
    expect((await api.request('/files/..%2F..%2Fpgdata')).status).toBe(404);
    expect((await api.request('/files/secret.txt')).status).toBe(404);
  });
});
