// A client whose event loop is held up past the moment it would let go of an idle connection must still get
// an answer on it: at Node's 5 s, the server had closed it by then and the request died with 'socket hang up'
// (lib/log/idle-connections.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';

let server: ChildProcess;
let port: number;

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/fixtures/idle-connection-server.ts']);
  port = await new Promise<number>((resolve, reject) => {
    server.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    server.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
});
afterAll(() => {
  server.kill();
});

/** A POST on a kept connection, as a keep-alive client (Playwright's, the portal's) sends one. */
function post(agent: Agent): Promise<{ answer: string; keepAlive: unknown }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent }, (response) => {
      let answer = '';
      response.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      response.on('end', () => resolve({ answer, keepAlive: response.headers['keep-alive'] }));
    });
    sent.once('error', reject);
    sent.end('{}');
  });
}

it('answers on a connection kept idle while the client stalled past its own idle time', async () => {
  const agent = new Agent({ keepAlive: true });
  try {
    expect(await post(agent)).toEqual({ answer: 'ok', keepAlive: 'timeout=65' });
    // Idle, then a stall of the client's loop across the moment Node would have closed the connection (6 s).
    await new Promise((resolve) => setTimeout(resolve, 3_900));
    const until = Date.now() + 2_600;
    while (Date.now() < until) {
      // held up, as a busy machine holds a test runner
    }
    expect((await post(agent)).answer).toBe('ok');
  } finally {
    agent.destroy();
  }
}, 20_000);
