// A database of its own per test file, copied from a template the run prepared once (helpers/templates.ts):
// in-memory PGlite restored from a dump, or a copy of a template database on the real PostgreSQL server
// when the suite runs with TEST_DATABASE=postgres (DATABASE_URL names the server).
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, type OpenOptions, openPglite } from '@/upstream/src/db/client';
import type { TemplateName } from './templates';
import { openThrowawayPostgres } from './throwaway-postgres';

export const usesPostgres = process.env.TEST_DATABASE === 'postgres';

export async function createTestDatabase(
  options: OpenOptions = {},
  template: TemplateName = 'migrated',
): Promise<Database> {
  if (!usesPostgres) {
    const dump = inject('pgliteTemplates')?.[template];
    if (!dump) throw new Error('no PGlite template: run the API suite through vitest.config.ts');
    return openPglite(undefined, { ...options, restoreFrom: new Blob([await readFile(dump)]) });
  }
  const serverUrl = process.env.DATABASE_URL;
  const name = inject('postgresTemplates')?.[template];
  if (!serverUrl || !name) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL and its templates');
  const { database, drop } = await openThrowawayPostgres(serverUrl, 'nutri_test', options, name);
  return { ...database, close: drop };
}
