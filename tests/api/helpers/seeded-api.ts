// The Hono app over a database of its own holding the demo data (a copy of the seeded template), with the
// clock fixed so that every relative date in it (meal logs, plans, notifications) is reproducible.
import { eq } from 'drizzle-orm';
import type { ApiConfig } from '@/upstream/src/config';
import type { Database, OpenOptions } from '@/upstream/src/db/client';
import { users } from '@/upstream/src/db/schema';
import { DEMO_PASSWORDS } from '@/upstream/src/seed';
import { createTestDatabase } from './database';
import { createInProcessApp } from './in-process-app';
import { SEEDED_NOW } from './templates';

export { SEEDED_NOW } from './templates';

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

export async function createSeededApi(
  overrides: Partial<NodeJS.ProcessEnv> = {},
  options: OpenOptions = {},
): Promise<SeededApi> {
  const database = await createTestDatabase(options, 'seeded');
  const { config, request, signIn, close } = createInProcessApp(database, overrides, () => SEEDED_NOW);
  const entries = await Promise.all(
    Object.entries(DEMO_LOGINS).map(
      async ([key, login]) => [key, await signIn(login.email, login.password)] as const,
    ),
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
    close,
  };
}
