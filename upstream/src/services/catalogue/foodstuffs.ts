// The food catalogue in the contract's shape: search, create, update, and a delete that never breaks history.
import { and, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createFoodstuffRequestSchema,
  Foodstuff,
  updateFoodstuffRequestSchema,
} from '@/lib/api/contract';
import {
  COMPONENT_KEYS,
  type ComponentKey,
  type ComponentValue,
  readComponents,
  storeComponents,
} from '@/lib/rules/food-components';
import { mapNutrients } from '@/lib/rules/nutrients';
import type { Db } from '../../db/client';
import { brands, foodstuffPhotos, foodstuffs } from '../../db/schema';
import { ApiError, invalidData, notFound } from '../../errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../infra/database-errors';
import { isFoodstuffInTemplates } from '../meal-plans/meal-plan-templates';

type CreateInput = z.output<typeof createFoodstuffRequestSchema>;
type UpdateInput = z.output<typeof updateFoodstuffRequestSchema>;

// Everything but the search and ranking columns, which only the database reads.
const {
  searchName: _searchName,
  searchVector: _searchVector,
  planRank: _planRank,
  ...foodColumns
} = getTableColumns(foodstuffs);

const columns = {
  food: foodColumns,
  brandName: brands.name,
  photoUrl: foodstuffPhotos.url,
};

type Row = {
  food: Omit<typeof foodstuffs.$inferSelect, 'searchName' | 'searchVector' | 'planRank'>;
  brandName: string | null;
  photoUrl: string | null;
};

export function toFoodstuff({ food, brandName, photoUrl }: Row): Foodstuff {
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
    nutrition_information: mapNutrients((nutrient) => food[nutrient]),
    components: readComponents(food.components),
  };
}

export function selectFoodstuffs(db: Db) {
  return db
    .select(columns)
    .from(foodstuffs)
    .leftJoin(brands, eq(brands.id, foodstuffs.brandId))
    .leftJoin(foodstuffPhotos, eq(foodstuffPhotos.id, foodstuffs.photoId));
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
    ...mapNutrients((nutrient) => nutrients[nutrient]),
  };
  // Absent fields stay as they are; drizzle would otherwise write them as NULL.
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The components a PATCH gives, as one SQL update of the stored map: the amounts merged in, the ones given as
 * null removed (unknown again), the others kept.
 */
function mergeComponents(given: Partial<Record<ComponentKey, ComponentValue>>) {
  const known = storeComponents(given);
  const cleared = COMPONENT_KEYS.filter((key) => given[key] === null);
  const merged = sql`(${foodstuffs.components} || ${JSON.stringify(known)}::jsonb)`;
  if (cleared.length === 0) return merged;
  return sql`${merged} - array[${sql.join(
    cleared.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
}

export async function createFoodstuff(db: Db, input: CreateInput): Promise<Foodstuff> {
  await assertReferencesExist(db, input);
  await assertBarcodeFree(db, input.barcode);
  const components = storeComponents(input.components ?? {});
  const [created] = await writeGuardingBarcode(() =>
    db
      .insert(foodstuffs)
      .values({ ...toColumns(input), components } as typeof foodstuffs.$inferInsert)
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
      .set({
        ...values,
        ...(input.components ? { components: mergeComponents(input.components) } : {}),
        updatedAt: sql`now()`,
      })
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
