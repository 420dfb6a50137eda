'use client';

import { useTranslations } from 'next-intl';
import { ShownValue } from '@/components/nutrients/unknown-value';
import {
  DRI_NUTRIENT_LABELS,
  formatRdaOrAi,
  formatReference,
  formatShownTotal,
  formatUpperLimit,
} from '@/lib/format/adequacy';
import { formatDecimal } from '@/lib/format/numbers';
import { computeDayComponentTotals, readComponentSum } from '@/lib/rules/component-totals';
import { BELOW_AI_CAVEAT } from '@/lib/rules/dri/adequacy';
import { pickForGroup } from '@/lib/rules/dri/life-stage';
import { PROTEIN_PER_KG } from '@/lib/rules/dri/macronutrients';
import { type ComponentKey, FOOD_COMPONENTS } from '@/lib/rules/food-components';
import { usePlanReferences } from '../plan-references';
import { DriMarkers } from './adequacy-markers';
import { MacroShareRow, SaturatedFatRow } from './energy-share-rows';
import { LifeStageCaption } from './life-stage-caption';
import styles from './plan-nutrients.module.css';
import { ScrollArea } from './scroll-area';
import { type AdequacyPeriods, usePlanAdequacy } from './use-plan-adequacy';

/** The components with no DRI of their own, listed with their day totals only. */
const OTHER_COMPONENTS: readonly ComponentKey[] = [
  'moisture',
  'energy_kj',
  'cholesterol',
  'saturated_fat',
  'monounsaturated_fat',
  'polyunsaturated_fat',
  'retinol',
  're',
];

/** The plan's 'Nutrientes' tab: every nutrient of the day against the patient's DRIs, and the other components. */
export function PlanNutrientsPanel({ periods }: { periods: AdequacyPeriods }) {
  const t = useTranslations('PlanNutrients');
  const adequacy = usePlanAdequacy(periods);
  const { person } = usePlanReferences();
  const components = computeDayComponentTotals(periods);
  if (!adequacy || !person) return <p>{t('noPatientFacts')}</p>;
  const group = adequacy.group;
  return (
    <div className={styles.panel} data-testid="plan-nutrients">
      <p className={styles.note}>
        <LifeStageCaption adequacy={adequacy} stage={person.stage} />
      </p>
      {group === null ? null : (
        <ScrollArea label={t('driCaption')}>
          <table className={styles.table}>
            <caption>{t('driCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('nutrient')}</th>
                <th scope="col" className={styles.number}>
                  {t('dayTotal')}
                </th>
                <th scope="col" className={styles.number}>
                  EAR
                </th>
                <th scope="col" className={styles.number}>
                  {t('rdaAi')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('upperLimit')}
                </th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {adequacy.rows.map((row) => (
                <tr key={row.nutrient} data-nutrient={row.nutrient}>
                  <th scope="row">{DRI_NUTRIENT_LABELS[row.nutrient]}</th>
                  <td className={styles.number}>
                    <ShownValue text={formatShownTotal(row.total, row.reference.unit)} />
                  </td>
                  <td className={styles.number}>
                    <ShownValue text={formatReference(row.reference.ear, row.reference.unit)} />
                  </td>
                  <td className={styles.number}>
                    <ShownValue text={formatRdaOrAi(row.reference, t as never)} />
                  </td>
                  <td className={styles.number}>
                    <ShownValue text={formatUpperLimit(row.reference, t as never)} />
                  </td>
                  <td>
                    <DriMarkers assessment={row.assessment} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.note}>{BELOW_AI_CAVEAT}</p>
        </ScrollArea>
      )}
      {adequacy.macros && group !== null ? (
        <ScrollArea label={t('energyCaption')}>
          <table className={styles.table}>
            <caption>{t('energyCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('nutrient')}</th>
                <th scope="col" className={styles.number}>
                  {t('dayValue')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('reference')}
                </th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {(['proteins', 'carbohydrates', 'fats'] as const).map((macro) => (
                <MacroShareRow key={macro} macros={adequacy.macros!} macro={macro} withReference />
              ))}
              <SaturatedFatRow saturatedFat={adequacy.saturatedFat} withReference />
              <tr>
                <th scope="row">{t('proteinPerKg')}</th>
                <td className={styles.number}>
                  <ShownValue
                    text={
                      adequacy.proteinPerKg?.gramsPerKg == null
                        ? '–'
                        : t('gramsPerKg', { value: formatDecimal(adequacy.proteinPerKg.gramsPerKg, 2) })
                    }
                  />
                </td>
                <td className={styles.number}>
                  {t('proteinReference', {
                    ear: formatDecimal(pickForGroup(PROTEIN_PER_KG.ear, group), 2),
                    rda: (() => {
                      const rda = pickForGroup(PROTEIN_PER_KG.rda, group);
                      return rda === null ? '–' : formatDecimal(rda, 2);
                    })(),
                  })}
                </td>
                <td>{adequacy.proteinPerKg ? <DriMarkers assessment={adequacy.proteinPerKg} /> : null}</td>
              </tr>
            </tbody>
          </table>
        </ScrollArea>
      ) : null}
      <ScrollArea label={t('otherCaption')}>
        <table className={styles.table}>
          <caption>{t('otherCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('component')}</th>
              <th scope="col" className={styles.number}>
                {t('dayTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {OTHER_COMPONENTS.map((key) => {
              const total = readComponentSum(components[key]);
              return (
                <tr key={key}>
                  <th scope="row">{FOOD_COMPONENTS[key].label}</th>
                  <td className={styles.number}>
                    <ShownValue text={formatShownTotal(total, FOOD_COMPONENTS[key].unit)} />
                    {total.kind !== 'unknown' && total.partial ? <> ({t('partial')})</> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
      <p className={styles.note}>{t('sources')}</p>
    </div>
  );
}
