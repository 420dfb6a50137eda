// A meal plan's day read against the patient's Dietary Reference Intakes: each nutrient TACO provides with
// its total (lib/rules/meal-plan-totals and component-totals), the life stage's references (lib/rules/dri)
// and one flag; the macronutrients' shares of energy against the AMDR, saturated fat against 10 % of
// energy, and protein per kg of her current weight. The screen's 'Nutrientes' tab, its compact table and
// the nutritionist's PDF all read this one module.
import { type ComponentReading, type ComponentTotals, readComponentSum } from './component-totals';
import {
  type AdequacyFlag,
  type AmdrFlag,
  type Assessment,
  assessIntake,
  assessMacroShare,
  assessProteinPerKg,
  assessSaturatedFat,
  type DayTotal,
  type EnergyShareAssessment,
  type ProteinPerKgAssessment,
  type SaturatedFatFlag,
} from './dri/adequacy';
import { getLifeStageGroup, type LifeStageGroup, type PhysiologicalState } from './dri/life-stage';
import { type DriNutrient, getNutrientReference, type NutrientReference } from './dri/references';
import type { ComponentKey } from './food-components';
import type { NutrientTotals, PlanNutrient } from './meal-plan-totals';
import type { PregnancyStage } from './pregnancy-stage';

/** Where each DRI nutrient's day total is read: one of the six nutrients, a component, or none in TACO. */
const SOURCES: Record<DriNutrient, { nutrient: PlanNutrient } | { component: ComponentKey } | null> = {
  proteins: { nutrient: 'proteins' },
  carbohydrates: { nutrient: 'carbohydrates' },
  fiber: { nutrient: 'fiber' },
  calcium: { component: 'calcium' },
  iron: { component: 'iron' },
  magnesium: { component: 'magnesium' },
  phosphorus: { component: 'phosphorus' },
  potassium: { component: 'potassium' },
  sodium: { nutrient: 'sodium' },
  zinc: { component: 'zinc' },
  copper: { component: 'copper' },
  manganese: { component: 'manganese' },
  vitamin_a: { component: 'rae' },
  thiamine: { component: 'thiamine' },
  riboflavin: { component: 'riboflavin' },
  vitamin_b6: { component: 'pyridoxine' },
  niacin: { component: 'niacin' },
  vitamin_c: { component: 'vitamin_c' },
  // TACO does not give vitamin D: its total is unknown, and said so.
  vitamin_d: null,
};

/** The rows' order: macronutrients, then minerals, then vitamins. */
export const ADEQUACY_NUTRIENTS: readonly DriNutrient[] = [
  'proteins',
  'carbohydrates',
  'fiber',
  'calcium',
  'iron',
  'magnesium',
  'phosphorus',
  'potassium',
  'sodium',
  'zinc',
  'copper',
  'manganese',
  'vitamin_a',
  'thiamine',
  'riboflavin',
  'vitamin_b6',
  'niacin',
  'vitamin_c',
  'vitamin_d',
];

/** Who the plan is for, on the day it is read. */
export interface AdequacyPerson {
  sex: 'MALE' | 'FEMALE' | null;
  ageYears: number | null;
  stage: PregnancyStage;
  weightKg: number | null;
}

/** A total as the screen shows it: unknown, trace only, or an amount (partial when foods were left out). */
export type ShownTotal = ComponentReading;

export interface AdequacyRow {
  nutrient: DriNutrient;
  total: ShownTotal;
  reference: NutrientReference;
  assessment: Assessment<AdequacyFlag>;
}

export interface PlanAdequacy {
  /** Null when the life stage cannot be told (no sex or age, under one year, pregnancy past 50). */
  group: LifeStageGroup | null;
  /** Why there is no group, in Portuguese; null when there is one. */
  missing: string | null;
  rows: AdequacyRow[];
  macros: Record<
    'proteins' | 'carbohydrates' | 'fats',
    EnergyShareAssessment<AmdrFlag> & { range: { min: number; max: number } }
  > | null;
  saturatedFat: EnergyShareAssessment<SaturatedFatFlag>;
  proteinPerKg: ProteinPerKgAssessment | null;
}

