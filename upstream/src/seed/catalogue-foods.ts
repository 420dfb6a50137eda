// The seeded catalogue read back, so plans and meal logs can point at foods and copy their nutrients.
import { isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/upstream/src/db/client';
import { foodstuffs } from '@/upstream/src/db/schema';
import type { NutrientSource } from '@/upstream/src/services/meals/nutrients';
import { type BrandedFoodKey, getBrandedFoodBarcode } from './branded-foods';

export type CatalogueFood = NutrientSource &
  Pick<typeof foodstuffs.$inferSelect, 'id' | 'name' | 'components'>;

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
      components: foodstuffs.components,
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
