// Why a plan, or a food of it, is refused: one code and one Portuguese detail each, shared by the plan's
// saves and its substitutions.
import type { MealPlanProblem } from '@/lib/rules/meal-plan-rules';
import { ApiError } from '../../errors';

type RefusalCode = MealPlanProblem | 'UNKNOWN_FOODSTUFF' | 'UNKNOWN_COPY_SOURCE' | 'QUANTITY_REQUIRED';

const PROBLEM_DETAILS: Record<RefusalCode, string> = {
  NO_MEAL_PERIODS: 'O plano alimentar precisa de ao menos uma refeição.',
  MEAL_PERIOD_REQUIRED: 'Escolha o tipo de cada refeição.',
  DUPLICATE_MEAL_PERIOD: 'Cada tipo de refeição aparece uma vez só no plano.',
  EMPTY_MEAL_PERIOD: 'Cada refeição precisa de ao menos um alimento.',
  INVALID_QUANTITY: 'A quantidade deve ser maior que zero e no máximo 100.',
  INVALID_BASELINE_WEIGHT: 'O peso base deve ser maior que zero e no máximo 5000.',
  INVALID_DATE_RANGE: 'A data de término deve ser posterior à data de início.',
  UNKNOWN_FOODSTUFF: 'Um dos alimentos não existe no catálogo.',
  UNKNOWN_COPY_SOURCE: 'Um dos alimentos copiados não foi encontrado no modelo ou no plano de origem.',
  QUANTITY_REQUIRED: 'Informe a quantidade dos alimentos medidos em unidades.',
};

export function refuse(code: keyof typeof PROBLEM_DETAILS): ApiError {
  return new ApiError(400, code, PROBLEM_DETAILS[code]);
}

export function refuseArchived(foodName: string): ApiError {
  return new ApiError(
    400,
    'ARCHIVED_FOODSTUFF',
    `O alimento "${foodName}" foi arquivado no catálogo e não pode ser adicionado. Remova-o do plano para salvar.`,
  );
}
