// Everyday Brazilian meals the demo patients log, as catalogue foods and usual portions (g or ml).
// Only foods measured in grams or millilitres, so a logged quantity is always an amount, never a count.
import type { BrandedFoodKey } from './branded-foods';
import type { FoodRef } from './catalogue-foods';

export interface MenuItem {
  food: FoodRef;
  amount: number;
}

export type LoggedMeal = 'breakfast' | 'lunch' | 'snack' | 'dinner';

const taco = (number: number, amount: number): MenuItem => ({ food: { taco: number }, amount });
const branded = (key: BrandedFoodKey, amount: number): MenuItem => ({ food: { branded: key }, amount });

const COFFEE = taco(471, 150);

export const MEAL_MENUS: Readonly<Record<LoggedMeal, readonly MenuItem[][]>> = {
  breakfast: [
    [taco(53, 50), taco(261, 10), branded('whole-milk', 200), taco(226, 170)],
    [taco(551, 100), COFFEE, taco(182, 80)],
    [taco(52, 60), branded('minas-cheese', 30), taco(488, 50), taco(215, 200)],
    [taco(448, 170), taco(7, 30), taco(179, 100), taco(507, 15)],
    [taco(533, 180), taco(490, 50), COFFEE],
    [branded('granola', 40), taco(448, 170), taco(239, 100)],
  ],
  lunch: [
    [taco(3, 200), taco(561, 140), taco(410, 150), branded('olive-oil', 10)],
    [taco(1, 180), taco(567, 140), taco(377, 130), taco(100, 80)],
    [taco(542, 300), taco(346, 120), taco(546, 100)],
    [taco(540, 300), taco(3, 150), taco(116, 60), taco(214, 120)],
    [taco(538, 200), taco(3, 180), taco(91, 100), taco(157, 60)],
    [taco(317, 140), taco(1, 150), taco(72, 100), branded('olive-oil', 5)],
  ],
  snack: [
    [taco(222, 150), taco(589, 15)],
    [taco(451, 170), branded('granola', 30)],
    [taco(140, 80), COFFEE],
    [taco(16, 60), branded('whole-milk', 150)],
    [taco(9, 50), taco(480, 200)],
    [taco(182, 100), taco(558, 20)],
    [taco(235, 250)],
    [branded('grape-juice', 200), taco(13, 30)],
  ],
  dinner: [
    [taco(3, 120), taco(561, 100), taco(413, 120), taco(546, 100)],
    [taco(490, 100), taco(53, 50), taco(157, 80), taco(461, 30)],
    [taco(544, 300), taco(129, 150)],
    [taco(537, 200), taco(3, 150), taco(77, 40)],
    [taco(417, 120), taco(53, 50), taco(480, 350), taco(90, 50)],
    [taco(318, 120), taco(1, 150), taco(97, 80), taco(110, 50)],
  ],
};

/** When each meal usually happens, in minutes after midnight (São Paulo wall clock). */
export const MEAL_TIMES: Readonly<Record<LoggedMeal, number>> = {
  breakfast: 7 * 60 + 30,
  lunch: 12 * 60 + 30,
  snack: 16 * 60,
  dinner: 19 * 60 + 30,
};
