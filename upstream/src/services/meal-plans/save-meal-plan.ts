// Creating and replacing meal plans. Everything a save changes happens in one transaction that first
// locks the patient's row, so saves for one patient run one after the other: a new plan deactivates the
// previous ACTIVE one, and two racing saves can never leave two ACTIVE plans (the partial unique index
// meal_plans_one_active_key is the last word either way).
import { and, eq, inArray } from 'drizzle-orm';
import type {
  CreateMealPlanRequest,
  MealPlan,
  MealPlanPeriodInput,
  UpdateMealPlanRequest,
} from '@/lib/api/contract';
import {
  findMealPlanProblem,
  isValidPlanBaselineWeight,
  isValidPlanQuantity,
} from '@/lib/rules/meal-plan-rules';
import { roundToThousandths } from '@/lib/rules/stored-amounts';
import type { Db } from '../../db/client';
import { foodstuffs, mealPeriods, mealPlanFoodstuffs, mealPlans } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { isUniqueViolation } from '../../infra/database-errors';
import { lockUserRow } from '../../infra/user-lock';
import { recordFoodUses } from '../catalogue/food-uses';
import type { SummaryContext } from '../meals/summaries';
import { type CopiedFood, copySourceKey, loadCopiedFoods } from './copied-plan-foods';
import { followAndJudgeSubstitutions } from './follow-substitutions';
import { resolveGivenSubstitutions } from './given-substitutions';
import { dailyEnergyOf, keepReplacedTotal } from './meal-plan-calorie-history';
import { copyFoodValues, type FoodValues } from './meal-plan-foods';
import { type FormerFood, foodsOfVersions, keepReplacedVersion } from './meal-plan-versions';
import { getMealPlanOrThrow } from './meal-plans';
import { refuse, refuseArchived } from './plan-refusals';
import {
  insertSubstitutionCopies,
  readSubstitutionRows,
  restoreSubstitutionRows,
  type SubstitutionCopy,
} from './substitution-rows';

type Tx = Db;
type KeptFood = FoodValues & { id: number; foodstuffId: number; patientName: string | null };

interface PlannedRow extends FoodValues {
  id?: number;
  foodstuffId: number;
  baselineWeight: number;
  quantity: number;
  measureName: string | null;
  /** Her name for the food on this plan's PDF; null: none. */
  patientName: string | null;
  /** A copied or restored food's substitutions as its source kept them, or those the save gave it. */
  substitutions?: SubstitutionCopy[];
  /** The save gave the food its substitutions: a kept food's own are not put back. */
  substitutionsGiven?: boolean;
}

/** The rows with the substitutions the save gave each food, where it gave any list (even empty). */
function withGivenSubstitutions(
  rows: PlannedRow[][],
  given: (SubstitutionCopy[] | undefined)[][],
): PlannedRow[][] {
  return rows.map((foods, period) =>
    foods.map((row, index) => {
      const substitutions = given[period]?.[index];
      return substitutions === undefined ? row : { ...row, substitutions, substitutionsGiven: true };
    }),
  );
}

type FoodInput = MealPlanPeriodInput['meal_foodstuffs'][number];

/**
 * Where a food's values come from: its row in the plan, its row in an earlier version, the template or plan
 * it was copied from, or the catalogue.
 */
type ValuesSource =
  | { from: 'plan'; food: KeptFood }
  | { from: 'version'; food: FormerFood }
  | { from: 'copy'; food: CopiedFood }
  | { from: 'catalogue' };

/**
 * Each period's foods with the values they keep: a food already in the plan its own; one the plan held in an
 * earlier version (restoring it) the version's; one copied from a template or another plan its source's; a
 * new one the catalogue's.
 */
