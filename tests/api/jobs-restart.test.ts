// The API stopped with SIGKILL while an e-mail waits to be sent again: after a restart it is delivered,
// once. A real process over a PGlite folder and a local SMTP server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from './helpers/database';
import { freePort } from './helpers/free-port';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink';

const root = fileURLToPath(new URL('../../', import.meta.url));
const METRICS_TOKEN = 'jobs-restart-metrics-token-0000';

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startApi(dataDir: string, smtpUrl: string, port: number) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'upstream/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      SMTP_URL: smtpUrl,
      // One more attempt, 4 s after the first: long enough to stop the process in between.
      MAIL_RETRY_DELAYS_MS: '4000',
      JOB_POLL_MS: '100',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: 'admin@restart.test',
      ADMIN_PASSWORD: 'Reinicio2026',
      METRICS_TOKEN: METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output, base: `http://127.0.0.1:${port}` };
}

async function answering(api: ReturnType<typeof startApi>) {
  await waitFor(async () => {
    if (api.child.exitCode !== null) throw new Error(`the API exited:\n${api.output()}`);
    return Boolean(await fetch(`${api.base}/health`).catch(() => null));
  }, 'the API to answer');
}

/** The job counts the process gives Prometheus, by state: what waits, what failed and waits again, what was given up. */
async function jobCounts(base: string): Promise<Record<string, string | undefined>> {
  const metrics = await (
    await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const jobs = metrics.split('\n').filter((line) => line.startsWith('jobs{'));
  return Object.fromEntries(jobs.map((line) => [/state="(\w+)"/.exec(line)?.[1], line.split(' ').at(-1)]));
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

describe.skipIf(usesPostgres)('an API process killed while an e-mail waits for its next attempt', () => {
  const folder = mkdtempSync(join(root, '.data-jobs-restart-'));
  let sink: SmtpSink | undefined;
  const started: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of started) await stop(child, 'SIGTERM');
    await sink?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('delivers it after the restart, once', async () => {
    sink = await startSmtpSink({ refuseFirst: 1 });
    // The same port after the restart, as a real deployment's.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startApi(join(folder, 'data'), sink.url, port);
    started.push(first.child);
    await answering(first);
    const asked = await fetch(`${base}/v1/password-resets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@restart.test' }),
    });
    expect(asked.status).toBe(202);
    // The first attempt is refused; the job now waits 4 s for its next one. The process dies meanwhile,
    // once the failure is recorded: killed between the refusal and that write, the job would stay RUNNING
    // until its lease (JOB_LEASE_SECONDS, 5 minutes) ends, which is another test (jobs.test.ts).
    await waitFor(() => sink!.refused() === 1, 'the first attempt');
    await waitFor(async () => (await jobCounts(base)).failed === '1', 'the failure to be recorded');
    await stop(first.child, 'SIGKILL');
    expect(sink.received).toEqual([]);

    const second = startApi(join(folder, 'data'), sink.url, port);
    started.push(second.child);
    await answering(second);
    await waitFor(() => sink!.received.length > 0, 'the e-mail after the restart');
    // Time for a second copy, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.received.map((mail) => mail.to)).toEqual([['admin@restart.test']]);
    expect(sink.received[0]?.data.replace(/=\r?\n/g, '')).toContain('/reset-password/');
    // The served process gives the job counts to Prometheus: nothing waits, nothing was given up.
    expect(await jobCounts(base)).toEqual({ queued: '0', failed: '0', dead: '0' });
  }, 240_000);
});
