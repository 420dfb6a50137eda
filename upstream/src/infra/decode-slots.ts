// At most a few image decodes at once: each may take a second and tens of megabytes, so ten large
// uploads in parallel would otherwise take every core and much of the memory together. Callers beyond
// the slots wait in line; when the line too is full, they are told to try again shortly.
import { ApiError } from '../errors';

export const serverBusy = () =>
  new ApiError(503, 'SERVER_BUSY', 'Muitos envios de imagens ao mesmo tempo. Tente novamente em instantes.', {
    'Retry-After': '5',
  });

export interface DecodeSlots {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createDecodeSlots(slots: number, maxWaiting: number): DecodeSlots {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (active >= slots) {
        if (waiting.length >= maxWaiting) throw serverBusy();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
