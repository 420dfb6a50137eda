import { buildListHref } from '@/lib/rules/list-href';

/** The patient list's address for a search and a 1-based page; the defaults stay out of the URL. */
export function buildPatientsHref(pathname: string, { name, page }: { name: string; page: number }): string {
  return buildListHref(pathname, { name }, page);
}

/** Reads ?page= as a 1-based page number; anything else is the first page. */
export function readPageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

export function readNameParam(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? '').trim().slice(0, 120);
}
