// `npm start`: migrates and seeds the database, starts the reference API in this process, builds the
// portal on first start, then serves it. No configuration needed; see .env.example for the settings.
// `npm run dev` (--dev): the same, with the portal in Next's development mode instead of a build.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describeStartFailure, isAddressInUse } from '../lib/log/start-failure';
import { keepNewFilesPrivate } from '../upstream/src/infra/private-files';
import { log } from '../upstream/src/log';
import { localGooglePort, startLocalGoogle } from '../upstream/src/oidc/local-google';
import { readOrCreateSecret } from '../upstream/src/secrets';
import { startApi } from '../upstream/src/server';

// Before anything is written: the database, the uploads and the secrets are the owner's alone, and so is
// what the portal and the build write.
keepNewFilesPrivate();
const startedAt = performance.now();
const require = createRequire(import.meta.url);
const env = { ...process.env };
env.DATA_DIR ??= './.data';
// Works on a fresh machine without a mail server: mail stays in the outbox, listed at /dev/outbox for this
// machine only. An operator sets SMTP_URL, or MAIL_OUTBOX=database to keep it unexposed.
if (!env.SMTP_URL && !env.MAIL_OUTBOX) env.MAIL_OUTBOX = 'loopback';
env.PORT ??= '3000';
env.API_PORT ??= '4000';
env.API_BASE_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.PUBLIC_URL ??= `http://localhost:${env.PORT}`;
env.SESSION_SECRET = readOrCreateSecret(env.DATA_DIR, 'session', env.SESSION_SECRET);
// How the portal proves itself to the API, so only it may state a visitor's address there.
env.PORTAL_SECRET = readOrCreateSecret(env.DATA_DIR, 'portal', env.PORTAL_SECRET);
const dev = process.argv.includes('--dev');
env.NODE_ENV = dev ? 'development' : 'production';

const children: ChildProcess[] = [];

function run(args: string[], name: string): ChildProcess {
  const child = spawn(process.execPath, args, { env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping && name === 'portal') {
      log.fatal(`the portal stopped (${signal ?? `exit ${code}`}); its own line above says why`);
      void stop(1);
    }
  });
  return child;
}

function buildPortal(): Promise<void> {
  const distDir = env.NEXT_DIST_DIR ?? '.next';
  if (dev || existsSync(join(distDir, 'BUILD_ID'))) return Promise.resolve();
  log.info('no production build of the portal found, building it (first start only)…');
  return new Promise((resolve, reject) => {
    run([require.resolve('next/dist/bin/next'), 'build'], 'build').on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed with code ${code}`)),
    );
  });
}

async function waitForPortal(): Promise<void> {
  const url = `http://127.0.0.1:${env.PORT}/`;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the portal did not start within 2 minutes');
}

let stopping = false;
let api: Awaited<ReturnType<typeof startApi>> | undefined;
let localGoogle: Awaited<ReturnType<typeof startLocalGoogle>> = null;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await api?.stop().catch(() => undefined);
  await localGoogle?.close();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

/** Google's local stand-in, or none with one line saying why when its port is taken: sign-in works without it. */
async function startGoogleStandIn() {
  try {
    const issuer = await startLocalGoogle(env);
    if (issuer)
      log.info(
        `no GOOGLE_CLIENT_ID, so a local development sign-in stands in for Google at ${issuer.issuer}`,
      );
    return issuer;
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    log.warn(
      `port ${localGooglePort(env)} is in use, so 'Continuar com Google' is off in this copy; set LOCAL_GOOGLE_PORT to a free port to have it`,
    );
    return null;
  }
}

try {
  // Before the API reads its configuration: the stand-in sets the Google client it is to use.
  localGoogle = await startGoogleStandIn();
  // The build and the database start do not depend on each other.
  [api] = await Promise.all([startApi(env), buildPortal()]);
  run(['--import', 'tsx', 'scripts/serve-portal.ts'], 'portal');
  await waitForPortal();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log.info(`ready in ${seconds} s: portal ${env.PUBLIC_URL}, API ${env.API_BASE_URL}`);
} catch (error) {
  const ports = { [Number(env.API_PORT)]: 'API_PORT', [Number(env.PORT)]: 'PORT' };
  log.fatal(`could not start: ${describeStartFailure(error, ports)}`);
  await stop(1);
}
