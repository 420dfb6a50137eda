// A tiny round-robin HTTP proxy for `npm run start:cluster`: each request goes to the next instance.
// Enough to show that any portal or API process can answer any request; a real deployment puts its
// load balancer here. `public: true` (the browsers' side) states the visitor's address in
// X-Forwarded-For and the host it was asked for in X-Forwarded-Host, replacing whatever the visitor sent,
// for portals started with TRUST_PROXY=true.
import { createServer, request as forward, type Server } from 'node:http';

export function startRoundRobin(
  port: number,
  targets: readonly number[],
  options: { public: boolean; host?: string },
): Promise<Server> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = targets[next++ % targets.length];
    const headers = { ...incoming.headers };
    if (options.public) {
      headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '';
      headers['x-forwarded-host'] = incoming.headers.host ?? '';
    }
    const upstream = forward(
      { host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      outgoing.end('Bad gateway');
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
