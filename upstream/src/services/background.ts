// Work that must not hold up (or shape the timing of) an answer: it runs after the answer is sent. A
// failure is logged, never thrown at a caller that has already been answered.

export interface BackgroundTasks {
  run(what: string, task: () => Promise<void>): void;
  /** Resolves once everything started so far has finished (for shutdown and tests). */
  settled(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error) => console.error(`Background task failed (${what}):`, error))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
