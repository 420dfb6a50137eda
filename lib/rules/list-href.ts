/**
 * A list's address with its state in the query (?name=…&tab=…&page=N): empty values and the first page stay
 * out of the URL, so the plain address is the default view.
 */
export function buildListHref(pathname: string, state: Record<string, string>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The first value of a search parameter (?page=2&page=3 reads 2). */
export function readFirstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads ?page= as a 1-based page number; anything else is the first page. */
export function readPageParam(value: string | string[] | undefined): number {
  const page = Number(readFirstParam(value));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}
