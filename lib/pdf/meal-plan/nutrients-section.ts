// The printed plan's table of the day's nutrients against the patient's DRIs (lib/rules/plan-adequacy): the
// nutritionist's copy carries it, the patient's copy only when she chooses. Texts as the 'Nutrientes' tab's.
import {
  DRI_NUTRIENT_LABELS,
  describeLifeStage,
  formatRdaOrAi,
  formatReference,
  formatShownTotal,
  formatUpperLimit,
} from '@/lib/format/adequacy';
import { formatDecimal } from '@/lib/format/numbers';
import { ADEQUACY_LABELS, AMDR_LABELS, listMarkers, SATURATED_FAT_LABELS } from '@/lib/rules/dri/adequacy';
import type { PlanAdequacy } from '@/lib/rules/plan-adequacy';
import type { MealPlanPdfModel } from './pdf-model';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The section, or null when there is no life stage to read references for (then it says why, in one line). */
export function buildNutrientsSection(
  adequacy: PlanAdequacy,
  t: Translate,
): NonNullable<MealPlanPdfModel['nutrients']> {
  if (adequacy.group === null) {
    return {
      title: t('driCaption'),
      caption: t('noGroup', { reason: adequacy.missing ?? '' }),
      columns: [],
      rows: [],
      notes: [],
    };
  }
  const rows = adequacy.rows.map((row) => {
    const { reference } = row;
    return [
      DRI_NUTRIENT_LABELS[row.nutrient],
      formatShownTotal(row.total, reference.unit),
      formatReference(reference.ear, reference.unit),
      formatRdaOrAi(reference, t),
      formatUpperLimit(reference, t),
      listMarkers(row.assessment, ADEQUACY_LABELS).join(', '),
    ];
  });
  const notes: string[] = [];
  if (adequacy.macros) {
    for (const macro of ['proteins', 'carbohydrates', 'fats'] as const) {
      const share = adequacy.macros[macro];
      if (share.percent === null) continue;
      notes.push(
        `${t(`macros.${macro}`)}: ${t('percent', { value: formatDecimal(share.percent) })} (${t('amdr', share.range)}) – ${listMarkers(share, AMDR_LABELS).join(', ')}`,
      );
    }
  }
  if (adequacy.saturatedFat.percent !== null) {
    notes.push(
      `${t('saturatedFat')}: ${t('percent', { value: formatDecimal(adequacy.saturatedFat.percent) })} – ${listMarkers(adequacy.saturatedFat, SATURATED_FAT_LABELS).join(', ')}`,
    );
  }
  notes.push(t('sources'));
  return {
    title: t('driCaption'),
    caption: t('references', { stage: describeLifeStage(adequacy.group) }),
    columns: [t('nutrient'), t('dayTotal'), 'EAR', t('rdaAi'), t('upperLimit'), t('status')],
    rows,
    notes,
  };
}
