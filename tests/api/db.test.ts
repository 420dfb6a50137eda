import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openPostgres, selectRows } from '@/upstream/src/db/client';
import journal from '@/upstream/src/db/migrations/meta/_journal.json';
import { createTestDatabase, usesPostgres } from './helpers/database';
import { openThrowawayPostgres } from './helpers/throwaway-postgres';

describe('database migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('search_text ignores accents and case, so "acucar" matches "Açúcar"', async () => {
    const rows = await selectRows(
      database.db,
      sql`select search_text('Açúcar MASCAVO') as value`,
      z.object({ value: z.string() }),
    );
    expect(rows[0]?.value).toBe('acucar mascavo');
  });

  it('the search indexes keep no pending list, which every search would scan whole', async () => {
    const rows = await selectRows(
      database.db,
      sql`select relname as name, array_to_string(reloptions, ',') as options from pg_class
          where relname in ('foodstuffs_search_vector_idx', 'brands_name_words_idx', 'users_name_search_idx',
                            'users_name_words_idx', 'foodstuff_photos_tags_search_idx')
          order by relname`,
      z.object({ name: z.string(), options: z.string().nullable() }),
    );
    expect(rows).toEqual([
      { name: 'brands_name_words_idx', options: 'fastupdate=off' },
      { name: 'foodstuff_photos_tags_search_idx', options: 'fastupdate=off' },
      { name: 'foodstuffs_search_vector_idx', options: 'fastupdate=off' },
      { name: 'users_name_search_idx', options: 'fastupdate=off' },
      { name: 'users_name_words_idx', options: 'fastupdate=off' },
    ]);
  });
});

// Several API processes may start at once on an empty database (an orchestrator starting N copies): each
// migrates at start, and none may fail or apply a migration twice.
describe.runIf(usesPostgres)('migrations started by several processes at once', () => {
  it('apply each migration once, and every process starts', async () => {
    const serverUrl = process.env.DATABASE_URL ?? '';
    const { name, database, drop } = await openThrowawayPostgres(serverUrl, 'nutri_migrate');
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const others = await Promise.all([openPostgres(url.toString()), openPostgres(url.toString())]);
    try {
      const outcomes = await Promise.allSettled([database, ...others].map((each) => each.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const applied = await selectRows(
        database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        z.object({ count: z.number() }),
      );
      expect(applied[0]?.count).toBe(journal.entries.length);
    } finally {
      await Promise.all(others.map((each) => each.close()));
      await drop();
    }
  });
});
