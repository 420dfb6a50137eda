// At SIGTERM the API stops taking requests, lets the running ones finish, and does not wait past its bound.
import { once } from 'node:events';
import { Agent, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from '@/lib/log/graceful-stop';

function serverAnsweringAfter(ms: number | 'never') {
  const server = createServer((_request, response) => {
    if (ms !== 'never') setTimeout(() => response.end('feito'), ms);
  });
  return new Promise<{ server: typeof server; url: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }),
    ),
  );
}

function answerOf(url: string, agent: Agent) {
  return new Promise<string>((resolve, reject) => {
    get(url, { agent }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve(text));
    }).on('error', reject);
  });
}

describe('closeGracefully', () => {
  it('lets a running request finish with its answer, and refuses new connections', async () => {
    const { server, url } = await serverAnsweringAfter(300);
    // Kept-alive connections outlive the test unless the close ends them (Node's own default is 5 s).
    server.keepAliveTimeout = 60_000;
    // Closed once the request has arrived, not after a guessed pause: on a busy worker the request could
    // arrive after the close.
    const arrived = once(server, 'request');
    // A client that keeps its connection open after the answer, for as long as the server lets it.
    const running = answerOf(url, new Agent({ keepAlive: true }));
    await arrived;
    // A bound longer than the test's own timeout: the close must end with the answer, not at the bound.
    const closed = closeGracefully(server, 60_000);
    expect(await running).toBe('feito');
    await closed;
    await expect(fetch(url)).rejects.toThrow();
  }, 10_000);

  it('closes a request that never ends once the bound has passed', async () => {
    const { server, url } = await serverAnsweringAfter('never');
    const arrived = once(server, 'request');
    const running = fetch(url).catch(() => 'cortada');
    await arrived;
    // Without the bound this would wait for ever, and the test's own timeout would fail it.
    await closeGracefully(server, 200);
    expect(await running).toBe('cortada');
  });
});
