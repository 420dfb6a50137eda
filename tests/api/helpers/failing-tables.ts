// Making one step of a request fail inside a test's own database, on both engines: a table renamed away
// (every statement on it fails), or a table that refuses deletes only (inserts still work).
import { sql } from 'drizzle-orm';
import type { Db } from '@/upstream/src/db/client';

/** Runs `action` while `table` is renamed away, then puts it back. */
export async function withoutTable<T>(db: Db, table: string, action: () => Promise<T>): Promise<T> {
  await db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
  try {
    return await action();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
  }
}

/** Runs `action` while every delete from `table` is refused by a trigger, then drops it. */
export async function refusingDeletes<T>(db: Db, table: string, action: () => Promise<T>): Promise<T> {
  const name = `refuse_${table}_delete`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'delete refused'; END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`),
  );
  try {
    return await action();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  }
}
