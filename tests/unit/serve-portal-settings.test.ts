// The portal's server refuses to start without its settings, saying which, instead of a 500 on every page.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs the portal's server; `said` is the message of its log lines (JSON on stdout). */
function runPortal(env: Record<string, string>): Promise<{ code: number | null; said: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-portal.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    // Still running after this long means it started serving: stop it and report it as such.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const lines = stdout.split('\n').filter((line) => line.startsWith('{'));
      resolve({ code, said: lines.map((line) => (JSON.parse(line) as { msg: string }).msg).join('\n') });
    });
  });
}

describe('scripts/serve-portal.ts', () => {
  it('stops at once without SESSION_SECRET, naming it', async () => {
    const { code, said } = await runPortal({ PORT: '3398', HOST: '127.0.0.1' });
    expect(code).toBe(1);
    expect(said).toContain('the portal could not start: invalid settings');
    expect(said).toContain('SESSION_SECRET');
  }, 30_000);

  it('stops with a SESSION_SECRET too short to seal sessions', async () => {
    const { code, said } = await runPortal({ PORT: '3398', HOST: '127.0.0.1', SESSION_SECRET: 'curto' });
    expect(code).toBe(1);
    expect(said).toContain('SESSION_SECRET precisa de ao menos 32 caracteres');
  }, 30_000);
});
