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
});