async function resolvePeriods(
  tx: Tx,
  periods: readonly MealPlanPeriodInput[],
  kept: ReadonlyMap<number, KeptFood>,
  copied: ReadonlyMap<string, CopiedFood>,
  former: ReadonlyMap<number, FormerFood> = new Map(),
): Promise<PlannedRow[][]> {
  // An id sent twice keeps its row once; the copy is a new food.
  const usedIds = new Set<number>();
  const copiedSource = (input: FoodInput): ValuesSource => {
    if (!input.copied_from) return { from: 'catalogue' };
    const food = copied.get(copySourceKey(input.copied_from));
    if (!food || food.foodstuffId !== input.foodstuff_id) throw refuse('UNKNOWN_COPY_SOURCE');
    return { from: 'copy', food };
  };
  const sourceOf = (input: FoodInput): ValuesSource => {
    if (!input.id) return copiedSource(input);
    const inPlan = kept.get(input.id);
    if (inPlan) {
      if (inPlan.foodstuffId !== input.foodstuff_id || usedIds.has(input.id)) return copiedSource(input);
      usedIds.add(input.id);
      return { from: 'plan', food: inPlan };
    }
    const inVersion = former.get(input.id);
    return inVersion?.foodstuffId === input.foodstuff_id
      ? { from: 'version', food: inVersion }
      : copiedSource(input);
  };
  const resolved = periods.map((period) =>
    period.meal_foodstuffs.map((input) => ({ input, source: sourceOf(input) })),
  );
  // A version's or a copied food is read too: the catalogue may have deleted it since (only foods in use are
  // archived).
  const newIds = resolved
    .flat()
    .filter(({ source }) => source.from !== 'plan')
    .map(({ input }) => input.foodstuff_id);
  const catalogue = new Map(
    newIds.length === 0
      ? []
      : (
          await tx
            .select()
            .from(foodstuffs)
            .where(inArray(foodstuffs.id, [...new Set(newIds)]))
        ).map((food) => [food.id, food]),
  );
  return resolved.map((foods) =>
    foods.map(({ input, source }) => {
      let values: FoodValues;
      let id: number | undefined;
      let substitutions: SubstitutionCopy[] | undefined;
      // Her name for the food, as its source had it unless the save gives another (null clears it).
      let patientName: string | null = null;
      if (source.from === 'plan') {
        // Already in the plan: it stays with the values it was built with, even if archived since.
        const { id: keptId, foodstuffId: _, patientName: keptName, ...keptValues } = source.food;
        values = keptValues;
        id = keptId;
        patientName = keptName;
      } else if (source.from === 'version') {
        // Held by an earlier version of this plan: it comes back as that version kept it, even if archived.
        if (!catalogue.has(input.foodstuff_id)) throw refuse('UNKNOWN_FOODSTUFF');
        const {
          foodstuffId: _,
          substitutions: formerSubstitutions,
          patientName: formerName,
          ...formerValues
        } = source.food;
        values = formerValues;
        substitutions = formerSubstitutions;
        patientName = formerName;
      } else if (source.from === 'copy') {
        // Copied from a template or another plan: as its source kept it, even if archived since.
        if (!catalogue.has(input.foodstuff_id)) throw refuse('UNKNOWN_FOODSTUFF');
        values = source.food.values;
        substitutions = source.food.substitutions;
        patientName = source.food.patientName;
      } else {
        const food = catalogue.get(input.foodstuff_id);
        if (!food) throw refuse('UNKNOWN_FOODSTUFF');
        // Named, so the editor can say which food to take out (a draft kept while it was archived).
        if (food.archivedAt !== null) throw refuseArchived(food.name);
        values = copyFoodValues(food);
      }
      if (values.unitOfMeasurement === 'UNITS' && (input.quantity === null || input.quantity === undefined)) {
        throw refuse('QUANTITY_REQUIRED');
      }
      // Checked as stored, in thousandths: one that rounds to zero is refused, not a database error.
      const quantity = roundToThousandths(input.quantity ?? 1);
      const baselineWeight = roundToThousandths(input.baseline_weight ?? values.referenceWeight);
      if (!isValidPlanQuantity(quantity)) throw refuse('INVALID_QUANTITY');
      if (!isValidPlanBaselineWeight(baselineWeight)) throw refuse('INVALID_BASELINE_WEIGHT');
      // The measure's name is a copy, kept as sent: the catalogue may rename or delete it later.
      const measureName = input.measure_name ?? null;
      return {
        ...values,
        id,
        foodstuffId: input.foodstuff_id,
        quantity,
        baselineWeight,
        measureName,
        patientName: input.patient_name === undefined ? patientName : input.patient_name,
        substitutions,
      };
    }),
  );
}

