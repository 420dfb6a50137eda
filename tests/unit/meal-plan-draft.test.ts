import { describe, expect, it } from 'vitest';
import {
  copyOfTemplate,
  createEmptyDraft,
  fromCopy,
  toCreateRequest,
  toDraft,
  toRestoredDraft,
  toUpdateRequest,
} from '@/components/meal-plans/meal-plan-draft';
import type { MealPlan, PlanFoodstuff } from '@/lib/api/contract';

const food = (id: number, archived = false): PlanFoodstuff => ({
  id,
  name: `Alimento ${id}`,
  photo_url: null,
  group: 'GRAINS',
  unit_of_measurement: 'GRAMS',
  baseline_weight: 100,
  nutrition_information: { calories: 100, proteins: 1, carbohydrates: 1, sodium: 1, fiber: 1, fats: 1 },
  archived,
  catalogue_changed: false,
});

const plan: MealPlan = {
  id: 9,
  nutritionist_id: 7,
  patient_id: 40,
  status: 'INACTIVE',
  start_date: '2026-01-01',
  end_date: '2026-04-01',
  updated_at: '2026-03-01T00:00:00Z',
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
          patient_name: 'Arroz do almoço',
          foodstuff: food(1),
        },
        { id: 6, foodstuff_id: 2, baseline_weight: 50, quantity: 2, foodstuff: food(2, true) },
      ],
    },
  ],
};

describe('the meal plan draft', () => {
  it('CREATE starts with one empty period, today to three months later', () => {
    const draft = createEmptyDraft('2026-11-24');
    expect(draft).toMatchObject({ start_date: '2026-11-24', end_date: '2027-02-24' });
    expect(draft.meal_periods).toEqual([
      expect.objectContaining({ id: null, period: null, meal_foodstuffs: [] }),
    ]);
  });

  it('EDIT keeps every id and food, archived ones too, so the plan keeps its values', () => {
    const body = toUpdateRequest(toDraft(plan, 'edit', '2026-11-24'), 40, 'ACTIVE');
    expect(body).toEqual({
      patient_id: 40,
      status: 'ACTIVE',
      start_date: '2026-01-01',
      end_date: '2026-04-01',
      guidance: null,
      hide_numbers_in_pdf: false,
      meal_periods: [
        {
          id: 3,
          period: 'LUNCH',
          time: null,
          notes: null,
          meal_foodstuffs: [
            // Her name for the food on this plan goes back with it; none is sent as none.
            { id: 5, foodstuff_id: 1, baseline_weight: 150, quantity: 1, patient_name: 'Arroz do almoço' },
            { id: 6, foodstuff_id: 2, baseline_weight: 50, quantity: 2, patient_name: null },
          ],
        },
      ],
    });
  });

  it("'Usar como base' is a new plan from today: no ids, each food copied from its row, archived ones too", () => {
    const body = toCreateRequest(toDraft(plan, 'copy', '2026-11-24'), 7, 40);
    expect(body).toEqual({
      nutritionist_id: 7,
      patient_id: 40,
      start_date: '2026-11-24',
      end_date: '2027-02-24',
      guidance: null,
      hide_numbers_in_pdf: false,
      meal_periods: [
        {
          id: null,
          period: 'LUNCH',
          time: null,
          notes: null,
          meal_foodstuffs: [
            {
              id: null,
              foodstuff_id: 1,
              baseline_weight: 150,
              quantity: 1,
              patient_name: 'Arroz do almoço',
              copied_from: { meal_plan_foodstuff_id: 5 },
            },
            {
              id: null,
              foodstuff_id: 2,
              baseline_weight: 50,
              quantity: 2,
              patient_name: null,
              copied_from: { meal_plan_foodstuff_id: 6 },
            },
          ],
        },
      ],
    });
  });

  it("'Editar a partir desta versão' puts the version's dates and every food in the plan, each with its row", () => {
    const active: MealPlan = {
      ...plan,
      status: 'ACTIVE',
      meal_periods: [
        { ...plan.meal_periods[0]!, meal_foodstuffs: [plan.meal_periods[0]!.meal_foodstuffs[1]!] },
      ],
    };
    const version = {
      replaced_at: '2026-02-01T12:00:00Z',
      start_date: '2025-12-01',
      end_date: '2026-03-01',
      guidance: 'Beba água ao longo do dia.',
      meal_periods: [
        {
          id: 2,
          period: 'BREAKFAST' as const,
          time: '07:30',
          notes: 'Café sem açúcar.\nFruta da estação.',
          meal_foodstuffs: [
            { id: 4, foodstuff_id: 3, baseline_weight: 30, quantity: 1, foodstuff: food(3, true) },
            { id: 6, foodstuff_id: 2, baseline_weight: 40, quantity: 1, foodstuff: food(2, true) },
            { id: 7, foodstuff_id: 1, baseline_weight: 90, quantity: 1, foodstuff: food(1) },
          ],
        },
      ],
    };
    const body = toUpdateRequest(toRestoredDraft(active, version, '2026-11-24'), 40, 'ACTIVE');
    expect(body).toEqual({
      patient_id: 40,
      status: 'ACTIVE',
      start_date: '2025-12-01',
      end_date: '2026-03-01',
      // The version's guidance, times and notes come back with it.
      guidance: 'Beba água ao longo do dia.',
      hide_numbers_in_pdf: false,
      meal_periods: [
        {
          id: 2,
          period: 'BREAKFAST',
          time: '07:30',
          notes: 'Café sem açúcar.\nFruta da estação.',
          // Food 3 was archived and has left the plan: its row tells the API to bring it back as the version kept it.
          meal_foodstuffs: [
            { id: 4, foodstuff_id: 3, baseline_weight: 30, quantity: 1, patient_name: null },
            { id: 6, foodstuff_id: 2, baseline_weight: 40, quantity: 1, patient_name: null },
            { id: 7, foodstuff_id: 1, baseline_weight: 90, quantity: 1, patient_name: null },
          ],
        },
      ],
    });
  });
});

describe('a draft copied from a template', () => {
  it('keeps each food with its source and its substitutions, archived foods too', () => {
    const substitution = {
      id: 70,
      foodstuff_id: 2,
      basis: 'ENERGY' as const,
      baseline_weight: 50,
      quantity: 1,
      foodstuff: food(2),
    };
    const draft = fromCopy(
      createEmptyDraft('2026-11-24'),
      copyOfTemplate({
        id: 31,
        nutritionist_id: 7,
        name: 'Modelo',
        created_at: '2026-11-20T12:00:00.000Z',
        guidance: 'Beba água.',
        meal_periods: [
          {
            period: 'LUNCH',
            time: '12:00',
            notes: null,
            meal_foodstuffs: [
              {
                position: 0,
                foodstuff_id: 1,
                baseline_weight: 150,
                quantity: 1,
                foodstuff: food(1, true),
                substitutions: [substitution],
              },
            ],
          },
        ],
      }),
    );
    const [row] = draft.meal_periods[0]!.meal_foodstuffs;
    expect(row).toMatchObject({
      id: null,
      copied_from: { meal_plan_template_id: 31, position: 0 },
      substitutions: [substitution],
    });
    expect(row!.foodstuff.archived).toBe(true);
    expect(draft.guidance).toBe('Beba água.');
  });
});
