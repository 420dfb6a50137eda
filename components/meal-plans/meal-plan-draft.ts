// The plan being built or edited on the screen, and how it becomes the API's request bodies. Rows keep
// the food as the plan uses it, so the live totals come from the same values the saved plan will hold.
import type {
  CopiedFoodSource,
  CreateMealPlanRequest,
  Foodstuff,
  MealPeriod,
  MealPlan,
  MealPlanStatus,
  MealPlanSubstitution,
  MealPlanTemplate,
  MealPlanVersion,
  PlanFoodstuff,
  UpdateMealPlanRequest,
} from '@/lib/api/contract';
import { getDefaultPlanDates } from '@/lib/rules/meal-plan-rules';

export interface DraftFood {
  /** React key; stable while the row lives. */
  key: string;
  /** The saved row's id: sent back so the food keeps the values it was built with. */
  id: number | null;
  /** The template or plan food it was copied from: the save keeps the values kept there. */
  copied_from?: CopiedFoodSource | null;
  /** The food's alternatives: the saved ones, or as the editor changed them. */
  substitutions?: MealPlanSubstitution[];
  /** The editor changed the alternatives: the save sends them (otherwise the saved food keeps its own). */
  substitutions_edited?: boolean;
  foodstuff: PlanFoodstuff;
  baseline_weight: number;
  quantity: number;
  /** The household measure `baseline_weight` is; null or absent: the amount is in the food's unit. */
  measure_name?: string | null;
  /** Her name for the food on this plan's PDF; null or absent: the catalogue's (lib/rules/patient-food-name). */
  patient_name?: string | null;
}

export interface DraftPeriod {
  key: string;
  id: number | null;
  period: MealPeriod | null;
  /** As typed: '' for none, 'HH:MM' once complete. */
  time: string;
  notes: string;
  meal_foodstuffs: DraftFood[];
}

export interface MealPlanDraft {
  start_date: string;
  end_date: string;
  /** 'Orientações gerais'; '' for none. */
  guidance: string;
  /** 'Ocultar calorias e macronutrientes no PDF'. */
  hide_numbers_in_pdf: boolean;
  meal_periods: DraftPeriod[];
}

let lastKey = 0;
export function newKey(): string {
  lastKey += 1;
  return `draft-${lastKey}`;
}

/** A period without foods, of `period` (null: no type chosen yet). */
export function createEmptyPeriod(period: MealPeriod | null = null): DraftPeriod {
  return { key: newKey(), id: null, period, time: '', notes: '', meal_foodstuffs: [] };
}

/** CREATE starts with one empty period, today to three months from today (spec 2 §4, §9). */
export function createEmptyDraft(today: string): MealPlanDraft {
  return {
    ...getDefaultPlanDates(today),
    guidance: '',
    hide_numbers_in_pdf: false,
    meal_periods: [createEmptyPeriod()],
  };
}

/**
 * EDIT keeps every id; 'Usar como base' drops them (a new plan) and copies each food with the values the
 * plan kept, also one the catalogue has archived since.
 */
export function toDraft(plan: MealPlan, mode: 'edit' | 'copy', today: string): MealPlanDraft {
  const keepIds = mode === 'edit';
  return {
    ...(keepIds ? { start_date: plan.start_date, end_date: plan.end_date } : getDefaultPlanDates(today)),
    guidance: plan.guidance ?? '',
    hide_numbers_in_pdf: plan.hide_numbers_in_pdf,
    meal_periods: plan.meal_periods.map((period) => ({
      key: newKey(),
      id: keepIds ? period.id : null,
      period: period.period,
      time: period.time ?? '',
      notes: period.notes ?? '',
      meal_foodstuffs: period.meal_foodstuffs.map((item) => ({
        key: newKey(),
        id: keepIds ? item.id : null,
        copied_from: keepIds ? null : { meal_plan_foodstuff_id: item.id },
        substitutions: item.substitutions ?? [],
        foodstuff: item.foodstuff,
        baseline_weight: item.baseline_weight,
        quantity: item.quantity,
        measure_name: item.measure_name ?? null,
        patient_name: item.patient_name ?? null,
      })),
    })),
  };
}

/** What 'Começar de um modelo' or 'Copiar de outro paciente' puts in a draft: each food with its source. */
export interface CopiedContent {
  guidance: string | null;
  meal_periods: {
    period: MealPeriod;
    time: string | null;
    notes: string | null;
    meal_foodstuffs: (Pick<
      DraftFood,
      'foodstuff' | 'baseline_weight' | 'quantity' | 'measure_name' | 'patient_name' | 'substitutions'
    > & {
      copied_from: CopiedFoodSource;
    })[];
  }[];
}

export function copyOfTemplate(template: MealPlanTemplate): CopiedContent {
  return {
    guidance: template.guidance,
    meal_periods: template.meal_periods.map(({ meal_foodstuffs, ...period }) => ({
      ...period,
      meal_foodstuffs: meal_foodstuffs.map((item) => ({
        foodstuff: item.foodstuff,
        baseline_weight: item.baseline_weight,
        quantity: item.quantity,
        measure_name: item.measure_name ?? null,
        patient_name: item.patient_name ?? null,
        substitutions: item.substitutions ?? [],
        copied_from: { meal_plan_template_id: template.id, position: item.position },
      })),
    })),
  };
}

