// A page's reads, gathered into one upstream call (POST /v1/reads): the reads the page's server components
// start together, before the event loop turns, travel in one batch, so the upstream checks the page's token
// once and writes their access-trail rows in one statement. Each read still gets its own answer, and its
// own refusal (an ApiProblem), as if it had been called alone. Per request (React cache()): outside a
// render, as in a route handler, every read goes on its own.
import 'server-only';
import { cache } from 'react';
import { READ_BATCH_MAX_PATHS, readBatchAnswerSchema } from '../contract';
import { paths } from '../paths';
import { readProblem } from '../read-problem';
import { callUpstreamAs, fetchUpstreamAs } from './upstream-call';

interface PendingRead {
  path: string;
  resolve(answer: Response): void;
  reject(error: unknown): void;
}

/** This request's reads not yet sent, by the token they are made with. */
const pendingReadsOf = cache(() => new Map<string, PendingRead[]>());

/**
 * GET `path` as the holder of `token`, in the batch of this turn of the event loop. Answers the 2xx
 * Response, or throws the ApiProblem of a refusal or of no answer, as callUpstream does.
 */
export function readInBatch(path: string, token: string, requestId?: string): Promise<Response> {
  const pending = pendingReadsOf();
  let reads = pending.get(token);
  if (!reads) {
    const batch: PendingRead[] = [];
    reads = batch;
    pending.set(token, batch);
    // After every read started in this turn (they wait on the same session, then start at once).
    setImmediate(() => {
      pending.delete(token);
      for (let start = 0; start < batch.length; start += READ_BATCH_MAX_PATHS)
        void sendReads(batch.slice(start, start + READ_BATCH_MAX_PATHS), token, requestId);
    });
  }
  const queue = reads;
  return new Promise((resolve, reject) => queue.push({ path, resolve, reject }));
}

async function sendReads(reads: PendingRead[], token: string, requestId?: string): Promise<void> {
  const [only] = reads;
  if (reads.length === 1 && only) {
    callUpstreamAs(only.path, { token }, requestId).then(only.resolve, only.reject);
    return;
  }
  try {
    const { answers } = await fetchUpstreamAs(
      paths.reads(),
      readBatchAnswerSchema,
      { method: 'POST', token, json: { paths: reads.map((read) => read.path) } },
      requestId,
    );
    for (const [index, read] of reads.entries()) {
      const answer = answers[index];
      const response = new Response(JSON.stringify(answer?.body ?? null), {
        status: answer?.status ?? 502,
        headers: { 'Content-Type': 'application/json' },
      });
      if (response.ok) read.resolve(response);
      else read.reject(await readProblem(response));
    }
  } catch (error) {
    // No answer to the batch (or a refusal of the token itself): every read of it met the same.
    for (const read of reads) read.reject(error);
  }
}
