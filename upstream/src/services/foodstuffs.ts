// The food catalogue in the contract's shape: search, create, update, and a delete that never breaks history.
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createFoodstuffRequestSchema,
  Foodstuff,
  ListFoodstuffsQuery,
  updateFoodstuffRequestSchema,
} from '@/lib/api/contract';
import type { Db } from '../db/client';
import { brands, foodstuffPhotos, foodstuffs } from '../db/schema';
import { ApiError, invalidData, notFound } from '../http/errors';
import { isForeignKeyViolation, isUniqueViolation } from './database-errors';
import { containsSearch, toPage } from './paging';

type CreateInput = z.output<typeof createFoodstuffRequestSchema>;
type UpdateInput = z.output<typeof updateFoodstuffRequestSchema>;

const columns = {
  food: foodstuffs,
  brandName: brands.name,
  photoUrl: foodstuffPhotos.url,
};

type Row = { food: typeof foodstuffs.$inferSelect; brandName: string | null; photoUrl: string | null };

function toFoodstuff({ food, brandName, photoUrl }: Row): Foodstuff {
  return {
    id: food.id,
    name: food.name,
    group: food.group,
    unit_of_measurement: food.unitOfMeasurement,
    baseline_weight: food.baselineWeight,
    barcode: food.barcode,
    brand: food.brandId !== null && brandName !== null ? { id: food.brandId, name: brandName } : null,
    brand_id: food.brandId,
    photo_id: food.photoId,
    photo_url: photoUrl,
    nutrition_information: {
      calories: food.calories,
      proteins: food.proteins,
      carbohydrates: food.carbohydrates,
      sodium: food.sodium,
      fiber: food.fiber,
      fats: food.fats,
    },
  };
}

function selectFoodstuffs(db: Db) {
  return db
    .select(columns)
    .from(foodstuffs)
    .leftJoin(brands, eq(brands.id, foodstuffs.brandId))
    .leftJoin(foodstuffPhotos, eq(foodstuffPhotos.id, foodstuffs.photoId));
}

type CatalogueFlags = Pick<ListFoodstuffsQuery, 'with_brand' | 'with_barcode'>;

/** Active foods only; an unchecked filter (false or absent) filters nothing, as the list's checkboxes mean. */
function activeWithFlags(query: CatalogueFlags): SQL {
  return and(
    isNull(foodstuffs.archivedAt),
    query.with_brand ? isNotNull(foodstuffs.brandId) : undefined,
    query.with_barcode ? isNotNull(foodstuffs.barcode) : undefined,
  )!;
}

/**
 * Ids of the foods whose name or brand contains the term. Each side is answered by its own index (the
 * name's trigram index; the few matching brands are looked up first), and the two sets are united, so a
 * search never evaluates the accent-folding function over the whole catalogue.
 */
async function matchingIds(db: Db, term: string, query: CatalogueFlags): Promise<SQL> {
  const byName = sql`select ${foodstuffs.id} from ${foodstuffs} where ${containsSearch(foodstuffs.name, term)} and ${activeWithFlags(query)}`;
  const brandRows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(containsSearch(brands.name, term))
    .limit(MAX_MATCHING_BRANDS);
  if (brandRows.length === 0) return byName;
  const brandIds = brandRows.map((brand) => brand.id);
  const byBrand = sql`select ${foodstuffs.id} from ${foodstuffs} where ${inArray(foodstuffs.brandId, brandIds)} and ${activeWithFlags(query)}`;
  return sql`${byName} union ${byBrand}`;
}

const MAX_MATCHING_BRANDS = 500;

async function countFoodstuffs(db: Db, where: SQL): Promise<number> {
  const [total] = await db.select({ value: count() }).from(foodstuffs).where(where);
  return total?.value ?? 0;
}

export async function listFoodstuffs(db: Db, query: ListFoodstuffsQuery) {
  const term = query.name_or_brand?.trim();
  const order = [asc(foodstuffs.name), asc(foodstuffs.id)];
  const offset = query.page * query.size;
  if (!term) {
    const where = activeWithFlags(query);
    const [total, rows] = [
      await countFoodstuffs(db, where),
      await selectFoodstuffs(db)
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset(offset),
    ];
    return toPage(rows.map(toFoodstuff), total, query.size);
  }
  // One pass finds the matches and counts them (the window runs before the limit).
  const ids = await matchingIds(db, term, query);
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(foodstuffs)
    .innerJoin(sql`(${ids}) as matches`, sql`matches.id = ${foodstuffs.id}`)
    .leftJoin(brands, eq(brands.id, foodstuffs.brandId))
    .leftJoin(foodstuffPhotos, eq(foodstuffPhotos.id, foodstuffs.photoId))
    .orderBy(...order)
    .limit(query.size)
    .offset(offset);
  // A page past the end has no row to carry the total.
  const total =
    rows[0]?.total ?? (offset === 0 ? 0 : await countFoodstuffs(db, sql`${foodstuffs.id} in (${ids})`));
  return toPage(rows.map(toFoodstuff), total, query.size);
}

