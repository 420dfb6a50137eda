'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal, formatFixedDecimal } from '@/lib/format/numbers';
import { assessRecord } from '@/lib/rules/anthropometry/assessment';
import { FAT_EQUATIONS, type FatEquation } from '@/lib/rules/anthropometry/density-equations';
import { SHOWN_DECIMALS } from '@/lib/rules/anthropometry/shown-precision';
import type { Missing, Person } from '@/lib/rules/anthropometry/sites';
import type { OutOfRangeWarning } from '@/lib/rules/anthropometry/validation';
import styles from './anthropometry.module.css';
import { BodyFatLine } from './body-fat-line';

export interface ResultsCardProps {
  record: AnthropometricRecord | null;
  /** The record was measured without a height: its height is the one measured on this date. */
  heightMeasuredOn?: string | null;
  person: Person;
  preferred: FatEquation;
  onChoosePreferred: (equation: FatEquation) => void;
}

/** The 'Antropometria' card: every result of the latest record, with its equation, sites and warnings. */
export function ResultsCard({
  record,
  heightMeasuredOn = null,
  person,
  preferred,
  onChoosePreferred,
}: ResultsCardProps) {
  const t = useTranslations('Anthropometry.results');
  const tSites = useTranslations('Anthropometry.sites');
  if (!record) {
    return (
      <Card as="section" title={t('title')}>
        <p className={styles.muted}>{t('empty')}</p>
      </Card>
    );
  }
  const assessment = assessRecord(record, person);
  const listSites = (sites: readonly Missing[]) => sites.map((site) => tSites(site)).join(', ');
  const missingText = (missing: readonly Missing[]) => (
    <p className={styles.missing}>{t('missing', { sites: listSites(missing) })}</p>
  );
  // 'o paciente' or 'a paciente' by the patient's sex.
  const gender = person.sex ?? 'UNKNOWN';
  const warningText = (warning: OutOfRangeWarning | null) =>
    warning ? (
      <p className={styles.warning} role="note">
        {t('warning', {
          sex: person.sex === 'MALE' ? t('warningSexMale') : t('warningSexFemale'),
          min: warning.minAge,
          max: warning.maxAge,
          age: warning.age,
          gender,
        })}
      </p>
    ) : null;
  const armImpossible = <p className={styles.warning}>{t('armImpossible')}</p>;

  const date = formatIsoDateToBr(record.date);
  const { bmi, waist, waistToHip, bodyFat, armMuscleCircumference, armMuscleArea } = assessment;
  const ordered = [...bodyFat].sort(
    (a, b) => Number(b.equation === preferred) - Number(a.equation === preferred),
  );

  return (
    <Card as="section" title={t('title')}>
      <p className={styles.muted}>
        {person.sex && person.ageYears !== null
          ? t('fromRecord', {
              date,
              sex: person.sex === 'MALE' ? t('male') : t('female'),
              age: person.ageYears,
            })
          : t('fromRecordUnknown', { date })}
      </p>
      <div className={styles.results}>
        <Result title={t('bmi')} description={t('bmiDescription')}>
          {'value' in bmi ? (
            <>
              <p className={styles.value}>
                {t('bmiValue', { value: formatFixedDecimal(bmi.value, SHOWN_DECIMALS.bmi) })}
                {bmi.whoClass ? ` · ${t(`bmiClasses.${bmi.whoClass}`)}` : null}
              </p>
              {heightMeasuredOn ? (
                <p className={styles.note}>
                  {t('heightMeasuredOn', {
                    height: formatDecimal(record.height ?? 0),
                    date: formatIsoDateToBr(heightMeasuredOn),
                  })}
                </p>
              ) : null}
              {bmi.olderAdultClass ? (
                <p className={styles.note}>
                  {t('olderAdultNote', { class: t(`olderAdultClasses.${bmi.olderAdultClass}`) })}
                </p>
              ) : null}
              {bmi.underAdultAge ? <p className={styles.warning}>{t('underAdultNote')}</p> : null}
            </>
          ) : (
            missingText(bmi.missing)
          )}
        </Result>
        <Result title={t('waist')} description={t('waistDescription')}>
          {'value' in waist ? (
            <p className={styles.value}>
              {t('waistValue', { value: formatDecimal(waist.value, SHOWN_DECIMALS.waist) })} ·{' '}
              {t(`risks.${waist.risk}`)}
            </p>
          ) : (
            missingText(waist.missing)
          )}
        </Result>
        <Result title={t('waistToHip')} description={t('waistToHipDescription')}>
          {'value' in waistToHip ? (
            <p className={styles.value}>
              {formatFixedDecimal(waistToHip.value, SHOWN_DECIMALS.waistToHip)} ·{' '}
              {t(`risks.${waistToHip.risk}`)}
            </p>
          ) : (
            missingText(waistToHip.missing)
          )}
        </Result>
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
                {result.missing.length > 0 ? missingText(result.missing) : null}
                {warningText(result.warning)}
              </li>
            ))}
          </ul>
        </Result>
        <Result title={t('cmb')} description={t('cmbDescription')}>
          {'value' in armMuscleCircumference ? (
            <p className={styles.value}>
              {t('cmbValue', { value: formatDecimal(armMuscleCircumference.value, SHOWN_DECIMALS.arm) })}
            </p>
          ) : 'problem' in armMuscleCircumference ? (
            armImpossible
          ) : (
            missingText(armMuscleCircumference.missing)
          )}
        </Result>
        <Result title={t('amb')} description={t('ambDescription')}>
          {'value' in armMuscleArea ? (
            <p className={styles.value}>
              {t('ambValue', { value: formatDecimal(armMuscleArea.value, SHOWN_DECIMALS.arm) })}
            </p>
          ) : 'problem' in armMuscleArea ? (
            armImpossible
          ) : (
            missingText(armMuscleArea.missing)
          )}
          {armMuscleArea.warning ? (
            <p className={styles.warning} role="note">
              {t('ambWarning', {
                min: armMuscleArea.warning.minAge,
                max: armMuscleArea.warning.maxAge,
                age: armMuscleArea.warning.age,
                gender,
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
    </Card>
  );
}

function Result({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <article className={styles.result}>
      <h3>{title}</h3>
      <p className={styles.description}>{description}</p>
      {children}
    </article>
  );
}
