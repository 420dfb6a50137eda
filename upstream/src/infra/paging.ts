import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function toPage<T>(content: T[], totalElements: number, size: number) {
  return { content, total_elements: totalElements, total_pages: Math.ceil(totalElements / size) };
}

/** Accent- and case-insensitive "contains", served by the trigram index on search_text(column). */
export function containsSearch(column: AnyPgColumn, term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`search_text(${column}) like '%' || search_text(${escaped}) || '%'`;
}
