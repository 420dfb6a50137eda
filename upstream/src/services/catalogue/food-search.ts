// The catalogue's search: every typed word starts a word of the food's name or of its brand's, ranked
// (infra/word-search.ts). The plan builder's picker ranks for planning: the foods she planned before first,
// then common and prepared forms before raw ones (foodstuffs.plan_rank, migration 0034).
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Foodstuff, ListFoodstuffsQuery, Page } from '@/lib/api/contract';
import { type Db, selectRows } from '../../db/client';
import { brands, foodstuffs, nutritionistFoodUses } from '../../db/schema';
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
import { selectFoodstuffs, toFoodstuff } from './foodstuffs';

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
  preference: sql`${foodstuffs.planRank}`,
};
const countedRankColumns = {
  words: sql`counted.search_name`,
  name: sql`counted.name`,
  id: sql`counted.id`,
  preference: sql`counted.plan_rank`,
};

/** Which rows of the ranked matches a search reads, and whether it ranks them for a plan. */
interface SearchWindow {
  offset: number;
  limit: number;
  forPlan: boolean;
  /** Foods already listed ahead of the ranked ones (her own), left out of them. */
  exclude: number[];
}

/** The ranking's keys: the plan builder's preference (plan_rank) only when it ranks for a plan. */
function orderFor(
  columns: typeof rankColumns,
  typed: WordAlternatives,
  window: SearchWindow,
  from?: Parameters<typeof rankOrder>[2],
): SQL[] {
  const { preference, ...rest } = columns;
  return rankOrder(window.forPlan ? columns : rest, typed, from);
}

/**
 * One page of the ranked search. One query reads at most MAX_COUNTED_MATCHES + 1 matches, counts them and
 * ranks them. A broader search is never read whole: its page comes first from the foods whose first word
 * is the first word typed, in rank order from foodstuffs_first_word_idx, and only a page past those ranks
 * the rest.
 */
