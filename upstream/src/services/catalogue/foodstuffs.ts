// The food catalogue in the contract's shape: search, create, update, and a delete that never breaks history.
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  createFoodstuffRequestSchema,
  Foodstuff,
  ListFoodstuffsQuery,
  Page,
  updateFoodstuffRequestSchema,
} from '@/lib/api/contract';
import { type Db, selectRows } from '../../db/client';
import { brands, foodstuffPhotos, foodstuffs } from '../../db/schema';
import { ApiError, invalidData, notFound } from '../../http/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../infra/database-errors';
import { toPage } from '../../infra/paging';
import {
  asTyped,
  firstWordIsFirstTyped,
  prefixQuery,
  rankOrder,
  startsAWord,
  typedWords,
  type WordAlternatives,
  withOneTypo,
} from '../../infra/word-search';
import { isFoodstuffInTemplates } from '../meal-plans/meal-plan-templates';

type CreateInput = z.output<typeof createFoodstuffRequestSchema>;
type UpdateInput = z.output<typeof updateFoodstuffRequestSchema>;

// Everything but the search columns, which only the database reads.
const { searchName: _searchName, searchVector: _searchVector, ...foodColumns } = getTableColumns(foodstuffs);

const columns = {
  food: foodColumns,
  brandName: brands.name,
  photoUrl: foodstuffPhotos.url,
};

type Row = {
  food: Omit<typeof foodstuffs.$inferSelect, 'searchName' | 'searchVector'>;
  brandName: string | null;
  photoUrl: string | null;
};

