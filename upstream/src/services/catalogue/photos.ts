// Food photos: the shipped illustrations and the administrators' uploads, searched by their tags.
import { count, desc } from 'drizzle-orm';
import type { FoodstuffPhoto } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { foodstuffPhotos } from '../../db/schema';
import { containsSearch, toPage } from '../../infra/paging';

const photoColumns = { id: foodstuffPhotos.id, url: foodstuffPhotos.url, tags: foodstuffPhotos.tags };

/** Newest first, so a photo just uploaded is the first one offered. */
export async function listFoodstuffPhotos(db: Db, query: { page: number; size: number; tags?: string }) {
  const where = query.tags ? containsSearch(foodstuffPhotos.tags, query.tags) : undefined;
  const [total] = await db.select({ value: count() }).from(foodstuffPhotos).where(where);
  const rows = await db
    .select(photoColumns)
    .from(foodstuffPhotos)
    .where(where)
    .orderBy(desc(foodstuffPhotos.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return toPage(rows, total?.value ?? 0, query.size);
}

export async function createFoodstuffPhoto(db: Db, url: string, tags: string[]): Promise<FoodstuffPhoto> {
  const [created] = await db
    .insert(foodstuffPhotos)
    .values({ url, tags: tags.join(',') })
    .returning(photoColumns);
  return created!;
}
