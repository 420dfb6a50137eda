// The export's PDF is drawn in the portal's own process, seconds of work for a full record: like the API's
// export it runs one at a time per user, and at most EXPORT_PDF_CONCURRENCY at once in each portal process.
// A caller past them gets the error page with a Retry-After, as the API's refusal would give.
import 'server-only';
import { ApiProblem } from '@/lib/api/errors';
import { serverConfig } from '@/lib/config/server';

const RETRY_AFTER = '5';
const drawing = new Set<number>();

/** Runs `draw` in a slot of the user's, or throws the 429 (hers is taken) or 503 (all are) problem. */
export async function withExportPdfSlot<T>(userId: number, draw: () => Promise<T>): Promise<T> {
  if (drawing.has(userId)) {
    throw new ApiProblem(429, 'EXPORT_IN_PROGRESS', 'Uma exportação já está em andamento.', RETRY_AFTER);
  }
  if (drawing.size >= serverConfig().EXPORT_PDF_CONCURRENCY) {
    throw new ApiProblem(503, 'SERVER_BUSY', 'Muitas exportações ao mesmo tempo.', RETRY_AFTER);
  }
  drawing.add(userId);
  try {
    return await draw();
  } finally {
    drawing.delete(userId);
  }
}
