// Runs the reference API on its own: migrates, seeds an empty database, serves on API_PORT.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { firstAdministratorOf, readConfig } from './config';
import { openDatabase } from './db/client';
import { createDeps } from './deps';
import { readOrCreateSecret } from './secrets';
import { seedDatabase, seedProductDatabase } from './seed';

export async function startApi(env: NodeJS.ProcessEnv = process.env) {
  const partial = readConfig(env);
  const config = {
    ...partial,
    JWT_SECRET: readOrCreateSecret(partial.DATA_DIR, 'jwt', partial.JWT_SECRET),
    PORTAL_SECRET: readOrCreateSecret(partial.DATA_DIR, 'portal', partial.PORTAL_SECRET),
  };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  if (config.SEED_DEMO_DATA) {
    const { seeded } = await seedDatabase(database.db);
    if (seeded) console.log('API: database seeded with the demo data');
  } else {
    const { seeded } = await seedProductDatabase(database.db, firstAdministratorOf(config));
    if (seeded) console.log(`API: database prepared, first administrator ${config.ADMIN_EMAIL}`);
  }
  const deps = createDeps(database.db, config);
  const server = serve({ fetch: createApp(deps).fetch, port: config.API_PORT, hostname: config.API_HOST });
  // The mail after changes and the reminders: due jobs of the database, whichever process wrote them.
  deps.jobs.start();
  console.log(`API: listening on http://${config.API_HOST}:${config.API_PORT}`);
  return {
    config,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.background.stop();
      // A job cut short here is taken up again after its lease, by this process or another.
      await deps.jobs.stop();
      await deps.limiter.close();
      await database.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const api = await startApi();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void api.stop().finally(() => process.exit(0));
    });
  }
}
