'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineFormOnDemand, useInlineFormOnDemand } from '@/components/ui/inline-form-on-demand';
import { LoadState } from '@/components/ui/load-state';
import type { AnamnesisList } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import styles from './anamnesis.module.css';
import { AnamnesisVersions } from './anamnesis-versions';
import { AnamnesisView } from './anamnesis-view';
import { useAnamneses, useAnamnesisVersion } from './use-anamneses';

/** The form's code (its fields, both forms' values) loads when she first opens it, not with the page. */
const loadAnamnesisForm = () => import('./anamnesis-form').then((module) => module.AnamnesisForm);

/** The anamnesis page: the current version (or the one being read), its editor, and every version. */
export function AnamnesisScreen({ patientId, initial }: { patientId: number; initial: AnamnesisList }) {
  const t = useTranslations('Anamnesis');
  const anamneses = useAnamneses(patientId, initial);
  const data = anamneses.data ?? initial;
  const latest = data.latest;
  const editor = useInlineFormOnDemand(loadAnamnesisForm);
  const { editing, opener, Form: AnamnesisForm } = editor;
  const [readingId, setReadingId] = useState<number | null>(null);
  const reading = readingId !== null && readingId !== latest?.id ? readingId : null;
  const version = useAnamnesisVersion(patientId, reading);

  if (editing || !latest) {
    if (!latest && !editing) {
      return (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={<Button {...opener}>{t('fill')}</Button>}
        />
      );
    }
    return (
      <section aria-labelledby="anamnesis-editor" className={styles.panel}>
        <h2 id="anamnesis-editor" className={styles.panelTitle}>
          {latest ? t('edit') : t('fill')}
        </h2>
        {latest ? <p className={styles.help}>{t('editHelp')}</p> : null}
        <InlineFormOnDemand form={editor}>
          {AnamnesisForm ? (
            <AnamnesisForm
              ref={editor.form}
              initialForm={latest?.form ?? 'SHORT'}
              initial={latest?.content ?? null}
              onSave={async (form, content) => {
                await anamneses.createVersion(form, content);
                setReadingId(null);
                editor.close();
              }}
              onCancel={editor.close}
            />
          ) : null}
        </InlineFormOnDemand>
      </section>
    );
  }

  const shown = reading === null ? latest : version.data;
  const shownVersion = data.versions.find((item) => item.id === (reading ?? latest.id));
  const date = shownVersion ? formatIsoDateToBr(shownVersion.date) : '';
  return (
    <div className={styles.layout}>
      <section aria-labelledby="anamnesis-shown" className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2 id="anamnesis-shown" className={styles.panelTitle}>
            {reading === null ? t('current', { date }) : t('reading', { date })}
          </h2>
          {reading === null ? (
            <Button {...opener}>{t('edit')}</Button>
          ) : (
            <Button variant="secondary" onClick={() => setReadingId(null)}>
              {t('backToCurrent')}
            </Button>
          )}
        </div>
        {shownVersion ? (
          <p className={styles.help}>
            {t(`forms.${shownVersion.form}`)}
            {shownVersion.recorded_by ? ` · ${t('byAuthor', { name: shownVersion.recorded_by.name })}` : ''}
          </p>
        ) : null}
        <LoadState
          failed={!shown && Boolean(version.error)}
          loading={!shown}
          errorText={t('versionLoadError')}
          retryLabel={t('retry')}
          loadingLabel={t('loading')}
          onRetry={() => version.mutate()}
        >
          {shown ? <AnamnesisView content={shown.content} /> : null}
        </LoadState>
      </section>
      <AnamnesisVersions versions={data.versions} shownId={reading ?? latest.id} onRead={setReadingId} />
    </div>
  );
}
