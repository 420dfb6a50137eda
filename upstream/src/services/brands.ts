// Brands of packaged foods: searched by name, created once per name whatever its case.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Brand } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from './database-errors';
import { containsSearch, toPage } from './paging';

const brandColumns = { id: brands.id, name: brands.name };

const brandTaken = () => new ApiError(409, 'BRAND_ALREADY_REGISTERED', 'Já existe uma marca com este nome.');

export async function listBrands(db: Db, query: { page: number; size: number; name?: string }) {
  const where = query.name ? containsSearch(brands.name, query.name) : undefined;
  const [total] = await db.select({ value: count() }).from(brands).where(where);
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .where(where)
    .orderBy(asc(brands.name), asc(brands.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return toPage(rows, total?.value ?? 0, query.size);
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
