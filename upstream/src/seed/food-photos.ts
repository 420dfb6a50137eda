// The food illustrations that ship in public/foods, and the catalogue foods that show them.
import { and, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/upstream/src/db/client';
import { foodstuffPhotos, foodstuffs } from '@/upstream/src/db/schema';
import { type BrandedFoodKey, getBrandedFoodBarcode } from './branded-foods';

interface FoodPhoto {
  file: string;
  tags: string;
  /** Case-sensitive start of TACO descriptions that show this photo. */
  tacoNamePrefixes: string[];
  brandedFoods: BrandedFoodKey[];
}

const FOOD_PHOTOS: readonly FoodPhoto[] = [
  { file: 'apple', tags: 'maçã,fruta', tacoNamePrefixes: ['Maçã,'], brandedFoods: [] },
  {
    file: 'banana',
    tags: 'banana,fruta',
    tacoNamePrefixes: ['Banana, da terra', 'Banana, figo', 'Banana, maçã', 'Banana, nanica', 'Banana, prata'],
    brandedFoods: [],
  },
  {
    file: 'rice',
    tags: 'arroz,cereal,grão',
    tacoNamePrefixes: ['Arroz, integral', 'Arroz, tipo'],
    brandedFoods: ['brown-rice'],
  },
  {
    file: 'bread',
    tags: 'pão,padaria,trigo',
    tacoNamePrefixes: ['Pão, trigo', 'Pão, aveia', 'Pão, glúten', 'Pão, milho'],
    brandedFoods: ['wholegrain-bread'],
  },
  {
    file: 'milk',
    tags: 'leite,laticínio,bebida',
    tacoNamePrefixes: ['Leite, de vaca'],
    brandedFoods: ['whole-milk'],
  },
  { file: 'egg', tags: 'ovo,proteína', tacoNamePrefixes: ['Ovo, de galinha'], brandedFoods: [] },
  {
    file: 'beans',
    tags: 'feijão,leguminosa',
    // Every bean variety, but not "Feijão, broto" (sprouts).
    tacoNamePrefixes: [
      'Feijão, carioca',
      'Feijão, preto',
      'Feijão, fradinho',
      'Feijão, jalo',
      'Feijão, rajado',
      'Feijão, rosinha',
      'Feijão, roxo',
    ],
    brandedFoods: ['carioca-beans'],
  },
  { file: 'water', tags: 'água,bebida,hidratação', tacoNamePrefixes: [], brandedFoods: ['mineral-water'] },
];

export function getFoodPhotoUrl(file: string): string {
  return `/foods/${file}.svg`;
}

export async function seedFoodPhotos(db: Db): Promise<void> {
  const inserted = await db
    .insert(foodstuffPhotos)
    .values(FOOD_PHOTOS.map((photo) => ({ url: getFoodPhotoUrl(photo.file), tags: photo.tags })))
    .returning({ id: foodstuffPhotos.id, url: foodstuffPhotos.url });
  const photoIds = new Map(inserted.map((photo) => [photo.url, photo.id]));

  for (const photo of FOOD_PHOTOS) {
    const photoId = photoIds.get(getFoodPhotoUrl(photo.file));
    const matchesTaco = photo.tacoNamePrefixes.map(
      (prefix) => sql`starts_with(${foodstuffs.name}, ${prefix})`,
    );
    const barcodes = photo.brandedFoods.map(getBrandedFoodBarcode);
    const matches = [
      ...(matchesTaco.length > 0 ? [and(isNotNull(foodstuffs.tacoNumber), or(...matchesTaco))] : []),
      ...(barcodes.length > 0 ? [inArray(foodstuffs.barcode, barcodes)] : []),
    ];
    await db
      .update(foodstuffs)
      .set({ photoId })
      .where(and(isNull(foodstuffs.photoId), or(...matches)));
  }
}
