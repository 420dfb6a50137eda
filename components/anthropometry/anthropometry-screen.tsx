'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { onDemandDialog } from '@/components/ui/dialog-on-demand';
import { PartNearView } from '@/components/ui/part-near-view';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type {
  AnthropometricRecord,
  AnthropometricRecordInput,
  AnthropometricRecordList,
} from '@/lib/api/contract';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';
import type { Sex } from '@/lib/rules/anthropometry/sites';
import styles from './anthropometry.module.css';
import { CircumferencesCard } from './circumferences-card';
import { LatestResults } from './latest-results';
import { useAnthropometricRecords } from './use-anthropometric-records';

/** The record's form (its fields, the date's calendar) loads when she first opens it, and so does the delete's question. */
const RecordFormDialog = onDemandDialog(() =>
  import('./record-form-dialog').then((module) => module.RecordFormDialog),
);
const DeleteRecordDialog = onDemandDialog(() =>
  import('./delete-record-dialog').then((module) => module.DeleteRecordDialog),
);
// Below the results (at 375 px), the chart and the records load as they near the view.
const loadRecordHistory = () => import('./record-history').then((module) => module.RecordHistory);
/** About the height they take at 375 px, so nothing moves much when they come. */
const HISTORY_HEIGHT = 900;

/** Without a choice yet, the Brazilian equation validated on the widest adult population. */
const DEFAULT_EQUATION: FatEquation = 'PETROSKI';

export interface AnthropometryScreenProps {
  patient: { id: number; birth_date: string | null; gender: Sex | null };
  initial: AnthropometricRecordList;
  today: string;
}

type Editing = { record: AnthropometricRecord | null } | null;

export function AnthropometryScreen({ patient, initial, today }: AnthropometryScreenProps) {
  const t = useTranslations('Anthropometry');
  const { showToast } = useToast();
  const records = useAnthropometricRecords(patient.id, initial);
  const list = records.data ?? initial;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AnthropometricRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const equation = list.preferred_fat_equation ?? DEFAULT_EQUATION;
  const save = async (input: AnthropometricRecordInput) => {
    const record = editing?.record ?? null;
    try {
      if (record) await records.updateRecord(record.id, input);
      else await records.createRecord(input);
      setEditing(null);
      showToast(record ? t('toasts.updated') : t('toasts.created'), {
        tone: 'success',
        duration: MESSAGE_TOAST_MS,
      });
    } catch (error) {
      showToast(t('toasts.saveFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
      throw error;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await records.deleteRecord(deleting.id);
      showToast(t('toasts.deleted'), { tone: 'success', duration: MESSAGE_TOAST_MS });
      setDeleting(null);
    } catch {
      showToast(t('toasts.deleteFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  const choose = (next: FatEquation) => {
    records.choosePreferredEquation(next).catch(() => {
      showToast(t('toasts.preferenceFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
    });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <CircumferencesCard
          records={list.records}
          actions={<Button onClick={() => setEditing({ record: null })}>{t('newRecord')}</Button>}
        />
        <LatestResults
          records={list.records}
          patient={patient}
          equation={equation}
          onChoosePreferred={choose}
        />
      </div>
      <PartNearView
        load={loadRecordHistory}
        height={HISTORY_HEIGHT}
        props={{
          records: list.records,
          patient,
          equation,
          onEdit: (record: AnthropometricRecord) => setEditing({ record }),
          onDelete: setDeleting,
        }}
      />
      <RecordFormDialog
        open={editing !== null}
        record={editing?.record ?? null}
        today={today}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <DeleteRecordDialog
        open={deleting !== null}
        record={deleting}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
