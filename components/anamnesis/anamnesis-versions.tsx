'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { AnamnesisVersionSummary } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import styles from './anamnesis.module.css';

interface AnamnesisVersionsProps {
  versions: readonly AnamnesisVersionSummary[];
  shownId: number;
  onRead: (id: number) => void;
}

/** 'Versões': every saved version, newest first, each one readable as it was saved. */
export function AnamnesisVersions({ versions, shownId, onRead }: AnamnesisVersionsProps) {
  const t = useTranslations('Anamnesis');
  return (
    <section aria-labelledby="anamnesis-versions" className={styles.panel}>
      <h2 id="anamnesis-versions" className={styles.panelTitle}>
        {t('versions')}
      </h2>
      <ol className={styles.versions}>
        {versions.map((version) => {
          const date = formatIsoDateToBr(version.date);
          return (
            <li key={version.id} aria-current={version.id === shownId ? 'true' : undefined}>
              <span>
                {t('versionLine', { date, form: t(`forms.${version.form}`) })}
                {version.recorded_by ? (
                  <span className={styles.author}> {t('byAuthor', { name: version.recorded_by.name })}</span>
                ) : null}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRead(version.id)}
                disabled={version.id === shownId}
                aria-label={t('read', { date })}
              >
                {t('readShort')}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
