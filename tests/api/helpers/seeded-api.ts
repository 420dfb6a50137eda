// The Hono app over a fresh database holding the demo data, with the clock fixed so that every relative
// date in it (meal logs, plans, notifications) is reproducible.
import { eq } from 'drizzle-orm';
import { createApp } from '@/upstream/src/app';
import { type ApiConfig, readConfig } from '@/upstream/src/config';
import type { Database } from '@/upstream/src/db/client';
import { users } from '@/upstream/src/db/schema';
import { createDeps } from '@/upstream/src/deps';
import { DEMO_PASSWORDS, seedDatabase } from '@/upstream/src/seed';
import { PORTAL_SECRET } from './api';
import { createTestDatabase } from './database';

/** A Wednesday evening in São Paulo (21:00 local). */
export const SEEDED_NOW = new Date('2025-03-12T21:00:00-03:00');

export const DEMO_LOGINS = {
  admin: { email: 'admin@nutri.test', password: DEMO_PASSWORDS.admin },
  nutri: { email: 'nutri@nutri.test', password: DEMO_PASSWORDS.nutritionist },
  nutri2: { email: 'nutri2@nutri.test', password: DEMO_PASSWORDS.nutritionist },
  patient: { email: 'paciente@nutri.test', password: DEMO_PASSWORDS.patient },
} as const;
export type DemoLogin = keyof typeof DEMO_LOGINS;

export interface SeededApi {
  database: Database;
  config: ApiConfig;
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  /** Tokens of the four demo accounts. */
  tokens: Record<DemoLogin, string>;
  idOf(email: string): Promise<number>;
  close(): Promise<void>;
}

export async function createSeededApi(overrides: Partial<NodeJS.ProcessEnv> = {}): Promise<SeededApi> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { now: SEEDED_NOW });
  const config: ApiConfig = {
    ...readConfig({ SMTP_URL: undefined, REDIS_URL: undefined, ...overrides } as NodeJS.ProcessEnv),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PORTAL_SECRET,
  };
  const deps = createDeps(database.db, config, () => SEEDED_NOW);
  const app = createApp(deps);

  const request: SeededApi['request'] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    // Like the portal, tests may state the visitor's address; the proof goes with it.
    if (headers.has('X-Forwarded-For') && !headers.has('X-Portal-Secret'))
      headers.set('X-Portal-Secret', PORTAL_SECRET);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    // Work the API does after answering (e-mails) is done before the test looks at its effects.
    const response = await app.request(path, { ...init, headers, body });
    await deps.background.settled();
    return response;
  };
  const signIn = async ({ email, password }: { email: string; password: string }) => {
    const response = await request('/login', { method: 'POST', json: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status}`);
    return response.text();
  };
  const entries = await Promise.all(
    Object.entries(DEMO_LOGINS).map(async ([key, login]) => [key, await signIn(login)] as const),
  );

  return {
    database,
    config,
    request,
    tokens: Object.fromEntries(entries) as Record<DemoLogin, string>,
    async idOf(email) {
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      return user.id;
    },
    async close() {
      await deps.limiter.close();
      await database.close();
    },
  };
}
