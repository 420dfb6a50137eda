import type { Foodstuff } from '@/lib/api/contract';
import { getListUnitSuffix } from '@/lib/catalogue';
import { formatNumber } from '@/lib/format/numbers';

/** Base weight with the list's unit suffix (spec 1 §3): '100 g', '200 ml', '1,5 l'; any other unit shows g. */
export function formatBaselineWeight(
  food: Pick<Foodstuff, 'baseline_weight' | 'unit_of_measurement'>,
): string {
  return `${formatNumber(food.baseline_weight)} ${getListUnitSuffix(food.unit_of_measurement)}`;
}
