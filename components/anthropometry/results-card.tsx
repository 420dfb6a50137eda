'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { PartNearView } from '@/components/ui/part-near-view';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal, formatFixedDecimal } from '@/lib/format/numbers';
import { assessBodySize } from '@/lib/rules/anthropometry/assessment';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';
import { SHOWN_DECIMALS } from '@/lib/rules/anthropometry/shown-precision';
import type { Person } from '@/lib/rules/anthropometry/sites';
import styles from './anthropometry.module.css';
import { MissingSites, Result } from './result-block';

// The body fat by every equation and the arm's muscle come below the first screen at 375 px: their code
// (the equations) loads as they near the view.
const loadBodyComposition = () => import('./body-composition').then((module) => module.BodyComposition);
/** About their height at 375 px, so nothing moves much when they come. */
const BODY_COMPOSITION_HEIGHT = 720;

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
  if (!record) {
    return (
      <Card as="section" title={t('title')}>
        <p className={styles.muted}>{t('empty')}</p>
      </Card>
    );
  }
  const { bmi, waist, waistToHip } = assessBodySize(record, person);
  const date = formatIsoDateToBr(record.date);
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
            <MissingSites missing={bmi.missing} />
          )}
        </Result>
        <Result title={t('waist')} description={t('waistDescription')}>
          {'value' in waist ? (
            <p className={styles.value}>
              {t('waistValue', { value: formatDecimal(waist.value, SHOWN_DECIMALS.waist) })} ·{' '}
              {t(`risks.${waist.risk}`)}
            </p>
          ) : (
            <MissingSites missing={waist.missing} />
          )}
        </Result>
        <Result title={t('waistToHip')} description={t('waistToHipDescription')}>
          {'value' in waistToHip ? (
            <p className={styles.value}>
              {formatFixedDecimal(waistToHip.value, SHOWN_DECIMALS.waistToHip)} ·{' '}
              {t(`risks.${waistToHip.risk}`)}
            </p>
          ) : (
            <MissingSites missing={waistToHip.missing} />
          )}
        </Result>
        <PartNearView
          load={loadBodyComposition}
          height={BODY_COMPOSITION_HEIGHT}
          props={{ record, person, preferred, onChoosePreferred }}
        />
      </div>
    </Card>
  );
}
