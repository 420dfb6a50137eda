'use client';

import { useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/format/numbers';
import type { BodyFatResult } from '@/lib/rules/anthropometry/body-fat';
import styles from './anthropometry.module.css';

/** One body-fat equation: its name, source population and sites, then the result or why there is none. */
export function BodyFatLine({ result, preferred }: { result: BodyFatResult; preferred: boolean }) {
  const t = useTranslations('Anthropometry.results');
  const tSites = useTranslations('Anthropometry.sites');
  const { problem } = result;
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
      {problem?.kind === 'SUM_PAST_TURNING_POINT' ? (
        <p className={styles.warning} role="note">
          {t('turningPoint', {
            sum: formatDecimal(problem.sum),
            limit: formatDecimal(problem.turningPoint),
          })}
        </p>
      ) : null}
      {problem?.kind === 'IMPOSSIBLE_RESULT' ? (
        <p className={styles.warning} role="note">
          {t('impossibleFat', { value: formatDecimal(problem.fatPercent) })}
        </p>
      ) : null}
    </>
  );
}
