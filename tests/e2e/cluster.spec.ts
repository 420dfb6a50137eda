// The product as two portals and two API processes over one PostgreSQL and one Redis (`npm run
// start:cluster`): a session sealed by one portal is good on the other, an upload through one API is
// served by the other and by both portals, a logout on one API is refused by the other at once, and the
// sign-in throttle counts across both portals. Needs DATABASE_URL and REDIS_URL (skipped without them);
// the cluster gets a throwaway database of its own and the build the other journeys use.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { demoAccounts, e2e } from './environment';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const { port, apiPort } = e2e.cluster;
const publicUrl = `http://127.0.0.1:${port}`;
const portals = [`http://127.0.0.1:${port + 1}`, `http://127.0.0.1:${port + 2}`];
const apis = [`http://127.0.0.1:${apiPort + 1}`, `http://127.0.0.1:${apiPort + 2}`];

test.describe('two portals and two APIs over one database and one Redis', () => {
  test.skip(!serverUrl || !redisUrl, 'needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let cluster: ChildProcess | undefined;
  let dataDir = '';
  let database = '';

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = `nutri_cluster_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${database}`;
    dataDir = mkdtempSync(join(tmpdir(), 'nutri-cluster-'));
    cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        API_PORT: String(apiPort),
        PUBLIC_URL: publicUrl,
        SESSION_SECRET: '',
        PORTAL_SECRET: '',
        JWT_SECRET: '',
        S3_URL: '',
        SMTP_URL: '',
        // Counters live in Redis across runs: the per-address one is not what this journey is about.
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
        // Nor the per-account delay (tests/api/sign-in-ceiling.test.ts, on both stores).
        LOGIN_ACCOUNT_FREE_FAILURES: '1000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the cluster did not start:\n${output}`)), 200_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Cluster ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      cluster?.stdout?.on('data', read);
      cluster?.stderr?.on('data', read);
      cluster?.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the cluster exited (${code}):\n${output}`));
      });
    });
  });

  test.afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster?.once('exit', resolve));
      cluster.kill('SIGTERM');
      await exited;
    }
    if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a session, an upload and a logout are seen by every process', async () => {
    // Signed in through the first portal…
    const signIn = await fetch(`${portals[0]}/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: publicUrl },
      body: JSON.stringify(demoAccounts.nutri),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    // …the second one renders the signed-in pages, and so does the round-robin in front of both.
    for (const base of [portals[1], publicUrl, publicUrl]) {
      const page = await fetch(`${base}/patients`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(page.status, base).toBe(200);
      expect(await page.text()).toContain('Ana Paula');
    }

    // An upload through the first API…
    const login = await fetch(`${apis[0]}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.admin.email, password: demoAccounts.admin.password }),
    });
    const token = await login.text();
    const png = await sharp({
      create: { width: 24, height: 24, channels: 3, background: { r: 250, g: 200, b: 0 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'milho.png');
    const upload = await fetch(`${apis[0]}/v1/foodstuff-photos?tags=milho`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    // …is served by the second API, and by both portals.
    const stored = await fetch(`${apis[1]}/files/${url.replace('/uploads/', '')}`);
    expect(stored.status).toBe(200);
    const bytes = Buffer.from(await stored.arrayBuffer());
    for (const base of portals) {
      const served = await fetch(`${base}${url}`);
      expect(served.status, base).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }

    // A logout on the first API is refused by the second at once.
    expect((await fetch(`${apis[1]}/v1/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    const logout = await fetch(`${apis[0]}/v1/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBeLessThan(300);
    expect((await fetch(`${apis[1]}/v1/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
  });

  test('the sign-in throttle counts the failures of both portals together', async () => {
    const email = `cluster-${randomBytes(4).toString('hex')}@nutri.test`;
    const attempt = (base: string) =>
      fetch(`${base}/api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: publicUrl },
        body: JSON.stringify({ email, password: 'Errada1234' }),
      });
    // LOGIN_MAX_FAILURES (10) failures, five through each portal (and so through both APIs)…
    for (let failure = 0; failure < 10; failure++) {
      expect((await attempt(portals[failure % 2] ?? '')).status).toBe(401);
    }
    // …and the eleventh is refused on either.
    for (const base of portals) {
      const refused = await attempt(base);
      expect(refused.status, base).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
