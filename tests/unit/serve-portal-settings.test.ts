// The portal's server refuses to start without its settings, saying which, instead of a 500 on every page.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function runPortal(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-portal.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // Still running after this long means it started serving: stop it and report it as such.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('scripts/serve-portal.ts', () => {
  it('stops at once without SESSION_SECRET, naming it', async () => {
    const { code, stderr } = await runPortal({ PORT: '3398', HOST: '127.0.0.1' });
    expect(code).toBe(1);
    expect(stderr).toContain('Portal: invalid settings');
    expect(stderr).toContain('SESSION_SECRET');
  }, 30_000);

  it('stops with a SESSION_SECRET too short to seal sessions', async () => {
    const { code, stderr } = await runPortal({ PORT: '3398', HOST: '127.0.0.1', SESSION_SECRET: 'curto' });
    expect(code).toBe(1);
    expect(stderr).toContain('SESSION_SECRET precisa de ao menos 32 caracteres');
  }, 30_000);
});
