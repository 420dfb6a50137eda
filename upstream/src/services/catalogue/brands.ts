// Brands of packaged foods: searched by name, created once per name whatever its case.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Brand } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { ApiError } from '../../errors';
import { isUniqueViolation } from '../../infra/database-errors';
import { toPage } from '../../infra/paging';
import {
  asTyped,
  matchesEveryWord,
  rankOrder,
  typedWords,
  type WordAlternatives,
  withOneTypo,
} from '../../infra/word-search';

const brandColumns = { id: brands.id, name: brands.name };

const brandTaken = () => new ApiError(409, 'BRAND_ALREADY_REGISTERED', 'Já existe uma marca com este nome.');

const brandWords = sql`search_words(${brands.name})`;
const brandRank = { words: brandWords, name: sql`${brands.name}`, id: sql`${brands.id}` };

/** One page of brands whose name every typed word starts a word of, ranked; all brands by name without words. */
async function brandPage(db: Db, query: { page: number; size: number }, typed: WordAlternatives | null) {
  const where = typed ? matchesEveryWord(brandWords, typed) : undefined;
  const [total] = await db.select({ value: count() }).from(brands).where(where);
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .where(where)
    .orderBy(...(typed ? rankOrder(brandRank, typed) : [asc(brands.name), asc(brands.id)]))
    .limit(query.size)
    .offset(query.page * query.size);
  return toPage(rows, total?.value ?? 0, query.size);
}

export async function listBrands(db: Db, query: { page: number; size: number; name?: string }) {
  const words = query.name ? await typedWords(db, query.name) : [];
  if (words.length === 0) return { ...(await brandPage(db, query, null)), approximate: false };
  const found = await brandPage(db, query, asTyped(words));
  if (found.total_elements > 0) return { ...found, approximate: false };
  // Nothing matches as typed: a word with one typo may still name the brand.
  const corrected = await withOneTypo(db, words);
  const retry = corrected ? await brandPage(db, query, corrected) : null;
  return retry && retry.total_elements > 0
    ? { ...retry, approximate: true }
    : { ...found, approximate: false };
}

export async function createBrand(db: Db, name: string): Promise<Brand> {
  const [existing] = await db
    .select(brandColumns)
    .from(brands)
    .where(eq(sql`lower(${brands.name})`, name.toLowerCase()));
  if (existing) throw brandTaken();
  try {
    const [created] = await db.insert(brands).values({ name }).returning(brandColumns);
    return created!;
  } catch (error) {
    // Two administrators creating the same brand at once: the unique index decides.
    if (isUniqueViolation(error, 'brands_name_key')) throw brandTaken();
    throw error;
  }
}
