// Substitutions of a planned food: added, adjusted and removed on the ACTIVE plan, each answering the plan as
// it is now. An alternative is an active catalogue food, kept with its values of that day; without amounts
// the API proposes them (lib/rules/substitution-proposal), and says why where it cannot. The patient's row
// is locked while a food's substitutions change, so they never pass the limit and a plan save never races
// them.
import { and, count, eq } from 'drizzle-orm';
import {
  type CreateSubstitutionRequest,
  MAX_SUBSTITUTIONS_PER_FOOD,
  type MealPlan,
  type UpdateSubstitutionRequest,
} from '@/lib/api/contract';
import { isValidPlanBaselineWeight, isValidPlanQuantity } from '@/lib/rules/meal-plan-rules';
import { roundToThousandths } from '@/lib/rules/stored-amounts';
import {
  type NoProposalReason,
  proposeSubstitution,
  type SubstitutionBasis,
} from '@/lib/rules/substitution-proposal';
import type { Db } from '../../db/client';
import {
  foodstuffs,
  mealPeriods,
  mealPlanFoodstuffs,
  mealPlanSubstitutions,
  mealPlans,
} from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { lockUserRow } from '../../infra/user-lock';
import { readMeasuresOf } from '../catalogue/household-measures';
import { followAndJudgeSubstitutions } from './follow-substitutions';
import { copyFoodValues, keptNutrients } from './meal-plan-foods';
import { getMealPlanOrThrow } from './meal-plans';
import { refuse, refuseArchived } from './plan-refusals';
import { originColumns } from './substitution-rows';

/** Where a substitution lives: the plan, the planned food, and whose plan it is (locked while it changes). */
export interface PlannedFoodRef {
  planId: number;
  foodId: number;
  patientId: number;
}

const NUTRIENT_NAMES: Record<SubstitutionBasis, string> = {
  ENERGY: 'energia',
  PROTEINS: 'proteínas',
  CARBOHYDRATES: 'carboidratos',
  FATS: 'gorduras',
};

function refuseProposal(reason: NoProposalReason, basis: SubstitutionBasis, alternative: string): ApiError {
  const nutrient = NUTRIENT_NAMES[basis];
  const why: Record<NoProposalReason, string> = {
    ORIGINAL_UNKNOWN: `o alimento do plano não tem valor de ${nutrient}`,
    ORIGINAL_ZERO: `o alimento do plano não tem ${nutrient}`,
    ALTERNATIVE_UNKNOWN: `"${alternative}" não tem valor de ${nutrient}`,
    ALTERNATIVE_ZERO: `"${alternative}" não tem ${nutrient}`,
    OUT_OF_RANGE: `a quantidade equivalente de "${alternative}" passaria dos limites do plano`,
  };
  return new ApiError(
    400,
    'SUBSTITUTION_NOT_PROPOSABLE',
    `Não é possível propor a quantidade: ${why[reason]}. Informe a quantidade da substituição.`,
  );
}

/** Amounts as stored (thousandths), within the plan's bounds, in a household measure or none. */
function checkedAmounts(baselineWeight: number, quantity: number, measureName: string | null = null) {
  const amounts = {
    measureName,
    baselineWeight: roundToThousandths(baselineWeight),
    quantity: roundToThousandths(quantity),
  };
  if (!isValidPlanQuantity(amounts.quantity)) throw refuse('INVALID_QUANTITY');
  if (!isValidPlanBaselineWeight(amounts.baselineWeight)) throw refuse('INVALID_BASELINE_WEIGHT');
  return amounts;
}

/** The planned food of this plan, which must be ACTIVE; 404 when the plan does not hold it. */
async function findPlannedFoodOrThrow(tx: Db, ref: PlannedFoodRef) {
  const [found] = await tx
    .select({ item: mealPlanFoodstuffs, status: mealPlans.status })
    .from(mealPlanFoodstuffs)
    .innerJoin(mealPeriods, eq(mealPeriods.id, mealPlanFoodstuffs.mealPeriodId))
    .innerJoin(mealPlans, eq(mealPlans.id, mealPeriods.mealPlanId))
    .where(and(eq(mealPlanFoodstuffs.id, ref.foodId), eq(mealPlans.id, ref.planId)));
  if (!found) throw notFound('Alimento do plano');
  if (found.status === 'INACTIVE') {
    throw new ApiError(409, 'MEAL_PLAN_INACTIVE', 'Um plano alimentar desativado não pode ser alterado.');
  }
  return found.item;
}

