'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Missing, Person } from '@/lib/rules/anthropometry/sites';
import type { OutOfRangeWarning } from '@/lib/rules/anthropometry/validation';
import styles from './anthropometry.module.css';

/** One result of the 'Antropometria' card: its name, what it tells, and its value or what it misses. */
export function Result({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <article className={styles.result}>
      <h3>{title}</h3>
      <p className={styles.description}>{description}</p>
      {children}
    </article>
  );
}

/** 'Faltam: …': the sites, or the sex or age, a result could not do without. */
export function MissingSites({ missing }: { missing: readonly Missing[] }) {
  const t = useTranslations('Anthropometry.results');
  const tSites = useTranslations('Anthropometry.sites');
  return (
    <p className={styles.missing}>
      {t('missing', { sites: missing.map((site) => tSites(site)).join(', ') })}
    </p>
  );
}

/** An equation used outside the ages of its sample, said as the card says it, or nothing. */
export function AgeWarning({ warning, person }: { warning: OutOfRangeWarning | null; person: Person }) {
  const t = useTranslations('Anthropometry.results');
  if (!warning) return null;
  return (
    <p className={styles.warning} role="note">
      {t('warning', {
        sex: person.sex === 'MALE' ? t('warningSexMale') : t('warningSexFemale'),
        min: warning.minAge,
        max: warning.maxAge,
        age: warning.age,
        // 'o paciente' or 'a paciente' by the patient's sex.
        gender: person.sex ?? 'UNKNOWN',
      })}
    </p>
  );
}
