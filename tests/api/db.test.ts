import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, selectRows } from '@/upstream/src/db/client';
import { createTestDatabase } from './helpers/database';

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