async function searchFoods(
  db: Db,
  typed: WordAlternatives,
  brandIds: number[][],
  query: ListFoodstuffsQuery,
  window: SearchWindow,
) {
  const match = and(
    foodsMatching(typed, brandIds, query),
    window.exclude.length > 0 ? notInArray(foodstuffs.id, window.exclude) : undefined,
  )!;
  const { offset, limit } = window;
  // The matches are read once; they are ranked only when they are few enough to be counted (ranking
  // computes every key of every row, and a broad search's page comes from the index below instead).
  // Trigram similarity, the costly key, is computed only for the rows tied up to the page's end on the
  // cheaper keys before it (WITH TIES keeps them all, so the order is the same).
  const fullKeys = orderFor(countedRankColumns, typed, window);
  // Every key before the similarity (the last three are similarity, name and id).
  const cheapKeys = fullKeys.slice(0, -3);
  const page = await selectRows(
    db,
    sql`with counted as materialized (
          select ${foodstuffs.id} as id, ${foodstuffs.name} as name, ${foodstuffs.searchName} as search_name,
            ${foodstuffs.planRank} as plan_rank
          from ${foodstuffs} where ${match} limit ${MAX_COUNTED_MATCHES + 1}),
        total as (select count(*)::int as total from counted)
        select page.id, total.total from total left join lateral (
          select counted.id, counted.name, counted.search_name, counted.plan_rank from (
            select counted.id, counted.name, counted.search_name, counted.plan_rank from counted
            where total.total <= ${MAX_COUNTED_MATCHES}
            order by ${sql.join(cheapKeys, sql`, `)}
            fetch first ${offset + limit} rows with ties) as counted
          order by ${sql.join(fullKeys, sql`, `)}
          limit ${limit} offset ${offset}) as page on true`,
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
  const excluded = window.exclude.length > 0 ? notInArray(foodstuffs.id, window.exclude) : undefined;
  const topTier = and(first, foodsMatching(typed.slice(1), brandIds.slice(1), query), excluded)!;
  const topOrder = orderFor(rankColumns, typed, window, typed.length === 1 ? 'length' : 'whole-words');
  const rows = await rankedFoods(db, topTier, topOrder, offset, limit);
  if (rows.length < limit) {
    // The rest starts on this page when the top tier ended on it; otherwise past the top tier's size
    // (fewer than offset, since this page holds none of it).
    const restOffset = rows.length > 0 ? 0 : offset - (await countUpTo(db, topTier, offset));
    const rest = and(match, sql`not (${first})`)!;
    const restOrder = orderFor(rankColumns, typed, window, 'whole-words');
    rows.push(...(await rankedFoods(db, rest, restOrder, restOffset, limit - rows.length)));
  }
  return { rows, total, capped };
}

/** How many of her own foods a plan search lists first, at most. */
const MAX_OWN_FOODS = 100;
/** How many of the foods she planned, the latest first, a plan search looks among. */
const MAX_OWN_CANDIDATES = 2000;

/**
 * The foods she planned before that match, in the plan ranking's order. Her foods are read first, then
 * matched by their ids: matching first would read every match of a broad word in a large catalogue.
 */
async function ownFoodsMatching(
  db: Db,
  nutritionistId: number,
  typed: WordAlternatives,
  brandIds: number[][],
  query: ListFoodstuffsQuery,
): Promise<number[]> {
  const uses = await db
    .select({ id: nutritionistFoodUses.foodstuffId })
    .from(nutritionistFoodUses)
    .where(eq(nutritionistFoodUses.nutritionistId, nutritionistId))
    .orderBy(desc(nutritionistFoodUses.usedAt))
    .limit(MAX_OWN_CANDIDATES);
  if (uses.length === 0) return [];
  const rows = await db
    .select({ id: foodstuffs.id })
    .from(foodstuffs)
    .where(
      and(
        inArray(
          foodstuffs.id,
          uses.map((use) => use.id),
        ),
        foodsMatching(typed, brandIds, query),
      ),
    )
    .orderBy(...rankOrder(rankColumns, typed))
    .limit(MAX_OWN_FOODS);
  return rows.map((row) => row.id);
}

/**
 * One page of the matches of `typed`. Ranked for a plan and asked by a nutritionist, the foods she planned
 * before come first, then the rest in the plan ranking.
 */
async function searchPage(
  db: Db,
  typed: WordAlternatives,
  query: ListFoodstuffsQuery,
  plannerId: number | null,
) {
  const brandIds = await brandsPerWord(db, typed);
  const forPlan = query.ranking === 'plan';
  const own =
    forPlan && plannerId !== null ? await ownFoodsMatching(db, plannerId, typed, brandIds, query) : [];
  const offset = query.page * query.size;
  const ownOnPage = own.slice(offset, offset + query.size);
  const found = await searchFoods(db, typed, brandIds, query, {
    offset: Math.max(0, offset - own.length),
    limit: query.size - ownOnPage.length,
    forPlan,
    exclude: own,
  });
  return {
    rows: [...(await foodsInOrder(db, ownOnPage)), ...found.rows],
    total: Math.min(found.total + own.length, MAX_COUNTED_MATCHES),
    capped: found.capped,
  };
}

export interface FoodstuffSearchPage extends Page<Foodstuff> {
  total_capped: boolean;
  approximate: boolean;
}

/**
 * GET /v1/foodstuffs: a page of the catalogue, or of a search. `plannerId` is the nutritionist asking, whose
 * own foods a search ranked for a plan lists first.
 */
export async function listFoodstuffs(
  db: Db,
  query: ListFoodstuffsQuery,
  plannerId: number | null = null,
): Promise<FoodstuffSearchPage> {
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
  let found = await searchPage(db, asTyped(words), query, plannerId);
  let approximate = false;
  if (found.total === 0) {
    // Nothing matches as typed: a word with one typo may still name the food ('fejao' → Feijão).
    const corrected = await withOneTypo(db, words);
    const retry = corrected ? await searchPage(db, corrected, query, plannerId) : null;
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
