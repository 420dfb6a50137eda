// Meal plans in the contract's shape, assembled from plans, periods and their foods in one query.
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MealPlan, MealPlanDetail, MealPlanSubstitution } from '@/lib/api/contract';
import { sortPeriodsByDay } from '@/lib/rules/meal-plan-rules';
import type { Db } from '../../db/client';
import {
  addresses,
  foodstuffPhotos,
  foodstuffs,
  mealPeriods,
  mealPlanFoodstuffs,
  mealPlanSubstitutions,
  mealPlans,
  nutritionistDetails,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import { toAddress } from '../accounts/addresses';
import { planFoodColumns, toPlanFoodstuff } from './meal-plan-foods';
import { toSubstitution } from './substitution-rows';

const substitutes = alias(foodstuffs, 'substitutes');
const substitutePhotos = alias(foodstuffPhotos, 'substitute_photos');

/**
 * One query, however many plans, periods, foods and substitutions: a row per substitution of a planned
 * food (or per food without one, per empty period, per plan without periods), in order — the ACTIVE plan
 * first, then the history from the newest.
 */
function selectMealPlans(db: Db, where: SQL) {
  return db
    .select({
      plan: mealPlans,
      period: mealPeriods,
      item: mealPlanFoodstuffs,
      food: planFoodColumns(foodstuffs),
      photoUrl: foodstuffPhotos.url,
      substitution: mealPlanSubstitutions,
      substitute: planFoodColumns(substitutes),
      substitutePhotoUrl: substitutePhotos.url,
    })
    .from(mealPlans)
    .leftJoin(mealPeriods, eq(mealPeriods.mealPlanId, mealPlans.id))
    .leftJoin(mealPlanFoodstuffs, eq(mealPlanFoodstuffs.mealPeriodId, mealPeriods.id))
    .leftJoin(foodstuffs, eq(foodstuffs.id, mealPlanFoodstuffs.foodstuffId))
    .leftJoin(foodstuffPhotos, eq(foodstuffPhotos.id, foodstuffs.photoId))
    .leftJoin(mealPlanSubstitutions, eq(mealPlanSubstitutions.mealPlanFoodstuffId, mealPlanFoodstuffs.id))
    .leftJoin(substitutes, eq(substitutes.id, mealPlanSubstitutions.foodstuffId))
    .leftJoin(substitutePhotos, eq(substitutePhotos.id, substitutes.photoId))
    .where(where)
    .orderBy(
      asc(mealPlans.status),
      desc(mealPlans.createdAt),
      desc(mealPlans.id),
      asc(mealPeriods.id),
      asc(mealPlanFoodstuffs.id),
      asc(mealPlanSubstitutions.id),
    );
}

/**
 * The three ways plans are read, each built once per database (or transaction) rather than on every
 * call: a patient's page reads them on each view, and building this eight-table query in Drizzle took
 * about a third of its time. PostgreSQL also keeps each one's plan per connection.
 */
function prepareMealPlanQueries(db: Db) {
  const patientId = sql.placeholder('patientId');
  return {
    ofPatient: selectMealPlans(db, eq(mealPlans.patientId, patientId)).prepare('meal_plans_of_patient'),
    activeOfPatient: selectMealPlans(
      db,
      and(eq(mealPlans.patientId, patientId), eq(mealPlans.status, 'ACTIVE'))!,
    ).prepare('active_meal_plan_of_patient'),
    byId: selectMealPlans(db, eq(mealPlans.id, sql.placeholder('planId'))).prepare('meal_plan_by_id'),
  };
}

const preparedQueries = new WeakMap<Db, ReturnType<typeof prepareMealPlanQueries>>();

function mealPlanQueries(db: Db) {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = prepareMealPlanQueries(db);
    preparedQueries.set(db, queries);
  }
  return queries;
}

type MealPlanRows = Awaited<ReturnType<ReturnType<typeof selectMealPlans>['execute']>>;

