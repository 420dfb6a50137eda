// A plan save and its alternatives (services/meal-plans/follow-substitutions.ts): a proposed alternative is
// proposed again for its food's new amount; a typed one is kept, and a save that would leave it more than
// 10 % off its food, not confirmed for those figures, is refused whole.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MealPlan, mealPlanSchema } from '@/lib/api/contract';
import { computeFoodTotals } from '@/lib/rules/meal-plan-totals';
import { foodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { figuresFor } from './helpers/confirmed-figures';

describe('alternatives that follow their food', () => {
  let api: TestApi;
  let token = '';
  const ids = { nutri: 0, patient: 0, rice: 0, beans: 0 };
  const readPlan = async (response: Response) => mealPlanSchema.parse(await response.json());
  const riceOf = (plan: MealPlan) => plan.meal_periods[0]!.meal_foodstuffs[0]!;
  /** The plan again, the rice weighing `grams`, its alternatives left to the save (not sent). */
  const resave = (plan: MealPlan, grams: number, status = 'ACTIVE') =>
    api.request(`/v1/meal-plans/${plan.id}`, {
      method: 'PUT',
      token,
      json: {
        patient_id: ids.patient,
        status,
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [
              { id: riceOf(plan).id, foodstuff_id: ids.rice, baseline_weight: grams, quantity: 1 },
            ],
          },
        ],
      },
    });
  const energy = (item: Parameters<typeof computeFoodTotals>[0]) => computeFoodTotals(item).calories!;

  beforeAll(async () => {
    api = await createTestApi({}, () => new Date('2025-03-01T13:00:00Z'), 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@follow.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@follow.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const byTaco = async (taco: number) =>
      (await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, taco)))[0]!.id;
    ids.rice = await byTaco(1);
    ids.beans = await byTaco(2);
    token = await api.signIn('n@follow.test', 'Senha1234');
  });
  afterAll(() => api.close());

  async function planWithAlternative(alternative: object): Promise<MealPlan> {
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token,
      json: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [{ foodstuff_id: ids.rice, baseline_weight: 100, quantity: 1 }],
          },
        ],
      },
    });
    const plan = await readPlan(created);
    const added = await api.request(
      `/v1/meal-plans/${plan.id}/meal-foodstuffs/${riceOf(plan).id}/substitutions`,
      {
        method: 'POST',
        token,
        json: { foodstuff_id: ids.beans, basis: 'ENERGY', ...alternative },
      },
    );
    expect(added.status).toBe(201);
    return readPlan(added);
  }

  it('a proposed alternative is proposed again when the food doubles: its energy stays within 10 %', async () => {
    const plan = await planWithAlternative({});
    const before = riceOf(plan).substitutions![0]!;
    expect(before.amount_origin).toBe('PROPOSED');
    const saved = await resave(plan, 200);
    expect(saved.status).toBe(200);
    const rice = riceOf(await readPlan(saved));
    const after = rice.substitutions![0]!;
    expect(after.id).toBe(before.id);
    expect(Math.abs(energy(after) - energy(rice))).toBeLessThanOrEqual(energy(rice) * 0.1);
    expect(after.baseline_weight * after.quantity).toBeGreaterThan(
      1.8 * before.baseline_weight * before.quantity,
    );
  });

  it('a typed alternative is kept: the save that leaves it far off is refused with both figures, until she confirms', async () => {
    const proposed = riceOf(await planWithAlternative({})).substitutions![0]!;
    const plan = await planWithAlternative({
      baseline_weight: proposed.baseline_weight,
      quantity: proposed.quantity,
      amount_origin: 'TYPED',
    });
    const typed = riceOf(plan).substitutions![0]!;
    const refused = await resave(plan, 200);
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { code: string; detail: string };
    expect(problem.code).toBe('SUBSTITUTION_NOT_EQUIVALENT');
    expect(problem.detail).toMatch(/não é equivalente: \d+ kcal no lugar de \d+ kcal/);
    // Nothing was written: the rice still weighs 100 g, the alternative as typed.
    const unchanged = riceOf(await readPlan(await api.request(`/v1/meal-plans/${plan.id}`, { token })));
    expect(unchanged.baseline_weight).toBe(100);
    expect(unchanged.substitutions![0]).toMatchObject({
      baseline_weight: typed.baseline_weight,
      quantity: typed.quantity,
    });

    // Confirmed for the figures of the 200 g rice, the same save goes through and keeps her amount.
    const confirmed = figuresFor({ ...unchanged, baseline_weight: 200 }, 'ENERGY', typed, typed.foodstuff);
    const withConfirmation = await api.request(`/v1/meal-plans/${plan.id}`, {
      method: 'PUT',
      token,
      json: {
        patient_id: ids.patient,
        status: 'ACTIVE',
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [
              {
                id: unchanged.id,
                foodstuff_id: ids.rice,
                baseline_weight: 200,
                quantity: 1,
                substitutions: [{ ...typed, id: typed.id, amount_origin: 'TYPED', confirmed }],
              },
            ],
          },
        ],
      },
    });
    expect(withConfirmation.status).toBe(200);
    expect(riceOf(await readPlan(withConfirmation)).substitutions![0]).toMatchObject({
      baseline_weight: typed.baseline_weight,
      amount_origin: 'TYPED',
      confirmed,
    });
  });

  it('deactivating a plan is never stopped by an alternative', async () => {
    const proposed = riceOf(await planWithAlternative({})).substitutions![0]!;
    const plan = await planWithAlternative({
      baseline_weight: proposed.baseline_weight,
      quantity: proposed.quantity,
      amount_origin: 'TYPED',
    });
    expect((await resave(plan, 300, 'INACTIVE')).status).toBe(200);
  });
});