function toFoodstuff({ food, brandName, photoUrl }: Row): Foodstuff {
  return {
    id: food.id,
    name: food.name,
    patient_name: food.patientName,
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

const MAX_MATCHING_BRANDS = 500;

/** Past this many matches a search stops counting: total_elements is this number and total_capped is true. */
export const MAX_COUNTED_MATCHES = 1000;

/** The brands each typed word starts a word of (their foods match that word too), found in one query. */
async function brandsPerWord(db: Db, typed: WordAlternatives): Promise<number[][]> {
  const brandWords = sql<string>`search_words(${brands.name})`;
  const rows = await db
    .select({ id: brands.id, words: brandWords })
    .from(brands)
    .where(startsAWord(brandWords, typed.flat()))
    .limit(MAX_MATCHING_BRANDS);
  // The same test as startsAWord(), per word: the brand has a word starting with one of its alternatives.
  return typed.map((alternatives) =>
    rows.filter((row) => alternatives.some((word) => row.words.includes(` ${word}`))).map((row) => row.id),
  );
}

const foodWords = sql`${foodstuffs.searchVector}`;

/**
 * Foods where every typed word starts a word of the name or of the brand's name. The name side is answered
 * by the full-text index over the stored search_vector; the brand side by the few brands found first.
 */
function foodsMatching(typed: WordAlternatives, brandIds: number[][], query: CatalogueFlags): SQL {
  if (typed.length === 0) return activeWithFlags(query);
  const byWord = brandIds.every((ids) => ids.length === 0)
    ? sql`${foodWords} @@ to_tsquery('simple', ${prefixQuery(typed)})`
    : sql.join(
        typed.map((alternatives, index) => {
          const name = sql`${foodWords} @@ to_tsquery('simple', ${prefixQuery([alternatives])})`;
          const ids = brandIds[index]!;
          return ids.length === 0 ? name : sql`(${name} or ${inArray(foodstuffs.brandId, ids)})`;
        }),
        sql` and `,
      );
  return and(activeWithFlags(query), byWord)!;
}

/** How many foods meet `where`, counting no further than `limit`. */
async function countUpTo(db: Db, where: SQL, limit: number): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select count(*)::int as total from (select 1 from ${foodstuffs} where ${where} limit ${limit}) as found`,
    z.object({ total: z.number() }),
  );
  return row?.total ?? 0;
}

/** The foods of `ids`, in that order. */
async function foodsInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectFoodstuffs(db).where(inArray(foodstuffs.id, ids));
  const byId = new Map(rows.map((row) => [row.food.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function rankedFoods(db: Db, where: SQL, order: SQL[], offset: number, limit: number) {
  return selectFoodstuffs(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

const rankColumns = {
  words: sql`${foodstuffs.searchName}`,
  name: sql`${foodstuffs.name}`,
  id: sql`${foodstuffs.id}`,
};
const countedRankColumns = { words: sql`counted.search_name`, name: sql`counted.name`, id: sql`counted.id` };

/**
 * One page of the ranked search. One query reads at most MAX_COUNTED_MATCHES + 1 matches, counts them and
 * ranks them. A broader search is never read whole: its page comes first from the foods whose first word
 * is the first word typed, in rank order from foodstuffs_first_word_idx, and only a page past those ranks
 * the rest.
 */
async function searchFoods(db: Db, typed: WordAlternatives, query: ListFoodstuffsQuery) {
  const brandIds = await brandsPerWord(db, typed);
  const match = foodsMatching(typed, brandIds, query);
  const offset = query.page * query.size;
  // The matches are read once; they are ranked only when they are few enough to be counted (ranking
  // computes every key of every row, and a broad search's page comes from the index below instead).
  // Trigram similarity, the costly key, is computed only for the rows tied up to the page's end on the
  // cheaper keys before it (WITH TIES keeps them all, so the order is the same).
  const fullKeys = rankOrder(countedRankColumns, typed);
  const cheapKeys = fullKeys.slice(0, 3);
  const page = await selectRows(
    db,
    sql`with counted as materialized (
          select ${foodstuffs.id} as id, ${foodstuffs.name} as name, ${foodstuffs.searchName} as search_name
          from ${foodstuffs} where ${match} limit ${MAX_COUNTED_MATCHES + 1}),
        total as (select count(*)::int as total from counted)
        select page.id, total.total from total left join lateral (
          select counted.id, counted.name, counted.search_name from (
            select counted.id, counted.name, counted.search_name from counted
            where total.total <= ${MAX_COUNTED_MATCHES}
            order by ${sql.join(cheapKeys, sql`, `)}
            fetch first ${offset + query.size} rows with ties) as counted
          order by ${sql.join(fullKeys, sql`, `)}
          limit ${query.size} offset ${offset}) as page on true`,
    z.object({ id: z.number().nullable(), total: z.number() }),
  );
  const counted = page[0]?.total ?? 0;
  const capped = counted > MAX_COUNTED_MATCHES;
  const total = Math.min(counted, MAX_COUNTED_MATCHES);
  const ids = page.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (!capped) return { rows: await foodsInOrder(db, ids), total, capped };

  // The first typed word is the name's first word, so it matches: only the other words are tested, and a
  // single word reads the index in rank order (its words are all whole, so the order starts at the length).
  const first = firstWordIsFirstTyped(rankColumns.words, typed);
  const topTier = and(first, foodsMatching(typed.slice(1), brandIds.slice(1), query))!;
  const topOrder = rankOrder(rankColumns, typed, typed.length === 1 ? 'length' : 'whole-words');
  const rows = await rankedFoods(db, topTier, topOrder, offset, query.size);
  if (rows.length < query.size) {
    // The rest starts on this page when the top tier ended on it; otherwise past the top tier's size
    // (fewer than offset, since this page holds none of it).
    const restOffset = rows.length > 0 ? 0 : offset - (await countUpTo(db, topTier, offset));
    const rest = and(match, sql`not (${first})`)!;
    const restOrder = rankOrder(rankColumns, typed, 'whole-words');
    rows.push(...(await rankedFoods(db, rest, restOrder, restOffset, query.size - rows.length)));
  }
  return { rows, total, capped };
}

export interface FoodstuffSearchPage extends Page<Foodstuff> {
  total_capped: boolean;
  approximate: boolean;
}

export async function listFoodstuffs(db: Db, query: ListFoodstuffsQuery): Promise<FoodstuffSearchPage> {
  const words = query.name_or_brand ? await typedWords(db, query.name_or_brand) : [];
  if (words.length === 0) {
    // The whole catalogue is counted like a search: up to MAX_COUNTED_MATCHES.
    const where = activeWithFlags(query);
    const counted = await countUpTo(db, where, MAX_COUNTED_MATCHES + 1);
    const rows = await selectFoodstuffs(db)
      .where(where)
      .orderBy(asc(foodstuffs.name), asc(foodstuffs.id))
      .limit(query.size)
      .offset(query.page * query.size);
    return {
      ...toPage(rows.map(toFoodstuff), Math.min(counted, MAX_COUNTED_MATCHES), query.size),
      total_capped: counted > MAX_COUNTED_MATCHES,
      approximate: false,
    };
  }
  let found = await searchFoods(db, asTyped(words), query);
  let approximate = false;
  if (found.total === 0) {
    // Nothing matches as typed: a word with one typo may still name the food ('fejao' → Feijão).
    const corrected = await withOneTypo(db, words);
    const retry = corrected ? await searchFoods(db, corrected, query) : null;
    if (retry && retry.total > 0) {
      found = retry;
      approximate = true;
    }
  }
  return {
    ...toPage(found.rows.map(toFoodstuff), found.total, query.size),
    total_capped: found.capped,
    approximate,
  };
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
    patientName: input.patient_name,
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
 * foreign keys refuse it), nor one a template holds (a plan started from it still needs the food), so it is
 * archived instead: hidden here, still shown by the plans, templates and logs.
 */
export async function deleteFoodstuff(db: Db, id: number, now: Date): Promise<'deleted' | 'archived'> {
  await getFoodstuffOrThrow(db, id);
  if (!(await isFoodstuffInTemplates(db, id))) {
    try {
      await db.delete(foodstuffs).where(eq(foodstuffs.id, id));
      return 'deleted';
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  await db
    .update(foodstuffs)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(foodstuffs.id, id), isNull(foodstuffs.archivedAt)));
  return 'archived';
}
