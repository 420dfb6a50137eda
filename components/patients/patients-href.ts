import { buildListHref, readFirstParam } from '@/lib/rules/list-href';

/** The patient list's address for a search and a 1-based page; the defaults stay out of the URL. */
export function buildPatientsHref(pathname: string, { name, page }: { name: string; page: number }): string {
  return buildListHref(pathname, { name }, page);
}

export function readNameParam(value: string | string[] | undefined): string {
  return (readFirstParam(value) ?? '').trim().slice(0, 120);
}