export function copyOfPlan(plan: Pick<MealPlan, 'guidance' | 'meal_periods'>): CopiedContent {
  return {
    guidance: plan.guidance,
    meal_periods: plan.meal_periods.map(({ meal_foodstuffs, period, time, notes }) => ({
      period,
      time,
      notes,
      meal_foodstuffs: meal_foodstuffs.map((item) => ({
        foodstuff: item.foodstuff,
        baseline_weight: item.baseline_weight,
        quantity: item.quantity,
        measure_name: item.measure_name ?? null,
        patient_name: item.patient_name ?? null,
        substitutions: item.substitutions ?? [],
        copied_from: { meal_plan_foodstuff_id: item.id },
      })),
    })),
  };
}

/**
 * 'Começar de um modelo' / 'Copiar de outro paciente': the source's meals, times, notes, foods and guidance in
 * the draft, its dates kept. Every food comes with the values its source kept (the save keeps them too), so
 * the draft totals what the source did, also where the catalogue has changed or archived a food since.
 */
export function fromCopy(draft: MealPlanDraft, content: CopiedContent): MealPlanDraft {
  return {
    ...draft,
    guidance: content.guidance ?? '',
    meal_periods: content.meal_periods.map((period) => ({
      key: newKey(),
      id: null,
      period: period.period,
      time: period.time ?? '',
      notes: period.notes ?? '',
      meal_foodstuffs: period.meal_foodstuffs.map((item) => ({ key: newKey(), id: null, ...item })),
    })),
  };
}

/**
 * 'Editar a partir desta versão': an earlier version of the ACTIVE plan back in the editor, every food with its
 * row (id). The API keeps a row still in the plan as it is, and brings back one that has left it with the
 * values the version shows, even if the catalogue has changed or archived the food since.
 */
export function toRestoredDraft(active: MealPlan, version: MealPlanVersion, today: string): MealPlanDraft {
  return toDraft({ ...active, ...version }, 'edit', today);
}

/** A catalogue food as a plan uses it: today's values. */
export function toPlanFoodstuff(food: Foodstuff): PlanFoodstuff {
  return {
    id: food.id,
    name: food.name,
    patient_name: food.patient_name,
    photo_url: food.photo_url,
    group: food.group,
    unit_of_measurement: food.unit_of_measurement,
    baseline_weight: food.baseline_weight,
    nutrition_information: food.nutrition_information,
    components: food.components,
    archived: false,
    catalogue_changed: false,
  };
}

/** The food's alternatives as the save sends them: a saved one by its id, a new one without. */
export function toSubstitutionInputs(substitutions: readonly MealPlanSubstitution[]) {
  return substitutions.map((entry) => ({
    id: entry.id > 0 ? entry.id : null,
    foodstuff_id: entry.foodstuff_id,
    basis: entry.basis,
    baseline_weight: entry.baseline_weight,
    quantity: entry.quantity,
    measure_name: entry.measure_name ?? null,
    amount_origin: entry.amount_origin ?? 'TYPED',
    confirmed: entry.confirmed ?? null,
  }));
}

/** Blank text is none. */
function toOptionalText(text: string): string | null {
  return text.trim() === '' ? null : text;
}

function toPeriodInputs(draft: MealPlanDraft) {
  return draft.meal_periods.map((period) => ({
    id: period.id,
    period: period.period,
    time: period.time === '' ? null : period.time,
    notes: toOptionalText(period.notes),
    meal_foodstuffs: period.meal_foodstuffs.map((food) => ({
      id: food.id,
      foodstuff_id: food.foodstuff.id,
      baseline_weight: food.baseline_weight,
      quantity: food.quantity,
      ...(food.measure_name ? { measure_name: food.measure_name } : {}),
      // The draft holds her name for each food, so the save sends it, or null for none.
      patient_name: food.patient_name ?? null,
      ...(food.substitutions_edited ? { substitutions: toSubstitutionInputs(food.substitutions ?? []) } : {}),
      ...(food.copied_from ? { copied_from: food.copied_from } : {}),
    })),
  }));
}

export function toCreateRequest(
  draft: MealPlanDraft,
  nutritionistId: number,
  patientId: number,
): CreateMealPlanRequest {
  return {
    nutritionist_id: nutritionistId,
    patient_id: patientId,
    start_date: draft.start_date,
    end_date: draft.end_date,
    guidance: toOptionalText(draft.guidance),
    hide_numbers_in_pdf: draft.hide_numbers_in_pdf,
    meal_periods: toPeriodInputs(draft),
  };
}

export function toUpdateRequest(
  draft: MealPlanDraft,
  patientId: number,
  status: MealPlanStatus,
): UpdateMealPlanRequest {
  return {
    patient_id: patientId,
    status,
    start_date: draft.start_date,
    end_date: draft.end_date,
    guidance: toOptionalText(draft.guidance),
    hide_numbers_in_pdf: draft.hide_numbers_in_pdf,
    meal_periods: toPeriodInputs(draft),
  };
}
