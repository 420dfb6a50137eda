// A browser that declares a body and then sends nothing would hold a proxied call, and the upstream's
// connection behind it, until the upstream's own timeout. The proxy passes the body on through this wait, and
// the portal's own routes read theirs under it.

/**
 * `body` as it arrives, ended with an error when no part of it comes for `idleMs`; `onStall` is told first,
 * so the caller can tell this from a failure of the upstream. The wait runs only while the reader asks for
 * more, never while the upstream is slow to take it.
 */
export function cutWhenStalled(
  body: ReadableStream<Uint8Array>,
  idleMs: number,
  onStall: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<'stalled'>((resolve) => {
        timer = setTimeout(() => resolve('stalled'), idleMs);
      });
      try {
        const next = await Promise.race([reader.read(), stalled]);
        if (next === 'stalled') {
          onStall();
          reader.cancel().catch(() => undefined);
          controller.error(new Error(`no part of the body arrived for ${idleMs} ms`));
        } else if (next.done) controller.close();
        else controller.enqueue(next.value);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
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
  let stalled = false;
  const body = cutWhenStalled(request.body, idleMs, () => {
    stalled = true;
  });
  const value = await new Response(body).json().catch(() => undefined);
  return stalled ? { stalled: true } : { stalled: false, value };
}
