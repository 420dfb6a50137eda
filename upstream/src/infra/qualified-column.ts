// A column written with its table's name, whatever the query around it. Drizzle writes a column bare when
// its query reads one table, and a bare name inside a correlated subquery means the subquery's own column
// of that name: `where "patient_package_id" = "id"` compared two columns of the subquery's tables.
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