function checkContent(plan: {
  start_date: string;
  end_date: string;
  meal_periods: readonly MealPlanPeriodInput[];
}) {
  const problem = findMealPlanProblem({
    start_date: plan.start_date,
    end_date: plan.end_date,
    meal_periods: plan.meal_periods.map((period) => ({
      period: period.period,
      meal_foodstuffs: period.meal_foodstuffs.map((food) => ({
        quantity: food.quantity ?? null,
        baseline_weight: food.baseline_weight ?? null,
      })),
    })),
  });
  if (problem) throw refuse(problem);
}

/** Text for the patient as stored: without the blanks around it, and none when nothing is left. */
function toStoredText(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

async function lockPatient(tx: Tx, patientId: number): Promise<void> {
  if (!(await lockUserRow(tx, patientId))) throw notFound('Paciente');
}

/** Inserts the periods and foods of a plan; kept periods and foods keep their ids. */
async function insertContent(
  tx: Tx,
  planId: number,
  periods: readonly MealPlanPeriodInput[],
  rows: PlannedRow[][],
  keptPeriodIds: ReadonlySet<number>,
): Promise<void> {
  // An id sent twice keeps its meal once; the other is a new meal (inserting the id again would fail).
  const usedIds = new Set<number>();
  for (const [index, period] of periods.entries()) {
    const keepId =
      period.id && keptPeriodIds.has(period.id) && !usedIds.has(period.id) ? period.id : undefined;
    if (keepId) usedIds.add(keepId);
    const [inserted] = await tx
      .insert(mealPeriods)
      .values({
        id: keepId,
        mealPlanId: planId,
        period: period.period ?? 'BREAKFAST',
        time: period.time ?? null,
        notes: toStoredText(period.notes),
      })
      .returning({ id: mealPeriods.id });
    if (!inserted) throw new Error('The meal period was not inserted');
    const foods = rows[index] ?? [];
    const foodIds = await tx
      .insert(mealPlanFoodstuffs)
      .values(
        foods.map(({ substitutions: _, substitutionsGiven: __, ...food }) => ({
          ...food,
          mealPeriodId: inserted.id,
        })),
      )
      .returning({ id: mealPlanFoodstuffs.id });
    for (const [position, food] of foods.entries()) {
      await insertSubstitutionCopies(tx, foodIds[position]!.id, food.substitutions ?? []);
    }
  }
}

async function runSave<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Tx));
  } catch (error) {
    if (isUniqueViolation(error, 'meal_plans_one_active_key')) {
      throw new ApiError(
        409,
        'MEAL_PLAN_CONFLICT',
        'Outro plano alimentar foi salvo ao mesmo tempo. Tente novamente.',
      );
    }
    throw error;
  }
}

/** POST /v1/meal-plans: the new plan is ACTIVE; the patient's previous ACTIVE plan becomes INACTIVE. */
export async function createMealPlan(db: Db, input: CreateMealPlanRequest, now: Date): Promise<MealPlan> {
  checkContent(input);
  const planId = await runSave(db, async (tx) => {
    await lockPatient(tx, input.patient_id);
    const copied = await loadCopiedFoods(tx, input.nutritionist_id, input.meal_periods);
    const rows = withGivenSubstitutions(
      await resolvePeriods(tx, input.meal_periods, new Map(), copied),
      await resolveGivenSubstitutions(tx, input.meal_periods, []),
    );
    await tx
      .update(mealPlans)
      .set({ status: 'INACTIVE', updatedAt: now })
      .where(and(eq(mealPlans.patientId, input.patient_id), eq(mealPlans.status, 'ACTIVE')));
    const [plan] = await tx
      .insert(mealPlans)
      .values({
        nutritionistId: input.nutritionist_id,
        patientId: input.patient_id,
        status: 'ACTIVE',
        startDate: input.start_date,
        endDate: input.end_date,
        guidance: toStoredText(input.guidance),
        hideNumbersInPdf: input.hide_numbers_in_pdf ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: mealPlans.id });
    if (!plan) throw new Error('The meal plan was not inserted');
    await insertContent(tx, plan.id, input.meal_periods, rows, new Set());
    await recordFoodUses(tx, input.nutritionist_id, rows.flat(), now);
    await followAndJudgeSubstitutions(tx, plan.id);
    return plan.id;
  });
  return getMealPlanOrThrow(db, planId);
}

/**
 * PUT /v1/meal-plans/{id}: replaces the plan's dates, guidance, periods (with their times and notes) and foods, and sets its status (INACTIVE
 * deactivates it). An INACTIVE plan is history: it is not edited again (409). A changed day total keeps
 * the one it replaces for the days before today; changed dates, meals or foods keep the plan as it was,
 * and make the editor its author: a patient who moved to another nutritionist keeps the former one's
 * plan until the new one changes it, and from then on the plan (and its printout) is signed by her.
 */
