// A patient's export reads and writes out her whole record: heavy enough that twenty at once held every
// other caller of the API for seconds. So each caller runs one at a time, and the process at most
// EXPORT_CONCURRENCY at once; the others are told to come back (Retry-After) instead of waiting in line.
import { ApiError } from './errors';

/** Seconds a refused caller is told to wait: about one export of a full record. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

const inProgress = () =>
  new ApiError(
    429,
    'EXPORT_IN_PROGRESS',
    'Uma exportação sua ainda está em andamento. Aguarde ela terminar para pedir outra.',
    { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) },
  );

const busy = () =>
  new ApiError(503, 'SERVER_BUSY', 'Muitas exportações ao mesmo tempo. Tente novamente em instantes.', {
    'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS),
  });

export interface ExportSlots {
  /** Takes a slot for the caller, or throws 429 (hers is taken) or 503 (all are); answers its release. */
  take(callerId: number): () => void;
}

export function createExportSlots(overall: number): ExportSlots {
  const callers = new Set<number>();
  return {
    take(callerId) {
      if (callers.has(callerId)) throw inProgress();
      if (callers.size >= overall) throw busy();
      callers.add(callerId);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        callers.delete(callerId);
      };
    },
  };
}
