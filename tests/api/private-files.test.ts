// DATA_DIR holds the health database, the uploaded photos and the secrets: after the API has started there,
// and after it has stopped, nothing in it is readable or writable by anyone but its owner, even where an
// earlier version left it open.
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '@/upstream/src/db/client';
import { createFolderStore } from '@/upstream/src/infra/file-store';
import { startApi } from '@/upstream/src/server';

const SHARED_BITS = 0o077;

/** Every file and folder under `folder` (itself included) that group or others may use, with its mode. */
function sharedEntries(folder: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = statSync(path);
    if (stats.mode & SHARED_BITS) found.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(folder);
  return found;
}

function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }),
  );
}

describe('files under DATA_DIR', () => {
  const folders: string[] = [];
  let umask = 0;
  const temporaryFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'nutri-private-'));
    folders.push(folder);
    return folder;
  };
  beforeAll(() => {
    // A shell's usual umask, which leaves new files readable by all: the API must not rely on it.
    umask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(umask);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('are the owner’s alone while the API runs on PGlite and after it stops, loose ones of before tightened', async () => {
    const dataDir = temporaryFolder();
    chmodSync(dataDir, 0o755);
    // What an earlier version left: a generated secret and an upload readable and writable by all.
    writeFileSync(join(dataDir, 'jwt.secret'), 'segredo-antigo-de-um-inicio-anterior-0123456789');
    chmodSync(join(dataDir, 'jwt.secret'), 0o666);
    // The demo database, as a start before this one left it (restored from the run's template: migrating and
    // seeding one here would take most of a minute). PGlite writes most of its files readable by all.
    const template = inject('pgliteTemplates')?.seeded;
    if (!template) throw new Error('no PGlite template: run the API suite through vitest.config.ts');
    const earlier = await openPglite(join(dataDir, 'pgdata'), {
      restoreFrom: new Blob([await readFile(template)]),
    });
    await earlier.close();
    mkdirSync(join(dataDir, 'uploads'));
    chmodSync(join(dataDir, 'uploads'), 0o777);
    writeFileSync(join(dataDir, 'uploads', 'foto.webp'), 'webp');
    chmodSync(join(dataDir, 'uploads', 'foto.webp'), 0o666);

    expect(sharedEntries(dataDir).length).toBeGreaterThan(100);

    const api = await startApi({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      API_HOST: '127.0.0.1',
      API_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    });
    try {
      expect(api.config.JWT_SECRET).toBe('segredo-antigo-de-um-inicio-anterior-0123456789');
      expect(readdirSync(dataDir).sort()).toEqual(['jwt.secret', 'pgdata', 'portal.secret', 'uploads']);
      expect(sharedEntries(dataDir), 'while it runs').toEqual([]);
    } finally {
      await api.stop();
    }
    expect(sharedEntries(dataDir), 'after it stopped').toEqual([]);
    expect(statSync(join(dataDir, 'uploads', 'foto.webp')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'uploads', 'foto.webp'), 'utf8')).toBe('webp');
  });

  it('an upload is written 0600 in a 0700 folder, whatever the umask', async () => {
    const uploads = join(temporaryFolder(), 'uploads');
    process.umask(0o022);
    await createFolderStore(uploads).put('nova.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(statSync(uploads).mode & 0o777).toBe(0o700);
    expect(statSync(join(uploads, 'nova.webp')).mode & 0o777).toBe(0o600);
  });
});
