import { useTranslations } from 'next-intl';
import { describePortion } from '@/lib/format/portions';
import type { DraftFood } from './meal-plan-draft';

/** describePortion with the screen's messages. */
export function usePortionText() {
  const t = useTranslations('MealPlan');
  return (food: Pick<DraftFood, 'foodstuff' | 'quantity' | 'baseline_weight' | 'measure_name'>) =>
    describePortion(food, (key, values) => t(key as 'portion', values as { amount: string; unit: string }));
}
