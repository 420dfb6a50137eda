// The Hono app called in-process over a fresh database, with helpers to make users and sign in.
import { createApp } from '@/upstream/src/app';
import type { ApiConfig } from '@/upstream/src/config';
import { readConfig } from '@/upstream/src/config';
import type { Database } from '@/upstream/src/db/client';
import type { Role } from '@/upstream/src/db/roles';
import { nutritionistPatients, userRoles, users } from '@/upstream/src/db/schema';
import { createDeps } from '@/upstream/src/deps';
import { hashPassword } from '@/upstream/src/services/passwords';
import { createTestDatabase } from './database';

export const PORTAL_SECRET = 'test-portal-secret-that-is-long-enough-0123';

export interface TestApi {
  database: Database;
  app: ReturnType<typeof createApp>;
  config: ApiConfig;
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  signIn(email: string, password: string): Promise<string>;
  createUser(input: {
    email: string;
    password?: string;
    role: Role;
    name?: string;
    nutritionistId?: number;
  }): Promise<number>;
  close(): Promise<void>;
}

/** `now` fixes the API's clock, for calls that count days (the dashboard, the summaries). */
export async function createTestApi(
  overrides: Partial<NodeJS.ProcessEnv> = {},
  now?: () => Date,
): Promise<TestApi> {
  const database = await createTestDatabase();
  const config: ApiConfig = {
    ...readConfig({ SMTP_URL: undefined, REDIS_URL: undefined, ...overrides } as NodeJS.ProcessEnv),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PORTAL_SECRET,
  };
  const deps = createDeps(database.db, config, now);
  const app = createApp(deps);

  const request: TestApi['request'] = async (path, init = {}) => {
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

  return {
    database,
    app,
    config,
    request,
    async signIn(email, password) {
      const response = await request('/login', { method: 'POST', json: { email, password } });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      return response.text();
    },
    async createUser({
      email,
      password = 'Senha1234',
      role,
      name = email.split('@')[0] ?? email,
      nutritionistId,
    }) {
      const [row] = await database.db
        .insert(users)
        .values({ email, name, passwordHash: await hashPassword(password), mainRole: role })
        .returning({ id: users.id });
      const id = row!.id;
      await database.db.insert(userRoles).values({ userId: id, role });
      if (nutritionistId)
        await database.db.insert(nutritionistPatients).values({ patientId: id, nutritionistId });
      return id;
    },
    async close() {
      await deps.limiter.close();
      await database.close();
    },
  };
}
