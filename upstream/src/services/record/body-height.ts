// The height that goes with a record's weight: the one measured on or before it, else the first measured
// after it (the nearest known). An adult's height is not measured again at every follow-up.
import { type SQL, sql } from 'drizzle-orm';

/** `record`: the alias of a body_measurements row in the enclosing query. */
export function heightKnownAt(record: SQL): SQL<number | null> {
  return sql<number | null>`coalesce(
    (select h.height::float8 from body_measurements h
      where h.user_id = ${record}.user_id and h.height is not null and h.measured_at <= ${record}.measured_at
      order by h.measured_at desc limit 1),
    (select h.height::float8 from body_measurements h
      where h.user_id = ${record}.user_id and h.height is not null
      order by h.measured_at asc limit 1))`;
}
