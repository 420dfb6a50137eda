// A large JSON answer written out in pieces: JSON.stringify of a whole record held the event loop (and every
// other caller) for the length of it. Here each top-level field, and each item of a top-level list, is
// stringified on its own, about CHUNK_BYTES at a time, with a turn of the event loop between chunks.
import { yieldToEventLoop } from '../event-loop';

const CHUNK_BYTES = 64 * 1024;

/** The document's text in pieces, joined exactly as JSON.stringify(document) would write it. */
function* piecesOf(document: Record<string, unknown>): Generator<string> {
  let first = true;
  yield '{';
  for (const [key, value] of Object.entries(document)) {
    // As JSON.stringify: a field that is undefined (or a function) is left out.
    if (value === undefined || typeof value === 'function') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (Array.isArray(value)) {
      yield '[';
      for (const [index, item] of value.entries()) {
        yield `${index === 0 ? '' : ','}${JSON.stringify(item) ?? 'null'}`;
      }
      yield ']';
    } else {
      yield JSON.stringify(value);
    }
  }
  yield '}';
}

/** What the stream tells whoever holds something for as long as the answer lasts (an export slot). */
export interface StreamHooks {
  /** Before each chunk: the answer is still being read. */
  onChunk?(): Promise<void>;
  /** Once, when the last chunk has been read or the reader gave up (the client went away). */
  onEnd(): Promise<void>;
}

/** The document as a stream of UTF-8 chunks, written as fast as the client reads it, no faster. */
export function streamJson(
  document: Record<string, unknown>,
  hooks: StreamHooks,
): ReadableStream<Uint8Array> {
  const pieces = piecesOf(document);
  const encoder = new TextEncoder();
  let ended = false;
  let written = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await hooks.onEnd();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // Ended only once the last chunk has been taken, so `onEnd` means the reader has it all; and run
          // before the close, so a reader that has seen the end finds what `onEnd` did done (a slot given back).
          if (written) {
            await end();
            controller.close();
            return;
          }
          await hooks.onChunk?.();
          let chunk = '';
          let next = pieces.next();
          while (!next.done) {
            chunk += next.value;
            if (chunk.length >= CHUNK_BYTES) break;
            next = pieces.next();
          }
          if (chunk) controller.enqueue(encoder.encode(chunk));
          if (next.done) written = true;
          else await yieldToEventLoop();
        } catch (error) {
          await end();
          controller.error(error);
        }
      },
      cancel: end,
    },
    // One chunk ahead at most: the document is written as fast as the client reads it, no faster.
    { highWaterMark: 1 },
  );
}
