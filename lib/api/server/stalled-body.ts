// A browser that declares a body and then sends nothing would hold a proxied call, and the upstream's
// connection behind it, until the upstream's own timeout. The proxy passes the body on through this wait, and
// the portal's own routes read theirs under it.

export interface WatchedBody {
  /** The body as it arrives, ended with an error once no part of it came for `idleMs`. */
  body: ReadableStream<Uint8Array>;
  /**
   * Whether the client stopped sending. A read still waiting on the client is first let run to its data or its
   * deadline: the upstream waits on the body as long as we do, so when it gives up a moment before us and the
   * call fails, the client's silence is still what ended it.
   */
  stalled: () => Promise<boolean>;
  /**
   * Reads what the client still sends and drops it, still cut when it stalls. A browser reads an answer only
   * once its upload is sent, so a refusal that came before the end of the body (a file over the limit, told
   * by its length) reaches it only so; left unread, the upload stalls on a full socket instead.
   */
  release: () => void;
}

/**
 * Watches `body` for a client that stops sending. The wait runs only while the reader asks for more, never
 * while the upstream is slow to take it.
 */
export function cutWhenStalled(source: ReadableStream<Uint8Array>, idleMs: number): WatchedBody {
  const reader = source.getReader();
  let stalled = false;
  let released = false;
  let waiting: Promise<unknown> = Promise.resolve();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (released) return controller.close();
      const read = nextPart(reader, idleMs).then((next) => {
        // The reader may have cancelled meanwhile: the controller then takes nothing more.
        try {
          if (next === 'stalled') {
            stalled = true;
            reader.cancel().catch(() => undefined);
            controller.error(new Error(`no part of the body arrived for ${idleMs} ms`));
          } else if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch {}
      });
      waiting = read;
      return read;
    },
    // A read still waiting on the client keeps its deadline, so that stalled() can still tell. Once released,
    // the rest of the body is being read to its end, not cut.
    cancel: (reason) => {
      if (released) return;
      waiting.then(() => reader.cancel(reason)).catch(() => undefined);
    },
  });
  const release = () => {
    if (released) return;
    released = true;
    // After the read still waiting, so that the parts are taken in turn; a client that goes away ends it too.
    waiting = waiting
      .then(() => dropRest(reader, idleMs))
      .then(
        (result) => {
          if (result === 'stalled') stalled = true;
        },
        () => undefined,
      );
  };
  return { body, stalled: () => waiting.then(() => stalled), release };
}

/** The most of a refused body read and dropped: a client still sending past it is cut off instead. */
const MAX_DROPPED_BYTES = 64 * 1024 * 1024;

/** Reads `reader` to its end, dropping each part; 'stalled', having let go of it, once none came for `idleMs`. */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, idleMs: number) {
  let dropped = 0;
  for (;;) {
    const next = await nextPart(reader, idleMs);
    if (next !== 'stalled' && next.done) return 'done';
    if (next !== 'stalled') dropped += next.value.byteLength;
    if (next === 'stalled' || dropped > MAX_DROPPED_BYTES) {
      await reader.cancel().catch(() => undefined);
      return next === 'stalled' ? 'stalled' : 'too long';
    }
  }
}

async function nextPart(reader: ReadableStreamDefaultReader<Uint8Array>, idleMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), idleMs);
  });
  try {
    return await Promise.race([reader.read(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A route's own JSON body, read under the same wait: `stalled` when no part of it came for `idleMs`, else
 * the parsed value (undefined when the body is missing or no JSON).
 */
export async function readJsonWithin(
  request: Request,
  idleMs: number,
): Promise<{ stalled: true } | { stalled: false; value: unknown }> {
  if (!request.body) return { stalled: false, value: undefined };
  const watched = cutWhenStalled(request.body, idleMs);
  const value = await new Response(watched.body).json().catch(() => undefined);
  return (await watched.stalled()) ? { stalled: true } : { stalled: false, value };
}
