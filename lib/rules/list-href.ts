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
