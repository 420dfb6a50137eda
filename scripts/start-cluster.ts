// `npm run start:cluster`: the product as several processes on one machine — CLUSTER_PORTALS portals
// and CLUSTER_APIS API processes (two each by default) against one PostgreSQL (DATABASE_URL) and one
// Redis (REDIS_URL), each group behind a tiny round-robin (scripts/round-robin.ts):
//
//   browsers → :PORT (round-robin) → portals :PORT+1, :PORT+2 → :API_PORT (round-robin) → APIs :API_PORT+1, :API_PORT+2
//
// Nothing is kept in one process's memory: sessions are sealed cookies (SESSION_SECRET shared), tokens
// are checked in the database (JWT_SECRET shared), rate limits count in Redis, uploads go to S3_URL when
// set (otherwise to DATA_DIR/uploads, which the processes of one machine share). The secrets are
// generated into DATA_DIR once and handed to every process. The portal build must exist or is made first.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openDatabase } from '../upstream/src/db/client';
import { keepNewFilesPrivate } from '../upstream/src/infra/private-files';
import { readOrCreateSecret } from '../upstream/src/secrets';
import { seedDatabase } from '../upstream/src/seed';
import { startRoundRobin } from './round-robin';

const require = createRequire(import.meta.url);
const env = { ...process.env };
if (!env.DATABASE_URL || !env.REDIS_URL) {
  console.error(
    'start:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/nutri REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster',
  );
  process.exit(2);
}
// The secrets and the uploads are the owner's alone (upstream/src/infra/private-files.ts).
keepNewFilesPrivate();
env.DATA_DIR ??= './.data-cluster';
env.PORT ??= '3000';
env.API_PORT ??= '4000';
env.NODE_ENV = 'production';
// As under `npm start`: without a mail server, mail stays in the outbox, listed to this machine only.
if (!env.SMTP_URL && !env.MAIL_OUTBOX) env.MAIL_OUTBOX = 'loopback';
const publicPort = Number(env.PORT);
const apiPort = Number(env.API_PORT);
const portals = Number(env.CLUSTER_PORTALS ?? 2);
const apis = Number(env.CLUSTER_APIS ?? 2);
env.PUBLIC_URL ??= `http://localhost:${publicPort}`;
env.SESSION_SECRET = readOrCreateSecret(env.DATA_DIR, 'session', env.SESSION_SECRET);
env.PORTAL_SECRET = readOrCreateSecret(env.DATA_DIR, 'portal', env.PORTAL_SECRET);
env.JWT_SECRET = readOrCreateSecret(env.DATA_DIR, 'jwt', env.JWT_SECRET);

const children: ChildProcess[] = [];
const proxies: Server[] = [];
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const proxy of proxies) proxy.close();
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

function run(args: string[], name: string, extra: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...env, ...extra }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping || name === 'build') return;
    console.error(`${name} stopped unexpectedly (${signal ?? code}).`);
    void stop(1);
  });
  return child;
}

function buildPortal(): Promise<void> {
  if (existsSync(join(env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))) return Promise.resolve();
  console.log('Portal: no production build found, building it…');
  return new Promise((resolve, reject) => {
    run([require.resolve('next/dist/bin/next'), 'build'], 'build', {}).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed with code ${code}`)),
    );
  });
}

/** Migrates and seeds once, before any API process starts (they would otherwise race to do it). */
async function prepareDatabase() {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    await database.migrate();
    const { seeded } = await seedDatabase(database.db);
    if (seeded) console.log('Cluster: database seeded with the demo data');
  } finally {
    await database.close();
  }
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (stopping) return;
    const answered = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

try {
  await Promise.all([prepareDatabase(), buildPortal()]);
  const apiPorts = Array.from({ length: apis }, (_, i) => apiPort + 1 + i);
  const portalPorts = Array.from({ length: portals }, (_, i) => publicPort + 1 + i);
  for (const port of apiPorts)
    run(['--import', 'tsx', 'upstream/src/server.ts'], `API :${port}`, { API_PORT: String(port) });
  proxies.push(await startRoundRobin(apiPort, apiPorts, { public: false }));
  for (const port of portalPorts)
    run(['--import', 'tsx', 'scripts/serve-portal.ts'], `portal :${port}`, {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      // The round-robin in front states the visitor's address.
      TRUST_PROXY: 'true',
    });
  proxies.push(await startRoundRobin(publicPort, portalPorts, { public: true, host: env.HOST ?? '0.0.0.0' }));
  await Promise.all([
    ...apiPorts.map((port) => waitFor(`http://127.0.0.1:${port}/v1/auth/providers`)),
    ...portalPorts.map((port) => waitFor(`http://127.0.0.1:${port}/privacy-policy`)),
  ]);
  console.log(
    `Cluster ready: ${env.PUBLIC_URL} → portals ${portalPorts.join(', ')}; API :${apiPort} → ${apiPorts.join(', ')}`,
  );
} catch (error) {
  console.error(error);
  await stop(1);
}
