// The whole product as `npm start` runs it (API in-process, the portal build served beside it), on its
// own ports and a throwaway data folder, for the benchmarks; and signing in through the portal.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openThrowawayPostgres } from '../api/helpers/throwaway-postgres';
import { SMOKE } from './mode';
import { childPids } from './process-cpu';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningProduct {
  portalUrl: string;
  apiUrl: string;
  /** The API's process (`npm start` itself) and the portal's (its child), where this bench started them. */
  processes?(): { api: number | undefined; portal: number | undefined };
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    const response = await fetch(url, { redirect: 'manual' }).catch(() => null);
    if (response) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `npm start` on the build in NEXT_DIST_DIR (default .next), seeded afresh, on the given ports. */
export async function startProduct(
  portalPort: number,
  apiPort: number,
  env: Record<string, string> = {},
): Promise<RunningProduct> {
  // `npm start` builds a missing portal first: minutes a smoke run (in `npm test`, after the build) must not spend.
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (SMOKE && !existsSync(resolve(root, distDir, 'BUILD_ID'))) {
    throw new Error(`No portal build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'nutri-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(portalPort),
      API_PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${portalPort}`,
      // The sign-in-with-Google stand-in, beside this API rather than on 4001 where `npm start` may hold it.
      LOCAL_GOOGLE_PORT: String(apiPort + 1),
      // The floor pages the benches measure the product's against (lib/bench-floor.ts).
      BENCH_FLOOR: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${portalUrl}/privacy-policy`, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  // The portal is the one child left once the product answers (a first start's build has ended by then).
  const processes = () => ({ api: child.pid, portal: childPids(child.pid)[0] });
  return { portalUrl, apiUrl: `http://127.0.0.1:${apiPort}`, processes, stop };
}

/**
 * `startProduct` on the embedded database, or, given a PostgreSQL server's URL (BENCH_DATABASE_URL), on a
 * throwaway database of its own there, dropped when the product stops.
 */
/**
 * The product tests/bench/smoke.ts started for the benches that only read and sign in (BENCH_SHARED_PRODUCT,
 * its two addresses as JSON): a smoke run's numbers mean nothing, and starting and seeding one product per
 * bench was most of its time. Stopping it is the smoke run's job.
 */
function sharedProduct(): RunningProduct | undefined {
  const shared = process.env.BENCH_SHARED_PRODUCT;
  if (!SMOKE || !shared) return undefined;
  const { portalUrl, apiUrl } = JSON.parse(shared) as { portalUrl: string; apiUrl: string };
  return { portalUrl, apiUrl, stop: async () => {} };
}

export async function startProductOn(
  portalPort: number,
  apiPort: number,
  serverUrl: string | undefined,
  prefix: string,
): Promise<RunningProduct> {
  const shared = sharedProduct();
  if (shared) return shared;
  // Blank, not inherited: a DATABASE_URL set for the test suites would seed that database instead.
  if (!serverUrl) return startProduct(portalPort, apiPort, { DATABASE_URL: '' });
  const throwaway = await openThrowawayPostgres(serverUrl, prefix);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${throwaway.name}` }).toString();
  const product = await startProduct(portalPort, apiPort, { DATABASE_URL: databaseUrl }).catch(
    async (error) => {
      await throwaway.drop();
      throw error;
    },
  );
  return {
    ...product,
    async stop() {
      await product.stop();
      await throwaway.drop();
    },
  };
}

/** Signs in through the portal and answers the session cookie (`name=value`). */
export async function signInToPortal(portalUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${portalUrl}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: portalUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((value) => value.includes('nutri-session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** Signs in at the API and answers the bearer token. */
export async function signInToApi(apiUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`API sign-in of ${email} failed: ${response.status}`);
  return response.text();
}
