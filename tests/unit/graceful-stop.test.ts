// At SIGTERM the API stops taking requests, lets the running ones finish, and does not wait past its bound.
import { createServer } from 'node:http';
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

describe('closeGracefully', () => {
  it('lets a running request finish with its answer, and refuses new connections', async () => {
    const { server, url } = await serverAnsweringAfter(300);
    const running = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closeGracefully(server, 5_000);
    expect(await running).toBe('feito');
    await closed;
    await expect(fetch(url)).rejects.toThrow();
  });

  it('closes a request that never ends once the bound has passed', async () => {
    const { server, url } = await serverAnsweringAfter('never');
    const running = fetch(url).catch(() => 'cortada');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Without the bound this would wait for ever, and the test's own timeout would fail it.
    await closeGracefully(server, 200);
    expect(await running).toBe('cortada');
  });
});
