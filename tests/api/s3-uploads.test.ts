// Uploads in S3-compatible object storage (S3_URL): stored in the bucket, not on this machine's disk,
// and served by any API process over the same database and bucket. Against s3rver, a local S3 server.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { foodstuffPhotoSchema } from '@/lib/api/contract';
import { log } from '@/upstream/src/log';
import { createTestApi, type TestApi } from './helpers/api';
import { withoutTable } from './helpers/failing-tables';
import { createInProcessApp } from './helpers/in-process-app';

const BUCKET = 'nutri-test-uploads';
// s3rver accepts this pair (and signs like S3 with it).
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('uploads in S3-compatible storage', () => {
  let s3: S3rver;
  let s3Dir: string;
  let dataDir: string;
  let otherDataDir: string;
  let s3Url: string;
  let api: TestApi;
  let other: ReturnType<typeof createInProcessApp>;
  let token: string;

  beforeAll(async () => {
    s3Dir = await mkdtemp(join(tmpdir(), 'nutri-s3-'));
    dataDir = await mkdtemp(join(tmpdir(), 'nutri-s3-data-'));
    otherDataDir = await mkdtemp(join(tmpdir(), 'nutri-s3-other-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = await s3.run();
    s3Url = `http://127.0.0.1:${address.port}`;
    const settings = {
      S3_URL: s3Url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    };
    api = await createTestApi({ ...settings, DATA_DIR: dataDir });
    // A second API process: the same database and bucket, a data folder of its own.
    other = createInProcessApp(api.database, { ...settings, DATA_DIR: otherDataDir });
    await api.createUser({ email: 'admin@s3.test', role: 'ROLE_ADMIN' });
    token = await api.signIn('admin@s3.test', 'Senha1234');
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await s3?.close();
    for (const dir of [s3Dir, dataDir, otherDataDir]) await rm(dir, { recursive: true, force: true });
  });

  it('stores an upload in the bucket, and every API process serves it', async () => {
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'salada.jpg');
    const response = await api.request('/v1/foodstuff-photos?tags=salada', {
      method: 'POST',
      body: form,
      token,
    });
    expect(response.status).toBe(201);
    const photo = foodstuffPhotoSchema.parse(await response.json());
    const name = photo.url.replace('/uploads/', '');

    // In the bucket, under the prefix, as WebP; nothing on this machine's disk.
    const client = new S3Client({
      endpoint: s3Url,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}` }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(await readdir(dataDir)).not.toContain('uploads');

    // Served by the process that stored it and by the other one, byte for byte.
    for (const served of [await api.request(`/files/${name}`), await other.request(`/files/${name}`)]) {
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    }
  });

  it('deletes the object again when the photo’s row cannot be inserted, and answers the insert’s error', async () => {
    const client = new S3Client({
      endpoint: s3Url,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    const listKeys = async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map(
        (entry) => entry.Key,
      );
    const before = await listKeys();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a53' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      const response = await withoutTable(api.database.db, 'foodstuff_photos', () =>
        api.request('/v1/foodstuff-photos?tags=x', { method: 'POST', body: form, token }),
      );
      expect(response.status).toBe(500);
    } finally {
      errors.mockRestore();
    }
    expect(await listKeys()).toEqual(before);
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    const response = await other.request(`/files/${'0'.repeat(32)}.webp`);
    expect(response.status).toBe(404);
  });
});
