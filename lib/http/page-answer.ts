// What the portal's server changes in a page's answer as Next writes its head: the status the page asked
// for (page-status.ts) and the prerendered 404's own policy (lib/security/not-found-policy.ts).
import type { ServerResponse } from 'node:http';
import type { PageStatusStore } from './page-status';

const isDocument = (response: ServerResponse) =>
  String(response.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * Hooks the head of one answer. Only an HTML page changes: a status the page asked for replaces a 200 (or
 * Next's 500 for a page that failed to render), and a 404 page gets `notFoundPolicy`.
 */
export function finishPageAnswer(
  response: ServerResponse,
  store: PageStatusStore,
  notFoundPolicy: string | undefined,
): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    let answered = status;
    if (isDocument(this)) {
      if (store.status && (status === 200 || status === 500)) answered = store.status;
      if (status === 404 && notFoundPolicy) this.setHeader('Content-Security-Policy', notFoundPolicy);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, answered, ...rest);
  } as ServerResponse['writeHead'];
}
