// Long work done in steps lets other requests in between them: after each step, the event loop runs
// whatever came in (a setImmediate callback runs after pending I/O).

/** Resolves on the event loop's next turn, after the I/O waiting now. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Reads rows by their ids, `size` ids a query, in the order of `ids` (each chunk's query must keep it),
 * with a turn of the event loop between queries: one large read becomes many short ones.
 */
export async function readInChunks<T>(
  ids: readonly number[],
  size: number,
  read: (chunk: number[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += size) {
    if (start > 0) await yieldToEventLoop();
    rows.push(...(await read(ids.slice(start, start + size))));
  }
  return rows;
}
