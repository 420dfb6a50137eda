// Foods, a patient and her ACTIVE plan for the meal plan screen's component tests.
import type { Foodstuff, MealPlan, MealPlanSubstitution, UserDetail } from '@/lib/api/contract';
import { readComponents } from '@/lib/rules/food-components';

// TACO 1 (per 100 g) and a UNITS food whose values are per unit of 25 g.
export const rice: Foodstuff = {
  id: 1,
  name: 'Arroz, integral, cozido',
  patient_name: null,
  group: 'GRAINS',
  unit_of_measurement: 'GRAMS',
  baseline_weight: 100,
  barcode: null,
  brand: null,
  brand_id: null,
  photo_id: null,
  photo_url: null,
  nutrition_information: {
    calories: 124,
    proteins: 2.6,
    carbohydrates: 25.8,
    sodium: 1,
    fiber: 2.7,
    fats: 1,
  },
  // TACO 1's other components (cholesterol and vitamins A and C not analysed).
  components: readComponents({
    moisture: 70.1,
    energy_kj: 517,
    ash: 0.5,
    calcium: 5,
    magnesium: 59,
    manganese: 0.63,
    phosphorus: 106,
    iron: 0.3,
    potassium: 75,
    copper: 0.02,
    zinc: 0.7,
    thiamine: 0.08,
    riboflavin: 'trace',
    pyridoxine: 0.08,
    niacin: 'trace',
  }),
};
export const bread: Foodstuff = {
  ...rice,
  id: 2,
  name: 'Pão de forma integral, fatia',
  unit_of_measurement: 'UNITS',
  baseline_weight: 25,
  nutrition_information: { calories: 62, proteins: 3, carbohydrates: 11, sodium: 120, fiber: 1.7, fats: 0.9 },
};
// TACO 182 (per 100 g), weighed, so its proposal waits for its household measures; its sodium is a trace (0).
export const banana: Foodstuff = {
  ...rice,
  id: 4,
  name: 'Banana, prata, crua',
  group: 'FRUITS',
  nutrition_information: { calories: 98, proteins: 1.3, carbohydrates: 26, sodium: 0, fiber: 2, fats: 0.1 },
  // Its other components are not read where it is used: left unknown rather than the rice's.
  components: readComponents({}),
};
// TACO 458: only its sodium was analysed; energy and the macros are NA (unknown, not zero).
export const milk: Foodstuff = {
  ...rice,
  id: 3,
  name: 'Leite, de vaca, integral',
  group: 'DAIRY',
  nutrition_information: {
    calories: null,
    proteins: null,
    carbohydrates: null,
    sodium: 64,
    fiber: null,
    fats: null,
  },
};

export const patient: UserDetail = {
  id: 40,
  name: 'Ana Souza',
  email: 'ana@t.test',
  photo_url: null,
  gender: 'FEMALE',
  birth_date: '1990-01-01',
  main_role: 'ROLE_USER',
  roles: [{ name: 'ROLE_USER' }],
  uses_app: true,
  physical_activity_factor: 'SEDENTARY',
  body_measurement: { weight: 60, height: 165, measured_at: '2026-01-01T00:00:00Z' },
  meal_plans: [],
};

export const asPlanFood = (food: Foodstuff) => ({ ...food, archived: false, catalogue_changed: false });

/** 3 slices of bread in place of rice: the same energy (186 kcal). */
export const breadForRice: MealPlanSubstitution = {
  id: 70,
  foodstuff_id: 2,
  basis: 'ENERGY',
  baseline_weight: 25,
  quantity: 3,
  foodstuff: asPlanFood(bread),
};

/** 150 g of rice with the given substitutions (food 5 of period 3). */
export function planWith(substitutions: MealPlanSubstitution[]): MealPlan {
  return {
    id: 9,
    nutritionist_id: 7,
    patient_id: 40,
    status: 'ACTIVE',
    start_date: '2026-11-23',
    end_date: '2027-02-23',
    updated_at: '2026-11-20T12:00:00.000Z',
    guidance: null,
    hide_numbers_in_pdf: false,
    meal_periods: [
      {
        id: 3,
        period: 'LUNCH',
        time: null,
        notes: null,
        meal_foodstuffs: [
          {
            id: 5,
            foodstuff_id: 1,
            baseline_weight: 150,
            quantity: 1,
            foodstuff: asPlanFood(rice),
            substitutions,
          },
        ],
      },
    ],
  };
}

/** The stand-in API's answer to a catalogue search (one page): these foods. */
export const catalogueAnswer = (...foods: Foodstuff[]) => ({
  json: { content: foods, total_elements: foods.length, total_pages: 1 },
});
