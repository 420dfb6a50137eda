// The figures of an alternative and its food in the matched nutrient, as the substitution screens say them:
// kcal for energy, grams for a macronutrient.
import { useTranslations } from 'next-intl';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import { BASIS_NUTRIENT, type SubstitutionBasis } from '@/lib/rules/substitution-proposal';

export function useEquivalenceFigures() {
  const t = useTranslations('MealPlan');
  return (basis: SubstitutionBasis, value: number) =>
    BASIS_NUTRIENT[basis] === 'calories'
      ? t('kcal', { value: formatCalories(value) })
      : t('grams', { value: formatNutrient(value) });
}
