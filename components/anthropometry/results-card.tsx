'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { assessRecord } from '@/lib/rules/anthropometry/assessment';
import type { BodyFatResult } from '@/lib/rules/anthropometry/body-fat';
import { FAT_EQUATIONS, type FatEquation } from '@/lib/rules/anthropometry/density-equations';
import type { Missing, Person } from '@/lib/rules/anthropometry/sites';
import type { OutOfRangeWarning } from '@/lib/rules/anthropometry/validation';
import styles from './anthropometry.module.css';
import { formatDecimal } from './format';

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
  const warningText = (warning: OutOfRangeWarning | null) =>
    warning ? (
      <p className={styles.warning} role="note">
        {warning.maxAge === null
          ? t('warningNoMax', { min: warning.minAge, age: warning.age })
          : t('warning', {
              sex: person.sex === 'MALE' ? t('warningSexMale') : t('warningSexFemale'),
              min: warning.minAge,
              max: warning.maxAge,
              age: warning.age,
            })}
      </p>
    ) : null;

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
                {t('bmiValue', { value: formatDecimal(bmi.value) })} · {t(`bmiClasses.${bmi.whoClass}`)}
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
              {t('waistValue', { value: formatDecimal(waist.value) })} · {t(`risks.${waist.risk}`)}
            </p>
          ) : (
            missingText(waist.missing)
          )}
        </Result>
        <Result title={t('waistToHip')} description={t('waistToHipDescription')}>
          {'value' in waistToHip ? (
            <p className={styles.value}>
              {formatDecimal(waistToHip.value, 2)} · {t(`risks.${waistToHip.risk}`)}
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
              {t('cmbValue', { value: formatDecimal(armMuscleCircumference.value) })}
            </p>
          ) : (
            missingText(armMuscleCircumference.missing)
          )}
        </Result>
        <Result title={t('amb')} description={t('ambDescription')}>
          {'value' in armMuscleArea ? (
            <p className={styles.value}>{t('ambValue', { value: formatDecimal(armMuscleArea.value) })}</p>
          ) : (
            missingText(armMuscleArea.missing)
          )}
          {armMuscleArea.warning ? (
            <p className={styles.warning} role="note">
              {t('ambWarning', { age: armMuscleArea.warning.age })}
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

function BodyFatLine({ result, preferred }: { result: BodyFatResult; preferred: boolean }) {
  const t = useTranslations('Anthropometry.results');
  const tSites = useTranslations('Anthropometry.sites');
  return (
    <>
      <h4 className={styles.equationName}>
        {t(`equations.${result.equation}`)} {preferred ? <span>{t('preferredMark')}</span> : null}
      </h4>
      <p className={styles.description}>
        {t(`equationSources.${result.equation}`)}
        {result.sites.length > 0
          ? ` ${t('sitesUsed', { sites: result.sites.map((site) => tSites(site)).join(', ') })}`
          : ''}
      </p>
      {result.fatPercent !== null ? (
        <p className={styles.value}>
          {t('fatValue', { value: formatDecimal(result.fatPercent) })}
          {result.fatMassKg !== null && result.leanMassKg !== null
            ? ` · ${t('fatMass', { value: formatDecimal(result.fatMassKg) })} · ${t('leanMass', { value: formatDecimal(result.leanMassKg) })}`
            : ` · ${t('massNeedsWeight')}`}
        </p>
      ) : null}
    </>
  );
}
