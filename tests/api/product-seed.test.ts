// SEED_DEMO_DATA=false: a database for real use gets the catalogue and one administrator, never the demo
// accounts whose passwords the README publishes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { firstAdministratorOf, readConfig } from '@/upstream/src/config';
import { users } from '@/upstream/src/db/schema';
import { seedProductDatabase } from '@/upstream/src/seed';
import { startApi } from '@/upstream/src/server';
import { createTestDatabase } from './helpers/database';
import { freePort } from './helpers/free-port';

const ADMIN = {
  ADMIN_NAME: 'Equipe Nutrir',
  ADMIN_EMAIL: 'Catalogo@Clinica.example',
  ADMIN_PASSWORD: 'Catalogo2026',
};

/** Settings as the environment gives them. */
const env = (values: Record<string, string | undefined>) =>
  values as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv;

describe('the product seed (SEED_DEMO_DATA=false)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nutri-product-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(overrides: Record<string, string>) {
    const port = await freePort();
    const api = await startApi(
      env({ DATA_DIR: dataDir, API_PORT: String(port), SEED_DEMO_DATA: 'false', ...overrides }),
    );
    const base = `http://127.0.0.1:${port}`;
    const signIn = (email: string, password: string) =>
      fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    return { api, base, signIn };
  }

  it('gives an empty database its first administrator and the catalogue, and no demo account', async () => {
    const { api, base, signIn } = await start(ADMIN);
    try {
      const signedIn = await signIn('catalogo@clinica.example', 'Catalogo2026');
      expect(signedIn.status).toBe(200);
      const token = await signedIn.text();
      const me = await fetch(`${base}/v1/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(await me.json()).toMatchObject({ name: 'Equipe Nutrir', main_role: 'ROLE_ADMIN' });
      // The served API keeps an idle connection a minute, not Node's 5 s (lib/log/idle-connections.ts).
      expect(me.headers.get('keep-alive')).toBe('timeout=65');

      expect((await signIn('nutri@nutri.test', 'Nutri1234')).status).toBe(401);
      expect((await signIn('admin@nutri.test', 'Admin1234')).status).toBe(401);

      const foods = await fetch(`${base}/v1/foodstuffs?page=0&size=1&name_or_brand=arroz`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect((await foods.json()).total_elements).toBeGreaterThan(10);
      const avatars = await fetch(`${base}/v1/avatar-photos?page=0&size=12`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect((await avatars.json()).total_elements).toBeGreaterThan(0);
    } finally {
      await api.stop();
    }
  }, 120_000);

  it('seeds nothing on a later start: the administrator keeps her password, no setting is needed any more', async () => {
    const { api, signIn } = await start({});
    try {
      expect((await signIn('catalogo@clinica.example', 'Catalogo2026')).status).toBe(200);
    } finally {
      await api.stop();
    }
  }, 60_000);

  it('refuses an empty database without an administrator, and writes nothing', async () => {
    const database = await createTestDatabase();
    try {
      await expect(seedProductDatabase(database.db, undefined)).rejects.toThrow(
        'set ADMIN_EMAIL and ADMIN_PASSWORD for its first administrator',
      );
      const [row] = await database.db.select({ total: count() }).from(users);
      expect(row?.total).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('the first administrator settings', () => {
  it('refuse a weak ADMIN_PASSWORD or an ADMIN_EMAIL that is not one', () => {
    expect(() => readConfig(env({ ...ADMIN, ADMIN_PASSWORD: 'catalogo' }))).toThrow('an upper-case letter');
    expect(() => readConfig(env({ ...ADMIN, ADMIN_EMAIL: 'catalogo' }))).toThrow();
  });

  it('name an administrator only when both the e-mail and the password are set', () => {
    expect(firstAdministratorOf(readConfig(env(ADMIN)))).toEqual({
      name: 'Equipe Nutrir',
      email: 'Catalogo@Clinica.example',
      password: 'Catalogo2026',
    });
    expect(firstAdministratorOf(readConfig(env({ ADMIN_EMAIL: ADMIN.ADMIN_EMAIL })))).toBeUndefined();
    expect(readConfig(env({})).SEED_DEMO_DATA).toBe(true);
  });
});
