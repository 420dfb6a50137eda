'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatDecimal } from '@/lib/format/numbers';
import { assessArmMuscleArea, assessArmMuscleCircumference } from '@/lib/rules/anthropometry/arm';
import { assessBodyFat } from '@/lib/rules/anthropometry/body-fat';
import { FAT_EQUATIONS, type FatEquation } from '@/lib/rules/anthropometry/density-equations';
import { SHOWN_DECIMALS } from '@/lib/rules/anthropometry/shown-precision';
import type { Missing, Person } from '@/lib/rules/anthropometry/sites';
import styles from './anthropometry.module.css';
import { BodyFatLine } from './body-fat-line';
import { AgeWarning, MissingSites, Result } from './result-block';

export interface BodyCompositionProps {
  record: AnthropometricRecord;
  person: Person;
  preferred: FatEquation;
  onChoosePreferred: (equation: FatEquation) => void;
}

/**
 * The lower results of the 'Antropometria' card: the body fat by every equation, the preferred first, and
 * the arm's muscle. Below the first screen at 375 px, so its code (the equations) loads as it nears the view.
 */
export function BodyComposition({ record, person, preferred, onChoosePreferred }: BodyCompositionProps) {
  const t = useTranslations('Anthropometry.results');
  const bodyFat = FAT_EQUATIONS.map((equation) => assessBodyFat(equation, record, person));
  const armMuscleCircumference = assessArmMuscleCircumference(record);
  const armMuscleArea = assessArmMuscleArea(record, person);
  const ordered = [...bodyFat].sort(
    (a, b) => Number(b.equation === preferred) - Number(a.equation === preferred),
  );
  return (
    <div className={styles.results}>
      <Result title={t('bodyFat')} description={t('bodyFatDescription')}>
        <Select
          label={t('preferred')}
          value={preferred}
          onChange={(event) => onChoosePreferred(event.target.value as FatEquation)}
          options={FAT_EQUATIONS.map((equation) => ({
            value: equation,
            label: t(`equations.${equation}`),
          }))}
        />
        <ul className={styles.equations}>
          {ordered.map((result) => (
            <li key={result.equation} data-preferred={result.equation === preferred || undefined}>
              <BodyFatLine result={result} preferred={result.equation === preferred} />
              {result.missing.length > 0 ? <MissingSites missing={result.missing} /> : null}
              <AgeWarning warning={result.warning} person={person} />
            </li>
          ))}
        </ul>
      </Result>
      <Result title={t('cmb')} description={t('cmbDescription')}>
        <ArmFigure result={armMuscleCircumference} valueKey="cmbValue" />
      </Result>
      <Result title={t('amb')} description={t('ambDescription')}>
        <ArmFigure result={armMuscleArea} valueKey="ambValue" />
        {armMuscleArea.warning ? (
          <p className={styles.warning} role="note">
            {t('ambWarning', {
              min: armMuscleArea.warning.minAge,
              max: armMuscleArea.warning.maxAge,
              age: armMuscleArea.warning.age,
              gender: person.sex ?? 'UNKNOWN',
            })}
          </p>
        ) : null}
        {armMuscleArea.obesityCaution ? (
          <p className={styles.warning} role="note">
            {t('ambObesityNote')}
          </p>
        ) : null}
      </Result>
    </div>
  );
}

/** An arm muscle figure: its value, or why there is none (a measurement that cannot be, or what is missing). */
function ArmFigure({
  result,
  valueKey,
}: {
  result: { value: number } | { problem: unknown } | { missing: readonly Missing[] };
  valueKey: 'cmbValue' | 'ambValue';
}) {
  const t = useTranslations('Anthropometry.results');
  if ('value' in result)
    return (
      <p className={styles.value}>
        {t(valueKey, { value: formatDecimal(result.value, SHOWN_DECIMALS.arm) })}
      </p>
    );
  if ('problem' in result) return <p className={styles.warning}>{t('armImpossible')}</p>;
  return <MissingSites missing={result.missing} />;
}
