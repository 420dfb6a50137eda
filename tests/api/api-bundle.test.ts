// The API as the container image carries it (scripts/build-api.ts): one bundled file that must find its
// migrations and the TACO table beside it, and only the unbundled packages installed. Started for real on
// an empty data folder: it migrates, prepares the catalogue and the administrator, and answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, UNBUNDLED_PACKAGES } from '@/scripts/build-api';
import { usesPostgres } from './helpers/database';
import { freePort } from './helpers/free-port';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function answering(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bundled API exited:\n${output()}`);
    if (await fetch(`${base}/v1/auth/providers`).catch(() => null)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the bundled API did not answer:\n${output()}`);
}

// Inside the repository (an ignored .data-* folder), so the unbundled packages resolve from its
// node_modules as they would from the image's own install.
describe.skipIf(usesPostgres)('the bundled API (scripts/build-api.ts)', () => {
  // Made when the suite runs, not when it is collected: a skipped suite would leave it behind.
  let folder = '';
  let api: ChildProcess;
  let output = '';
  let base = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    folder = mkdtempSync(join(root, '.data-api-bundle-'));
    await buildApi(join(folder, 'api'));
    api = spawn(process.execPath, ['server.mjs'], {
      cwd: join(folder, 'api'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        // No mail server here: mail stays in the database, as an operator without one must say.
        MAIL_OUTBOX: 'database',
        DATA_DIR: join(folder, 'data'),
        API_PORT: String(port),
        SEED_DEMO_DATA: 'false',
        ADMIN_EMAIL: 'catalogo@clinica.example',
        ADMIN_PASSWORD: 'Catalogo2026',
        // The reference page, off in production unless asked for: its renderer is a file beside the bundle.
        API_DOCS: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    api.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await answering(base, api, () => output);
  }, 120_000);

  afterAll(async () => {
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('names only the unbundled packages, at the lockfile versions', () => {
    const manifest = JSON.parse(readFileSync(join(folder, 'api', 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).toEqual([...UNBUNDLED_PACKAGES]);
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
    expect(manifest.dependencies.sharp).toBe(lock.packages['node_modules/sharp'].version);
  });

  it('serves its OpenAPI document, and the reference page with the renderer copied beside the bundle', async () => {
    const document = await fetch(`${base}/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
    expect((await fetch(`${base}/docs`)).status).toBe(200);
    const renderer = await fetch(`${base}/docs/scalar.js`);
    expect(renderer.status).toBe(200);
    expect((await renderer.text()).length).toBeGreaterThan(100_000);
  });

  it('migrates and prepares an empty database, signs the administrator in and searches the catalogue', async () => {
    expect(output).toContain('first administrator catalogo@clinica.example');
    const signIn = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'catalogo@clinica.example', password: 'Catalogo2026' }),
    });
    expect(signIn.status).toBe(200);
    const token = await signIn.text();
    const found = await fetch(`${base}/v1/foodstuffs?name_or_brand=acucar&page=0&size=5`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(found.status).toBe(200);
    const { content } = (await found.json()) as { content: { name: string }[] };
    // The accent-blind search needs the unaccent extension, loaded from the unbundled database package.
    expect(content.map((food) => food.name)).toContain('Açúcar, cristal');
  });
});
