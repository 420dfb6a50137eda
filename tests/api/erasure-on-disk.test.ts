// After an erasure, the embedded database's files no longer hold what it erased: not the table files, their
// indexes, the planner's statistics, nor the WAL (db/reclaim.ts). A real data folder on disk, grepped byte by
// byte once the database is closed.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type PgliteDatabase } from '@/upstream/src/db/client';
import { maintainEmbeddedDatabase } from '@/upstream/src/db/maintenance';
import { nutritionistPatients, userRoles, users } from '@/upstream/src/db/schema';
import { hashPassword } from '@/upstream/src/infra/passwords';
import { usesPostgres } from './helpers/database';
import { createInProcessApp } from './helpers/in-process-app';

const start = new Date('2025-03-10T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const unique = `${process.pid}${Date.now()}`.slice(-8);
const EMAIL = `ana.apagada.${unique}@exemplo.test`;
const PHONE = `1197${unique}`;
const KEPT_EMAIL = `nutri.${unique}@exemplo.test`;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Every file under `folder` that holds `text`, searched as bytes and as the file read as UTF-8. */
async function filesHolding(folder: string, text: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await filesUnder(folder)) {
    const bytes = await readFile(file);
    if (bytes.includes(Buffer.from(text, 'utf8')) || bytes.toString('utf8').includes(text))
      found.push(file.slice(folder.length));
  }
  return found;
}

describe.skipIf(usesPostgres)('an erasure leaves no trace in the data folder', () => {
  let folder: string;
  let database: PgliteDatabase;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'nutri-erasure-'));
    const dump = inject('pgliteTemplates')?.migrated;
    if (!dump) throw new Error('no PGlite template: run the API suite through vitest.config.ts');
    database = await openPglite(folder, { restoreFrom: new Blob([await readFile(dump)]) });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('her e-mail and phone are in no file once her nutritionist’s request has been carried out', async () => {
    let clock = start;
    const api = createInProcessApp(database, { PUBLIC_URL: 'https://nutrir.example' }, () => clock);
    const db = database.db;
    const passwordHash = await hashPassword('Senha1234');
    const [nutritionist] = await db
      .insert(users)
      .values({ email: KEPT_EMAIL, name: 'Lia', passwordHash, mainRole: 'ROLE_NUTRITIONIST' })
      .returning({ id: users.id });
    const [patient] = await db
      .insert(users)
      .values({ email: EMAIL, name: 'Ana', passwordHash, mainRole: 'ROLE_USER' })
      .returning({ id: users.id });
    const patientId = patient!.id;
    await db.insert(userRoles).values([
      { userId: nutritionist!.id, role: 'ROLE_NUTRITIONIST' },
      { userId: patientId, role: 'ROLE_USER' },
    ]);
    await db.insert(nutritionistPatients).values({ patientId, nutritionistId: nutritionist!.id });
    const nutritionistToken = await api.signIn(KEPT_EMAIL, 'Senha1234');
    // She signed in too: her address is in the sessions' rows and their WAL.
    await api.signIn(EMAIL, 'Senha1234');
    const phone = await api.request(`/v1/users/${patientId}/contact`, {
      method: 'PUT',
      token: nutritionistToken,
      json: { phone: PHONE },
    });
    expect(phone.status).toBe(200);
    // The hourly maintenance copies sampled values into the planner's statistics.
    (await maintainEmbeddedDatabase(database))();

    const asked = await api.request(`/v1/users/${patientId}/deletion-request`, {
      method: 'POST',
      token: nutritionistToken,
    });
    expect(asked.status).toBe(201);
    clock = new Date(start.getTime() + 7 * DAY);
    await api.runJobs();
    await database.close();

    expect(await filesHolding(folder, EMAIL)).toEqual([]);
    expect(await filesHolding(folder, PHONE)).toEqual([]);
    // The search finds what is kept: her nutritionist's address is still there.
    expect(await filesHolding(folder, KEPT_EMAIL)).not.toEqual([]);
  });
});
