'use client';

import { buildListHref } from '@/lib/rules/list-href';
import { Paginator } from './paginator';
import styles from './url-paginator.module.css';

/**
 * Page links for a server-rendered list whose state lives in the URL: each page is an address that keeps
 * the rest of the query (a search, a tab). A client component only because the paginator takes a function.
 */
export function UrlPaginator({
  pathname,
  state,
  page,
  totalPages,
  label,
}: {
  pathname: string;
  state: Record<string, string>;
  page: number;
  totalPages: number;
  label: string;
}) {
  return (
    <Paginator
      className={styles.pagination}
      page={page}
      totalPages={totalPages}
      label={label}
      getPageHref={(target) => buildListHref(pathname, state, target)}
    />
  );
}