/** The decimals a total is shown, and so judged, with: µg whole, mg and g with two below 10 and one above. */
export function shownDecimals(unit: string, amount: number): number {
  if (unit === 'µg' || unit === 'kJ' || unit === 'kcal') return 0;
  return Math.abs(amount) < 10 ? 2 : 1;
}

function roundShown(amount: number, unit: string): number {
  const factor = 10 ** shownDecimals(unit, amount);
  return Math.round((amount + Math.sign(amount) * Number.EPSILON) * factor) / factor;
}

function fromNutrient(totals: NutrientTotals, nutrient: PlanNutrient, foods: number): ShownTotal {
  const unknown = totals.unknown[nutrient];
  if (foods === 0 || unknown === foods) return { kind: 'unknown' };
  return { kind: 'amount', amount: totals.sums[nutrient], partial: unknown > 0 };
}

/** A shown total as the DRI rule reads it: a trace is below any reference, so it reads as 0, never unknown. */
function toDayTotal(total: ShownTotal, unit: string): DayTotal {
  if (total.kind === 'unknown') return { amount: null, partial: true };
  if (total.kind === 'trace') return { amount: 0, partial: total.partial };
  return { amount: roundShown(total.amount, unit), partial: total.partial };
}

// The DRI tables give one value for the whole pregnancy, so a pregnancy without its weeks reads the same.
function toPhysiologicalState(stage: PregnancyStage): PhysiologicalState {
  if (stage.state === 'PREGNANT') return { kind: 'PREGNANT', trimester: stage.trimester ?? 1 };
  if (stage.state === 'LACTATING') return { kind: 'LACTATING' };
  return { kind: 'NONE' };
}

function describeMissing(person: AdequacyPerson): string {
  if (person.sex === null) return 'sem sexo no perfil';
  if (person.ageYears === null) return 'sem data de nascimento';
  if (person.ageYears < 1) return 'as DRIs aqui começam a 1 ano';
  return 'sem referência da DRI para esta fase da vida';
}

/**
 * The plan's day against the references of the person's life stage. `foods` is how many foods the day has
 * (the six nutrients' sums count their unknown foods against it).
 */
export function assessPlanAdequacy(
  nutrients: NutrientTotals,
  components: ComponentTotals,
  foods: number,
  person: AdequacyPerson,
): PlanAdequacy {
  const group =
    person.sex === null || person.ageYears === null
      ? null
      : getLifeStageGroup(person.sex, person.ageYears, toPhysiologicalState(person.stage));
  const energy = toDayTotal(fromNutrient(nutrients, 'calories', foods), 'kcal');
  const readTotal = (nutrient: DriNutrient): ShownTotal => {
    const source = SOURCES[nutrient];
    if (source === null) return { kind: 'unknown' };
    if ('nutrient' in source) return fromNutrient(nutrients, source.nutrient, foods);
    return readComponentSum(components[source.component]);
  };
  const saturated = readComponentSum(components.saturated_fat);
  const saturatedFat = assessSaturatedFat(toDayTotal(saturated, 'g'), energy, person.ageYears);
  if (group === null) {
    return {
      group,
      missing: describeMissing(person),
      rows: [],
      macros: null,
      saturatedFat,
      proteinPerKg: null,
    };
  }
  const rows = ADEQUACY_NUTRIENTS.map((nutrient) => {
    const reference = getNutrientReference(group, nutrient);
    const total = readTotal(nutrient);
    const preformed =
      nutrient === 'vitamin_a' ? toDayTotal(readComponentSum(components.retinol), reference.unit) : undefined;
    return {
      nutrient,
      total,
      reference,
      assessment: assessIntake(toDayTotal(total, reference.unit), reference, preformed),
    };
  });
  const grams = (nutrient: 'proteins' | 'carbohydrates' | 'fats') =>
    toDayTotal(fromNutrient(nutrients, nutrient, foods), 'g');
  const macros = {
    proteins: assessMacroShare('proteins', grams('proteins'), energy, group),
    carbohydrates: assessMacroShare('carbohydrates', grams('carbohydrates'), energy, group),
    fats: assessMacroShare('fats', grams('fats'), energy, group),
  };
  return {
    group,
    missing: null,
    rows,
    macros,
    saturatedFat,
    proteinPerKg: assessProteinPerKg(grams('proteins'), person.weightKg, group),
  };
}
