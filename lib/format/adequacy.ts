// The words and numbers of a plan's adequacy table (lib/rules/plan-adequacy), in Portuguese: the screen's
// 'Nutrientes' tab, its compact table and the nutritionist's PDF all write them so.

import type { LifeStageGroup } from '@/lib/rules/dri/life-stage';
import type { DriNutrient, NutrientReference } from '@/lib/rules/dri/references';
import type { ShownTotal } from '@/lib/rules/plan-adequacy';
import { shownDecimals } from '@/lib/rules/plan-adequacy';
import { formatDecimal } from './numbers';
import { UNKNOWN_VALUE } from './partial-totals';

export const DRI_NUTRIENT_LABELS: Record<DriNutrient, string> = {
  proteins: 'Proteínas',
  carbohydrates: 'Carboidratos',
  fiber: 'Fibras',
  calcium: 'Cálcio',
  iron: 'Ferro',
  magnesium: 'Magnésio',
  phosphorus: 'Fósforo',
  potassium: 'Potássio',
  sodium: 'Sódio',
  zinc: 'Zinco',
  copper: 'Cobre',
  manganese: 'Manganês',
  vitamin_a: 'Vitamina A (RAE)',
  thiamine: 'Tiamina (B1)',
  riboflavin: 'Riboflavina (B2)',
  vitamin_b6: 'Vitamina B6 (piridoxina)',
  niacin: 'Niacina (B3)',
  vitamin_c: 'Vitamina C',
  vitamin_d: 'Vitamina D',
};

const TRACE_TEXT = 'traços';

/** An amount with the decimals it is judged with, in Brazilian Portuguese ('1.234,5'). */
export function formatShownAmount(amount: number, unit: string): string {
  return formatDecimal(amount, shownDecimals(unit, amount));
}

/** A total with its unit: 'traços', '–' when unknown; partial ones are marked apart (listMarkers). */
export function formatShownTotal(total: ShownTotal, unit: string): string {
  if (total.kind === 'unknown') return UNKNOWN_VALUE;
  if (total.kind === 'trace') return TRACE_TEXT;
  return `${formatShownAmount(total.amount, unit)} ${unit}`;
}

/** A reference value with its unit, or '–' where the DRIs set none. */
export function formatReference(value: number | null, unit: string): string {
  return value === null ? UNKNOWN_VALUE : `${formatShownAmount(value, unit)} ${unit}`;
}

/** 'Mulheres de 19 a 30 anos', 'Gestantes até 18 anos', 'Homens com mais de 70 anos'. */
export function describeLifeStage(group: LifeStageGroup): string {
  const [who = '', ...ages] = group.split('_');
  const nouns: Record<string, string> = {
    CHILD: 'Crianças',
    MALE: 'Homens',
    FEMALE: 'Mulheres',
    PREGNANCY: 'Gestantes',
    LACTATION: 'Lactantes',
  };
  const noun = nouns[who] ?? who;
  if (ages[0] === 'OVER') return `${noun} com mais de ${ages[1]} anos`;
  if (ages[0] === 'UP') return `${noun} até ${ages[2]} anos`;
  return `${noun} de ${ages[0]} a ${ages[1]} anos`;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The RDA, else the AI marked so ('2.600 mg (AI)'), else '–'. `t` reads the PlanNutrients messages. */
export function formatRdaOrAi(reference: NutrientReference, t: Translate): string {
  if (reference.rda !== null) return formatReference(reference.rda, reference.unit);
  if (reference.ai === null) return formatReference(null, reference.unit);
  return `${formatReference(reference.ai, reference.unit)} ${t('aiMark')}`;
}

/** The UL, saying what intake it speaks of where that is not all of it; sodium's CDRR in its place. */
export function formatUpperLimit(reference: NutrientReference, t: Translate): string {
  if (reference.cdrr !== null) return t('cdrr', { value: formatReference(reference.cdrr, reference.unit) });
  const value = formatReference(reference.ul, reference.unit);
  if (reference.ulScope === 'SUPPLEMENTS_ONLY') return t('ulSupplements', { value });
  if (reference.ulScope === 'SYNTHETIC_FORMS') return t('ulSynthetic', { value });
  if (reference.ulScope === 'PREFORMED_VITAMIN_A') return t('ulPreformed', { value });
  return value;
}