export async function updateMealPlan(
  db: Db,
  planId: number,
  input: UpdateMealPlanRequest,
  context: SummaryContext & { editorId: number },
): Promise<MealPlan> {
  const { now } = context;
  return runSave(db, async (tx) => {
    await lockPatient(tx, input.patient_id);
    const [plan] = await tx.select().from(mealPlans).where(eq(mealPlans.id, planId));
    // access.planEditor checked the plan and the route its patient; read again here, under her lock, because
    // the plan row this save rewrites is the one loaded inside its transaction.
    if (!plan || plan.patientId !== input.patient_id) throw notFound('Plano alimentar');
    if (plan.status === 'INACTIVE') {
      throw new ApiError(409, 'MEAL_PLAN_INACTIVE', 'Um plano alimentar desativado não pode ser alterado.');
    }
    const startDate = input.start_date ?? plan.startDate;
    const endDate = input.end_date ?? plan.endDate;
    const guidance = input.guidance === undefined ? plan.guidance : toStoredText(input.guidance);
    const hideNumbersInPdf = input.hide_numbers_in_pdf ?? plan.hideNumbersInPdf;
    checkContent({ start_date: startDate, end_date: endDate, meal_periods: input.meal_periods });

    const periods = await tx
      .select({ id: mealPeriods.id })
      .from(mealPeriods)
      .where(eq(mealPeriods.mealPlanId, planId));
    const periodIds = periods.map((period) => period.id);
    const keptRows =
      periodIds.length === 0
        ? []
        : await tx
            .select()
            .from(mealPlanFoodstuffs)
            .where(inArray(mealPlanFoodstuffs.mealPeriodId, periodIds));
    const kept = new Map(keptRows.map((row) => [row.id, row]));
    const restoresFormerFoods = input.meal_periods.some((period) =>
      period.meal_foodstuffs.some((food) => food.id && !kept.has(food.id)),
    );
    const former = restoresFormerFoods ? await foodsOfVersions(tx, planId) : undefined;
    const copied = await loadCopiedFoods(tx, context.editorId, input.meal_periods);
    const substitutions = await readSubstitutionRows(tx, [...kept.keys()]);
    const rows = withGivenSubstitutions(
      await resolvePeriods(tx, input.meal_periods, kept, copied, former),
      await resolveGivenSubstitutions(tx, input.meal_periods, substitutions),
    );

    const energyBefore = await dailyEnergyOf(tx, planId);
    const before = await getMealPlanOrThrow(tx, planId);
    await tx.delete(mealPeriods).where(eq(mealPeriods.mealPlanId, planId));
    await insertContent(tx, planId, input.meal_periods, rows, new Set(periodIds));
    // What she put in the plan or measured anew now; a food kept as it was is no new use.
    const planned = rows
      .flat()
      .filter((row) => row.id === undefined || kept.get(row.id)?.measureName !== row.measureName);
    await recordFoodUses(tx, context.editorId, planned, now);
    // A kept food keeps its own substitutions, unless the save gave it others (inserted with it).
    const keptFoodIds = new Set(
      rows.flat().flatMap((row) => (row.id === undefined || row.substitutionsGiven ? [] : [row.id])),
    );
    await restoreSubstitutionRows(tx, substitutions, keptFoodIds);
    // A plan being deactivated is no longer handed over: its alternatives follow, but none stops it.
    await followAndJudgeSubstitutions(tx, planId, { judge: input.status !== 'INACTIVE' });
    await keepReplacedTotal(tx, planId, energyBefore, context);
    await tx
      .update(mealPlans)
      .set({ status: input.status, startDate, endDate, guidance, hideNumbersInPdf, updatedAt: now })
      .where(eq(mealPlans.id, planId));
    const after = await getMealPlanOrThrow(tx, planId);
    const changed = await keepReplacedVersion(tx, before, after, now);
    if (!changed || after.nutritionist_id === context.editorId) return after;
    await tx.update(mealPlans).set({ nutritionistId: context.editorId }).where(eq(mealPlans.id, planId));
    return { ...after, nutritionist_id: context.editorId };
  });
}
