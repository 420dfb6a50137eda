// The status a page asks for, when the one Next would send says the wrong thing: a signed-in page that could
// not reach the API renders its error text, but Next has no way for a page to answer other than 200 (or
// 404, 403, 401). The portal's own server (scripts/serve-portal.ts) runs each request in this store and
// writes the status asked for into the answer's head, which is sent only once the page's shell has
// rendered, after every layout has run.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface PageStatusStore {
  status?: number;
}

// One store for the server's copy of this file and the build's: Next bundles its own.
const KEY = Symbol.for('nutrir.page-status');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<PageStatusStore> };
holder[KEY] ??= new AsyncLocalStorage<PageStatusStore>();
const storage = holder[KEY];

/** Runs the answer of one request with a store for the status its page may ask for. */
export function withPageStatus<T>(store: PageStatusStore, answer: () => T): T {
  return storage.run(store, answer);
}

/**
 * Asks that the page being rendered answer `status` instead of 200. Outside the portal's server (another
 * host, a test) there is no store, and the page answers as Next decides.
 */
export function answerPageWith(status: number): void {
  const store = storage.getStore();
  if (store) store.status = status;
}
