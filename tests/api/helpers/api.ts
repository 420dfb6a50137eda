// The Hono app called in-process over a database of its own, with helpers to make users and sign in.
import type { createApp } from '@/upstream/src/app';
import type { ApiConfig } from '@/upstream/src/config';
import type { Database, OpenOptions } from '@/upstream/src/db/client';
import type { Role } from '@/upstream/src/db/roles';
import { nutritionistPatients, userRoles, users } from '@/upstream/src/db/schema';
import { hashPassword } from '@/upstream/src/infra/passwords';
import { createTestDatabase } from './database';
import { createInProcessApp } from './in-process-app';
import type { TemplateName } from './templates';

export { PORTAL_SECRET } from './in-process-app';

export interface TestApi {
  database: Database;
  app: ReturnType<typeof createApp>;
  config: ApiConfig;
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  signIn(email: string, password: string): Promise<string>;
  /** Runs every job due now (the helper's request runs them after a change by itself). */
  runJobs(): Promise<void>;
  createUser(input: {
    email: string;
    password?: string;
    role: Role;
    name?: string;
    nutritionistId?: number;
  }): Promise<number>;
  close(): Promise<void>;
}

/**
 * `now` fixes the API's clock, for calls that count days (the dashboard, the summaries). `template` is what
 * the database holds at first: the schema only, or the food catalogue too. `open` reaches the database's
 * options (a query logger, for a test that compares the statements of two calls).
 */
export async function createTestApi(
  overrides: Partial<NodeJS.ProcessEnv> = {},
  now?: () => Date,
  template: Exclude<TemplateName, 'seeded'> = 'migrated',
  open: OpenOptions = {},
): Promise<TestApi> {
  const database = await createTestDatabase(open, template);
  const { config, app, request, signIn, runJobs, close } = createInProcessApp(database, overrides, now);

  return {
    database,
    app,
    config,
    request,
    signIn,
    runJobs,
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
    close,
  };
}
