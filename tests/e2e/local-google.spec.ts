// 'Continuar com Google' on a fresh machine: `npm start` with no GOOGLE_CLIENT_ID and the default loopback
// PUBLIC_URL runs the local development sign-in as Google's stand-in. This spec starts its own small stack
// exactly so (the main one has a Google client configured) and signs in through the stand-in's own form.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoAccounts, e2e } from './environment';

const portalPort = Number(new URL(e2e.portalUrl).port) + 2;
const apiPort = Number(new URL(e2e.apiUrl).port) + 2;
const issuerPort = e2e.oidc.port + 1;
const portalUrl = `http://127.0.0.1:${portalPort}`;
const dataDir = `${e2e.dataDir}-local-google`;

let stack: ChildProcess | undefined;

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stack?.exitCode !== null && stack?.exitCode !== undefined) throw new Error('npm start stopped');
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...e2e.serverEnv,
    DATA_DIR: dataDir,
    PORT: String(portalPort),
    API_PORT: String(apiPort),
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: portalUrl,
    LOCAL_GOOGLE_PORT: String(issuerPort),
    SESSION_SECRET: '',
  };
  // A fresh machine: no Google client of any kind.
  for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER_URL', 'SESSION_SECRET'])
    delete env[name];
  stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${portalUrl}/login`, 220_000);
});

test.afterAll(async () => {
  if (stack?.pid) process.kill(-stack.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test("with no Google client, 'Continuar com Google' runs through the local development sign-in", async ({
  page,
}) => {
  test.slow();
  await page.goto(`${portalUrl}/login`);
  await page.getByRole('link', { name: 'Continuar com Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${issuerPort}/interaction/`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Entrada local de desenvolvimento' }),
  ).toBeVisible();
  await expect(page.getByText('Esta página não é o Google')).toBeVisible();
  await expectNoAxeViolations(page);

  // Only an existing account with its own password gets through.
  await page.getByLabel('E-mail').fill(demoAccounts.nutri.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar e voltar ao portal' }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha incorretos');
  await expect(page.getByLabel('E-mail')).toHaveValue(demoAccounts.nutri.email);

  await page.getByLabel('Senha').fill(demoAccounts.nutri.password);
  await page.getByRole('button', { name: 'Entrar e voltar ao portal' }).click();
  await expect(page).toHaveURL(`${portalUrl}/home`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
  const session = await page.evaluate(async () => (await fetch('/api/session')).text());
  expect(session).toContain(demoAccounts.nutri.email);
});
