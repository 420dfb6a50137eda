// An upload is stored before its database row is inserted; when the insert fails, the stored file is
// deleted again, so no file is left that nothing points to, and the caller gets the insert's error.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/upstream/src/app';
import { createDeps } from '@/upstream/src/deps';
import { createFolderStore, type FileStore } from '@/upstream/src/infra/file-store';
import { uploadsDirectory } from '@/upstream/src/infra/storage';
import { log } from '@/upstream/src/log';
import { createTestApi, type TestApi } from './helpers/api';
import { withoutTable } from './helpers/failing-tables';

async function imageForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
  return form;
}

describe('an upload whose row cannot be saved leaves no file behind', () => {
  let api: TestApi;
  let dataDir: string;
  let tokens: Record<'admin' | 'nutri', string>;
  let nutri: number;

  const storedFiles = () => readdir(uploadsDirectory(dataDir)).catch(() => [] as string[]);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nutri-upload-cleanup-'));
    api = await createTestApi({ DATA_DIR: dataDir });
    await api.createUser({ email: 'admin@t.test', role: 'ROLE_ADMIN' });
    nutri = await api.createUser({ email: 'nutri@t.test', role: 'ROLE_NUTRITIONIST' });
    tokens = {
      admin: await api.signIn('admin@t.test', 'Senha1234'),
      nutri: await api.signIn('nutri@t.test', 'Senha1234'),
    };
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('POST /v1/foodstuff-photos – a failed insert answers its error and deletes the stored file', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => {});
    const before = await storedFiles();
    const form = await imageForm();
    const answer = await withoutTable(api.database.db, 'foodstuff_photos', () =>
      api.request('/v1/foodstuff-photos?tags=teste', { method: 'POST', body: form, token: tokens.admin }),
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(await storedFiles()).toEqual(before);

    // With the table back, the same upload is stored and kept.
    const saved = await api.request('/v1/foodstuff-photos?tags=teste', {
      method: 'POST',
      body: await imageForm(),
      token: tokens.admin,
    });
    expect(saved.status).toBe(201);
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });

  it('POST /v1/users/{id}/photo – a failed insert answers its error and deletes the stored file', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => {});
    const before = await storedFiles();
    const form = await imageForm();
    const answer = await withoutTable(api.database.db, 'avatar_photos', () =>
      api.request(`/v1/users/${nutri}/photo`, { method: 'POST', body: form, token: tokens.nutri }),
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(await storedFiles()).toEqual(before);

    const saved = await api.request(`/v1/users/${nutri}/photo`, {
      method: 'POST',
      body: await imageForm(),
      token: tokens.nutri,
    });
    expect(saved.status).toBe(201);
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });

  it('a delete that fails too is logged, and the caller still gets the insert’s error', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const folder = createFolderStore(uploadsDirectory(dataDir));
    // A store that keeps files but cannot delete them.
    const stuck: FileStore = {
      put: (name, bytes, type) => folder.put(name, bytes, type),
      get: (name) => folder.get(name),
      delete: async () => {
        throw new Error('store unavailable');
      },
    };
    const app = createApp({ ...createDeps(api.database, api.config), uploads: stuck });
    const before = await storedFiles();
    const form = await imageForm();
    const answer = await withoutTable(api.database.db, 'foodstuff_photos', async () =>
      app.request('/v1/foodstuff-photos?tags=teste', {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${tokens.admin}` },
      }),
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    const logged = errors.mock.calls.map((call) => call[0] as unknown as { upload?: string });
    expect(logged.some((line) => /^[a-f0-9]{32}\.webp$/.test(line.upload ?? ''))).toBe(true);
    // The one file it could not delete is the only one left over.
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });
});