function toMealPlans(rows: MealPlanRows): MealPlan[] {
  type Row = (typeof rows)[number];
  type Period = NonNullable<Row['period']>;
  const plans = new Map<
    number,
    {
      plan: Row['plan'];
      periods: Map<
        number,
        { period: Period; foods: Map<number, Row & { substitutions: MealPlanSubstitution[] }> }
      >;
    }
  >();
  for (const row of rows) {
    let entry = plans.get(row.plan.id);
    if (!entry) {
      entry = { plan: row.plan, periods: new Map() };
      plans.set(row.plan.id, entry);
    }
    if (!row.period) continue;
    let period = entry.periods.get(row.period.id);
    if (!period) {
      period = { period: row.period, foods: new Map() };
      entry.periods.set(row.period.id, period);
    }
    if (!row.item || !row.food) continue;
    let planned = period.foods.get(row.item.id);
    if (!planned) {
      planned = { ...row, substitutions: [] };
      period.foods.set(row.item.id, planned);
    }
    if (row.substitution && row.substitute)
      planned.substitutions.push(toSubstitution(row.substitution, row.substitute, row.substitutePhotoUrl));
  }

  return [...plans.values()].map(({ plan, periods }) => ({
    id: plan.id,
    nutritionist_id: plan.nutritionistId,
    patient_id: plan.patientId,
    status: plan.status,
    start_date: plan.startDate,
    end_date: plan.endDate,
    updated_at: plan.updatedAt.toISOString(),
    guidance: plan.guidance,
    hide_numbers_in_pdf: plan.hideNumbersInPdf,
    meal_periods: sortPeriodsByDay(
      [...periods.values()].map(({ period, foods }) => ({
        id: period.id,
        period: period.period,
        time: period.time,
        notes: period.notes,
        meal_foodstuffs: [...foods.values()].map(({ item, food, photoUrl, substitutions }) => ({
          id: item!.id,
          foodstuff_id: item!.foodstuffId,
          baseline_weight: item!.baselineWeight,
          quantity: item!.quantity,
          measure_name: item!.measureName,
          patient_name: item!.patientName,
          foodstuff: toPlanFoodstuff(item!, food!, photoUrl),
          substitutions,
        })),
      })),
    ),
  }));
}

/** Every plan of the patient: the ACTIVE one first, then the INACTIVE ones from the newest. */
export async function listMealPlansOfPatient(db: Db, patientId: number): Promise<MealPlan[]> {
  return toMealPlans(await mealPlanQueries(db).ofPatient.execute({ patientId }));
}

export async function findActiveMealPlan(db: Db, patientId: number): Promise<MealPlan | null> {
  const [plan] = toMealPlans(await mealPlanQueries(db).activeOfPatient.execute({ patientId }));
  return plan ?? null;
}

export async function getMealPlanOrThrow(db: Db, id: number): Promise<MealPlan> {
  const [plan] = toMealPlans(await mealPlanQueries(db).byId.execute({ planId: id }));
  if (!plan) throw notFound('Plano alimentar');
  return plan;
}

/** The plan with the name, CRN, e-mail and address (when she gave one) of the nutritionist who signs it. */
export async function getMealPlanDetailOrThrow(db: Db, id: number): Promise<MealPlanDetail> {
  const plan = await getMealPlanOrThrow(db, id);
  const [author] = await db
    .select({
      name: users.name,
      crn: nutritionistDetails.crn,
      number: nutritionistDetails.registrationNumber,
      email: users.email,
      address: addresses,
    })
    .from(users)
    .leftJoin(nutritionistDetails, eq(nutritionistDetails.userId, users.id))
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(eq(users.id, plan.nutritionist_id));
  return {
    ...plan,
    nutritionist: {
      id: plan.nutritionist_id,
      name: author?.name ?? '',
      crn: author?.crn ?? null,
      registration_number: author?.number ?? null,
      email: author?.email ?? '',
      address: author?.address ? toAddress(author.address) : null,
    },
  };
}

/** Whose plan it is, or null for an unknown id: enough to decide who may see it. */
export async function findMealPlanPatient(db: Db, id: number): Promise<number | null> {
  const [plan] = await db
    .select({ patientId: mealPlans.patientId })
    .from(mealPlans)
    .where(eq(mealPlans.id, id));
  return plan?.patientId ?? null;
}
