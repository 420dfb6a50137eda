// Starts `next start` on a build for the length of a benchmark, and stops exactly that process afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  stop: () => void;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Serves the build in `distDir` (as written by `NEXT_DIST_DIR=<distDir> next build`) on `port`. */
export async function startBuiltPortal(distDir: string, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      // The route gate reads the session secret even on public pages; a throwaway one will do here.
      SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    },
    // Its errors (a missing build, a port in use) say why it did not answer.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${baseUrl}/`, child, 60_000);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { baseUrl, stop: () => child.kill() };
}