export async function countActiveFoodstuffs(db: Db): Promise<number> {
  const [total] = await db.select({ value: count() }).from(foodstuffs).where(isNull(foodstuffs.archivedAt));
  return total?.value ?? 0;
}

/** An active food; archived ones are gone from the catalogue's point of view. */
export async function getFoodstuffOrThrow(db: Db, id: number): Promise<Foodstuff> {
  const [row] = await selectFoodstuffs(db).where(and(eq(foodstuffs.id, id), isNull(foodstuffs.archivedAt)));
  if (!row) throw notFound('Alimento');
  return toFoodstuff(row);
}

const barcodeTaken = () =>
  new ApiError(409, 'BARCODE_ALREADY_REGISTERED', 'Já existe um alimento com este código de barras.');

async function assertReferencesExist(db: Db, input: { brand_id?: number | null; photo_id?: number | null }) {
  if (input.brand_id) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) throw invalidData('A marca informada não existe.');
  }
  if (input.photo_id) {
    const [photo] = await db
      .select({ id: foodstuffPhotos.id })
      .from(foodstuffPhotos)
      .where(eq(foodstuffPhotos.id, input.photo_id));
    if (!photo) throw invalidData('A imagem informada não existe.');
  }
}

async function assertBarcodeFree(db: Db, barcode: string | null | undefined, exceptId?: number) {
  if (!barcode) return;
  const [other] = await db
    .select({ id: foodstuffs.id })
    .from(foodstuffs)
    .where(and(eq(foodstuffs.barcode, barcode), isNull(foodstuffs.archivedAt)));
  if (other && other.id !== exceptId) throw barcodeTaken();
}

/** Runs a write; a barcode taken by a concurrent write still becomes the clear 409, never a 500. */
async function writeGuardingBarcode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'foodstuffs_barcode_key')) throw barcodeTaken();
    throw error;
  }
}

function toColumns(input: UpdateInput) {
  const nutrients = input.nutrition_information ?? {};
  const values: Partial<typeof foodstuffs.$inferInsert> = {
    name: input.name,
    group: input.group,
    unitOfMeasurement: input.unit_of_measurement,
    baselineWeight: input.baseline_weight,
    barcode: input.barcode,
    brandId: input.brand_id,
    photoId: input.photo_id,
    calories: nutrients.calories,
    proteins: nutrients.proteins,
    carbohydrates: nutrients.carbohydrates,
    sodium: nutrients.sodium,
    fiber: nutrients.fiber,
    fats: nutrients.fats,
  };
  // Absent fields stay as they are; drizzle would otherwise write them as NULL.
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export async function createFoodstuff(db: Db, input: CreateInput): Promise<Foodstuff> {
  await assertReferencesExist(db, input);
  await assertBarcodeFree(db, input.barcode);
  const [created] = await writeGuardingBarcode(() =>
    db
      .insert(foodstuffs)
      .values(toColumns(input) as typeof foodstuffs.$inferInsert)
      .returning({ id: foodstuffs.id }),
  );
  return getFoodstuffOrThrow(db, created!.id);
}

export async function updateFoodstuff(db: Db, id: number, input: UpdateInput): Promise<Foodstuff> {
  await getFoodstuffOrThrow(db, id);
  await assertReferencesExist(db, input);
  await assertBarcodeFree(db, input.barcode, id);
  const values = toColumns(input);
  await writeGuardingBarcode(() =>
    db
      .update(foodstuffs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(foodstuffs.id, id), isNull(foodstuffs.archivedAt))),
  );
  return getFoodstuffOrThrow(db, id);
}

/**
 * Removes a food from the catalogue. One that meal plans or meal logs point at cannot be removed (their
 * foreign keys refuse it), so it is archived instead: hidden here, still shown by the plans and logs.
 */
export async function deleteFoodstuff(db: Db, id: number, now: Date): Promise<'deleted' | 'archived'> {
  await getFoodstuffOrThrow(db, id);
  try {
    await db.delete(foodstuffs).where(eq(foodstuffs.id, id));
    return 'deleted';
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
  await db
    .update(foodstuffs)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(foodstuffs.id, id), isNull(foodstuffs.archivedAt)));
  return 'archived';
}
