// Reading the X-Forwarded-* lists of trusted proxies. Each proxy appends what it saw (the address it was
// reached from, the host it was asked for), so only the entries on the right were written by proxies we
// run; anything to their left is whatever the visitor sent. The visitor's value is the one the outermost of
// our proxies wrote: `hops` places from the right. Never the leftmost: a visitor picks that one.

/**
 * The entry `hops` places from the right of a comma-separated X-Forwarded-* value (1: the rightmost), or
 * the leftmost when the list is shorter (every entry was then written by our own proxies). Undefined when
 * the value is empty.
 */
export function fromTheRight(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(entries.length - Math.max(Math.trunc(hops), 1), 0)];
}
