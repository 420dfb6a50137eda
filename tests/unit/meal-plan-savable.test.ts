// The editor's save button: the draft as a save would send it passes the contract's schema and the plan's
// rules, the same checks the API applies.
import { beforeAll, describe, expect, it } from 'vitest';
import { type DraftContentSchema, loadDraftContentSchema } from '@/components/meal-plans/draft-content-rule';
import {
  createEmptyDraft,
  type MealPlanDraft,
  toPlanFoodstuff,
} from '@/components/meal-plans/meal-plan-draft';
import { isDraftSavable } from '@/components/meal-plans/meal-plan-savable';
import { MEAL_NOTES_MAX_LENGTH } from '@/lib/api/contract/values';
import { rice } from '../components/meal-plan-fixtures';

const dates = { start_date: '2026-11-23', end_date: '2027-02-23' };

function lunch(change: Partial<MealPlanDraft['meal_periods'][number]> = {}, quantity = 1): MealPlanDraft {
  const draft = createEmptyDraft('2026-11-23');
  const [period] = draft.meal_periods;
  const food = { key: 'f1', id: null, foodstuff: toPlanFoodstuff(rice), baseline_weight: 100, quantity };
  return { ...draft, meal_periods: [{ ...period!, period: 'LUNCH', meal_foodstuffs: [food], ...change }] };
}

let schema: DraftContentSchema;
beforeAll(async () => {
  schema = await loadDraftContentSchema();
});

describe('isDraftSavable', () => {
  it('takes a draft with a typed meal, a food and the dates in order', () => {
    expect(isDraftSavable(lunch(), dates, schema)).toBe(true);
    expect(isDraftSavable(lunch({ time: '12:30' }), dates, schema)).toBe(true);
  });

  it('refuses what the plan rules refuse: no meal type, no food, amounts beyond limits, dates out of order', () => {
    expect(isDraftSavable(lunch({ period: null }), dates, schema)).toBe(false);
    expect(isDraftSavable(lunch({ meal_foodstuffs: [] }), dates, schema)).toBe(false);
    expect(isDraftSavable(lunch({}, 101), dates, schema)).toBe(false);
    expect(isDraftSavable(lunch({}, Number.NaN), dates, schema)).toBe(false);
    expect(isDraftSavable(lunch(), { start_date: '2027-02-23', end_date: '2026-11-23' }, schema)).toBe(false);
    expect(isDraftSavable(lunch(), { start_date: null, end_date: '2026-11-23' }, schema)).toBe(false);
  });

  it("refuses what the contract's schema refuses: a time not HH:MM, notes too long", () => {
    expect(isDraftSavable(lunch({ time: '7:3' }), dates, schema)).toBe(false);
    expect(isDraftSavable(lunch({ notes: 'x'.repeat(MEAL_NOTES_MAX_LENGTH + 1) }), dates, schema)).toBe(
      false,
    );
  });

  it("before the contract's schema has loaded, checks the plan's rules alone (the save checks both)", () => {
    expect(isDraftSavable(lunch({ time: '7:3' }), dates, null)).toBe(true);
    expect(isDraftSavable(lunch({ period: null }), dates, null)).toBe(false);
  });
});
