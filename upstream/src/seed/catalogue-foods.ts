// The seeded catalogue read back, so plans and meal logs can point at foods and copy their nutrients.
import { isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/upstream/src/db/client';
import { foodstuffs } from '@/upstream/src/db/schema';
import { type BrandedFoodKey, getBrandedFoodBarcode } from './branded-foods';

export type CatalogueFood = Pick<
  typeof foodstuffs.$inferSelect,
  | 'id'
  | 'name'
  | 'unitOfMeasurement'
  | 'baselineWeight'
  | 'calories'
  | 'proteins'
  | 'carbohydrates'
  | 'sodium'
  | 'fiber'
  | 'fats'
>;

/** A catalogue food by TACO number or by the key of a branded food. */
export type FoodRef = { taco: number } | { branded: BrandedFoodKey };

export interface CatalogueFoods {
  get(ref: FoodRef): CatalogueFood;
}

export async function loadCatalogueFoods(db: Db): Promise<CatalogueFoods> {
  const rows = await db
    .select({
      id: foodstuffs.id,
      name: foodstuffs.name,
      unitOfMeasurement: foodstuffs.unitOfMeasurement,
      baselineWeight: foodstuffs.baselineWeight,
      calories: foodstuffs.calories,
      proteins: foodstuffs.proteins,
      carbohydrates: foodstuffs.carbohydrates,
      sodium: foodstuffs.sodium,
      fiber: foodstuffs.fiber,
      fats: foodstuffs.fats,
      tacoNumber: foodstuffs.tacoNumber,
      barcode: foodstuffs.barcode,
    })
    .from(foodstuffs)
    .where(or(isNotNull(foodstuffs.tacoNumber), isNotNull(foodstuffs.barcode)));
  const byTaco = new Map(rows.filter((row) => row.tacoNumber !== null).map((row) => [row.tacoNumber, row]));
  const byBarcode = new Map(rows.filter((row) => row.barcode !== null).map((row) => [row.barcode, row]));
  return {
    get(ref) {
      const food = 'taco' in ref ? byTaco.get(ref.taco) : byBarcode.get(getBrandedFoodBarcode(ref.branded));
      if (!food) throw new Error(`The catalogue lacks the food ${JSON.stringify(ref)}`);
      return food;
    },
  };
}

export interface NutrientSnapshot {
  calories: number;
  proteins: number;
  carbohydrates: number;
  sodium: number;
  fiber: number;
  fats: number;
}

/** Nutrients of `quantity` (in the food's unit) of a food; unknown (NA) nutrients count as 0. */
export function computeNutrientSnapshot(food: CatalogueFood, quantity: number): NutrientSnapshot {
  const share = quantity / food.baselineWeight;
  const scale = (value: number | null) => Math.round((value ?? 0) * share * 1000) / 1000;
  return {
    calories: scale(food.calories),
    proteins: scale(food.proteins),
    carbohydrates: scale(food.carbohydrates),
    sodium: scale(food.sodium),
    fiber: scale(food.fiber),
    fats: scale(food.fats),
  };
}
