// Runs the reference API on its own: migrates, seeds an empty database, serves on API_PORT.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { closeGracefully } from '@/lib/log/graceful-stop';
import { keepIdleConnections } from '@/lib/log/idle-connections';
import { describeStartFailure } from '@/lib/log/start-failure';
import { createApp } from './app';
import { firstAdministratorOf, mailDeliveryOf, readConfig } from './config';
import { openDatabase } from './db/client';
import { maintainEmbeddedDatabase } from './db/maintenance';
import { createDeps } from './deps';
import { countJobs } from './infra/jobs';
import { keepDataDirPrivate, keepNewFilesPrivate } from './infra/private-files';
import { log } from './log';
import { readOrCreateSecret } from './secrets';
import { seedDatabase, seedProductDatabase } from './seed';

export async function startApi(env: NodeJS.ProcessEnv = process.env) {
  const partial = readConfig(env);
  // The database, the uploads and the secrets are the owner's alone (infra/private-files.ts).
  keepNewFilesPrivate();
  const warn = (message: string) => log.warn(message);
  keepDataDirPrivate(partial.DATA_DIR, warn);
  const config = {
    ...partial,
    JWT_SECRET: readOrCreateSecret(partial.DATA_DIR, 'jwt', partial.JWT_SECRET),
    PORTAL_SECRET: readOrCreateSecret(partial.DATA_DIR, 'portal', partial.PORTAL_SECRET),
  };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  // PGlite writes most of its files readable by all, whatever the umask.
  if (!config.DATABASE_URL) keepDataDirPrivate(config.DATA_DIR, warn);
  if (config.SEED_DEMO_DATA) {
    const { seeded } = await seedDatabase(database.db);
    if (seeded) log.info('database seeded with the demo data');
  } else {
    const { seeded } = await seedProductDatabase(database.db, firstAdministratorOf(config));
    if (seeded) log.info(`database prepared, first administrator ${config.ADMIN_EMAIL}`);
  }
  const stopMaintenance = await maintainEmbeddedDatabase(database);
  const deps = createDeps(database, config);
  const pool = database.poolUse;
  if (pool)
    deps.metrics.gauge(
      'db_pool_connections',
      'Connections of the PostgreSQL pool, by state.',
      ['state'],
      () => Object.entries(pool()).map(([state, value]) => ({ labels: { state }, value })),
    );
  deps.metrics.gauge('jobs', 'Jobs (the mail after changes, reminders) by state.', ['state'], async () =>
    Object.entries(await countJobs(database.db)).map(([state, value]) => ({ labels: { state }, value })),
  );
  const server = keepIdleConnections(
    serve({
      fetch: createApp(deps).fetch,
      port: config.API_PORT,
      hostname: config.API_HOST,
    }) as Server,
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    stopMaintenance();
    await database.close();
    throw error;
  }
  // The mail after changes and the reminders: due jobs of the database, whichever process wrote them.
  deps.jobs.start();
  log.info(`listening on http://${config.API_HOST}:${config.API_PORT}`);
  const delivery = mailDeliveryOf(config);
  if (delivery !== 'smtp')
    log.info(
      delivery === 'loopback'
        ? `no SMTP_URL: mail is kept in the outbox, read from this machine at http://127.0.0.1:${config.API_PORT}/dev/outbox`
        : 'no SMTP_URL: mail is kept in the database outbox (MAIL_OUTBOX=database), not sent',
    );
  return {
    config,
    /** Stops taking requests, lets the running ones finish (at most STOP_GRACE_MS), then lets go. */
    async stop() {
      await closeGracefully(server, config.STOP_GRACE_MS);
      await deps.background.stop();
      // A job cut short here is taken up again after its lease, by this process or another.
      await deps.jobs.stop();
      await deps.limiter.close();
      stopMaintenance();
      await database.close();
      // What the embedded database wrote while running with its own modes (its caches' files).
      if (!config.DATABASE_URL) keepDataDirPrivate(config.DATA_DIR, warn);
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const api = await startApi().catch((error: unknown) => {
    log.fatal(
      `the API could not start: ${describeStartFailure(error, { [Number(process.env.API_PORT ?? 4000)]: 'API_PORT' })}`,
    );
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void api.stop().finally(() => process.exit(0));
    });
  }
}