async function changeLocked(db: Db, ref: PlannedFoodRef, work: (tx: Db) => Promise<void>): Promise<MealPlan> {
  return db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    await lockUserRow(inner, ref.patientId);
    await work(inner);
    return getMealPlanOrThrow(inner, ref.planId);
  });
}

/** POST …/meal-foodstuffs/{foodId}/substitutions: one more alternative, at most MAX_SUBSTITUTIONS_PER_FOOD. */
export function createSubstitution(db: Db, ref: PlannedFoodRef, input: CreateSubstitutionRequest) {
  return changeLocked(db, ref, async (tx) => {
    const item = await findPlannedFoodOrThrow(tx, ref);
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(mealPlanSubstitutions)
      .where(eq(mealPlanSubstitutions.mealPlanFoodstuffId, item.id))) as [{ total: number }];
    if (total >= MAX_SUBSTITUTIONS_PER_FOOD) {
      throw new ApiError(
        409,
        'TOO_MANY_SUBSTITUTIONS',
        `Cada alimento aceita no máximo ${MAX_SUBSTITUTIONS_PER_FOOD} substituições. Remova uma para adicionar outra.`,
      );
    }
    const [food] = await tx.select().from(foodstuffs).where(eq(foodstuffs.id, input.foodstuff_id));
    if (!food) throw refuse('UNKNOWN_FOODSTUFF');
    if (food.archivedAt !== null) throw refuseArchived(food.name);
    const values = copyFoodValues(food);
    let amounts: ReturnType<typeof checkedAmounts> & ReturnType<typeof originColumns>;
    if (input.baseline_weight == null && input.quantity == null) {
      const proposal = proposeSubstitution(
        {
          baseline_weight: item.baselineWeight,
          quantity: item.quantity,
          foodstuff: { baseline_weight: item.referenceWeight, nutrition_information: keptNutrients(item) },
        },
        {
          unit_of_measurement: values.unitOfMeasurement,
          baseline_weight: values.referenceWeight,
          nutrition_information: keptNutrients(values),
          measures: await readMeasuresOf(tx, food.id),
        },
        input.basis,
      );
      if (!proposal.ok) throw refuseProposal(proposal.reason, input.basis, food.name);
      amounts = {
        ...checkedAmounts(proposal.baseline_weight, proposal.quantity, proposal.measure_name),
        ...originColumns({ amount_origin: 'PROPOSED' }),
      };
    } else {
      amounts = {
        ...checkedAmounts(
          input.baseline_weight ?? values.referenceWeight,
          input.quantity ?? 1,
          input.measure_name ?? null,
        ),
        ...originColumns(input),
      };
    }
    await tx.insert(mealPlanSubstitutions).values({
      ...values,
      ...amounts,
      mealPlanFoodstuffId: item.id,
      foodstuffId: food.id,
      basis: input.basis,
    });
    await followAndJudgeSubstitutions(tx, ref.planId);
  });
}

/** The substitution of this planned food, or 404. */
async function findSubstitutionOrThrow(tx: Db, ref: PlannedFoodRef, substitutionId: number) {
  const item = await findPlannedFoodOrThrow(tx, ref);
  const [row] = await tx
    .select({ id: mealPlanSubstitutions.id })
    .from(mealPlanSubstitutions)
    .where(
      and(
        eq(mealPlanSubstitutions.id, substitutionId),
        eq(mealPlanSubstitutions.mealPlanFoodstuffId, item.id),
      ),
    );
  if (!row) throw notFound('Substituição');
  return row.id;
}

/** PUT …/substitutions/{substitutionId}: the amounts she adjusted. */
export function updateSubstitution(
  db: Db,
  ref: PlannedFoodRef,
  substitutionId: number,
  input: UpdateSubstitutionRequest,
) {
  return changeLocked(db, ref, async (tx) => {
    const id = await findSubstitutionOrThrow(tx, ref, substitutionId);
    const amounts = checkedAmounts(input.baseline_weight, input.quantity, input.measure_name ?? null);
    await tx
      .update(mealPlanSubstitutions)
      .set({ ...amounts, ...originColumns(input) })
      .where(eq(mealPlanSubstitutions.id, id));
    await followAndJudgeSubstitutions(tx, ref.planId);
  });
}

/** DELETE …/substitutions/{substitutionId}. */
export function deleteSubstitution(db: Db, ref: PlannedFoodRef, substitutionId: number) {
  return changeLocked(db, ref, async (tx) => {
    const id = await findSubstitutionOrThrow(tx, ref, substitutionId);
    await tx.delete(mealPlanSubstitutions).where(eq(mealPlanSubstitutions.id, id));
  });
}
