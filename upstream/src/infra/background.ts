// Work that must not hold up (or shape the timing of) an answer: it runs after the answer is sent. A
// failure is logged, never thrown at a caller that has already been answered.
import { log } from '../log';

export interface BackgroundTasks {
  /** `signal` is aborted when the API stops: a task waiting to try again gives up instead. */
  run(what: string, task: (signal: AbortSignal) => Promise<void>): void;
  /** Resolves once everything started so far has finished (for tests). */
  settled(): Promise<void>;
  /** Shutdown: ends the waits of tasks that would try again later, then waits for the rest to finish. */
  stop(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  const settled = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  return {
    run(what, task) {
      const promise = Promise.resolve()
        .then(() => task(stopping.signal))
        .catch((error) => log.error({ err: error, task: what }, 'Background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    settled,
    async stop() {
      stopping.abort();
      await settled();
    },
  };
}
