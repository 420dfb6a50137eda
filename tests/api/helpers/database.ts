// A fresh, migrated database per test file: in-memory PGlite, or a throwaway database on the real
// PostgreSQL server when the suite runs with TEST_DATABASE=postgres (DATABASE_URL names the server).
import { type Database, type OpenOptions, openPglite } from '@/upstream/src/db/client';
import { openThrowawayPostgres } from './throwaway-postgres';

export const usesPostgres = process.env.TEST_DATABASE === 'postgres';

export async function createTestDatabase(options: OpenOptions = {}): Promise<Database> {
  if (!usesPostgres) {
    const database = await openPglite(undefined, options);
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const { database, drop } = await openThrowawayPostgres(serverUrl, 'nutri_test', options);
  await database.migrate();
  return { ...database, close: drop };
}
