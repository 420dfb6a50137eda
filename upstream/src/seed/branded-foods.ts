// Invented brands and their packaged foods, so the catalogue shows brands, barcodes and every unit.
import type { Db } from '@/upstream/src/db/client';
import { brands, foodstuffs } from '@/upstream/src/db/schema';
import { buildEan13 } from './ean13';

type FoodstuffRow = typeof foodstuffs.$inferInsert;

export const DEMO_BRANDS = [
  'Fazenda Boa Esperança',
  'Grão Dourado',
  'Nutrivida',
  'Sabor da Serra',
  'Campo Verde',
] as const;

type BrandName = (typeof DEMO_BRANDS)[number];

interface BrandedFood {
  key: string;
  brand: BrandName;
  /** The first 12 digits; the check digit is computed. 789 is Brazil's GS1 prefix. */
  barcodeBody: string;
  food: Omit<FoodstuffRow, 'brandId' | 'barcode'>;
}

// UNITS foods: the baseline weight is one unit's weight in grams and the nutrients are per unit.
const BRANDED_FOODS = [
  {
    key: 'whole-milk',
    brand: 'Fazenda Boa Esperança',
    barcodeBody: '789604100011',
    food: nutrition('Leite integral UHT', 'DAIRY', 'MILLILITERS', 100, [60, 3, 4.5, 65, 0, 3.3]),
  },
  {
    key: 'minas-cheese',
    brand: 'Fazenda Boa Esperança',
    barcodeBody: '789604100028',
    food: nutrition('Queijo minas frescal', 'DAIRY', 'GRAMS', 100, [240, 17, 3, 400, 0, 18]),
  },
  {
    key: 'plain-yogurt',
    brand: 'Fazenda Boa Esperança',
    barcodeBody: '789604100035',
    food: nutrition('Iogurte natural integral, pote 170 g', 'DAIRY', 'UNITS', 170, [105, 6.5, 8, 95, 0, 5.1]),
  },
  {
    key: 'brown-rice',
    brand: 'Grão Dourado',
    barcodeBody: '789731200014',
    food: nutrition('Arroz integral tipo 1', 'GRAINS', 'GRAMS', 100, [360, 7.3, 77.5, 2, 4.8, 1.9]),
  },
  {
    key: 'carioca-beans',
    brand: 'Grão Dourado',
    barcodeBody: '789731200021',
    food: nutrition('Feijão carioca tipo 1', 'LEGUMES', 'GRAMS', 100, [329, 20, 61, 2, 18.4, 1.3]),
  },
  {
    key: 'cereal-bar',
    brand: 'Nutrivida',
    barcodeBody: '789852600017',
    food: nutrition('Barra de cereal banana com aveia', 'GRAINS', 'UNITS', 25, [95, 1.4, 17, 25, 1.2, 2.3]),
  },
  {
    key: 'granola',
    brand: 'Nutrivida',
    barcodeBody: '789852600024',
    food: nutrition('Granola tradicional com mel', 'GRAINS', 'GRAMS', 100, [420, 9, 68, 15, 7, 12]),
  },
  {
    key: 'grape-juice',
    brand: 'Sabor da Serra',
    barcodeBody: '789915800019',
    food: nutrition('Suco de uva integral', 'BEVERAGES', 'MILLILITERS', 100, [65, 0.3, 16, 5, 0, 0]),
  },
  {
    key: 'mineral-water',
    brand: 'Sabor da Serra',
    barcodeBody: '789915800026',
    food: nutrition('Água mineral sem gás', 'WATER', 'MILLILITERS', 100, [0, 0, 0, 1.2, 0, 0]),
  },
  {
    key: 'olive-oil',
    brand: 'Sabor da Serra',
    barcodeBody: '789915800033',
    food: nutrition('Azeite de oliva extra virgem', 'OILS', 'MILLILITERS', 100, [810, 0, 0, 0, 0, 92]),
  },
  {
    key: 'wholegrain-bread',
    brand: 'Campo Verde',
    barcodeBody: '789478900015',
    food: nutrition('Pão de forma integral, fatia', 'GRAINS', 'UNITS', 25, [62, 3, 11, 120, 1.7, 0.9]),
  },
  {
    key: 'milk-chocolate',
    brand: 'Campo Verde',
    barcodeBody: '789478900022',
    food: nutrition(
      'Chocolate ao leite, tablete 25 g',
      'SWEETS',
      'UNITS',
      25,
      [135, 1.8, 14.5, 20, 0.5, 7.8],
    ),
  },
] as const satisfies readonly BrandedFood[];

export type BrandedFoodKey = (typeof BRANDED_FOODS)[number]['key'];

/** The barcode the seed gives a branded food, to find it again after inserting. */
export function getBrandedFoodBarcode(key: BrandedFoodKey): string {
  const food = BRANDED_FOODS.find((candidate) => candidate.key === key);
  if (!food) throw new Error(`No branded food "${key}"`);
  return buildEan13(food.barcodeBody);
}

export async function seedBrandedFoods(db: Db): Promise<void> {
  const inserted = await db
    .insert(brands)
    .values(DEMO_BRANDS.map((name) => ({ name })))
    .returning({ id: brands.id, name: brands.name });
  const brandIds = new Map(inserted.map((brand) => [brand.name, brand.id]));
  await db.insert(foodstuffs).values(
    BRANDED_FOODS.map(({ brand, barcodeBody, food }) => ({
      ...food,
      brandId: brandIds.get(brand),
      barcode: buildEan13(barcodeBody),
    })),
  );
}

/** [calories, proteins, carbohydrates, sodium (mg), fiber, fats] per baseline weight. */
function nutrition(
  name: string,
  group: FoodstuffRow['group'],
  unitOfMeasurement: FoodstuffRow['unitOfMeasurement'],
  baselineWeight: number,
  [calories, proteins, carbohydrates, sodium, fiber, fats]: [number, number, number, number, number, number],
): BrandedFood['food'] {
  return {
    name,
    group,
    unitOfMeasurement,
    baselineWeight,
    calories,
    proteins,
    carbohydrates,
    sodium,
    fiber,
    fats,
  };
}
